import Diagnostics
import SwiftSyntax

extension Interpreter {
    /// `NSLocalizedString(key, tableName:, value:, comment:)`: the key's text in the app's table
    /// (`Localizable` unless named). A key the tables lack is what Foundation gives, `value` when it is
    /// not empty, else the key, with a warning that names the nearest key there is.
    func localizedString(_ arguments: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        func text(_ label: String?) throws(InterpreterError) -> String? {
            guard let argument = arguments.first(where: { $0.label == label }) else { return nil }
            if Arithmetic.isNone(argument.value) { return nil }
            return try Convert.string(argument.value, at: node)
        }
        let key = try text(nil) ?? ""
        let tableName = try text("tableName") ?? "Localizable"
        if let found = localizedStrings[tableName]?[key] { return .string(found) }
        let fallback = try text("value").flatMap { $0.isEmpty ? nil : $0 } ?? key
        let reason = localizedStrings[tableName] == nil ? "there is no \(tableName).strings in the app's sources (sources:)" : "\(tableName).strings has no key '\(key)'"
        let hint = NearestName.hint(for: key, in: (localizedStrings[tableName] ?? [:]).keys.sorted())
        warn(InterpreterError("\(reason), so NSLocalizedString returns '\(fallback)'\(hint)", at: node))
        return .string(fallback)
    }
}
