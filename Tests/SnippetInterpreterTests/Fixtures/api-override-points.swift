// Override points of real nodes (they were "does not override any method"): an animated transition
// is accepted, since diagrams show where it ends, and custom drawing is said not to be drawn.
// expected-warning@11:26: 'drawParameters(forAsyncLayer:)' draws the node's own content, which diagrams do not draw: the figure shows its box
final class ShapeNode: ASDisplayNode {
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 40, height: 40)
    }

    open override func animateLayoutTransition(_ context: any ASContextTransitioning) {}
    public override func drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? { nil }
}

ShapeNode()
