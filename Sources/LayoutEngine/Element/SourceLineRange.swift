/// The snippet lines that created an element. The engine never reads it; it only carries it to the result.
public struct SourceLineRange: Sendable, Hashable {
    public var startLine: Int
    public var endLine: Int

    public init(startLine: Int, endLine: Int) {
        self.startLine = startLine
        self.endLine = endLine
    }
}
