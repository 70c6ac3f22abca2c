/// Lays children out in a row or column, with flex grow/shrink, wrapping and alignment
/// (Texture's ASStackLayoutSpec, semantics §2.2).
///
/// Deviations from Texture: none known for the layout itself. Texture copies a vertical stack's first
/// ascender and last descender into the stack's *style*; here they are exported on the stack's `Layout`
/// instead, which is what a parent's baseline alignment reads.
public struct StackLayoutSpec: LayoutElement {
    /// Everything the spec holds, prepared when it is created or changed: the existential a stack is
    /// kept in stores this one reference inline instead of boxing a 300-byte struct, a calculation copies
    /// nothing, allocates no description and reads no child's style through its existential. Setting a
    /// property replaces the storage, so copies of a spec never share a change.
    private var storage: Storage

    public init(options: StackOptions = StackOptions(), children: [any LayoutElement],
                style: LayoutStyle = LayoutStyle(), info: ElementInfo = ElementInfo()) {
        storage = Storage(options: options, children: children, style: style, info: info)
    }

    public var children: [any LayoutElement] {
        get { storage.children }
        set { storage = Storage(options: options, children: newValue, style: style, info: info) }
    }

    public var style: LayoutStyle {
        get { storage.style }
        set { storage = Storage(options: options, children: children, style: newValue, info: info) }
    }

    public var options: StackOptions {
        get { storage.options }
        set { storage = Storage(options: newValue, children: children, style: style, info: info) }
    }

    public var info: ElementInfo {
        get { storage.info }
        set { storage = Storage(options: options, children: children, style: style, info: newValue) }
    }

    public var kind: LayoutKind { .stack(options) }

    public func ownRange(parentSize: Size) -> SizeRange {
        storage.description.sizeIsAuto ? .unconstrained : storage.style.resolvedRange(parentSize: parentSize)
    }

    public func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        // Step 0: an empty stack is its range minimum.
        let storage = self.storage
        guard !storage.children.isEmpty else { return pass.layout(storage.description, size: range.min) }
        let options = storage.resolvedOptions
        let env = StackEnvironment(options: options, range: range, pass: pass)
        // Scratch for the children's layouts and the lines: on the stack for ordinary child counts, so a
        // stack calculation allocates nothing. Both element types are trivial: no deinitialisation needed.
        let count = storage.children.count
        return storage.childValues.withUnsafeBufferPointer { childValues in
            withUnsafeTemporaryAllocation(of: CalculatedLayout.self, capacity: count) { layouts in
                withUnsafeTemporaryAllocation(of: StackLine.self, capacity: count) { lines in
                    var run = StackRun(elements: storage.children, children: childValues, layouts: layouts,
                                       lines: lines, env: env)
                    run.computeSizes()
                    let size = run.place()
                    // Step 11: a vertical stack exports its first child's ascender and last child's descender.
                    let vertical = options.direction == .vertical
                    return pass.layout(storage.description, size: size, children: layouts,
                                       ascender: vertical ? layouts[0].ascender : nil,
                                       descender: vertical ? layouts[count - 1].descender : nil)
                }
            }
        }
    }

    /// The spec's values, with what a calculation needs prepared from them: the layout description, the
    /// options with the alignment conveniences applied, and every child's style values the algorithm
    /// reads (they depend only on the options and the children's styles).
    private final class Storage: Sendable {
        // What a calculation reads comes first, so that it shares the object's first cache line; the
        // values as given (a style alone is 176 bytes) are only read when the spec is inspected or changed.
        let description: LayoutDescription
        let children: [any LayoutElement]
        let childValues: [StackChild]
        let resolvedOptions: StackOptions
        let options: StackOptions
        let style: LayoutStyle
        let info: ElementInfo

        init(options: StackOptions, children: [any LayoutElement], style: LayoutStyle, info: ElementInfo) {
            self.options = options
            self.children = children
            self.style = style
            self.info = info
            description = LayoutDescription(kind: .stack(options), info: info, style: style)
            let resolved = options.resolvingAlignmentConveniences
            let axis = StackAxis(direction: resolved.direction)
            resolvedOptions = resolved
            childValues = children.map { StackChild(style: $0.style, options: resolved, axis: axis) }
        }
    }
}
