// An app's extension of a framework type leaves its initializers the framework's (Provenance's
// `extension UserDefaults { static let provenance = UserDefaults(suiteName: …) ?? .standard }` was
// "argument passed to call that takes no arguments"). A suite is an empty store of its own; the
// default after `??` is a value of the type the left side makes (`.standard` was an untyped member
// where the suite is nil, as Foundation answers for "NSGlobalDomain").
// expect-frame node 0 0 60 20
// expected-warning@1:1: UserDefaults is an empty store in figures, as on an app's first launch: settings the app saved earlier are not read; what the code registers or sets is kept while it runs
extension UserDefaults {
    static let provenance = UserDefaults(suiteName: "group.example.provenance") ?? .standard
    static let global = UserDefaults(suiteName: "NSGlobalDomain") ?? .standard
}
let node = ASDisplayNode()
UserDefaults.standard.set(10, forKey: "width")
let stored = UserDefaults.provenance.integer(forKey: "width")
let fallback = UserDefaults.global.integer(forKey: "width")
node.style.preferredSize = CGSize(width: stored == 0 && fallback == 10 ? 60 : 10, height: 20)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [node])
