import LayoutEngine

/// An inspector label as browser dev tools draw one: the element's name and size, shown only while
/// its box (or a line of code that makes it) is hovered, just outside the box, so that at rest no
/// label covers the drawing. Labels are 9 pt, so an estimate of their width is enough.
enum HoverLabel {
    static let height = 11.0
    static let characterWidth = 5.2

    static func draw(_ text: String, for box: Rect, index: Int, kind: String, canvas: Size) -> String {
        let width = Double(text.count) * characterWidth + 6
        // Above the box; below it when there is no room above; inside its top edge on a full canvas.
        var y = box.minY - height - 1
        if y < 0 { y = box.maxY + 1 }
        if y + height > canvas.height { y = max(0, min(box.minY + 1, canvas.height - height)) }
        let x = min(max(0, box.minX), max(0, canvas.width - width))
        return "<g class=\"lb-label lb-label-\(kind)\" data-label-for=\"\(index)\"><rect x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y))\" width=\"\(SVGText.number(width))\" height=\"\(SVGText.number(height))\" rx=\"2\"/><text x=\"\(SVGText.number(x + 3))\" y=\"\(SVGText.number(y + 8.5))\">\(SVGText.escape(text))</text></g>"
    }

    /// "nameNode · 156 × 34".
    static func text(_ title: String, _ frame: Rect) -> String {
        "\(title) · \(SVGText.number(frame.size.width)) × \(SVGText.number(frame.size.height))"
    }
}
