import SwiftSyntax

/// Key paths. Swift lets `\.title` stand for a function from its root to the value (SE-0249:
/// `chapters.map(\.title)`), and `value[keyPath: path]` reads it.
extension Interpreter {
    /// The name a key path's root is bound to while its components are read.
    private static let keyPathRoot = "__keyPathRoot"

    /// `\.title`, `\Chapter.author?.name`, `\.self`: a function of the root that reads the components
    /// as member accesses of it, so that they mean what `root.title` means anywhere else.
    func evaluateKeyPath(_ path: KeyPathExprSyntax) throws(InterpreterError) -> Value {
        let components = path.components.compactMap { component -> String? in
            if case .property(let property) = component.component, property.declName.baseName.tokenKind == .keyword(.self) { return nil }
            return component.trimmedSource
        }
        let text = Self.keyPathRoot + components.joined()
        guard let expression = Self.parse(text, operators: operators).statements.first?.item.as(ExprSyntax.self) else {
            throw InterpreterError("'\(path.trimmedSource)' is not a key path snippets can read", at: path)
        }
        return .function(Callable(name: path.trimmedSource, body: .builtin { [unowned self] arguments throws(InterpreterError) in
            guard arguments.count == 1 else {
                throw InterpreterError("key path '\(path.trimmedSource)' is applied to one value; it was given \(arguments.count)", at: path)
            }
            let scope = Scope(parent: globals)
            scope.define(Self.keyPathRoot, arguments[0].value, constant: true)
            do throws(InterpreterError) {
                return try evaluate(expression, Context(scope: scope))
            } catch {
                // The components were parsed on their own: the error is the key path's, where it is written.
                throw InterpreterError(error.message.replacingOccurrences(of: Self.keyPathRoot, with: "root"), at: path)
            }
        }))
    }
}
