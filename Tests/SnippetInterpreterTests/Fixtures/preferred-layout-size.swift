// `style.preferredLayoutSize = ASLayoutSize(width:height:)` sets the width and height dimensions
// together, as Texture's ASLayoutElementStyle does (DeepDiff's example sizes its table this way); a
// fraction is of the stack's width.
// expect-frame box 0 0 187.5 30
// expect-root 375 30
let box = ASDisplayNode()
box.style.preferredLayoutSize = ASLayoutSize(width: ASDimension(unit: .fraction, value: 0.5), height: ASDimension(unit: .points, value: 30))
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
