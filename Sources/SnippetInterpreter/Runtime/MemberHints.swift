import Diagnostics
import SwiftSyntax

/// "value of type 'X' has no member 'y'; did you mean 'z'?" where the run, not the checker, finds a
/// member missing (a value whose type only the run knows: `ASStackLayoutSpec.horizontal()`, a bridged
/// string, an instance of a declared class): the nearest member the API declares for the value's
/// class, and any names of its own, as the compiler suggests them.
enum MemberHints {
    static func hint(for name: String, apiType: String, ownNames: [String] = []) -> String {
        let candidates = Set(ownNames + APITable.standard.memberNames(of: apiType, static: false)).filter { !$0.hasPrefix("__") }
        return NearestName.hint(for: name, in: candidates.sorted())
    }

    /// An instance of a declared class gets its hint from the interpreter, which knows the class's
    /// own members too (`Interpreter.withMemberHint`).
    static func noMember(_ name: String, of object: RuntimeObject, apiType: String, at node: some SyntaxProtocol) -> InterpreterError {
        let hint = object.declaredClass == nil ? hint(for: name, apiType: apiType) : ""
        return InterpreterError("value of type '\(object.typeName)' has no member '\(name)'\(hint)", at: node)
    }
}
