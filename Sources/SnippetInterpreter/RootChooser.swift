import SwiftSyntax

/// What a snippet lays out (DESIGN §2), first match wins: the `root=` expression; the value of
/// the snippet's last statement when it is an expression; a declared view controller with a
/// no-argument init; a declared node class with a no-argument init. A subclass is chosen before the
/// base class it extends.
struct RootChooser {
    let interpreter: Interpreter
    let tree: SourceFileSyntax

    func subject(root: String?) throws(InterpreterError) -> Value? {
        let context = Interpreter.Context(scope: interpreter.globals)
        if let root {
            guard let expr = Interpreter.parse(root).statements.first?.item.as(ExprSyntax.self) else {
                throw InterpreterError("root=\\\"\(root)\\\" is not an expression")
            }
            return try interpreter.evaluate(expr, context)
        }
        if let last = tree.statements.last, case .expr = last.item, let value = interpreter.lastExpressionValue, isLayoutable(value) {
            return value
        }
        for wantController in [true, false] {
            for decl in declaredClassesLeavesFirst() {
                guard let declaration = interpreter.classes[decl.name.text] else { continue }
                let base = TextureRuntime.baseObject(for: declaration, in: interpreter.classes)
                let isController = base is ViewControllerObject, isNode = base is NodeObject
                guard wantController ? isController : isNode else { continue }
                let hasNoArgumentInit = declaration.initializers.isEmpty
                    || declaration.initializers.contains { $0.signature.parameterClause.parameters.isEmpty }
                if hasNoArgumentInit { return try interpreter.instantiate(declaration, [], at: decl) }
            }
        }
        return nil
    }

    /// The snippet's classes in order, except that a class another of them extends comes after the
    /// others: a snippet with a base controller and a detail controller shows the detail.
    private func declaredClassesLeavesFirst() -> [ClassDeclSyntax] {
        let declared = tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }
        let extended = Set(declared.compactMap { interpreter.classes[$0.name.text]?.superclass })
        return declared.filter { !extended.contains($0.name.text) } + declared.filter { extended.contains($0.name.text) }
    }

    private func isLayoutable(_ value: Value) -> Bool {
        if case .object(let object) = value { return object is NodeObject || object is SpecObject || object is ViewControllerObject }
        return false
    }
}
