/// A position in a source file, 1-based like compiler output.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable {
    /// Path as shown to the user (relative to the course root where possible).
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = max(1, line)
        self.column = max(1, column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `file:line:col`, the prefix editors and terminals turn into links.
    public var description: String { "\(file):\(line):\(column)" }

    /// The same file, shifted by a number of lines and columns (used to map a position inside a
    /// snippet back into the Markdown file that contains it).
    public func offset(lines: Int, column newColumn: Int? = nil) -> SourceLocation {
        SourceLocation(file: file, line: line + lines, column: newColumn ?? column)
    }
}
