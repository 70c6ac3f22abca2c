/// Lays children out in a row or column, with flex grow/shrink, wrapping and alignment
/// (Texture's ASStackLayoutSpec, semantics §2.2).
///
/// Deviations from Texture: none known for the layout itself. Texture copies a vertical stack's first
/// ascender and last descender into the stack's *style*; here they are exported on the stack's `Layout`
/// instead, which is what a parent's baseline alignment reads.
public struct StackLayoutSpec: LayoutElement {
    // Stored properties in the order a calculation reads them (see DisplayNode).
    /// Prepared when the spec is created or changed, so a calculation neither allocates a description
    /// nor reads every child's style through its existential.
    private var prepared: Prepared
    public var children: [any LayoutElement] { didSet { describe() } }
    public var style: LayoutStyle { didSet { describe() } }
    public var options: StackOptions { didSet { describe() } }
    public var info: ElementInfo { didSet { describe() } }

    public init(options: StackOptions = StackOptions(), children: [any LayoutElement],
                style: LayoutStyle = LayoutStyle(), info: ElementInfo = ElementInfo()) {
        self.options = options
        self.children = children
        self.style = style
        self.info = info
        prepared = Prepared(options: options, children: children, style: style, info: info)
    }

    private mutating func describe() {
        prepared = Prepared(options: options, children: children, style: style, info: info)
    }

    public var kind: LayoutKind { .stack(options) }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> Layout {
        // Step 0: an empty stack is its range minimum.
        guard !children.isEmpty else { return Layout(description: prepared.description, size: range.min) }
        let options = prepared.resolvedOptions
        let env = StackEnvironment(options: options, range: range, pass: pass)
        // Scratch for the lines: on the stack for ordinary child counts, so a stack calculation allocates
        // only its layout's children array. StackLine is trivial, so the buffer needs no deinitialisation.
        return prepared.childValues.withUnsafeBufferPointer { childValues in
            withUnsafeTemporaryAllocation(of: StackLine.self, capacity: childValues.count) { lines in
                var run = StackRun(elements: children, children: childValues, lines: lines, env: env)
                run.computeSizes()
                let size = run.place()
                var layout = Layout(description: prepared.description, size: size, children: run.layouts)
                exportBaselines(into: &layout, direction: options.direction)
                return layout
            }
        }
    }

    /// The layout description, the options with the alignment conveniences applied, and every child's
    /// style values the algorithm reads (they depend only on the options and the children's styles).
    private struct Prepared: Sendable {
        let description: LayoutDescription
        let resolvedOptions: StackOptions
        let childValues: [StackChild]

        init(options: StackOptions, children: [any LayoutElement], style: LayoutStyle, info: ElementInfo) {
            description = LayoutDescription(kind: .stack(options), info: info, style: style)
            let resolved = options.resolvingAlignmentConveniences
            let axis = StackAxis(direction: resolved.direction)
            resolvedOptions = resolved
            childValues = children.map { StackChild(style: $0.style, options: resolved, axis: axis) }
        }
    }

    /// Step 11: a vertical stack exports its first child's ascender and last child's descender.
    private func exportBaselines(into layout: inout Layout, direction: StackDirection) {
        guard direction == .vertical, let first = layout.children.first, let last = layout.children.last else { return }
        layout.ascender = first.ascender
        layout.descender = last.descender
    }
}
