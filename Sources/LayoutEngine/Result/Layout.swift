/// The result of laying out one element: a read-only view of a value tree that keeps both nodes and specs.
///
/// A layout pass writes every calculation into one `LayoutStore` (flat arrays, no allocation per
/// calculation); a `Layout` is that store with the index of one record and the position its parent gave it.
/// `position` is relative to the parent layout and unrounded (Texture rounds positions only when
/// flattening, see `Layout+Flattening`); `size` is already ceiled to the pixel grid.
public struct Layout: Sendable {
    let store: LayoutStore
    let record: Int32
    public let position: Point

    init(store: LayoutStore, record: Int32, position: Point) {
        self.store = store
        self.record = record
        self.position = position
    }

    private var description: LayoutDescription { store.records[Int(record)].description }

    public var size: Size { store.records[Int(record)].size }
    /// Baseline values this layout exports to a baseline-aligned stack: the style's values, except for
    /// text nodes (measured font metrics) and vertical stacks (first child's ascender, last child's descender).
    public var ascender: Double { store.baselines(of: record).ascender }
    public var descender: Double { store.baselines(of: record).descender }

    /// The element's children, placed relative to this layout.
    public var children: [Layout] {
        store.childEntryIndices(of: record).map { index in
            let entry = store.childEntries[index]
            return Layout(store: store, record: entry.record, position: entry.position)
        }
    }

    /// What produced this layout, with the arguments that matter (stack options, insets, ...).
    public var kind: LayoutKind { description.kind }
    /// Name and source lines of the element.
    public var info: ElementInfo { description.info }
    /// The element's style, kept for diagrams (flexGrow, spacing, ...).
    public var style: LayoutStyle { description.style }
    /// Appearance and text of a node, with the measured lines of a text node; nil for specs.
    public var node: NodeDetails? { store.details(of: record) }

    public var frame: Rect { Rect(origin: position, size: size) }
    public var name: String? { description.info.name }
    public var isNode: Bool { description.isNode }
}

/// The immutable, descriptive part of a layout. A final class with only `let` properties of Sendable
/// types, hence Sendable. Display nodes also use their description's identity as their layout-cache identity.
final class LayoutDescription: Sendable {
    // Declared first so that they share a cache line with the reference count, which every new layout
    // touches anyway: creating a layout reads the baseline values, flattening reads `isNode`.
    let ascender: Double
    let descender: Double
    let isNode: Bool
    /// The style sets no width, height, minimum or maximum: it asks for nothing (`.unconstrained`), and
    /// a calculation need not read the style to know it.
    let sizeIsAuto: Bool
    /// A display node's content (what its calculation switches on first); nil for specs.
    let content: NodeContent?
    let kind: LayoutKind
    let info: ElementInfo
    let style: LayoutStyle
    let node: NodeDetails?

    init(kind: LayoutKind, info: ElementInfo, style: LayoutStyle, node: NodeDetails? = nil,
         content: NodeContent? = nil) {
        ascender = style.ascender
        descender = style.descender
        sizeIsAuto = style.sizeIsAuto
        self.content = content
        self.kind = kind
        self.info = info
        self.style = style
        self.node = node
        if case .node = kind { isNode = true } else { isNode = false }
    }
}
