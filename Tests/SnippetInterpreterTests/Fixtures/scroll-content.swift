// A scroll node that manages its content size, as the root of a view controller on a 375 × 667
// screen. Worked out from §3.4: the root range is exactly 375 × 667; the content spec is measured
// with that range's height maximum lifted to CGFLOAT_MAX, so the column of three 300-tall panels
// is 900 tall (more than the 667 minimum) and panel 3 starts at 600; the node itself is
// Clamp(R, P) = 375 × 667, and the content is not re-measured because it is taller than the node.
// expect-frame panel1 0 0 375 300
// expect-frame panel3 0 600 375 300
// expect-root 375 667
final class GalleryNode: ASScrollNode {
    let panel1 = ASDisplayNode()
    let panel2 = ASDisplayNode()
    let panel3 = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        automaticallyManagesContentSize = true
        scrollableDirections = [.up, .down]
        for panel in [panel1, panel2, panel3] {
            panel.style.height = ASDimension(unit: .points, value: 300)
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                 alignItems: .stretch, children: [panel1, panel2, panel3])
    }
}

final class GalleryViewController: ASDKViewController<GalleryNode> {
    override init() {
        super.init(node: GalleryNode())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
