// An app's extension of a framework type leaves its initializers the framework's (Provenance's
// `extension UserDefaults { static let provenance = UserDefaults(suiteName: …) ?? .standard }` was
// "argument passed to call that takes no arguments"), and the default after `??` is a value of the
// type the left side makes (`.standard` was an untyped member).
// expect-frame node 0 0 60 20
// expected-warning@9:29: 'UserDefaults(suiteName:)' reads another app's or extension's stored settings, and snippets run in a sandbox without file, network, process or environment access; here it fails and gives nil
// expected-warning@1:1: UserDefaults is an empty store in figures, as on an app's first launch: settings the app saved earlier are not read; what the code registers or sets is kept while it runs
extension UserDefaults {
    static let provenance = UserDefaults(suiteName: "group.example.provenance") ?? .standard
}
let node = ASDisplayNode()
let stored = UserDefaults.provenance.integer(forKey: "width")
node.style.preferredSize = CGSize(width: stored == 0 ? 60 : 10, height: 20)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [node])
