import LayoutEngine

/// A resizable image drawn at a node's size, as Core Animation draws a layer's stretchable
/// contents: the image is cut at its caps into nine slices; the corners keep their size, the edges
/// stretch along their length and the middle both ways. Each slice is a nested `<svg>` whose
/// viewBox is the slice of the image, stretched (`preserveAspectRatio="none"`) to its place.
enum NineSlice {
    static func draw(href: String, image: DiagramImage, caps: EdgeInsets, in frame: Rect) -> String {
        let columns = overlapping(segments(source: image.width, start: caps.left, end: caps.right, destination: frame.size.width), image: image.width)
        let rows = overlapping(segments(source: image.height, start: caps.top, end: caps.bottom, destination: frame.size.height), image: image.height)
        var svg = ""
        for row in rows {
            for column in columns {
                let place = Rect(x: frame.minX + column.destination.start, y: frame.minY + row.destination.start,
                                 width: column.destination.length, height: row.destination.length)
                svg += "<svg\(SVGText.box(place)) viewBox=\"\(SVGText.number(column.source.start)) \(SVGText.number(row.source.start))"
                    + " \(SVGText.number(column.source.length)) \(SVGText.number(row.source.length))\" preserveAspectRatio=\"none\">"
                    + "<image href=\"\(SVGText.escape(href))\" width=\"\(SVGText.number(image.width))\" height=\"\(SVGText.number(image.height))\"/></svg>"
            }
        }
        return svg
    }

    /// How far each slice but the last reaches under the next, in points. Slices that only meet
    /// leave a faint seam of the background where the browser smooths both edges; the next slice
    /// covers the overlap with what the image has there, so no background shows.
    static let overlap = 1.0

    /// Each slice but the last stretched past its end by `overlap` (no more than the next slice),
    /// taking as much more of the image at its own scale.
    static func overlapping(_ spans: [(source: Span, destination: Span)], image: Double) -> [(source: Span, destination: Span)] {
        spans.indices.map { index in
            var (source, destination) = spans[index]
            guard index < spans.count - 1 else { return (source, destination) }
            let reach = min(overlap, spans[index + 1].destination.length)
            let scale = source.length / destination.length
            destination.length += reach
            source.length = min(source.length + reach * scale, image - source.start)
            return (source, destination)
        }
    }

    struct Span {
        var start: Double
        var length: Double
    }

    /// The three slices along one axis, where each comes from and goes; slices empty on either side
    /// are left out. Caps longer together than the node are scaled down alike, as Core Animation does.
    static func segments(source: Double, start: Double, end: Double, destination: Double) -> [(source: Span, destination: Span)] {
        let start = min(max(start, 0), source), end = min(max(end, 0), source - start)
        let shrink = start + end > destination && start + end > 0 ? destination / (start + end) : 1
        let first = start * shrink, last = end * shrink
        let all: [(Span, Span)] = [
            (Span(start: 0, length: start), Span(start: 0, length: first)),
            (Span(start: start, length: source - start - end), Span(start: first, length: destination - first - last)),
            (Span(start: source - end, length: end), Span(start: destination - last, length: last)),
        ]
        return all.filter { $0.0.length > 0 && $0.1.length > 0 }.map { (source: $0.0, destination: $0.1) }
    }
}
