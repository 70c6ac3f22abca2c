import LayoutEngine

/// Why the layout is what it is: node outlines with names, dashed spec boxes with their
/// arguments, shaded inset bands and stack gaps with their sizes.
struct InspectorLayer {
    func draw(_ elements: [DiagramElement], annotations: String = "") -> String {
        guard let root = elements.first else { return "" }
        let canvas = root.layout.size
        var shapes = "", labels = ""
        for element in elements {
            shapes += bands(element, elements)
            let isNode = element.isNode
            let outline = DiagramRenderer.rect(element.frame, " class=\"\(isNode ? "lb-outline" : "lb-spec")\" data-label=\"\(element.index)\"\(DiagramRenderer.dataAttributes(element))")
            // Hovering an element says how it got its size, where the framework says (SwiftUI).
            if let sizing = element.layout.info.sizing {
                let what = [element.name, element.layout.info.className].compactMap { $0 }.joined(separator: ", ")
                shapes += outline.dropLast(2) + "><title>\(SVGText.escape(what)): \(SVGText.escape(sizing))</title></rect>"
            } else {
                shapes += outline
            }
        }
        for element in elements {
            let title = element.isNode ? element.name ?? element.layout.info.className : SpecLabel.text(for: element.layout.kind)
            guard let title, !title.isEmpty else { continue }
            labels += HoverLabel.draw(HoverLabel.text(title, element.frame), for: element.frame, index: element.index,
                                      kind: element.isNode ? "node" : "spec", canvas: canvas)
        }
        return "<g class=\"lb-inspector\">\(shapes)\(annotations)\(labels)</g>"
    }

    /// Inset bands between an inset spec and its child; gaps between stack children.
    private func bands(_ element: DiagramElement, _ all: [DiagramElement]) -> String {
        let children = all.filter { $0.depth == element.depth + 1 && isChild($0, of: element, all) }
        switch (element.layout.kind, element.layout.info.inspectorRole) {
        case (.inset, _), (_, .insets?):
            guard let child = children.first else { return "" }
            return insetBands(element.frame, child.frame)
        case (.stack(let options), _):
            return stackGaps(children.map(\.frame), vertical: options.direction == .vertical)
        case (_, .stack(let vertical)?):
            return stackGaps(children.map(\.frame), vertical: vertical)
        default:
            return ""
        }
    }

    private func isChild(_ candidate: DiagramElement, of parent: DiagramElement, _ all: [DiagramElement]) -> Bool {
        guard candidate.index > parent.index else { return false }
        // The child's parent is the nearest earlier element one level up.
        let owner = all[..<candidate.index].last { $0.depth == candidate.depth - 1 }
        return owner?.index == parent.index
    }

    private func insetBands(_ outer: Rect, _ inner: Rect) -> String {
        let bands = [
            Rect(x: outer.minX, y: outer.minY, width: outer.size.width, height: inner.minY - outer.minY),
            Rect(x: outer.minX, y: inner.maxY, width: outer.size.width, height: outer.maxY - inner.maxY),
            Rect(x: outer.minX, y: inner.minY, width: inner.minX - outer.minX, height: inner.size.height),
            Rect(x: inner.maxX, y: inner.minY, width: outer.maxX - inner.maxX, height: inner.size.height),
        ]
        return bands.filter { $0.size.width > 0.01 && $0.size.height > 0.01 }
            .map { DiagramRenderer.rect($0, " class=\"lb-band\"") }.joined()
    }

    private func stackGaps(_ frames: [Rect], vertical: Bool) -> String {
        guard frames.count > 1 else { return "" }
        var svg = ""
        for (a, b) in zip(frames, frames.dropFirst()) {
            let gap = vertical ? b.minY - a.maxY : b.minX - a.maxX
            guard gap > 0.01 else { continue }
            let rect = vertical
                ? Rect(x: min(a.minX, b.minX), y: a.maxY, width: max(a.maxX, b.maxX) - min(a.minX, b.minX), height: gap)
                : Rect(x: a.maxX, y: min(a.minY, b.minY), width: gap, height: max(a.maxY, b.maxY) - min(a.minY, b.minY))
            svg += DiagramRenderer.rect(rect, " class=\"lb-gap\"")
            if gap >= 6 {
                let center = Point(x: rect.minX + rect.size.width / 2, y: rect.minY + rect.size.height / 2)
                svg += "<text class=\"lb-gap-size\" x=\"\(SVGText.number(center.x))\" y=\"\(SVGText.number(center.y + 3))\">\(SVGText.number(gap))</text>"
            }
        }
        return svg
    }
}
