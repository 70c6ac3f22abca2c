// A key path given to `observe` starts at the observed object, and each component is checked against
// it before anything runs: with `.new` alone the handler may never run, and a misspelt property
// would have gone without a word.
// expected-error@11:26: value of type 'Settings' has no member 'compct'; did you mean 'compact'?
// expected-error@12:39: value of type 'UserDefaults' has no member 'dateStyl'
final class Settings: NSObject {
    @objc dynamic var compact = false
}
let settings = Settings()
let node = ASDisplayNode()
let o = settings.observe(\.compct, options: .new) { _, change in node.style.preferredSize = .zero }
let p = UserDefaults.standard.observe(\.dateStyl, options: .new) { _, _ in }
node.style.preferredSize = CGSize(width: 10, height: 10)
node
