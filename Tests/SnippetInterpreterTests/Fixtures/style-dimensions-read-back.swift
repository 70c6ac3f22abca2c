// A style's dimensions read back as set: `style.height.value` of a node whose height is 40 points is
// 40 (a workshop project's wallet cell insets by half its image's height), a fraction keeps the
// fraction it was given (0.5) and `.auto` reads 0 with its unit. Reading `style.height` was
// "value of type 'ASLayoutElementStyle' has no member 'height'". Each bar's width is what was read:
// 20 (half of 40), 50 (0.5 × 100), 30 (auto's unit chooses), 15 (minWidth), 7 (layoutPosition.x).
// expect-frame half 0 0 20 10
// expect-frame fraction 0 10 50 10
// expect-frame auto 0 20 30 10
// expect-frame minimum 0 30 15 10
// expect-frame position 0 40 7 10
let image = ASImageNode()
image.style.height = ASDimension(unit: .points, value: 40)
image.style.width = ASDimensionMake("50%")
image.style.minWidth = ASDimension(unit: .points, value: 15)
image.style.layoutPosition = CGPoint(x: 7, y: 3)
let half = ASDisplayNode(), fraction = ASDisplayNode(), auto = ASDisplayNode(), minimum = ASDisplayNode(), position = ASDisplayNode()
half.style.preferredSize = CGSize(width: image.style.height.value / 2, height: 10)
fraction.style.preferredSize = CGSize(width: image.style.width.value * 100, height: 10)
auto.style.preferredSize = CGSize(width: image.style.maxWidth.unit == .auto && image.style.maxWidth.value == 0 ? 30 : 1, height: 10)
minimum.style.preferredSize = CGSize(width: image.style.minWidth.value, height: 10)
position.style.preferredSize = CGSize(width: image.style.layoutPosition.x, height: 10)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [half, fraction, auto, minimum, position])
