import SwiftOperators
import SwiftSyntax
import LayoutEngine

extension Interpreter {
    func evaluateInfix(_ infix: InfixOperatorExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) {
            let expected = Self.isImplicitMember(infix.rightOperand) ? assignedType(infix.leftOperand, context) : nil
            let value = try evaluate(infix.rightOperand, context, expecting: expected)
            try assign(value, to: infix.leftOperand, context)
            return .void
        }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw InterpreterError("this operator is not supported", at: infix.operator)
        }
        if Arithmetic.compoundAssignmentOperators.contains(op) {
            let current = try evaluate(infix.leftOperand, context)
            let value = try Arithmetic.apply(String(op.dropLast()), current, try evaluate(infix.rightOperand, context), at: infix)
            try assign(value, to: infix.leftOperand, context)
            return .void
        }
        if op == "??" {
            let left = try evaluate(infix.leftOperand, context)
            // `UserDefaults(suiteName: …) ?? .standard`: the default is a value of the type the left side makes.
            if case .none = left { return try evaluate(infix.rightOperand, context, expecting: constructedType(infix.leftOperand)) }
            return left
        }
        if op == "&&" || op == "||" {
            guard case .bool(let left) = try evaluate(infix.leftOperand, context) else { throw InterpreterError("'\(op)' needs Bool operands", at: infix) }
            if op == "&&", !left { return .bool(false) }
            if op == "||", left { return .bool(true) }
            guard case .bool(let right) = try evaluate(infix.rightOperand, context) else { throw InterpreterError("'\(op)' needs Bool operands", at: infix) }
            return .bool(right)
        }
        if Self.arithmeticOperators.contains(op), let value = try evaluateArithmetic(ExprSyntax(infix), context, expecting: nil) { return value }
        let left = try evaluate(infix.leftOperand, context), right = try evaluate(infix.rightOperand, context)
        return try binary(op, left, right, at: infix)
    }

    /// The type a call such as `UserDefaults(suiteName: name)` makes, when its callee names a known type.
    private func constructedType(_ expression: ExprSyntax) -> String? {
        guard let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
        let type = resolvingAlias(callee.baseName.unquotedText, at: callee)
        return isKnownType(type) ? type : nil
    }

    /// An operator applied to two values: the code's own declaration of it when one fits, else Swift's.
    func binary(_ op: String, _ left: Value, _ right: Value, at infix: InfixOperatorExprSyntax) throws(InterpreterError) -> Value {
        var left = left, right = right
        // `point != .zero`: an implicit member takes the other operand's type.
        if op == "==" || op == "!=" {
            if case .enumCase("", _, _) = right { right = try resolveImplicitMember(right, type: left.typeName, at: infix) }
            if case .enumCase("", _, _) = left { left = try resolveImplicitMember(left, type: right.typeName, at: infix) }
        }
        if let function = operatorFunction(op, for: left, right) {
            return try call(function, [Argument(label: nil, value: left), Argument(label: nil, value: right)], selfObject: nil, at: infix)
        }
        if op == "==" || op == "!=", let same = try equalStructs(left, right, at: infix) { return .bool(same == (op == "==")) }
        return try Arithmetic.apply(op, left, right, at: infix)
    }

    /// `a < b` where no syntax is at hand (`sorted()`, `max()`): the code's own operator for its
    /// type (`static func <` of a Comparable struct) first, then Swift's.
    func compare(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        if let function = operatorFunction(op, for: left, right) {
            return try call(function, [Argument(label: nil, value: left), Argument(label: nil, value: right)], selfObject: nil, at: node)
        }
        return try Arithmetic.apply(op, left, right, at: node)
    }

    /// Two instances of a struct the code declares `Equatable` (or `Hashable`) without its own `==`:
    /// equal when every stored property is, as Swift synthesizes it. Nil for anything else.
    private func equalStructs(_ left: Value, _ right: Value, at infix: InfixOperatorExprSyntax) throws(InterpreterError) -> Bool? {
        guard case .object(let a) = left, case .object(let b) = right, a.isValueInstance, b.isValueInstance,
              let declared = a.declaredClass, declared === b.declaredClass,
              declared.conformances.contains(where: { $0 == "Equatable" || $0 == "Hashable" }) else { return nil }
        for name in Set(a.fields.keys).union(b.fields.keys) {
            let x = a.fields[name] ?? .none, y = b.fields[name] ?? .none
            guard case .bool(true) = try binary("==", x, y, at: infix) else { return false }
        }
        return true
    }

    /// An operator the code declares: a global `func ~~ (lhs:rhs:)` whose operand types the values
    /// fit (an app's `+` for insets leaves `+` for numbers alone), or a `static func +` of the left
    /// operand's declared type.
    private func operatorFunction(_ op: String, for left: Value, _ right: Value) -> FunctionDeclSyntax? {
        let operands = [Argument(label: nil, value: left), Argument(label: nil, value: right)]
        // Operands have no labels: an operator's overloads differ by their operands' types.
        if let overloads = functions[op] {
            if let global = overloads.first(where: { fitsEveryOperand($0, operands) }) { return global }
            if Self.isCustom(op), overloads.count == 1 { return overloads[0] }
        }
        let typeName: String? = switch left {
        case .object(let object): object.declaredClass?.name
        case .enumCase(let type, _, _): type
        default: nil
        }
        return typeName.flatMap { classes[$0]?.methods[op] }
    }

    /// An operator the standard library does not declare (`~~`, `<>`, as swift-syntax's table of
    /// Swift's operators says): the code's declaration is its only meaning.
    private static func isCustom(_ op: String) -> Bool {
        OperatorTable.standardOperators.infixOperator(named: op) == nil
    }

    private func fitsEveryOperand(_ function: FunctionDeclSyntax, _ operands: [Argument]) -> Bool {
        let parameters = Array(function.signature.parameterClause.parameters)
        return parameters.count == operands.count && zip(operands, parameters).allSatisfy { fits($0.value, $1.type) }
    }

    /// `.init(unit: .points, value: 60)`, `.zero`: an expression whose type only its context gives.
    static func isImplicitMember(_ expression: ExprSyntax) -> Bool {
        let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        return called.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }

    /// The type of the property an assignment writes (`node.style.height` is an `ASDimension`), so
    /// that an implicit member on the right is looked up on it, as Swift does. It is worked out from
    /// declarations, without reading the chain: a getter the app declares runs once, as written.
    /// `swipe.direction = .left` on a `let`: an object of a framework class (a reference, so the
    /// constant holds), whose setting is declared to change nothing drawn.
    private static func isInertSetting(_ name: String, of base: Value) -> Bool {
        guard case .native(.inert(let type)) = base, APITable.standard.type(type)?.kind == .class else { return false }
        return APITable.standard.property(name, of: type)?.marker == .inert
    }

    private func assignedType(_ target: ExprSyntax, _ context: Context) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unquotedText
            if name == "self" { return selfType(context) }
            // `gap = .init(…)` in a method: the property of `self`, unless a local of that name hides it.
            if context.scope.lookup(name, below: globals) == nil, let object = context.selfObject, let type = selfType(context) {
                // `let field = ASDisplayNode()`, no type written: the value it holds says it.
                return propertyType(name, of: type) ?? object.fields[name].flatMap(Self.typeNamed(by:))
            }
            // A variable keeps the type it was declared with: that of the value it holds.
            return context.scope.lookup(name).flatMap(Self.typeNamed(by:))
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
              let baseType = assignedType(base, context) else { return nil }
        return propertyType(member.declName.baseName.unquotedText, of: baseType)
    }

    /// A property's declared type: the app's annotation (stored or computed), else the framework's
    /// for a property a class of the app inherits.
    private func propertyType(_ name: String, of type: String) -> String? {
        var typeName = StaticTypes.bare(type)
        var seen: Set<String> = []
        while let declared = classes[typeName], seen.insert(typeName).inserted {
            let bindings = declared.storedProperties.flatMap(\.bindings)
            if let binding = bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText == name })
                ?? declared.computedProperties[name]?.parent?.as(PatternBindingSyntax.self) {
                return declaredType(of: binding, in: declared)
            }
            // A type of the app's own with no framework ancestor: nothing else declares the property.
            guard let parent = declared.superclass.map(StaticTypes.bare) else { return nil }
            typeName = parent
        }
        return APITable.standard.property(name, of: typeName)?.type
    }

    /// A value's type where it names one an implicit member can be looked up on.
    private static func typeNamed(by value: Value) -> String? {
        switch value {
        case .object, .native, .bool, .int, .double, .string: value.typeName
        case .enumCase(let type, _, _) where !type.isEmpty: type
        default: nil
        }
    }

    /// `name = v`, `object.property = v`, `node.style.width = v`.
    /// `box.style.preferredSize = …` configures `box`: the line is recorded on the object the
    /// chain starts from, when that is a name (evaluating it again has no side effects).
    func noteConfigured(chainRoot expression: ExprSyntax, at target: some SyntaxProtocol, _ context: Context) {
        var root = expression
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        guard root.is(DeclReferenceExprSyntax.self), case .object(let object)? = try? evaluate(root, context),
              let range = lines(of: target) else { return }
        // A call with a trailing closure can span many lines: its first line is the one that configures.
        object.noteConfigured(at: SourceLineRange(startLine: range.startLine, endLine: range.startLine))
    }

    func assign(_ value: Value, to target: ExprSyntax, _ context: Context) throws(InterpreterError) {
        // `_ = value`: the value was worked out (and its errors reported); Swift discards it.
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let access = target.as(MemberAccessExprSyntax.self) { _ = try answerIfDecided(access.id) }
        // `copy = base`, `card.metrics = base`: a struct is copied.
        let value = value.copiedIfValue
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unquotedText
            // `self.top = top` in `extension UIEdgeInsets { init(…) { self.init(); … } }`: the made value changes.
            if let made = context.runtimeInit, made.value != nil, context.selfObject == nil, name == "self" || context.scope.lookup(name) == nil {
                made.value = name == "self" ? value : try NativeMembers.set(name, of: made.value ?? .none, to: value, at: target)
                return
            }
            // `self = build(Metrics())` in a struct's initializer or mutating method: the value being
            // made takes the other's stored properties.
            if name == "self", let object = context.selfObject, object.declaredClass?.isStruct == true, case .object(let other) = value {
                object.fields = other.fields
                object.inertValues = other.inertValues
                return
            }
            // A global of the same name as a member of `self` is not what the type's code changes.
            let global = context.scope.lookup(name, below: globals) == nil && context.scope.lookup(name) != nil
            if global, let object = context.selfObject, (try? member(name, of: object, target, context)) != nil {
                object.noteConfigured(at: lines(of: target))
                try setMember(name, of: object, to: value, target, context)
                return
            }
            if context.scope.lookup(name) != nil {
                if context.scope.isConstant(name) { throw InterpreterError("cannot assign to value: '\(name)' is a 'let' constant", at: target) }
                _ = context.scope.assign(name, value)
                return
            }
            if let object = context.selfObject {
                object.noteConfigured(at: lines(of: target))
                try setMember(name, of: object, to: value, target, context)
                return
            }
            // `count += 1` in a static method: the type's static property.
            if case .type(let type)? = context.selfValue, let declared = classes[type], try setStaticMember(name, of: declared, to: value, target) { return }
            throw InterpreterError("cannot find '\(name)' in scope", at: target)
        }
        if let member = target.as(MemberAccessExprSyntax.self), let baseExpr = member.base {
            noteConfigured(chainRoot: baseExpr, at: target, context)
            let base = try evaluate(baseExpr, context)
            let name = member.declName.baseName.unquotedText
            switch base {
            case .object(let object):
                if object.isValueInstance { try requireChangeable(baseExpr, context) }
                try setMember(name, of: object, to: value, member.declName, context)
            case .none: return  // optional chaining on nil: nothing happens, as in Swift
            // `Shape.made += 1`: a static stored property of the code's type.
            case .type(let type) where classes[type] != nil:
                guard let declared = classes[type], try setStaticMember(name, of: declared, to: value, member.declName) else {
                    throw InterpreterError("type '\(type)' has no stored static property '\(name)'", at: member.declName)
                }
            // `ASControlNode.enableHitTestDebug = true`: a static setting the API declares @inert.
            case .type(let type) where APITable.standard.property(name, of: type).map { $0.isStatic && $0.marker == .inert } == true:
                return
            default:
                if Self.isInertSetting(name, of: base) { return }
                // Value types (CGSize, arrays) are copied: write the changed copy back.
                let changed = try NativeMembers.set(name, of: base, to: value, at: target)
                try assign(changed, to: baseExpr, context)
            }
            return
        }
        if let chain = target.as(OptionalChainingExprSyntax.self) { return try assign(value, to: chain.expression, context) }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self), let argument = subscriptCall.arguments.first {
            var base = try evaluate(subscriptCall.calledExpression, context)
            if case .object(let object) = base, let declaration = userSubscript(of: object, count: subscriptCall.arguments.count) {
                var indices: [Value] = []
                for argument in subscriptCall.arguments { indices.append(try evaluate(argument.expression, context)) }
                if object.isValueInstance { try requireChangeable(subscriptCall.calledExpression, context) }
                try writeSubscript(declaration, of: object, indices, to: value, at: target)
                return
            }
            let index = try evaluate(argument.expression, context)
            switch (base, index) {
            case (.array(var items), .int(let i)) where items.indices.contains(i): items[i] = value; base = .array(items)
            case (.array(let items), .int(let i)):
                throw Collections.outOfRange(i, items.count, at: argument)
            // `heights["small"] = nil` removes the key, as a Swift dictionary does.
            case (.dictionary(var items), let key): items[Describe.key(key)] = Arithmetic.isNone(value) ? nil : value; base = .dictionary(items)
            default: throw InterpreterError("cannot assign through this subscript", at: target)
            }
            try assign(base, to: subscriptCall.calledExpression, context)
            return
        }
        throw InterpreterError("cannot assign to '\(target.trimmedSource)'", at: target)
    }

    /// A struct held by a `let` cannot change, through any chain of structs: what the checker
    /// reports when it knows the types, for values it could not type (`let m = makeMetrics()`).
    private func requireChangeable(_ holder: ExprSyntax, _ context: Context) throws(InterpreterError) {
        if let reference = holder.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unquotedText
            if context.scope.lookup(name) != nil, context.scope.isConstant(name) {
                throw InterpreterError("cannot assign to property: '\(name)' is a 'let' constant; change 'let' to 'var' to make it mutable", at: holder)
            }
        } else if let member = holder.as(MemberAccessExprSyntax.self), let base = member.base,
                  case .object(let object) = try evaluate(base, context), object.isValueInstance {
            try requireChangeable(base, context)
        }
    }
}

/// Swift's arithmetic and comparison on the snippet's numbers, strings and ranges. Int and
/// Double mix as literals do in Swift (CGFloat layouts are written with integer literals).
enum Arithmetic {
    /// The largest string (in bytes) or array (in elements) a snippet may build: doubling a string in
    /// a loop would otherwise fill memory long before the step budget is spent.
    static let maximumSize = Budget.default.stringLength

    static func checkSize(_ size: Int, of kind: String, at node: some SyntaxProtocol) throws(InterpreterError) {
        if size > maximumSize {
            throw InterpreterError("\(kind) of more than \(maximumSize) \(kind == "string" ? "bytes" : "elements") is too large for a snippet", at: node)
        }
    }

    static func apply(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch (left, right) {
        case let (.int(a), .int(b)): return try integers(op, a, b, node)
        case let (.string(a), .string(b)):
            switch op {
            case "+":
                try checkSize(a.utf8.count + b.utf8.count, of: "string", at: node)
                return .string(a + b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            default: break
            }
        case let (.bool(a), .bool(b)) where op == "==" || op == "!=": return .bool((a == b) == (op == "=="))
        case (.none, _), (_, .none):
            // `maybe === nil` compares with nil as `==` does.
            if ["==", "!=", "===", "!=="].contains(op) { return .bool(isNone(left) == isNone(right) ? op.hasPrefix("=") : op.hasPrefix("!")) }
        // Identity of class instances: the same object, not equal contents.
        case let (.object(a), .object(b)) where op == "===" || op == "!==":
            return .bool((a === b) == (op == "==="))
        case let (.enumCase(t1, n1, p1), .enumCase(t2, n2, p2)) where op == "==" || op == "!=":
            // An implicit member (`.on`) has no type of its own: it compares by case name. Cases with
            // payloads are equal when their payloads are (`.fixed(10) != .fixed(20)`), as Swift synthesizes.
            var same = (t1 == t2 || t1.isEmpty || t2.isEmpty) && n1 == n2
            if same, !p1.isEmpty, !p2.isEmpty { same = try equalElements(p1, p2, at: node) }
            return .bool(same == (op == "=="))
        case let (.array(a), .array(b)) where op == "==" || op == "!=":
            return .bool((try equalElements(a, b, at: node)) == (op == "=="))
        // `(a.major, a.minor) < (b.major, b.minor)`: tuples compare element by element.
        case let (.array(a), .array(b)) where ["<", ">", "<=", ">="].contains(op) && a.count == b.count:
            for (x, y) in zip(a, b) {
                guard case .bool(false) = try apply("==", x, y, at: node) else { continue }
                return try apply(op, x, y, at: node)
            }
            return .bool(op == "<=" || op == ">=")
        case let (.native(a), .native(b)) where op == "==" || op == "!=":
            if let same = equalNatives(a, b) { return .bool(same == (op == "==")) }
        case let (.array(a), .array(b)) where op == "+":
            try checkSize(a.count + b.count, of: "array", at: node)
            return .array(a + b)
        default:
            if let a = left.number, let b = right.number { return try doubles(op, a, b, node) }
        }
        throw InterpreterError("binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'", at: node)
    }

    static let compoundAssignmentOperators: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    /// CGSize, CGPoint, CGRect, UIEdgeInsets, UIColor, CGColor and URL compare by value; nil for types Swift
    /// does not compare with `==`.
    private static func equalNatives(_ a: NativeValue, _ b: NativeValue) -> Bool? {
        switch (a, b) {
        case let (.size(x), .size(y)): x == y
        case let (.point(x), .point(y)): x == y
        case let (.rect(x), .rect(y)): x == y
        case let (.insets(x), .insets(y)): x == y
        case let (.color(x), .color(y)), let (.cgColor(x), .cgColor(y)): x == y
        case let (.url(x), .url(y)): x == y
        default: nil
        }
    }

    /// Element by element, as Swift compares arrays, tuples and payloads.
    private static func equalElements(_ a: [Value], _ b: [Value], at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard case .bool(true) = try apply("==", x, y, at: node) else { return false }
        }
        return true
    }

    static func isNone(_ value: Value) -> Bool {
        if case .none = value { return true }
        return false
    }

    static func integers(_ op: String, _ a: Int, _ b: Int, _ node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch op {
        case "+": let (r, o) = a.addingReportingOverflow(b); if o { break }; return .int(r)
        case "-": let (r, o) = a.subtractingReportingOverflow(b); if o { break }; return .int(r)
        case "*": let (r, o) = a.multipliedReportingOverflow(by: b); if o { break }; return .int(r)
        case "/":
            if b == 0 { throw InterpreterError("division by zero", at: node) }
            let (r, o) = a.dividedReportingOverflow(by: b); if o { break }; return .int(r)
        case "%":
            if b == 0 { throw InterpreterError("division by zero", at: node) }
            let (r, o) = a.remainderReportingOverflow(dividingBy: b); if o { break }; return .int(r)
        // Bitwise operators, as a colour's hex value is taken apart (`(hex >> 16) & 0xFF`). Swift's
        // shifts by a negative amount shift the other way, and by the width or more give 0 (or -1).
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case ">>": return .int(a >> b)
        case "<<": return .int(a << b)
        case "..<":
            guard b >= a else { throw InterpreterError("range requires lowerBound <= upperBound", at: node) }
            guard b - a <= 100_000 else { throw InterpreterError("range of \(b - a) values is too large for a snippet", at: node) }
            return .array((a..<b).map(Value.int))
        case "...":
            guard b >= a else { throw InterpreterError("range requires lowerBound <= upperBound", at: node) }
            guard b - a < 100_000 else { throw InterpreterError("range of \(b - a + 1) values is too large for a snippet", at: node) }
            return .array((a...b).map(Value.int))
        default: return try doubles(op, Double(a), Double(b), node)
        }
        throw InterpreterError("arithmetic overflow in '\(op)'", at: node)
    }

    static func doubles(_ op: String, _ a: Double, _ b: Double, _ node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: throw InterpreterError("operator '\(op)' is not supported in snippets", at: node)
        }
    }
}
