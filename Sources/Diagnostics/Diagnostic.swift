/// How bad a diagnostic is. Errors fail a build; warnings and notes do not.
public enum Severity: String, Sendable, Hashable, Comparable, Codable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One message about the user's input, located in a file when the input has a place.
public struct Diagnostic: Hashable, Sendable, Error, CustomStringConvertible, Codable {
    public var severity: Severity
    /// A stable, machine-readable name such as `fence.unknown-role`, for tests and tools.
    public var id: String
    public var message: String
    public var location: SourceLocation?
    /// Further lines printed after the message (`note: …`).
    public var notes: [String]

    public init(
        _ severity: Severity, id: String, _ message: String,
        at location: SourceLocation? = nil, notes: [String] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ id: String, _ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, id: id, message, at: location)
    }

    public static func warning(_ id: String, _ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, id: id, message, at: location)
    }

    /// Compiler style: `Content/02-specs.md:41:17: error: message`.
    public var description: String {
        let prefix = location.map { "\($0.description): " } ?? "layoutbook: "
        let head = "\(prefix)\(severity.rawValue): \(message)"
        return ([head] + notes.map { "note: \($0)" }).joined(separator: "\n")
    }
}
