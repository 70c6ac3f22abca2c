/// The outcome of one reference case.
public struct CaseResult: Sendable {
    public var name: String
    public var kind: String
    /// Nil when the case passed; otherwise what differed, expected vs actual.
    public var failure: String?

    public var passed: Bool { failure == nil }
}
