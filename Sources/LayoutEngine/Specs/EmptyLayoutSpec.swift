/// A bare layout spec (Texture's ASLayoutSpec without children): it measures to its range minimum.
public struct EmptyLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .empty }

    public var style: LayoutStyle
    public var info: ElementInfo

    public init(style: LayoutStyle = LayoutStyle(), info: ElementInfo = ElementInfo()) {
        self.style = style
        self.info = info
    }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        pass.layout(kind: .empty, info: info, style: style, size: range.min, children: EmptyCollection())
    }

    /// Texture fills an empty slot of a two-child spec with a shared null spec that is always 0×0.
    static func nullSlotLayout(pass: LayoutPass) -> CalculatedLayout {
        pass.layout(nullSlotDescription, size: .zero)
    }

    private static let nullSlotDescription = LayoutDescription(kind: .empty, info: ElementInfo(), style: LayoutStyle())
}
