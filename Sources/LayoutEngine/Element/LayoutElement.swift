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
    func calculateLayout(in range: SizeRange, parentSize: Size, pass: LayoutPass) -> Layout
}

extension LayoutElement {
    public var narrowsRangeWithOwnStyle: Bool { true }

    /// Texture's layoutThatFits:parentSize: narrow the range with the style, calculate, then make the
    /// size valid and pixel-aligned (semantics §1.5).
    public func layoutThatFits(_ range: SizeRange, parentSize: Size, pass: LayoutPass) -> Layout {
        var resolved = range
        if narrowsRangeWithOwnStyle {
            resolved = range.intersect(style.resolvedRange(parentSize: parentSize))
        }
        var layout = calculateLayout(in: resolved, parentSize: parentSize, pass: pass)
        layout.size = pass.validatedSize(layout.size, of: info)
        return layout
    }

    /// A 0×0 result standing for the element without measuring it (the stack's single-flexible-child shortcut).
    func placeholderLayout() -> Layout {
        Layout(kind: kind, info: info, size: .zero, style: style)
    }
}
