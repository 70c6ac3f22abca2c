/// Compiler-style rendering with the offending source line and a caret under the column:
///
///     Content/02-stacks.md:41:17: error: unknown snippet role 'diagarm'
///        41 | ```swift diagarm
///           |          ^
public enum SourceExcerpt {
    /// - Parameter readFile: returns a file's text by the path shown in the diagnostic.
    public static func render(_ diagnostic: Diagnostic, readFile: (String) -> String?) -> String {
        guard let location = diagnostic.location, let text = readFile(location.file) else { return diagnostic.description }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line - 1 < lines.count else { return diagnostic.description }
        let line = lines[location.line - 1]
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let caretOffset = String(decoding: line.utf8.prefix(max(0, location.column - 1)), as: UTF8.self).count
        let excerpt = "  \(number) | \(line)\n  \(gutter) | \(String(repeating: " ", count: caretOffset))^"
        let head = diagnostic.description.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return ([String(head[0]), excerpt] + head.dropFirst().map(String.init)).joined(separator: "\n")
    }
}
