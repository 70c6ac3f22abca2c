import SwiftSyntax

extension Interpreter {
    /// Runs a result-builder closure (`LayoutSpec { … }`, `VStackLayout { … }`) and collects
    /// the elements its expression statements produce: arrays flatten, `nil` drops out, `if`
    /// and `switch` contribute the branch taken, and `let` declarations are allowed between.
    func buildElements(_ function: Callable, at node: some SyntaxProtocol) throws(InterpreterError) -> [Value] {
        guard case let .closure(_, body, captured, selfObject, selfValue) = function.body else {
            return flatten(try invoke(function, [], at: node))
        }
        try enter(node)
        defer { depth -= 1 }
        return try collect(body, Context(scope: Scope(parent: captured), selfObject: selfObject, selfValue: selfValue))
    }

    func collect(_ items: some Sequence<CodeBlockItemSyntax>, _ context: Context) throws(InterpreterError) -> [Value] {
        var elements: [Value] = []
        for item in items {
            try tick(item)
            switch item.item {
            case .decl(let decl):
                try declareLocal(decl, context, topLevel: false)
            case .expr(let expr):
                elements += flatten(try evaluate(expr, context))
            case .stmt(let stmt):
                guard let expression = stmt.as(ExpressionStmtSyntax.self)?.expression else {
                    if stmt.is(ForStmtSyntax.self) {
                        throw InterpreterError("'for' loops cannot appear in a layout builder; build an array before it and use that", at: stmt)
                    }
                    throw InterpreterError("this statement cannot appear in a layout builder", at: stmt)
                }
                if let ifExpr = expression.as(IfExprSyntax.self) { elements += try collectIf(ifExpr, context) }
                else if let switchExpr = expression.as(SwitchExprSyntax.self) { elements += try collectSwitch(switchExpr, context) }
                else { elements += flatten(try evaluate(expression, context)) }
            }
        }
        return elements
    }

    private func collectIf(_ ifExpr: IfExprSyntax, _ context: Context) throws(InterpreterError) -> [Value] {
        let inner = nested(context)
        if try conditionsHold(ifExpr.conditions, inner) { return try collect(ifExpr.body.statements, inner) }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return try collectIf(next, context)
        case .codeBlock(let block)?: return try collect(block.statements, nested(context))
        case nil: return []
        }
    }

    /// A builder's `switch`: the views of the case taken.
    private func collectSwitch(_ switchExpr: SwitchExprSyntax, _ context: Context) throws(InterpreterError) -> [Value] {
        let subject = try evaluate(switchExpr.subject, context)
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let inner = nested(context)
            if try Patterns.matches(switchCase.label, subject, inner, self) { return try collect(switchCase.statements, inner) }
        }
        return []
    }

    func flatten(_ value: Value) -> [Value] {
        switch value {
        case .none, .void: []
        case .array(let items): items.flatMap(flatten)
        default: [value]
        }
    }
}
