import LayoutEngine

/// What changed since the previous step of the same file: new nodes, moved or resized nodes,
/// and removed nodes (drawn as ghosts), matched by name.
struct StepChanges {
    var added: [DiagramElement] = []
    var moved: [DiagramElement] = []
    var removed: [(name: String, frame: Rect)] = []

    init(elements: [DiagramElement], previous: [String: Rect]) {
        var seen: Set<String> = []
        for element in elements where element.isNode {
            guard let name = element.name, seen.insert(name).inserted else { continue }
            if let before = previous[name] {
                if !Self.same(before, element.frame) { moved.append(element) }
            } else {
                added.append(element)
            }
        }
        removed = previous.filter { !seen.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    var hasAny: Bool { !added.isEmpty || !moved.isEmpty || !removed.isEmpty }

    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01
            && abs(a.size.width - b.size.width) < 0.01 && abs(a.size.height - b.size.height) < 0.01
    }

    func draw(legendY: Double) -> String {
        var svg = "<g class=\"lb-changes\">"
        for element in added { svg += DiagramRenderer.rect(element.frame, " class=\"lb-added\"\(DiagramRenderer.dataAttributes(element))") }
        for element in moved { svg += DiagramRenderer.rect(element.frame, " class=\"lb-moved\"\(DiagramRenderer.dataAttributes(element))") }
        for ghost in removed { svg += DiagramRenderer.rect(ghost.frame, " class=\"lb-removed\" data-name=\"\(SVGText.escape(ghost.name))\"") }
        svg += legend(y: legendY)
        return svg + "</g>"
    }

    private func legend(y: Double) -> String {
        var x = 2.0
        var svg = "<g class=\"lb-legend\">"
        // Removed first: its ghosts are always drawn, while new and moved marks (and their entries
        // here) show only with the inspector on.
        for (cls, label, count) in [("lb-removed", "removed", removed.count), ("lb-added", "new", added.count), ("lb-moved", "moved or resized", moved.count)] where count > 0 {
            svg += "<g class=\"lb-legend-item \(cls)-item\">"
            svg += DiagramRenderer.rect(Rect(x: x, y: y + 2, width: 10, height: 10), " class=\"\(cls)\"")
            svg += "<text x=\"\(SVGText.number(x + 14))\" y=\"\(SVGText.number(y + 11))\">\(label) (\(count))</text></g>"
            x += 14 + Double(label.count + 4) * 5.6 + 10
        }
        return svg + "</g>"
    }
}
