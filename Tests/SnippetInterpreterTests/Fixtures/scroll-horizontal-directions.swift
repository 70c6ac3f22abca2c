// A horizontal scroll node whose directions come from Texture's global constant, through an app's
// extension as VATextureKit writes it (`static let horizontal = ASScrollDirectionHorizontalDirections`).
// Worked out from §3.4: as the root of a 375 × 667 screen the range is exactly 375 × 667; scrolling
// left and right lifts the content's width maximum to CGFLOAT_MAX, so the centred row of three
// 300-wide panels is 900 wide, starts at 0 and stretches them to the 667 height. Scrolling up and
// down would keep the row at 375 and centre the panels at -262.5.
// expect-frame panel1 0 0 300 667
// expect-frame panel3 600 0 300 667
// expect-root 375 667
extension ASScrollDirection {
    static let horizontal = ASScrollDirectionHorizontalDirections
}

final class StripNode: ASScrollNode {
    let panel1 = ASDisplayNode()
    let panel2 = ASDisplayNode()
    let panel3 = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        automaticallyManagesContentSize = true
        scrollableDirections = .horizontal
        for panel in [panel1, panel2, panel3] {
            panel.style.width = ASDimension(unit: .points, value: 300)
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .center,
                                 alignItems: .stretch, children: [panel1, panel2, panel3])
    }
}

final class StripViewController: ASDKViewController<StripNode> {
    override init() {
        super.init(node: StripNode())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
