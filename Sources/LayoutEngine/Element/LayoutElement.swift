/// Anything that can be laid out: display nodes and layout specs (Texture's ASLayoutElement).
///
/// Elements are immutable values; a layout pass never changes them, so one tree can be laid out many
/// times and from several threads.
public protocol LayoutElement: Sendable {
    var style: LayoutStyle { get }
    var info: ElementInfo { get }
    /// What the element is, with its arguments; copied into its layout.
    var kind: LayoutKind { get }

    /// Whether the element's own width/height/min/max narrow the range it is given (semantics §1.6).
    /// Inset, overlay and background specs opt out.
    var narrowsRangeWithOwnStyle: Bool { get }

    /// Lays out the element's content within an already-narrowed range. The returned size is
    /// sanitised and ceiled to the pixel grid by `layoutThatFits`.
    func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout

    /// Identity under which a layout pass remembers the element's previous calculation (Texture's
    /// per-node layout cache, semantics §3.1). Only display nodes have one; specs are always calculated.
    var layoutCacheIdentity: ObjectIdentifier? { get }

    /// The range the element's own style asks for (semantics §1.4). A requirement so that display nodes
    /// and stacks answer from their prepared description without reading the whole style.
    func ownRange(parentSize: Size) -> SizeRange

    /// Texture's layoutThatFits:parentSize: (see the extension). A requirement only so that a call on an
    /// `any LayoutElement` dispatches straight to a version specialised for the concrete type, which reads
    /// the style and identity directly instead of through the witness table; conformers keep the default.
    func layoutThatFits(_ range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout
}

extension LayoutElement {
    public var narrowsRangeWithOwnStyle: Bool { true }
    public var layoutCacheIdentity: ObjectIdentifier? { nil }
    public func ownRange(parentSize: Size) -> SizeRange { style.resolvedRange(parentSize: parentSize) }

    /// Texture's layoutThatFits:parentSize: reuse the previous calculation of a node when both the range
    /// and the parent size equal those it was calculated with; otherwise narrow the range with the style,
    /// calculate, then make the size valid and pixel-aligned (semantics §1.5, §3.1).
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        guard let identity = layoutCacheIdentity else { return freshLayout(range, parentSize: parentSize, pass: pass) }
        if let cached = pass.cachedLayout(of: identity, range: range, parentSize: parentSize) { return cached }
        let layout = freshLayout(range, parentSize: parentSize, pass: pass)
        pass.cache(layout, of: identity, range: range, parentSize: parentSize)
        return layout
    }

    private func freshLayout(_ range: SizeRange, parentSize: Size, pass: LayoutPass) -> CalculatedLayout {
        var resolved = range
        if narrowsRangeWithOwnStyle {
            resolved = range.intersect(ownRange(parentSize: parentSize))
        }
        var layout = calculateLayout(in: resolved, parentSize: parentSize, pass: pass)
        // The name is only read when the size is invalid: fetching it through the existential costs a copy.
        let validated = pass.validatedSize(layout.size, of: info.name)
        if validated != layout.size { pass.resize(&layout, to: validated) }
        return layout
    }

    /// A 0×0 result standing for the element without measuring it (the stack's single-flexible-child shortcut).
    func placeholderLayout(pass: LayoutPass) -> CalculatedLayout {
        pass.layout(kind: kind, info: info, style: style, size: .zero, children: EmptyCollection())
    }
}
