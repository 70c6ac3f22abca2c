// A default argument written as an implicit member (`size: CGSize = .zero`) has its parameter's
// type, as an argument has: it was a value of no type ("value of type '' has no member 'width'").
// expect-frame swatch 0 0 30 20
// expect-root 375 20
final class ColorNode: ASDisplayNode {
    init(_ color: UIColor, size: CGSize = .zero, inset: UIEdgeInsets = .zero) {
        super.init()
        backgroundColor = color
        style.width = ASDimensionMakeWithPoints(size.width + 30 + inset.left)
        style.height = ASDimensionMakeWithPoints(size.height + 20)
    }
}
let swatch = ColorNode(.blue)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [swatch])
