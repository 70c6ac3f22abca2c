/// A GitHub alert: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]`.
public struct GitHubAlert: Hashable, Sendable {
    public static let kinds = ["note", "tip", "important", "warning", "caution"]

    /// Lower-case kind: `tip`, `note`, …
    public var kind: String
    /// The blocks after the marker line.
    public var body: [Block]

    public var title: String { kind.prefix(1).uppercased() + kind.dropFirst() }

    /// Recognises an alert in the children of a block quote; nil for an ordinary quote.
    public init?(_ quoteChildren: [Block]) {
        guard let first = quoteChildren.first, case .paragraph(let content) = first.kind else { return nil }
        // cmark splits `[!TIP]` into several text nodes (brackets are link delimiters): join the
        // leading text before looking for the marker.
        let leadingTexts = content.prefix { if case .text = $0 { true } else { false } }
        let text = leadingTexts.map { if case .text(let s) = $0 { s } else { "" } }.joined()
        guard let kind = Self.marker(in: text) else { return nil }
        self.kind = kind
        var rest = Array(content.dropFirst(leadingTexts.count))
        if let head = rest.first, head == .softBreak || head == .lineBreak { rest.removeFirst() }
        let remainder = text.dropFirst("[!\(kind)]".count).trimmingLeadingSpaces
        if !remainder.isEmpty { rest.insert(.text(remainder), at: 0) }
        var body = Array(quoteChildren.dropFirst())
        if !rest.isEmpty { body.insert(Block(.paragraph(rest), range: first.range), at: 0) }
        self.body = body
    }

    private static func marker(in text: String) -> String? {
        guard text.hasPrefix("[!"), let close = text.firstIndex(of: "]") else { return nil }
        let name = text[text.index(text.startIndex, offsetBy: 2)..<close].lowercased()
        return kinds.contains(name) ? name : nil
    }
}

extension StringProtocol {
    var trimmingLeadingSpaces: String { String(drop(while: { $0 == " " })) }
}
