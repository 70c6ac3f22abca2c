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
        remember(lines, for: code)
        return lines
    }

    /// Highlights `code` ahead of its page, from a parse of it made elsewhere (the interpreter's):
    /// parsing was a third of highlighting.
    public static func prepare(_ code: String, parsed tree: SourceFileSyntax) {
        guard cache.withLock({ $0[code] }) == nil else { return }
        remember(highlight(code, tree: tree), for: code)
    }

    private static func remember(_ lines: [String], for code: String) {
        cache.withLock { entries in
            // Keep memory bounded in a long `serve` session: start over past a course's worth.
            if entries.count > 5_000 { entries.removeAll() }
            entries[code] = lines
        }
    }

    /// Highlighting is pure, and `serve` rebuilds pages whose code did not change.
    private static let cache = Mutex<[String: [String]]>([:])

    static func highlight(_ code: String, tree: SourceFileSyntax? = nil) -> [String] {
        let bytes = Array(code.utf8)
        // A class per byte (`TokenClass`, 0 for none), so that runs compare as numbers.
        var classes = [UInt8](repeating: 0, count: bytes.count)
        let tree = tree ?? Parser.parse(source: code)
        for range in tree.classifications {
            guard let name = cssClass(range.kind) else { continue }
            let lower = max(0, range.range.lowerBound.utf8Offset), upper = min(bytes.count, range.range.upperBound.utf8Offset)
            guard lower < upper else { continue }
            for index in lower..<upper { classes[index] = name.rawValue }
        }
        markTypeNames(bytes, &classes)
        return render(bytes, classes)
    }

    /// The highlighting classes, as the stylesheet names them.
    enum TokenClass: UInt8, CaseIterable {
        case none, keyword, type, string, number, comment, attribute, label, `operator`, dollar, directive

        var openTag: [UInt8] { Array("<span class=\"tok-\(self)\">".utf8) }
    }

    static func cssClass(_ kind: SyntaxClassification) -> TokenClass? {
        switch kind {
        case .keyword: .keyword
        case .type: .type
        case .stringLiteral: .string
        case .integerLiteral, .floatLiteral: .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: .comment
        case .attribute: .attribute
        case .argumentLabel: .label
        case .operator: .operator
        case .dollarIdentifier: .dollar
        case .ifConfigDirective: .directive
        default: nil
        }
    }

    /// The classifier calls `ASStackLayoutSpec(…)` at a call site an identifier; capitalised
    /// identifiers are types in Swift's naming conventions, and colouring them helps learners.
    private static func markTypeNames(_ bytes: [UInt8], _ classes: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            let isStart = isIdentifierByte(bytes[index]) && (index == 0 || !isIdentifierByte(bytes[index - 1]))
            guard isStart else { index += 1; continue }
            var end = index
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            if classes[index] == TokenClass.none.rawValue, bytes[index] >= 65, bytes[index] <= 90 {
                for i in index..<end { classes[i] = TokenClass.type.rawValue }
            }
            index = end
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
    }

    private static let openTags = TokenClass.allCases.map(\.openTag)
    private static let closeTag = Array("</span>".utf8)

    /// Lines of HTML, built as bytes (as `String`s, appending each run was a tenth of a build).
    private static func render(_ bytes: [UInt8], _ classes: [UInt8]) -> [String] {
        var lines: [String] = []
        var line: [UInt8] = []
        var start = 0
        func flush(upTo end: Int) {
            guard start < end else { return }
            let tokenClass = Int(classes[start])
            if tokenClass != 0 { line += openTags[tokenClass] }
            for index in start..<end { HTMLEscaping.append(bytes[index], to: &line) }
            if tokenClass != 0 { line += closeTag }
        }
        for index in 0..<bytes.count {
            if bytes[index] == 10 {
                flush(upTo: index)
                lines.append(String(decoding: line, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
                start = index + 1
            } else if index > start, classes[index] != classes[start] {
                flush(upTo: index)
                start = index
            }
        }
        flush(upTo: bytes.count)
        if !line.isEmpty || lines.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }
}
