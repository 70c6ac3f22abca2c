import Markup
import Synchronization
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Server-side syntax highlighting of Swift code with swift-syntax's classifier.
public enum SwiftHighlighter {
    /// One highlighted source line: HTML with `<span class="tok-…">` runs, spans closed at the end
    /// of the line so each line stands alone (line numbers, folding, hover).
    public static func highlightedLines(_ code: String) -> [String] {
        if let cached = cache.withLock({ $0[code] }) { return cached }
        let lines = highlight(code)
        cache.withLock { entries in
            // Keep memory bounded in a long `serve` session: start over past a course's worth.
            if entries.count > 5_000 { entries.removeAll() }
            entries[code] = lines
        }
        return lines
    }

    /// Highlighting is pure, and `serve` rebuilds pages whose code did not change.
    private static let cache = Mutex<[String: [String]]>([:])

    static func highlight(_ code: String) -> [String] {
        let bytes = Array(code.utf8)
        var classes = [String?](repeating: nil, count: bytes.count)
        let tree = Parser.parse(source: code)
        for range in tree.classifications {
            guard let name = cssClass(range.kind) else { continue }
            let lower = max(0, range.range.lowerBound.utf8Offset), upper = min(bytes.count, range.range.upperBound.utf8Offset)
            guard lower < upper else { continue }
            for index in lower..<upper { classes[index] = name }
        }
        markTypeNames(bytes, &classes)
        return render(bytes, classes)
    }

    static func cssClass(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: "tok-keyword"
        case .type: "tok-type"
        case .stringLiteral: "tok-string"
        case .integerLiteral, .floatLiteral: "tok-number"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "tok-comment"
        case .attribute: "tok-attribute"
        case .argumentLabel: "tok-label"
        case .operator: "tok-operator"
        case .dollarIdentifier: "tok-dollar"
        case .ifConfigDirective: "tok-directive"
        default: nil
        }
    }

    /// The classifier calls `ASStackLayoutSpec(…)` at a call site an identifier; capitalised
    /// identifiers are types in Swift's naming conventions, and colouring them helps learners.
    private static func markTypeNames(_ bytes: [UInt8], _ classes: inout [String?]) {
        var index = 0
        while index < bytes.count {
            let isStart = isIdentifierByte(bytes[index]) && (index == 0 || !isIdentifierByte(bytes[index - 1]))
            guard isStart else { index += 1; continue }
            var end = index
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            if classes[index] == nil, bytes[index] >= 65, bytes[index] <= 90 {
                for i in index..<end { classes[i] = "tok-type" }
            }
            index = end
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
    }

    private static func render(_ bytes: [UInt8], _ classes: [String?]) -> [String] {
        var lines: [String] = []
        var line = ""
        var start = 0
        func flush(upTo end: Int) {
            guard start < end else { return }
            let text = String(decoding: bytes[start..<end], as: UTF8.self).htmlEscaped
            if let name = classes[start] { line += "<span class=\"\(name)\">\(text)</span>" } else { line += text }
        }
        for index in 0..<bytes.count {
            if bytes[index] == 10 {
                flush(upTo: index); lines.append(line); line = ""; start = index + 1
            } else if index > start, classes[index] != classes[start] {
                flush(upTo: index); start = index
            }
        }
        flush(upTo: bytes.count)
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
