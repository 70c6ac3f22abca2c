/// Identification carried from an element to its layout: a name (e.g. "titleNode") and the source lines.
public struct ElementInfo: Sendable, Hashable {
    public var name: String?
    public var sourceRange: SourceLineRange?

    public init(name: String? = nil, sourceRange: SourceLineRange? = nil) {
        self.name = name
        self.sourceRange = sourceRange
    }
}
