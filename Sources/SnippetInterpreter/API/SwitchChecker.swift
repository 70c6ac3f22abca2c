import Diagnostics
import SwiftSyntax

/// A `switch` over an enum the code declares covers every case, or has a `default`: the
/// compiler says "switch must be exhaustive". The run only failed when the missing case came up,
/// so a figure whose value took a covered case was drawn for code that does not compile.
///
/// Only what is certain is checked: the subject's type is an enum the code declares, and every
/// pattern is a case (`.compact`, `.fixed(let side)`), a case with values (`.fixed(0)`, which
/// covers only part of `.fixed`), `_` or a name binding everything. Anything else is left alone.
struct SwitchChecker {
    let lexical: LexicalTypes
    let classes: [String: ClassDeclaration]

    private enum Coverage {
        case whole(String)
        case part
        case everything
        case unknown
    }

    func problem(in switchExpr: SwitchExprSyntax) -> (message: String, node: Syntax)? {
        guard let type = lexical.type(of: switchExpr.subject), let declared = lexical.declaration(of: type, at: switchExpr),
              !declared.enumCases.isEmpty else { return nil }
        var covered: Set<String> = []
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { return nil }
            guard case .case(let label) = switchCase.label else { return nil }  // `default`
            for item in label.caseItems {
                // `case .none:` switches over an optional (`Gradient?`), which the subject's type as
                // known here may not say: whether every case is covered is left to the run.
                if Self.namesOptionalCase(item.pattern, of: declared) { return nil }
                // `.regulr`: the compiler says the case does not exist, not that the switch misses one.
                if let unknown = Self.unknownCase(in: item.pattern, of: declared) {
                    let name = unknown.baseName.unquotedText
                    let hint = NearestName.hint(for: name, in: declared.enumCases)
                    return ("type '\(type)' has no member '\(name)'\(hint)", Syntax(unknown))
                }
                switch item.whereClause == nil ? Self.coverage(of: item.pattern) : .part {
                case .whole(let name): covered.insert(name)
                case .part: continue
                case .everything, .unknown: return nil
                }
            }
        }
        let missing = declared.enumCases.filter { !covered.contains($0) }
        guard !missing.isEmpty else { return nil }
        let cases = missing.map { "'.\($0)'" }.joined(separator: ", ")
        return ("switch must be exhaustive; add missing case\(missing.count == 1 ? "" : "s"): \(cases)", Syntax(switchExpr.switchKeyword))
    }

    private static func namesOptionalCase(_ pattern: PatternSyntax, of declared: ClassDeclaration) -> Bool {
        pattern.descendants(of: MemberAccessExprSyntax.self).contains { access in
            let name = access.declName.baseName.unquotedText
            return access.base == nil && ["none", "some"].contains(name) && !declared.enumCases.contains(name)
        }
    }

    /// The implicit member a case pattern names (`.regulr`), when the enum has no such case or static member.
    private static func unknownCase(in pattern: PatternSyntax, of declared: ClassDeclaration) -> DeclReferenceExprSyntax? {
        guard let access = pattern.descendants(of: MemberAccessExprSyntax.self).first(where: { $0.base == nil }) else { return nil }
        let name = access.declName.baseName.unquotedText
        return declared.enumCases.contains(name) || declared.staticMembers[name] != nil || declared.methods[name] != nil ? nil : access.declName
    }

    /// `binds`: inside `let …`, where a bare name binds (`case let .fixed(side)`).
    private static func coverage(of pattern: PatternSyntax, binds: Bool = false) -> Coverage {
        if pattern.is(WildcardPatternSyntax.self) { return .everything }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return binding.pattern.is(IdentifierPatternSyntax.self) ? .everything : coverage(of: binding.pattern, binds: true)
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return .unknown }
        if let access = expression.as(MemberAccessExprSyntax.self) { return .whole(access.declName.baseName.unquotedText) }
        // `.fixed(let side)` covers the case; `.fixed(0)` only the values it names.
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let takesAll = call.arguments.allSatisfy { isCatchAll($0.expression, binds: binds) }
            return takesAll ? .whole(access.declName.baseName.unquotedText) : .part
        }
        return .unknown
    }

    /// `_`, `let side`, or `side` inside `let …`: any value of the payload.
    private static func isCatchAll(_ expression: ExprSyntax, binds: Bool) -> Bool {
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if binds, expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let pattern = expression.as(PatternExprSyntax.self)?.pattern else { return false }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return binding.pattern.is(IdentifierPatternSyntax.self) }
        return binds && pattern.is(IdentifierPatternSyntax.self)
    }
}
