// A node that sizes itself in code: without a layout spec, Texture asks its class's
// calculateSizeThatFits(_:) with the range's maximum and clamps the answer to the range
// (ASDisplayNode+LayoutSpec.mm). In a start-aligned column it keeps its 20 × 20 answer. This was
// an error that diagrams do not run such code.
// expect-frame node 0 0 20 20
final class SelfSizingNode: ASDisplayNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: 20, height: 20)
    }
}

let node = SelfSizingNode()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [node])
