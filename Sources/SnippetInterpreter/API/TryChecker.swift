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
        return ("call can throw but is not marked with 'try'; did you mean to use 'try'?", Syntax(call))
    }

    private static func isThrowing(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.throws)
    }
}
