// An error inside a closure-initialised property points at its own line, not at the closure.
// expected-error@6:33: type 'UIColor' has no member 'notAColor'
final class CardNode: ASDisplayNode {
    private let titleNode: ASTextNode = {
        let node = ASTextNode()
        node.backgroundColor = .notAColor
        return node
    }()
}
