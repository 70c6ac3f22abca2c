import Diagnostics

/// Refuses square brackets nested deeper than Swift code needs before the text reaches the parser:
/// swift-syntax's lookahead for collection types takes time exponential in the depth of directly
/// nested `[` (14 levels take a fifth of a second, 20 levels minutes), and a parse cannot be
/// interrupted. A lexical scan: brackets inside string literals and comments do not count.
enum NestingGuard {
    static let maximumDepth = 10

    /// The line and column (1-based, in UTF-8 bytes as the parser counts) of the first `[` nested
    /// deeper than `maximumDepth`, or nil.
    static func tooDeep(_ text: String) -> (line: Int, column: Int)? {
        var depth = 0, line = 1, column = 0
        var inString = false, inLineComment = false, blockComments = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            column += 1
            defer { previous = byte }
            if byte == UInt8(ascii: "\n") {
                line += 1; column = 0; inLineComment = false; inString = false
                continue
            }
            if inLineComment { continue }
            if blockComments > 0 {
                if previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/") { blockComments -= 1 }
                if previous == UInt8(ascii: "/") && byte == UInt8(ascii: "*") { blockComments += 1 }
                continue
            }
            if inString {
                if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inLineComment = true
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): blockComments += 1
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximumDepth { return (line, column) }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    static func diagnostic(for code: SnippetEvaluator.Code) -> Diagnostic? {
        guard let (line, column) = tooDeep(code.text) else { return nil }
        return .error("snippet.nesting", "square brackets nested more than \(maximumDepth) deep; a snippet may nest them \(maximumDepth) deep at most",
                      at: SnippetEvaluator.map(line: line, column: column, in: code))
    }
}
