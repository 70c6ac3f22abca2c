/// Lays children out in a row or column, with flex grow/shrink, wrapping and alignment
/// (Texture's ASStackLayoutSpec, semantics §2.2).
///
/// Deviations from Texture: none known for the layout itself. Texture copies a vertical stack's first
/// ascender and last descender into the stack's *style*; here they are exported on the stack's `Layout`
/// instead, which is what a parent's baseline alignment reads.
public struct StackLayoutSpec: LayoutElement {
    public var style: LayoutStyle
    public var info: ElementInfo
    public var options: StackOptions
    public var children: [any LayoutElement]

    public init(options: StackOptions = StackOptions(), children: [any LayoutElement],
                style: LayoutStyle = LayoutStyle(), info: ElementInfo = ElementInfo()) {
        self.options = options
        self.children = children
        self.style = style
        self.info = info
    }

    public var kind: LayoutKind { .stack(options) }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> Layout {
        let options = options.resolvingAlignmentConveniences
        // Step 0: an empty stack is its range minimum.
        guard !children.isEmpty else { return Layout(kind: kind, info: info, size: range.min, style: style) }
        let env = StackEnvironment(options: options, range: range, pass: pass)
        let stackChildren = children.map { StackChild(element: $0, options: options, axis: env.axis) }
        let unpositioned = StackUnpositionedLayout.compute(children: stackChildren, environment: env)
        let positioned = StackPositionedLayout.compute(unpositioned, env)
        var layout = Layout(kind: kind, info: info, size: positioned.size, children: positioned.children, style: style)
        exportBaselines(into: &layout, direction: options.direction)
        return layout
    }

    /// Step 11: a vertical stack exports its first child's ascender and last child's descender.
    private func exportBaselines(into layout: inout Layout, direction: StackDirection) {
        guard direction == .vertical, let first = layout.children.first, let last = layout.children.last else { return }
        layout.ascender = first.ascender
        layout.descender = last.descender
    }
}
