// A reusable node: a row whose label grows to fill the space left by a fixed icon.
// Horizontal stack at 375 wide: icon 24 wide, spacing 12, the rest (339) goes to the grower.
// expect-frame iconNode 0 0 24 24
// expect-frame fillerNode 36 0 339 24
final class RowNode: ASDisplayNode {
    let iconNode = ASDisplayNode()
    let fillerNode = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        iconNode.style.preferredSize = CGSize(width: 24, height: 24)
        fillerNode.style.flexGrow = 1
        fillerNode.style.height = ASDimensionMake(24)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let children = [iconNode, fillerNode]
        return ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start, alignItems: .start, children: children)
    }
}
