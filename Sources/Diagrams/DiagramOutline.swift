import LayoutEngine

/// A text outline of the layout tree, one line per element, indented by depth:
/// `Stack ↓ spacing 8 · align start at 16, 16 size 343 × 120` then its children.
enum DiagramOutline {
    static func text(_ elements: [DiagramElement]) -> String {
        elements.map { element in
            let indent = String(repeating: "  ", count: element.depth)
            let frame = element.frame
            let place = "at \(SVGText.number(frame.minX)), \(SVGText.number(frame.minY)) size \(SVGText.number(frame.size.width)) × \(SVGText.number(frame.size.height))"
            return indent + describe(element) + " " + place
        }.joined(separator: "\n")
    }

    private static func describe(_ element: DiagramElement) -> String {
        guard case .node(let kind) = element.layout.kind else { return SpecLabel.text(for: element.layout.kind) }
        // Named by its variable, else by its declared class; the node hosting a spec returned at the
        // top level is "root".
        let className = element.layout.info.className
        let title = element.name ?? className ?? (element.depth == 0 ? "root" : "unnamed")
        var text = title + (element.name != nil ? className.map { " (\($0))" } ?? " (\(kind.rawValue) node)" : " (\(kind.rawValue) node)")
        if let string = element.layout.node?.text?.text.string, !string.isEmpty {
            text += " “\(string.count > 40 ? String(string.prefix(39)) + "…" : string)”"
        }
        if let sizing = element.layout.info.sizing { text += " — \(sizing)" }
        return text
    }
}
