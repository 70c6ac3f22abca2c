import SwiftSyntax

/// `UserDefaults`: an empty store for each run, as on an app's first launch. Nothing the app saved
/// earlier is read (there is no file to read it from); what the code registers or sets is kept for
/// the run, so code that saves a setting and reads it back behaves as on a device. A note says so
/// the first time a figure's code reaches for it.
final class StoredSettings: RuntimeObject {
    private var values: [String: Value] = [:]
    private var registered: [String: Value] = [:]

    init() {
        super.init(typeName: "UserDefaults")
    }

    static let note = "UserDefaults is an empty store in figures, as on an app's first launch: settings the app saved earlier are not read; "
        + "what the code registers or sets is kept while it runs"

    /// What each typed getter answers for a key that holds nothing, as Foundation answers.
    private static func emptyAnswer(_ getter: String) -> Value {
        switch getter {
        case "bool": .bool(false)
        case "integer": .int(0)
        case "double", "float": .double(0)
        default: .none
        }
    }

    func call(_ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        func key(_ label: String) throws(InterpreterError) -> String {
            try Convert.string(args.first { $0.label == label }?.value ?? .none, at: node)
        }
        switch name {
        case "set", "setValue":
            // Setting nil removes the value, so a registered default shows again.
            let value = args.first?.value ?? .none
            if case .none = value { values[try key("forKey")] = nil } else { values[try key("forKey")] = value }
        case "removeObject":
            values[try key("forKey")] = nil
        case "register":
            if case .dictionary(let entries)? = args.first?.value { registered.merge(entries) { _, new in new } }
        case "synchronize":
            return .bool(true)
        case "object", "value", "string", "array", "dictionary", "data", "url", "stringArray", "bool", "integer", "double", "float":
            let stored = try key("forKey")
            return Self.read(values[stored] ?? registered[stored], as: name) ?? Self.emptyAnswer(name)
        default:
            return nil
        }
        return .void
    }

    /// A stored value as a typed getter reads it: `string(forKey:)` of a number is nil, `bool` of
    /// an integer is whether it is not zero.
    private static func read(_ value: Value?, as getter: String) -> Value? {
        guard let value else { return nil }
        if case .none = value { return nil }
        switch (getter, value) {
        case ("object", _), ("value", _): return value
        case ("string", .string): return value
        case ("bool", .bool), ("integer", .int), ("double", .double), ("float", .double): return value
        case ("bool", _): return value.number.map { .bool($0 != 0) }
        case ("integer", _): return value.number.map { .int(Convert.int($0)) }
        case ("double", _), ("float", _): return value.number.map(Value.double)
        case ("array", .array), ("stringArray", .array), ("dictionary", .dictionary), ("url", .native(.url)): return value
        default: return nil
        }
    }
}
