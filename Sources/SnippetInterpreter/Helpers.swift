import LayoutEngine
import SwiftSyntax

/// Nodes are named after the variable or property they are first bound to (Texture's
/// `nameNode`), so figures and messages can say which node.
enum Naming {
    static func name(_ value: Value, _ name: String) {
        guard case .object(let object) = value else { return }
        if let node = object as? NodeObject, node.name == nil { node.name = name }
        if let view = object as? ViewObject, view.name == nil { view.name = name }
        if let controller = object as? ViewControllerObject, controller.name == nil { controller.name = name }
    }

    /// A stored property initialised by a closure (`let avatarNode: ASImageNode = { let node = …;
    /// return node }()`) names its node, not the closure's local variable.
    static func nameProperty(_ value: Value, _ name: String, initializer: ExprSyntax) {
        guard case .object(let object) = value else { return }
        let isClosureCall = initializer.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self) ?? false
        if let node = object as? NodeObject, node.name == nil || isClosureCall { node.name = name }
        if let view = object as? ViewObject, view.name == nil || isClosureCall { view.name = name }
        if let controller = object as? ViewControllerObject, controller.name == nil || isClosureCall { controller.name = name }
    }
}

enum Describe {
    /// How string interpolation shows a value.
    static func value(_ value: Value) -> String {
        switch value {
        case .void: "()"
        case .none: "nil"
        case .bool(let b): String(b)
        case .int(let i): String(i)
        case .double(let d): d == d.rounded() && abs(d) < 1e15 ? String(format2(d)) : String(d)
        case .string(let s): s
        case .array(let items): "[" + items.map(Self.value).joined(separator: ", ") + "]"
        case .dictionary: "[…]"
        case .object(let object): object.typeName
        case .enumCase(_, let name, _): name
        case .function: "(Function)"
        case .type(let name): name
        case .native(.attributedString(let text)): text.string
        // As Swift prints them: CGSize and CGPoint as a pair, CGRect as four numbers, NSRange in braces.
        case .native(.size(let s)): "(\(s.width), \(s.height))"
        case .native(.point(let p)): "(\(p.x), \(p.y))"
        case .native(.rect(let r)): "(\(r.minX), \(r.minY), \(r.size.width), \(r.size.height))"
        case .native(.insets(let i)): "UIEdgeInsets(top: \(i.top), left: \(i.left), bottom: \(i.bottom), right: \(i.right))"
        case .native(.textRange(let location, let length)): "{\(location), \(length)}"
        case .native(.url(let url)): url
        case .native(let native): native.typeName
        }
    }

    private static func format2(_ d: Double) -> String {
        String(d)
    }

    /// Dictionary keys: `.font` and `"font"` are the same key.
    static func key(_ value: Value) -> String {
        switch value {
        case .enumCase(_, let name, _): name
        default: self.value(value)
        }
    }
}

/// `case` labels of a switch.
enum Patterns {
    static func matches(_ label: SwitchCaseSyntax.Label, _ subject: Value, _ context: Interpreter.Context, _ interpreter: Interpreter) throws(InterpreterError) -> Bool {
        guard case .case(let caseLabel) = label else { return true }  // default
        for item in caseLabel.caseItems {
            if try matches(item.pattern, subject, context, interpreter) { return true }
        }
        return false
    }

    /// `bindsNames`: inside `let …` (`case let .fixed(value)`), where a plain name is a new binding.
    static func matches(_ pattern: PatternSyntax, _ subject: Value, _ context: Interpreter.Context, _ interpreter: Interpreter,
                        bindsNames: Bool = false) throws(InterpreterError) -> Bool {
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            let expr = expression.expression
            // `.caseName(let x)`, `let .caseName(x)`: bind the payload; `.caseName(0)`: compare it.
            if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                guard case .enumCase(_, let name, let payload) = subject, name == member.declName.baseName.unquotedText else { return false }
                var bindings: [(String, Value)] = []
                for (index, argument) in call.arguments.enumerated() where index < payload.count {
                    if let bound = argument.expression.as(PatternExprSyntax.self)?.pattern {
                        let identifier = bound.as(IdentifierPatternSyntax.self) ?? bound.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)
                        if let identifier { bindings.append((identifier.identifier.unquotedText, payload[index])) }
                    } else if bindsNames, let name = argument.expression.as(DeclReferenceExprSyntax.self) {
                        bindings.append((name.baseName.unquotedText, payload[index]))
                    } else if !argument.expression.is(DiscardAssignmentExprSyntax.self) {
                        let value = try interpreter.evaluate(argument.expression, context)
                        guard case .bool(true) = try Arithmetic.apply("==", payload[index], value, at: argument.expression) else { return false }
                    }
                }
                // Bound only once the whole pattern matched.
                for (name, value) in bindings { context.scope.define(name, value) }
                return true
            }
            if let member = expr.as(MemberAccessExprSyntax.self), case .enumCase(_, let name, _) = subject {
                return name == member.declName.baseName.unquotedText
            }
            let value = try interpreter.evaluate(expr, context)
            if case .bool(let equal) = try Arithmetic.apply("==", subject, value, at: expr) { return equal }
            return false
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        // `case is ASTextNode:`: whether the subject is one.
        if let check = pattern.as(IsTypePatternSyntax.self) {
            return try interpreter.isInstance(subject, of: check.type.trimmedDescription, at: check.type) ?? true
        }
        // `case let text as ASTextNode:`: binds the subject when it is one.
        if let (name, type) = castBinding(pattern) {
            guard try interpreter.isInstance(subject, of: type, at: pattern) ?? true else { return false }
            context.scope.define(name, subject)
            return true
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                context.scope.define(identifier.identifier.unquotedText, subject)
                return true
            }
            // `case let .fixed(value)`: the names inside the pattern are bound.
            return try matches(binding.pattern, subject, context, interpreter, bindsNames: true)
        }
        return false
    }

    /// `let text as ASTextNode` (written `case let text as …` or `case let (text as …)`): the name and the type.
    private static func castBinding(_ pattern: PatternSyntax) -> (String, String)? {
        let inner = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        guard let cast = inner.as(ExpressionPatternSyntax.self)?.expression.as(AsExprSyntax.self) else { return nil }
        let bound = cast.expression.as(PatternExprSyntax.self)?.pattern
        let identifier = bound?.as(IdentifierPatternSyntax.self) ?? bound?.as(ValueBindingPatternSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)
        return identifier.map { ($0.identifier.unquotedText, cast.type.trimmedDescription) }
    }
}
