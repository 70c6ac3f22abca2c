/// The result of laying out one element: a value tree that keeps both nodes and specs.
///
/// `position` is relative to the parent layout and unrounded (Texture rounds positions only when
/// flattening, see `Layout+Flattening`); `size` is already ceiled to the pixel grid.
public struct Layout: Sendable {
    /// The parts that never change after creation live in one immutable box: copying one reference is far
    /// cheaper than a few hundred bytes. Elements build their box once (when created or changed) and every
    /// layout of the element shares it, so most calculations allocate no description at all.
    let description: LayoutDescription
    public var size: Size
    public var position: Point
    public var children: [Layout]
    /// Baseline values this layout exports to a baseline-aligned stack: the style's values, except for
    /// text nodes (measured font metrics) and vertical stacks (first child's ascender, last child's descender).
    public var ascender: Double
    public var descender: Double
    /// A text node's measured lines. Kept beside the shared description rather than in a copy of it: a
    /// text node may be measured several times in a pass, and a description per measurement (with its copy
    /// of style and appearance) was the largest allocation of a layout pass.
    var textMeasurement: TextMeasurement?

    public init(kind: LayoutKind, info: ElementInfo, size: Size, position: Point = .zero,
                children: [Layout] = [], style: LayoutStyle, node: NodeDetails? = nil) {
        self.description = LayoutDescription(kind: kind, info: info, style: style, node: node)
        self.size = size
        self.position = position
        self.children = children
        self.ascender = style.ascender
        self.descender = style.descender
    }

    /// A layout sharing an element's prepared description; ascender and descender come from its style.
    init(description: LayoutDescription, size: Size, children: [Layout] = []) {
        self.description = description
        self.size = size
        self.position = .zero
        self.children = children
        self.ascender = description.ascender
        self.descender = description.descender
    }

    /// What produced this layout, with the arguments that matter (stack options, insets, ...).
    public var kind: LayoutKind { description.kind }
    /// Name and source lines of the element.
    public var info: ElementInfo { description.info }
    /// The element's style, kept for diagrams (flexGrow, spacing, ...).
    public var style: LayoutStyle { description.style }
    /// Appearance and text of a node, with the measured lines of a text node; nil for specs.
    public var node: NodeDetails? { description.details(with: textMeasurement) }

    public var frame: Rect { Rect(origin: position, size: size) }
    public var name: String? { description.info.name }
    public var isNode: Bool { description.isNode }

    /// A copy placed at `position`.
    func placed(at position: Point) -> Layout {
        var copy = self
        copy.position = position
        return copy
    }
}

/// The immutable, descriptive part of a `Layout`. A final class with only `let` properties of Sendable
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
    let kind: LayoutKind
    let info: ElementInfo
    let style: LayoutStyle
    let node: NodeDetails?

    init(kind: LayoutKind, info: ElementInfo, style: LayoutStyle, node: NodeDetails? = nil) {
        ascender = style.ascender
        descender = style.descender
        sizeIsAuto = style.sizeIsAuto
        self.kind = kind
        self.info = info
        self.style = style
        self.node = node
        if case .node = kind { isNode = true } else { isNode = false }
    }

    /// The node details, with a text node's measured lines when there are some.
    func details(with measurement: TextMeasurement?) -> NodeDetails? {
        guard let measurement, var details = node else { return node }
        details.measuredText = measurement.text
        return details
    }
}

/// One measurement of a text node's text, shared by every copy of its layout and by its flattened node.
final class TextMeasurement: Sendable {
    let text: MeasuredText

    init(_ text: MeasuredText) {
        self.text = text
    }
}
