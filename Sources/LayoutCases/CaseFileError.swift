/// Why the cases file could not be used.
public enum CaseFileError: Error, Sendable {
    case unreadable(path: String, reason: String)
    case malformed(path: String, reason: String)
    case invalidCase(name: String, reason: String)
}

extension CaseFileError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .unreadable(path, reason): "Cannot read the cases file \(path): \(reason)."
        case let .malformed(path, reason): "The cases file \(path) is not valid JSON: \(reason)."
        case let .invalidCase(name, reason): "Case '\(name)' does not follow the schema: \(reason)."
        }
    }
}
