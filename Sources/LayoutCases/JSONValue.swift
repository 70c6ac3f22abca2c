import Foundation

/// A decoded JSON value. The cases file mixes numbers and the strings "inf" / "CGFLOAT_MAX", so it is
/// read generically and converted where the schema says what a value means.
enum JSONValue: Decodable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var object: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// A number, or one of the schema's spelled-out numbers: "inf" and "CGFLOAT_MAX"; null is NaN (undefined).
    var number: Double? {
        switch self {
        case .number(let value): value
        case .string("inf"): .infinity
        case .string("CGFLOAT_MAX"): .greatestFiniteMagnitude
        case .null: .nan
        default: nil
        }
    }
}
