/// Builds the element a node lays out as, from the node's resolved range (Texture's layoutSpecBlock).
public typealias LayoutSpecBlock = @Sendable (SizeRange) -> any LayoutElement

/// A node class's own `calculateSizeThatFits:`: the size it asks for within a maximum, before the
/// node's range clamps it.
public typealias SizeThatFits = @Sendable (_ maximum: Size) -> Size

/// What decides a node's size.
public enum NodeContent: Sendable {
    /// A leaf. Without an intrinsic size it fills a fully bounded maximum, else it is 0×0 before
    /// clamping (semantics §3.1). With one (a test node), that size is clamped to the range.
    case plain(intrinsicSize: Size?)
    /// An image (or network image) node: the image's point size, or the plain rule without an image.
    case image(pointSize: Size?)
    /// A text node measured by the pass's `TextMeasuring`.
    case text(TextContent)
    /// A node whose subtree comes from a layout spec (nodes with a layoutSpecBlock, buttons, cells).
    case layoutSpec(LayoutSpecBlock)
    /// A table whose rows are cells stacked vertically (semantics §3.4).
    case table(TableContent)
    /// A scroll node with content measured along its scrollable axes (semantics §3.4).
    case scroll(ScrollContent)
    /// A collection (flow layout) or pager whose items are placed in lines (semantics §3.4).
    case collection(CollectionContent)
    /// A leaf whose class overrides `calculateSizeThatFits:` (a text node that is never narrower than
    /// 15 points): Texture asks it with the range's maximum and clamps its answer to the range. The
    /// leaf's own content is what it draws (its text, its image).
    indirect case sizedByCode(NodeContent, SizeThatFits)
}
