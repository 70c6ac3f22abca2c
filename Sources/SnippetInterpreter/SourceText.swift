import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source without the trivia around it: what swift-syntax's `trimmedDescription`
    /// returns, sliced from the node's bytes. `trimmedDescription` builds a detached, trimmed copy
    /// of the node first (two tree rebuilds and key paths made at run time), which was about 5% of
    /// `layoutbook test`: the checker and the interpreter read names and types this way everywhere.
    var trimmedSource: String {
        let bytes = syntaxTextBytes
        // As `trimmed` does, the trivia of the first and last token, missing ones included (a
        // declaration cut short keeps the space before its missing value).
        let start = firstToken(viewMode: .all)?.leadingTrivia.sourceLength.utf8Length ?? 0
        let end = bytes.count - (lastToken(viewMode: .all)?.trailingTrivia.sourceLength.utf8Length ?? 0)
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
