import LayoutEngine

/// A framework's annotations (UIKit's constraints): measured lines with their constants, dashed
/// alignments and guide bands in the inspector, and what the framework broke in red, always shown.
struct AnnotationLayer {
    let annotations: [LayoutAnnotation]

    /// The inspector's part: guides first (under everything), then distances and alignments.
    func inspector() -> String {
        let guides = annotations.filter { $0.kind == .guide }.map(guide).joined()
        let lines = annotations.filter { $0.kind == .distance || $0.kind == .alignment }.map(line).joined()
        return guides.isEmpty && lines.isEmpty ? "" : "<g class=\"lb-constraints\">\(guides)\(lines)</g>"
    }

    /// What was broken, drawn whether or not the inspector is on: the figure is not what the code said.
    func broken() -> String {
        let shapes = annotations.filter { $0.kind == .broken }.map(line).joined()
        return shapes.isEmpty ? "" : "<g class=\"lb-broken-constraints\">\(shapes)</g>"
    }

    private func guide(_ annotation: LayoutAnnotation) -> String {
        let rect = Rect(x: annotation.from.x, y: annotation.from.y, width: annotation.to.x - annotation.from.x, height: annotation.to.y - annotation.from.y)
        // Guides often share their top-left corner (safe area and margins): the name goes in the
        // corner the label's position in the list gives it.
        let corner = (annotations.filter { $0.kind == .guide }.firstIndex(of: annotation) ?? 0) % 2
        let y = corner == 0 ? rect.minY + 7 : rect.maxY - 2
        return DiagramRenderer.rect(rect, " class=\"lb-guide\"")
            + "<text class=\"lb-guide-name\" x=\"\(SVGText.number(rect.minX + 2))\" y=\"\(SVGText.number(y))\">\(SVGText.escape(annotation.label))</text>"
    }

    private func line(_ annotation: LayoutAnnotation) -> String {
        let kind = annotation.kind == .broken ? "lb-broken" : annotation.kind == .alignment ? "lb-align" : "lb-constraint"
        let lines = annotation.sourceLine.map { " data-lines=\"\($0)-\($0)\"" } ?? ""
        var svg = "<line class=\"\(kind)\" x1=\"\(SVGText.number(annotation.from.x))\" y1=\"\(SVGText.number(annotation.from.y))\""
            + " x2=\"\(SVGText.number(annotation.to.x))\" y2=\"\(SVGText.number(annotation.to.y))\"\(lines)/>"
        if annotation.kind != .alignment { svg += ticks(annotation, kind) }
        if !annotation.label.isEmpty {
            let middle = Point(x: (annotation.from.x + annotation.to.x) / 2, y: (annotation.from.y + annotation.to.y) / 2)
            svg += "<text class=\"\(kind)-size\" x=\"\(SVGText.number(middle.x))\" y=\"\(SVGText.number(middle.y - 2))\">\(SVGText.escape(annotation.label))</text>"
        }
        return svg
    }

    /// Short strokes across both ends, as dimension lines have.
    private func ticks(_ annotation: LayoutAnnotation, _ kind: String) -> String {
        let horizontal = abs(annotation.to.x - annotation.from.x) >= abs(annotation.to.y - annotation.from.y)
        return [annotation.from, annotation.to].map { end in
            let (x1, y1, x2, y2) = horizontal ? (end.x, end.y - 3, end.x, end.y + 3) : (end.x - 3, end.y, end.x + 3, end.y)
            return "<line class=\"\(kind)\" x1=\"\(SVGText.number(x1))\" y1=\"\(SVGText.number(y1))\" x2=\"\(SVGText.number(x2))\" y2=\"\(SVGText.number(y2))\"/>"
        }.joined()
    }
}
