/// Lays an overlay over its child, sized exactly like the child (semantics §2.6).
public struct OverlayLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .overlay }

    public var style: LayoutStyle { didSet { describe() } }
    public var info: ElementInfo { didSet { describe() } }
    /// Built when the spec is created or changed, so a calculation allocates no description.
    private var shared: LayoutDescription
    public var child: any LayoutElement
    public var overlay: (any LayoutElement)?

    public init(child: any LayoutElement, overlay: (any LayoutElement)?, style: LayoutStyle = LayoutStyle(),
                info: ElementInfo = ElementInfo()) {
        self.child = child
        self.overlay = overlay
        self.style = style
        self.info = info
        shared = LayoutDescription(kind: .overlay, info: info, style: style)
    }

    private mutating func describe() {
        shared = LayoutDescription(kind: .overlay, info: info, style: style)
    }

    /// Overlay specs ignore their own width/height/min/max.
    public var narrowsRangeWithOwnStyle: Bool { false }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        let content = child.layoutThatFits(range, parentSize: parentSize, pass: pass).placed(at: .zero)
        // The overlay's parent size is the content size (unlike the background's).
        let cover = overlay?.layoutThatFits(SizeRange(exactly: content.size), parentSize: content.size, pass: pass)
            ?? EmptyLayoutSpec.nullSlotLayout(pass: pass)
        return pass.layout(shared, size: content.size, children: [content, cover.placed(at: .zero)])
    }
}
