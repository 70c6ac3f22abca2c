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
        let count = children.count
        // Scratch for the children's style values and the lines: on the stack for ordinary child counts,
        // so a stack calculation allocates only its layout's children array. Both types are trivial, so
        // the buffers need no deinitialisation.
        return withUnsafeTemporaryAllocation(of: StackChild.self, capacity: count) { childValues in
            for index in 0..<count {
                (childValues.baseAddress! + index).initialize(
                    to: StackChild(style: children[index].style, options: options, axis: env.axis))
            }
            return withUnsafeTemporaryAllocation(of: StackLine.self, capacity: count) { lines in
                var run = StackRun(elements: children, children: childValues, lines: lines, env: env)
                run.computeSizes()
                let size = run.place()
                var layout = Layout(kind: kind, info: info, size: size, children: run.layouts, style: style)
                exportBaselines(into: &layout, direction: options.direction)
                return layout
            }
        }
    }

    /// Step 11: a vertical stack exports its first child's ascender and last child's descender.
    private func exportBaselines(into layout: inout Layout, direction: StackDirection) {
        guard direction == .vertical, let first = layout.children.first, let last = layout.children.last else { return }
        layout.ascender = first.ascender
        layout.descender = last.descender
    }
}
