/// Lays an overlay over its child, sized exactly like the child (semantics §2.6).
public struct OverlayLayoutSpec: LayoutElement {
    public var kind: LayoutKind { .overlay }

    public var style: LayoutStyle
    public var info: ElementInfo
    public var child: any LayoutElement
    public var overlay: (any LayoutElement)?

    public init(child: any LayoutElement, overlay: (any LayoutElement)?, style: LayoutStyle = LayoutStyle(),
                info: ElementInfo = ElementInfo()) {
        self.child = child
        self.overlay = overlay
        self.style = style
        self.info = info
    }

    /// Overlay specs ignore their own width/height/min/max.
    public var narrowsRangeWithOwnStyle: Bool { false }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> Layout {
        let content = child.layoutThatFits(range, parentSize: parentSize, pass: pass).placed(at: .zero)
        // The overlay's parent size is the content size (unlike the background's).
        let cover = overlay?.layoutThatFits(SizeRange(exactly: content.size), parentSize: content.size, pass: pass)
            ?? EmptyLayoutSpec.nullSlotLayout()
        return Layout(kind: .overlay, info: info, size: content.size,
                      children: [content, cover.placed(at: .zero)], style: style)
    }
}
