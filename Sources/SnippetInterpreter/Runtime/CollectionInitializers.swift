import SwiftSyntax

/// Swift's collection initializers: `Array(0..<3)`, `Array(repeating: 0, count: 3)`,
/// `[CGFloat](repeating: 8, count: 2)`, `Set(tags)`, `Dictionary(uniqueKeysWithValues: pairs)` and
/// `Dictionary(grouping: items, by: { … })`. Without arguments, an empty collection.
enum CollectionInitializers {
    static let types: Set<String> = ["Array", "Set", "Dictionary"]

    static func make(_ type: String, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let labels = args.map { $0.label ?? "_" }
        switch (type, labels) {
        case ("Array", []): return .array([])
        case ("Set", []): return .array([])
        case ("Dictionary", []): return .dictionary([:])
        case ("Array", ["_"]): return .array(try elements(of: args[0].value, at: node))
        case ("Set", ["_"]): return .array(Collections.unique(try elements(of: args[0].value, at: node)))
        case ("Array", ["repeating", "count"]):
            guard case .int(let count) = args[1].value else { throw InterpreterError("cannot convert value of type '\(args[1].value.typeName)' to expected argument type 'Int'", at: node) }
            guard count >= 0 else { throw InterpreterError("Array(repeating:count:) was given a negative count (\(count)), which stops the app", at: node) }
            guard count <= 100_000 else { throw InterpreterError("Array(repeating:count:) was given \(count) elements; snippets make at most 100,000", at: node) }
            return .array(Array(repeating: args[0].value, count: count))
        case ("Dictionary", ["uniqueKeysWithValues"]):
            var entries: [String: Value] = [:]
            for pair in try elements(of: args[0].value, at: node) {
                guard case .array(let parts) = pair, parts.count == 2 else { throw InterpreterError("Dictionary(uniqueKeysWithValues:) takes (key, value) pairs", at: node) }
                let key = Describe.key(parts[0])
                // Swift stops the app (a fatal error) on a key given twice.
                guard entries[key] == nil else { throw InterpreterError("Dictionary(uniqueKeysWithValues:) was given the key '\(key)' twice, which stops the app", at: node) }
                entries[key] = parts[1]
            }
            return .dictionary(entries)
        case ("Dictionary", ["grouping", "by"]):
            guard case .function(let keyFor) = args[1].value else { throw InterpreterError("Dictionary(grouping:by:) takes a closure giving each element's key", at: node) }
            var groups: [String: [Value]] = [:]
            for element in try elements(of: args[0].value, at: node) {
                let key = Describe.key(try interpreter.invoke(keyFor, [Argument(label: nil, value: element)], at: node))
                groups[key, default: []].append(element)
            }
            return .dictionary(groups.mapValues { .array($0) })
        default:
            let written = labels.map { "\($0):" }.joined()
            throw InterpreterError("'\(type)(\(written))' is not supported in snippets; Array(_:), Array(repeating:count:), Set(_:), Dictionary(uniqueKeysWithValues:) and Dictionary(grouping:by:) are", at: node)
        }
    }

    /// A sequence's elements: an array's or a range's, a set's, a dictionary's (key, value) pairs,
    /// a string's characters.
    private static func elements(of value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> [Value] {
        switch value {
        case .array(let items): return items
        case .dictionary(let entries): return Collections.pairs(of: entries)
        case .string(let text): return text.map { .string(String($0)) }
        default: throw InterpreterError("'\(value.typeName)' is not a sequence", at: node)
        }
    }
}
