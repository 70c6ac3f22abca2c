// An alias of a named type is that type wherever the code can see it (Provenance's
// `typealias Store = UserDefaults`, then `Store.provenance` from its extension, was "cannot find
// 'Store' in scope"). Reached as a value, called, extended, annotated, cast to, and nested in a type.
// `.standard` returned by a getter declared `UserDefaults` is the run's store (it was an untyped
// member: "value of type '' has no member 'bool'").
// expect-frame card 0 0 200 60
// expected-warning@1:1: UserDefaults is an empty store in figures, as on an app's first launch: settings the app saved earlier are not read; what the code registers or sets is kept while it runs
typealias Store = UserDefaults
typealias Tile = CardNode
extension Store {
    static var provenance: UserDefaults { .standard }
}
final class CardNode: ASDisplayNode {
    typealias Badge = ASImageNode
    let badge = Badge()
    var compact = false
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        let store: Store = .standard
        compact = Store.provenance.bool(forKey: "compact") || store.bool(forKey: "compact")
        badge.style.preferredSize = CGSize(width: 24, height: 24)
    }
    // The badge's 24 points and the wide insets: 200 × 60 (the store is empty, so not compact).
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let side: CGFloat = compact ? 8 : 88
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 18, left: side, bottom: 18, right: side), child: badge)
    }
}
let card = Tile()
let made: ASDisplayNode = card
precondition(made is Tile && (made as? Tile) != nil)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [card])
