/// A deterministic, indented text form of a layout, for diffs and failure messages:
///
///     stack "card" [direction=vertical spacing=8 justify=start align=stretch] (0, 0, 320, 120)
///       node.display "title" (0, 0, 320, 20)
///
/// Numbers have at most two decimals with trailing zeros trimmed.
public enum LayoutTreeDump {
    public static func dump(_ layout: Layout) -> String {
        var lines: [String] = []
        append(layout, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    public static func dump(_ node: FlattenedNode) -> String {
        var lines: [String] = []
        append(node, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ layout: Layout, depth: Int, to lines: inout [String]) {
        var parts = [layout.info.className ?? kindName(layout.kind)]
        if let name = layout.info.name { parts.append("\"\(name)\"") }
        let arguments = LayoutArgumentsText.describe(layout.kind)
        if !arguments.isEmpty { parts.append("[\(arguments)]") }
        parts.append(frameText(layout.frame))
        if let text = layout.node?.measuredText { parts.append("lines=\(text.lines.count)") }
        lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        for child in layout.children { append(child, depth: depth + 1, to: &lines) }
    }

    private static func append(_ node: FlattenedNode, depth: Int, to lines: inout [String]) {
        // Views of other frameworks by their class (`UILabel "title"`), Texture's nodes by kind.
        var line = String(repeating: "  ", count: depth) + (node.info.className ?? "node.\(node.kind.rawValue)")
        if let name = node.name { line += " \"\(name)\"" }
        lines.append(line + " " + frameText(node.frame))
        for child in node.children { append(child, depth: depth + 1, to: &lines) }
    }

    private static func kindName(_ kind: LayoutKind) -> String {
        if case .node(let nodeKind) = kind { return "node.\(nodeKind.rawValue)" }
        return kind.name
    }

    public static func frameText(_ frame: Rect) -> String {
        let numbers = [frame.minX, frame.minY, frame.size.width, frame.size.height].map(NumberText.format)
        return "(\(numbers.joined(separator: ", ")))"
    }
}
