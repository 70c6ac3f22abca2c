import LayoutEngine

/// Places inspector labels so they do not cover each other: each label tries spots along the
/// left and right edges of its box, top first, and is dropped (its box stays outlined) when
/// every spot is taken. Labels are short and 9 pt, so an estimate of their width is enough.
struct LabelPlacer {
    static let height = 11.0
    static let characterWidth = 5.2
    private var taken: [Rect] = []
    let canvas: Size

    init(canvas: Size) {
        self.canvas = canvas
    }

    mutating func place(_ text: String, in box: Rect) -> Point? {
        let width = Double(text.count) * Self.characterWidth + 6
        // Top-left first, then top-right, then further down the box's left and right edges.
        var candidates: [Point] = []
        var row = 0.0
        while candidates.count < 24, box.minY + 1 + row + Self.height <= max(box.maxY, box.minY + Self.height + 1) {
            candidates.append(Point(x: box.minX + 1, y: box.minY + 1 + row))
            candidates.append(Point(x: box.maxX - width - 1, y: box.minY + 1 + row))
            row += Self.height
        }
        for origin in candidates {
            let rect = Rect(x: min(max(0, origin.x), max(0, canvas.width - width)),
                            y: min(max(0, origin.y), max(0, canvas.height - Self.height)),
                            width: width, height: Self.height)
            if !taken.contains(where: { overlaps($0, rect) }) {
                taken.append(rect)
                return rect.origin
            }
        }
        return nil
    }

    private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    static func label(_ text: String, at origin: Point, kind: String) -> String {
        let width = Double(text.count) * characterWidth + 6
        return "<g class=\"lb-label lb-label-\(kind)\"><rect x=\"\(SVGText.number(origin.x))\" y=\"\(SVGText.number(origin.y))\" width=\"\(SVGText.number(width))\" height=\"\(SVGText.number(height))\" rx=\"2\"/><text x=\"\(SVGText.number(origin.x + 3))\" y=\"\(SVGText.number(origin.y + 8.5))\">\(SVGText.escape(text))</text></g>"
    }
}
