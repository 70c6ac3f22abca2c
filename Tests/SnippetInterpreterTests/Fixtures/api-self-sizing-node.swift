// A node that sizes itself in code cannot be drawn as the app draws it: an error says why (it was
// "method does not override any method from its superclass", which is not so).
// expected-error@5:19: 'calculateSizeThatFits(…)' of ASDisplayNode sizes the node by code of its own, which diagrams do not run; give the node a style.preferredSize or a layoutSpecThatFits
final class SelfSizingNode: ASDisplayNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: 20, height: 20)
    }
}

SelfSizingNode()
