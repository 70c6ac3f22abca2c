/// The content of a scroll node and its scrollable axes (semantics §3.4).
public struct ScrollContent: Sendable {
    public var content: any LayoutElement
    public var scrollsVertically: Bool
    public var scrollsHorizontally: Bool
    /// Texture's automaticallyManagesContentSize: the node takes its parent size (or its content's size
    /// where that is unbounded) and the content may be larger.
    public var automaticallyManagesContentSize: Bool

    public init(content: any LayoutElement, scrollsVertically: Bool = true, scrollsHorizontally: Bool = false,
                automaticallyManagesContentSize: Bool = true) {
        self.content = content
        self.scrollsVertically = scrollsVertically
        self.scrollsHorizontally = scrollsHorizontally
        self.automaticallyManagesContentSize = automaticallyManagesContentSize
    }
}

extension DisplayNode {
    func scrollLayout(_ scroll: ScrollContent, range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        var contentRange = range
        if scroll.scrollsVertically { contentRange.max.height = ValueValidity.cgFloatMax }
        if scroll.scrollsHorizontally { contentRange.max.width = ValueValidity.cgFloatMax }
        var content = scroll.content.layoutThatFits(contentRange, parentSize: contentRange.max, pass: pass)
        let size = scroll.automaticallyManagesContentSize
            ? managedSize(range: range, parentSize: parentSize, content: content.size)
            : range.clamp(Self.fillingSize(range.max))
        if scroll.automaticallyManagesContentSize && isSmaller(content.size, than: size, scroll) {
            content = scroll.content.layoutThatFits(range, parentSize: range.max, pass: pass)
        }
        return pass.layout(layoutDescription, size: size, child: content.placed(at: .zero))
    }

    /// Clamp(R, P), taking the content's size on axes where that is not valid for layout.
    private func managedSize(range: SizeRange, parentSize: Size, content: Size) -> Size {
        let wanted = range.clamp(parentSize)
        return Size(width: ValueValidity.isValidForLayout(wanted.width) ? wanted.width : content.width,
                    height: ValueValidity.isValidForLayout(wanted.height) ? wanted.height : content.height)
    }

    private func isSmaller(_ content: Size, than size: Size, _ scroll: ScrollContent) -> Bool {
        (scroll.scrollsVertically && content.height < size.height)
            || (scroll.scrollsHorizontally && content.width < size.width)
    }
}
