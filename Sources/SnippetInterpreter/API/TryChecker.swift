import SwiftSyntax

/// A call of a function the code declares `throws`, written without `try`: "call can throw but
/// is not marked with 'try'". The run called it like any other function.
enum TryChecker {
    static func problem(calling call: FunctionCallExprSyntax, functions: [String: [FunctionDeclSyntax]],
                        classes: [String: ClassDeclaration]) -> (message: String, node: Syntax)? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.unquotedText,
              let overloads = functions[name], !overloads.isEmpty, overloads.allSatisfy(isThrowing) else { return nil }
        // Inside a type, `load()` may be its own method, which the code's type resolves first.
        if EnclosingTypes.chain(of: call).contains(where: { classes[$0.name]?.methods[name] != nil }) { return nil }
        var current = call.parent
        while let node = current, !node.is(CodeBlockItemSyntax.self), !node.is(ClosureExprSyntax.self), !node.is(MemberBlockItemSyntax.self) {
            if node.is(TryExprSyntax.self) { return nil }
            current = node.parent
        }
        let message = isHandled(call) ? "call can throw but is not marked with 'try'" : "call can throw, but it is not marked with 'try' and the error is not handled"
        return (message + "; did you mean to use 'try'?", Syntax(call))
    }

    /// Whether an error thrown here goes somewhere: top-level code, a function that throws, a
    /// closure (whose throwing Swift infers), or a `do` with a `catch`.
    private static func isHandled(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let next = current {
            if let doStmt = next.as(DoStmtSyntax.self), !doStmt.catchClauses.isEmpty { return true }
            if next.is(ClosureExprSyntax.self) { return true }
            if let function = next.as(FunctionDeclSyntax.self) { return function.signature.effectSpecifiers?.throwsClause != nil }
            if let initializer = next.as(InitializerDeclSyntax.self) { return initializer.signature.effectSpecifiers?.throwsClause != nil }
            if next.is(AccessorDeclSyntax.self) || next.is(AccessorBlockSyntax.self) { return false }
            current = next.parent
        }
        return true
    }

    private static func isThrowing(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.throws)
    }
}
