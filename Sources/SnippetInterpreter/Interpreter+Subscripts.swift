import SwiftSyntax

/// Subscripts a type of the code declares (`subscript(index: Int) -> String { … }`,
/// `grid[row, column] = 7`): read with the getter, assigned with the setter. A subscript's
/// parameters take their arguments by position, unlabelled, as Swift passes them.
extension Interpreter {
    /// The declaration for these arguments, in the object's class or the classes it inherits.
    func userSubscript(of object: RuntimeObject, count: Int) -> SubscriptDeclSyntax? {
        for declared in declarations(of: object) {
            if let found = declared.subscripts.first(where: { $0.parameterClause.parameters.count == count }) { return found }
        }
        return nil
    }

    func readSubscript(_ declaration: SubscriptDeclSyntax, of object: RuntimeObject, _ indices: [Value]) throws(InterpreterError) -> Value {
        guard let accessor = declaration.accessorBlock else { return .void }
        return try evaluateAccessor(accessor, context(for: declaration, object, indices))
    }

    func writeSubscript(_ declaration: SubscriptDeclSyntax, of object: RuntimeObject, _ indices: [Value], to value: Value,
                        at node: some SyntaxProtocol) throws(InterpreterError) {
        guard case .accessors(let list)? = declaration.accessorBlock?.accessors,
              let setter = list.first(where: { $0.accessorSpecifier.text == "set" }), let body = setter.body else {
            throw InterpreterError("cannot assign through subscript: subscript is get-only", at: node)
        }
        try enter(node)
        defer { depth -= 1 }
        let context = context(for: declaration, object, indices)
        context.scope.define(setter.parameters?.name.unquotedText ?? "newValue", value, constant: true)
        _ = try execute(body.statements, context)
    }

    private func context(for declaration: SubscriptDeclSyntax, _ object: RuntimeObject, _ indices: [Value]) -> Context {
        let scope = Scope(parent: globals)
        for (parameter, value) in zip(declaration.parameterClause.parameters, indices) {
            scope.define((parameter.secondName ?? parameter.firstName).text, value, constant: true)
        }
        return Context(scope: scope, selfObject: object)
    }
}
