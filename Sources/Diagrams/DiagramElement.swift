import LayoutEngine

/// One node or spec of a laid-out tree, in absolute coordinates of the figure.
///
/// Positions in a `Layout` are relative to the parent and unrounded; nodes are drawn where
/// Texture puts them after flattening (absolute origin ceiled to the pixel grid, §4), specs at
/// their unrounded absolute position.
struct DiagramElement {
    var layout: Layout
    var frame: Rect
    var depth: Int
    /// Stable within a figure: the element's index in depth-first order.
    var index: Int

    var isNode: Bool { layout.isNode }
    var name: String? { layout.name }

    static func collect(_ root: Layout, scale: Double) -> [DiagramElement] {
        var elements: [DiagramElement] = []
        func visit(_ layout: Layout, origin: Point, depth: Int) {
            let absolute = Point(x: origin.x + layout.position.x, y: origin.y + layout.position.y)
            if layout.info.isPlacement {
                for child in layout.children { visit(child, origin: absolute, depth: depth) }
                return
            }
            let drawn = layout.isNode ? Point(x: ceilToPixel(absolute.x, scale), y: ceilToPixel(absolute.y, scale)) : absolute
            elements.append(DiagramElement(layout: layout, frame: Rect(origin: drawn, size: layout.size), depth: depth, index: elements.count))
            for child in layout.children { visit(child, origin: absolute, depth: depth + 1) }
        }
        visit(root, origin: Point(x: 0, y: 0), depth: 0)
        return elements
    }

    static func ceilToPixel(_ value: Double, _ scale: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale).rounded(.up) / scale
    }
}
