import SwiftSyntax

/// Swift's assertions as the app's build runs them. A debug build (`DEBUG` among course.yml's
/// conditions, the default) checks `assert` and `assertionFailure`; every build checks
/// `precondition` and `preconditionFailure`. One that fails stops the app, so the figure is an
/// error with its message: a false assertion is never passed over as if it held.
enum Assertions {
    static let names: Set<String> = ["assert", "precondition", "assertionFailure", "preconditionFailure"]

    static func check(_ name: String, _ args: [Argument], debugBuild: Bool, at node: some SyntaxProtocol) throws(InterpreterError) {
        let isPrecondition = name.hasPrefix("precondition")
        guard debugBuild || isPrecondition else { return }
        let hasCondition = name == "assert" || name == "precondition"
        if hasCondition {
            guard let condition = args.first?.value else { return }
            guard case .bool(let holds) = condition else {
                throw InterpreterError("cannot convert value of type '\(condition.typeName)' to expected argument type 'Bool'", at: node)
            }
            if holds { return }
        }
        let message = (hasCondition ? args.dropFirst().first : args.first).map { Describe.value($0.value) } ?? ""
        let what = hasCondition ? (isPrecondition ? "precondition failed" : "assertion failed") : "\(name) called"
        let stops = isPrecondition ? "the app stops here" : "a debug build of the app stops here"
        throw InterpreterError("\(what)\(message.isEmpty ? "" : ": \(message)"); \(stops)", at: node)
    }
}
