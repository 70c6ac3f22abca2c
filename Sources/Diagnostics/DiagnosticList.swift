/// Diagnostics gathered by a stage that keeps going after a bad input.
public struct DiagnosticList: Sendable, Hashable {
    public private(set) var items: [Diagnostic] = []

    public init(_ items: [Diagnostic] = []) {
        self.items = items
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        items.append(diagnostic)
    }

    public mutating func append(contentsOf other: DiagnosticList) {
        items.append(contentsOf: other.items)
    }

    public mutating func append(contentsOf diagnostics: [Diagnostic]) {
        items.append(contentsOf: diagnostics)
    }

    public var errorCount: Int { items.count(where: { $0.severity == .error }) }
    public var warningCount: Int { items.count(where: { $0.severity == .warning }) }
    public var hasErrors: Bool { errorCount > 0 }
    public var isEmpty: Bool { items.isEmpty }

    /// Sorted by file and position so output is stable whatever order stages ran in.
    public var sorted: [Diagnostic] {
        items.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }

    /// `2 errors, 1 warning` — the summary line printed at the end of a command.
    public var summary: String {
        "\(Counted.phrase(errorCount, "error")), \(Counted.phrase(warningCount, "warning"))"
    }
}
