import Diagnostics
import LayoutEngine
import SwiftSyntax

extension Interpreter {
    typealias ExpressionHandler = (Interpreter, ExprSyntax, Context) throws(InterpreterError) -> Value

    /// One expression's value. The node's kind picks a handler, which is called once: the run
    /// recurses through here for every nested expression, and a debug build gives each call site of
    /// a throwing function a slot of its own, so a switch of calls took 11 KB a level and deep
    /// snippets ran out of stack.
    func evaluate(_ expr: ExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        try tick(expr)
        return try Self.handler(for: expr)(self, expr, context)
    }

    private static func handler(for expr: ExprSyntax) -> ExpressionHandler {
        switch expr.kind {
        case .integerLiteralExpr: { _, e, _ throws(InterpreterError) in try integer(e.cast(IntegerLiteralExprSyntax.self)) }
        case .floatLiteralExpr: { _, e, _ throws(InterpreterError) in try floating(e.cast(FloatLiteralExprSyntax.self)) }
        case .booleanLiteralExpr: { _, e, _ in .bool(e.cast(BooleanLiteralExprSyntax.self).literal.text == "true") }
        case .nilLiteralExpr: { _, _, _ in .none }
        case .stringLiteralExpr: { i, e, c throws(InterpreterError) in try i.evaluateString(e.cast(StringLiteralExprSyntax.self), c) }
        case .arrayExpr: { i, e, c throws(InterpreterError) in try i.evaluateArray(e.cast(ArrayExprSyntax.self), c) }
        case .dictionaryExpr: { i, e, c throws(InterpreterError) in try i.evaluateDictionary(e.cast(DictionaryExprSyntax.self), c) }
        case .declReferenceExpr: { i, e, c throws(InterpreterError) in
            let reference = e.cast(DeclReferenceExprSyntax.self)
            if let answer = try i.answerIfDecided(reference.id) { return answer }
            return try i.lookup(reference.baseName.unquotedText, reference, c)
        }
        case .superExpr: { _, _, c in c.selfObject.map(Value.object) ?? .none }
        case .memberAccessExpr: { i, e, c throws(InterpreterError) in try i.evaluateMember(e.cast(MemberAccessExprSyntax.self), c) }
        case .functionCallExpr: { i, e, c throws(InterpreterError) in try i.evaluateCall(e.cast(FunctionCallExprSyntax.self), c) }
        case .closureExpr: { i, e, c throws(InterpreterError) in .function(try i.makeClosure(e.cast(ClosureExprSyntax.self), c)) }
        case .infixOperatorExpr: { i, e, c throws(InterpreterError) in try i.evaluateInfix(e.cast(InfixOperatorExprSyntax.self), c) }
        case .prefixOperatorExpr: { i, e, c throws(InterpreterError) in try i.evaluatePrefix(e.cast(PrefixOperatorExprSyntax.self), c) }
        case .postfixOperatorExpr: { i, e, c throws(InterpreterError) in try i.evaluatePostfix(e.cast(PostfixOperatorExprSyntax.self), c) }
        case .tupleExpr: { i, e, c throws(InterpreterError) in try i.evaluateTuple(e.cast(TupleExprSyntax.self), c) }
        case .ternaryExpr: { i, e, c throws(InterpreterError) in try i.evaluateTernary(e.cast(TernaryExprSyntax.self), c) }
        case .optionalChainingExpr: { i, e, c throws(InterpreterError) in try i.evaluate(e.cast(OptionalChainingExprSyntax.self).expression, c) }
        case .forceUnwrapExpr: { i, e, c throws(InterpreterError) in try i.evaluateForceUnwrap(e.cast(ForceUnwrapExprSyntax.self), c) }
        case .asExpr: { i, e, c throws(InterpreterError) in try i.evaluateCast(e.cast(AsExprSyntax.self), c) }
        case .isExpr: { i, e, c throws(InterpreterError) in try i.evaluateIs(e.cast(IsExprSyntax.self), c) }
        case .ifExpr: { i, e, c throws(InterpreterError) in try i.evaluateIfExpression(e.cast(IfExprSyntax.self), c) }
        case .switchExpr: { i, e, c throws(InterpreterError) in try i.evaluateSwitchExpression(e.cast(SwitchExprSyntax.self), c) }
        case .macroExpansionExpr: { i, e, c throws(InterpreterError) in try i.evaluateMacro(e.cast(MacroExpansionExprSyntax.self), c) }
        case .subscriptCallExpr: { i, e, c throws(InterpreterError) in try i.evaluateSubscript(e.cast(SubscriptCallExprSyntax.self), c) }
        case .discardAssignmentExpr: { _, _, _ in .void }
        case .awaitExpr: { i, e, c throws(InterpreterError) in try i.evaluate(e.cast(AwaitExprSyntax.self).expression, c) }
        case .tryExpr: { i, e, c throws(InterpreterError) in try i.evaluateTry(e.cast(TryExprSyntax.self), c) }
        case .keyPathExpr: { i, e, _ throws(InterpreterError) in try i.evaluateKeyPath(e.cast(KeyPathExprSyntax.self)) }
        default: { _, e, _ throws(InterpreterError) in throw unsupported(e) }
        }
    }

    private static func unsupported(_ expr: ExprSyntax) -> InterpreterError {
        InterpreterError("'\(expr.trimmedSource.prefix(30))' is not supported in snippets", at: expr)
    }

    // swift-syntax reads every spelling the compiler does (0x1AAD19, 0b1010, 0o17, 1_000, 0x1p-2);
    // reading the text as decimal made a colour's hex value 0, and the colour black.
    private static func integer(_ literal: IntegerLiteralExprSyntax) throws(InterpreterError) -> Value {
        guard let value = literal.representedLiteralValue else {
            throw InterpreterError("integer literal '\(literal.literal.text)' overflows when stored into 'Int'", at: literal)
        }
        return .int(value)
    }

    private static func floating(_ literal: FloatLiteralExprSyntax) throws(InterpreterError) -> Value {
        guard let value = literal.representedLiteralValue else {
            throw InterpreterError("'\(literal.literal.text)' is not a floating-point literal Swift accepts", at: literal)
        }
        return .double(value)
    }

    private func evaluateArray(_ array: ArrayExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        var items: [Value] = []
        for element in array.elements { items.append(try evaluate(element.expression, context)) }
        return .array(items)
    }

    /// `i...`: a range from the index to the end.
    private func evaluatePostfix(_ postfix: PostfixOperatorExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        guard postfix.operator.text == "..." else { throw Self.unsupported(ExprSyntax(postfix)) }
        let bound = try evaluate(postfix.expression, context)
        guard case .int = bound else { throw InterpreterError("'...' cannot be applied to '\(bound.typeName)'", at: postfix) }
        return .enumCase(type: "PartialRange", name: "from", payload: [bound])
    }

    private func evaluateTuple(_ tuple: TupleExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        if tuple.elements.count == 1, let only = tuple.elements.first { return try evaluate(only.expression, context) }
        // A tuple is kept as its elements in order, as `enumerated()` pairs are.
        var elements: [Value] = []
        for element in tuple.elements { elements.append(try evaluate(element.expression, context)) }
        return .array(elements)
    }

    private func evaluateTernary(_ ternary: TernaryExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        guard case .bool(let condition) = try evaluate(ternary.condition, context) else {
            throw InterpreterError("condition must be a Bool", at: ternary.condition)
        }
        return try evaluate(condition ? ternary.thenExpression : ternary.elseExpression, context)
    }

    private func evaluateForceUnwrap(_ force: ForceUnwrapExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        let value = try evaluate(force.expression, context)
        if case .none = value { throw InterpreterError("unexpectedly found nil while unwrapping '\(force.expression.trimmedSource)'", at: force) }
        return value
    }

    private func evaluateIfExpression(_ ifExpr: IfExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        if case .returned(let value) = try executeIf(ifExpr, context) { return value }
        return .void
    }

    private func evaluateSwitchExpression(_ switchExpr: SwitchExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        if case .returned(let value) = try executeSwitch(switchExpr, context) { return value }
        return .void
    }

    func evaluateString(_ string: StringLiteralExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        var text = ""
        for segment in string.segments {
            switch segment {
            case .stringSegment(let part): text += Self.unescape(part.content.text)
            case .expressionSegment(let part):
                for element in part.expressions {
                    let value = try evaluate(element.expression, context)
                    // An optional shows as Swift shows it (values are not wrapped at run time).
                    if optionalInterpolations.contains(element.expression.id) {
                        text += Arithmetic.isNone(value) ? "nil" : "Optional(\(Describe.element(value)))"
                    } else {
                        text += Describe.value(value)
                    }
                }
            }
        }
        if text.utf8.count > budget.stringLength { throw InterpreterError("string longer than \(budget.stringLength) bytes", at: string) }
        return .string(text)
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        return text.replacing("\\n", with: "\n").replacing("\\t", with: "\t")
            .replacing("\\\"", with: "\"").replacing("\\\\", with: "\\")
    }

    func evaluateDictionary(_ dictionary: DictionaryExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        guard case .elements(let elements) = dictionary.content else { return .dictionary([:]) }
        var result: [String: Value] = [:]
        for element in elements {
            let key = try evaluate(element.key, context)
            result[Describe.key(key)] = try evaluate(element.value, context)
        }
        return .dictionary(result)
    }

    func evaluateMacro(_ macro: MacroExpansionExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        switch macro.macroName.text {
        case "imageLiteral":
            let name = macro.arguments.first.flatMap { $0.expression.as(StringLiteralExprSyntax.self) }.map { $0.segments.trimmedSource } ?? ""
            return .native(.image(name: name))
        case "colorLiteral":
            var values: [Double] = []
            for argument in macro.arguments { values.append(try evaluate(argument.expression, context).number ?? 0) }
            return .native(.color(RGBAColor(red: values.first ?? 0, green: values.dropFirst().first ?? 0,
                                            blue: values.dropFirst(2).first ?? 0, alpha: values.dropFirst(3).first ?? 1)))
        case "Preview":
            // Declares a preview; it runs when it is what the snippet draws (RootChooser).
            return .void
        case "selector", "file", "line", "function", "column", "fileID", "filePath":
            return .native(.inert("#\(macro.macroName.text)"))
        default:
            throw InterpreterError("macro '#\(macro.macroName.text)' is not supported in snippets", at: macro)
        }
    }

    func evaluateSubscript(_ call: SubscriptCallExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        let base = try evaluate(call.calledExpression, context)
        if case .object(let object) = base, let declaration = userSubscript(of: object, count: call.arguments.count) {
            var indices: [Value] = []
            for argument in call.arguments { indices.append(try evaluate(argument.expression, context)) }
            return try readSubscript(declaration, of: object, indices)
        }
        guard let argument = call.arguments.first else { return .none }
        let index = try evaluate(argument.expression, context)
        // `element[keyPath: key]`: the key path applied to the value.
        if argument.label?.text == "keyPath", case .function(let path) = index {
            return try invoke(path, [Argument(label: nil, value: base)], at: call)
        }
        switch (base, index) {
        case let (.array(items), range) where try StringIndices.positions(range, count: items.count) != nil:
            return .array(Array(items[try StringIndices.positions(range, count: items.count) ?? 0..<0]))
        case let (.string(text), .int(i)):
            guard (0..<text.count).contains(i) else { throw InterpreterError("String index is out of bounds", at: call) }
            return .string(String(text[text.index(text.startIndex, offsetBy: i)]))
        case let (.string(text), range):
            guard let positions = try StringIndices.positions(range, count: text.count) else {
                throw InterpreterError("cannot subscript a value of type 'String' with '\(range.typeName)'", at: call)
            }
            return .string(String(text.dropFirst(positions.lowerBound).prefix(positions.count)))
        case let (.array(items), .int(i)):
            guard items.indices.contains(i) else { throw Collections.outOfRange(i, items.count, at: call) }
            return items[i]
        case let (.dictionary(items), key):
            // `counts[word, default: 0]`: the default where the key is missing.
            if let fallback = call.arguments.dropFirst().first(where: { $0.label?.text == "default" }), items[Describe.key(key)] == nil {
                return try evaluate(fallback.expression, context)
            }
            return items[Describe.key(key)] ?? .none
        case let (.object(object), index):
            if let value = try SwiftUIRuntime.subscriptValue(object, index, self, at: call) { return value }
            throw InterpreterError("cannot subscript a value of type '\(base.typeName)'", at: call)
        default:
            throw InterpreterError("cannot subscript a value of type '\(base.typeName)'", at: call)
        }
    }

    func makeClosure(_ closure: ClosureExprSyntax, _ context: Context) throws(InterpreterError) -> Callable {
        var parameters: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: parameters = names.map(\.name.unquotedText)
        case .parameterClause(let clause)?: parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        let statements = Array(closure.statements)
        return Callable(name: "closure", body: .closure(parameters: parameters, body: statements, captured: try captures(of: closure, context),
                                                        selfObject: context.selfObject, selfValue: context.selfValue))
    }

    /// `{ [width] in … }`, `{ [weak view, total = a + b] in … }`: a capture list copies what it
    /// names when the closure is made, so a later change of the variable does not reach it.
    private func captures(of closure: ClosureExprSyntax, _ context: Context) throws(InterpreterError) -> Scope {
        guard let items = closure.signature?.capture?.items, !items.isEmpty else { return context.scope }
        let copies = Scope(parent: context.scope)
        for item in items {
            let name = item.name.unquotedText
            if name == "self", item.initializer == nil { continue }
            let value: Value
            if let initializer = item.initializer { value = try evaluate(initializer.value, context) } else { value = try lookup(name, item, context) }
            copies.define(name, value.copiedIfValue, constant: true)
        }
        return copies
    }

    /// Values whose type's members the runtime knows (an inert value answers any name).
    static func hasBuiltInMembers(_ value: Value) -> Bool {
        switch value {
        case .array, .dictionary, .string, .int, .double: true
        case .native(.inert): false
        case .native: true
        default: false
        }
    }

    /// Global constants Texture declares (`ASSizeRangeZero`, `ASScrollDirectionVerticalDirections`);
    /// computed, because values are not Sendable, and read only after every other lookup failed.
    static var frameworkConstants: [String: Value] { [
        "ASSizeRangeZero": .native(.sizeRange(SizeRange(min: .zero, max: .zero))),
        "ASSizeRangeUnconstrained": .native(.sizeRange(SizeRange(min: .zero, max: Size(width: .infinity, height: .infinity)))),
        // An option set is the array of its members, as `[.up, .down]` is written.
        "ASScrollDirectionVerticalDirections": .array(["up", "down"].map { .enumCase(type: "ASScrollDirection", name: $0, payload: []) }),
        "ASScrollDirectionHorizontalDirections": .array(["left", "right"].map { .enumCase(type: "ASScrollDirection", name: $0, payload: []) }),
    ] }

    func lookup(_ name: String, _ node: some SyntaxProtocol, _ context: Context) throws(InterpreterError) -> Value {
        if name == "self" { return context.selfReference }
        if name == "Self", let type = selfType(context) { return .type(type) }
        // Locals first, then `self`'s members, then globals (`side` in a method is the property,
        // even where the file declares a global `side`).
        if context.selfObject == nil, context.selfValue == nil, let value = context.scope.lookup(name) { return value }
        if let value = context.scope.lookup(name, below: globals) { return value }
        if let object = context.selfObject, let value = try member(name, of: object, node, context) { return value }
        if let value = context.selfValue, let member = try valueMember(name, of: value, node) { return member }
        // `count` in `extension Array`, `width` in `extension CGSize`: Swift's own member of self.
        if let value = context.selfValue, Self.hasBuiltInMembers(value), let member = try? builtInMember(name, of: value, at: node) { return member }
        // `Content` in `class Box<Content>` (a function's `T` is a local, found above).
        if let bound = context.selfObject?.genericArguments[name] { return .type(bound) }
        if let value = globals.lookup(name) { return value }
        // `ImageSize` inside a class that nests one, where another class nests an `ImageSize` too.
        if classes[name] != nil, case let nested = EnclosingTypes.qualified(name, at: node, in: classes), nested != name { return .type(nested) }
        // `UICollectionView.elementKindSectionHeader`: any type the API declares, for its static members.
        if isKnownType(name) { return .type(name) }
        // `Store.provenance` where the code says `typealias Store = UserDefaults`.
        if case let target = resolvingAlias(name, at: node), target != name { return .type(target) }
        // `sorted(by: >)`, `reduce(0, +)`: Swift's operator, passed as a function of two values.
        if functions[name] == nil, Self.standardOperators.contains(name) {
            return .function(Callable(name: name, body: .builtin { arguments throws(InterpreterError) in
                guard arguments.count == 2 else { throw InterpreterError("'\(name)' takes two values", at: node) }
                return try Arithmetic.apply(name, arguments[0].value, arguments[1].value, at: node)
            }))
        }
        if let function = functions[name]?.last { return .function(Callable(name: name, body: .builtin { _ throws(InterpreterError) in
            throw InterpreterError("'\(function.name.unquotedText)' must be called", at: node) })) }
        // `$isOn`: a SwiftUI binding to a property; a figure reads the value it holds.
        if name.hasPrefix("$"), name.count > 1 { return try lookup(String(name.dropFirst()), node, context) }
        if let value = try enclosingStaticMember(name, node) { return value }
        if let constant = Self.frameworkConstants[name] { return constant }
        // A one-letter name is one edit from every other: no guess for it.
        var hint = name.count > 1 ? NearestName.hint(for: name, in: visibleNames(context)) : ""
        if hint.isEmpty, !aliases.declares(name) { hint = APIChecker.libraryHint(at: node) }
        throw InterpreterError("cannot find '\(name)' in scope\(hint)", at: node)
    }

    /// Binary operators a snippet may pass where a function of two values is expected.
    static let standardOperators: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||", "&", "|", "^"]

    /// A static member of a type the code is written in, or of one around it (`fillColor` inside
    /// `Mocks.ButtonNode`, declared in `enum Mocks`): Swift finds it without the type's name.
    private func enclosingStaticMember(_ name: String, _ node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        for enclosing in EnclosingTypes.chain(of: node) {
            // `extension Mocks.Bar`: Bar's members, then those of Mocks around it.
            let parts = enclosing.name.split(separator: ".").map(String.init)
            for count in stride(from: parts.count, to: 0, by: -1) {
                let typeName = parts.prefix(count).joined(separator: ".")
                guard let declared = classes[typeName] else { continue }
                for owner in declared.isStruct ? [declared] : declarations(from: declared, runtimeType: typeName) {
                    if let value = try ownStaticMember(name, of: owner, reachedThrough: typeName, node) { return value }
                }
            }
        }
        return nil
    }

    /// Names a misspelt identifier may have meant: variables in scope, declared types and
    /// functions, and the API's types.
    func visibleNames(_ context: Context) -> [String] {
        let names = context.scope.visibleNames + globals.visibleNames + classes.keys.sorted() + functions.keys.sorted() + APITable.standard.types.keys.sorted()
            + Self.frameworkConstants.keys.sorted()
        // Identifiers only: an operator function (`*`) is no spelling of a name.
        return names.filter { $0.first.map { $0.isLetter || $0 == "_" } ?? false }
    }

    func evaluatePrefix(_ prefix: PrefixOperatorExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        try applyPrefix(prefix, to: try evaluate(prefix.expression, context))
    }

    /// A prefix operator applied to its operand's value (`-x`, `!flag`, `..<end`).
    func applyPrefix(_ prefix: PrefixOperatorExprSyntax, to value: Value) throws(InterpreterError) -> Value {
        switch (prefix.operator.text, value) {
        case ("-", .int(let v)):
            let (r, overflow) = 0.subtractingReportingOverflow(v)
            if overflow { throw InterpreterError("arithmetic overflow in '-'", at: prefix) }
            return .int(r)
        case ("-", .double(let v)): return .double(-v)
        case ("!", .bool(let v)): return .bool(!v)
        case ("..<", _), ("...", _):
            if let range = StringIndices.partialRange(prefix.operator.text, value) { return range }
            throw InterpreterError("unary operator '\(prefix.operator.text)' cannot be applied to '\(value.typeName)'", at: prefix)
        default: throw InterpreterError("unary operator '\(prefix.operator.text)' cannot be applied to '\(value.typeName)'", at: prefix)
        }
    }
}
