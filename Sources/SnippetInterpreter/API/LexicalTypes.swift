import SwiftLexicalLookup
import SwiftSyntax

/// The types of values the code names, as far as they are certain without running it: names are
/// resolved as the compiler scopes them (swift-syntax's lexical lookup, so a local shadows a
/// property and a parameter is the parameter), and a local's type is the one it is declared with
/// or the one its value is made with. Unknown is never an error.
struct LexicalTypes {
    let types: StaticTypes
    private let memo = Memo()

    /// What one check learns, shared by the checks that ask (lookup is their dearest step).
    private final class Memo {
        var depth = 0
        var resolutions: [SyntaxIdentifier: Resolution] = [:]
        /// The names each switch case's patterns bind.
        var caseNames: [SyntaxIdentifier: Set<String>] = [:]
    }

    enum Resolution {
        /// A local constant, variable or parameter: the syntax that declares it.
        case local(Syntax)
        /// A member of the type whose code this is (`width` for `self.width`).
        case member
        case unknown
    }

    func resolve(_ reference: DeclReferenceExprSyntax) -> Resolution {
        if let known = memo.resolutions[reference.id] { return known }
        var resolution = lookUp(reference)
        if caseRebinds(reference, unlike: resolution) { resolution = .unknown }
        memo.resolutions[reference.id] = resolution
        return resolution
    }

    private func lookUp(_ reference: DeclReferenceExprSyntax) -> Resolution {
        guard let identifier = Identifier(reference.baseName) else { return .unknown }
        for result in reference.lookup(identifier) {
            switch result {
            case .fromScope(_, let names):
                guard let name = names.first else { continue }
                let declaration = Syntax(name.syntax)
                // A type's stored property, found in its member block: a member, not a local (but a
                // name bound inside a property's getter or observer, `if let image { … }`, is a local).
                if Self.isPropertyPattern(declaration) { return .member }
                return .local(declaration)
            case .lookForMembers: return .member
            default: continue
            }
        }
        return Self.topLevelDeclaration(of: identifier.name, in: reference.root).map(Resolution.local) ?? .unknown
    }

    /// The declaration of the local or top-level variable a name is, when lookup finds one.
    func localBinding(of reference: DeclReferenceExprSyntax) -> PatternBindingSyntax? {
        guard case .local(let declaration) = resolve(reference) else { return nil }
        return declaration.parent?.as(PatternBindingSyntax.self)
    }

    /// `case let identity as NavIdentity:` binds `identity` anew in a way lexical lookup may not see:
    /// a name some case around the reference binds is unknown unless lookup found that binding.
    private func caseRebinds(_ reference: DeclReferenceExprSyntax, unlike resolution: Resolution) -> Bool {
        let name = reference.baseName.unquotedText
        var current = reference.parent
        while let node = current {
            if let switchCase = node.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label, namesBound(by: label).contains(name) {
                if case .local(let declaration) = resolution, declaration.position >= label.position, declaration.position < label.endPosition { return false }
                return true
            }
            current = node.parent
        }
        return false
    }

    private func namesBound(by label: SwitchCaseLabelSyntax) -> Set<String> {
        if let known = memo.caseNames[label.id] { return known }
        let names = Set(label.descendants(of: IdentifierPatternSyntax.self).map { $0.identifier.unquotedText })
        memo.caseNames[label.id] = names
        return names
    }

    /// `image` in `var image: UIImage?` written in a type's body.
    private static func isPropertyPattern(_ declaration: Syntax) -> Bool {
        declaration.parent?.as(PatternBindingSyntax.self)?.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true
    }

    /// The declaration a type name means here. A nested type is registered under its simple name
    /// too, and two types may nest one of the same name (`LayoutCondition.Sizing` and
    /// `MaskingNode.Sizing`): the simple name means a nested one only inside its outer type.
    func declaration(of type: String, at node: some SyntaxProtocol) -> ClassDeclaration? {
        guard let declared = types.classes[type] else { return nil }
        guard declared.name != type else { return declared }
        let outer = declared.name.split(separator: ".").dropLast().joined(separator: ".")
        let enclosing = EnclosingTypes.chain(of: node).map { $0.name }
        return enclosing.contains(where: { outer.hasSuffix($0) }) ? declared : nil
    }

    /// The file's own top-level variable of that name (lexical lookup leaves globals to the
    /// compiler): nil when there is none, or more than one.
    private static func topLevelDeclaration(of name: String, in root: Syntax) -> Syntax? {
        guard let file = root.as(SourceFileSyntax.self) else { return nil }
        let patterns = file.statements.compactMap { $0.item.as(VariableDeclSyntax.self) }.flatMap(\.bindings).compactMap {
            $0.pattern.as(IdentifierPatternSyntax.self)
        }.filter { $0.identifier.unquotedText == name }
        return patterns.count == 1 ? Syntax(patterns[0]) : nil
    }

    /// The type of an expression's value, when it is certain.
    func type(of expression: ExprSyntax) -> String? {
        // A local's type may come from another's value: code that is not Swift could make a cycle.
        guard memo.depth < 24 else { return nil }
        memo.depth += 1
        defer { memo.depth -= 1 }
        return certainType(of: expression)
    }

    private func certainType(of expression: ExprSyntax) -> String? {
        if let inner = Self.unwrapped(expression) { return type(of: inner) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unquotedText
            if name == "self" { return EnclosingTypes.chain(of: reference).first?.name }
            if name.hasPrefix("$"), let index = Int(name.dropFirst()) {
                return reference.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }).flatMap { elementType(given: $0, index: index) }
            }
            switch resolve(reference) {
            case .local(let declaration): return declaredType(of: declaration)
            case .member: return EnclosingTypes.chain(of: reference).first.flatMap { types.memberType(name, of: $0.name) }
            case .unknown: return nil
            }
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, let typeName = typeName(base) {
            // `Mode.compact`: a case of the code's enum.
            if types.classes[typeName]?.enumCases.contains(access.declName.baseName.unquotedText) == true { return typeName }
            // `CGSize.zero`, `UIColor.red`: a static property.
            return types.table.property(access.declName.baseName.unquotedText, of: typeName).flatMap { $0.isStatic ? StaticTypes.bare($0.type) : nil }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = access.base, access.declName.baseName.tokenKind != .keyword(.`init`) {
            // `ASStackLayoutSpec.vertical()`, `node.padding(8)`: what the method is declared to return.
            guard let receiver = typeName(base) ?? type(of: base) else { return nil }
            return types.returnType(of: access.declName.baseName.unquotedText, on: receiver)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, let baseType = type(of: base) {
            let name = access.declName.baseName.unquotedText
            if name == "count", baseType.hasPrefix("[") || baseType == "String" { return "Int" }
            return types.memberType(name, of: baseType)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), let baseType = type(of: subscriptCall.calledExpression) {
            return Self.elementType(of: baseType)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           Self.arithmeticOperators.contains(op) {
            return arithmeticType(infix.leftOperand, infix.rightOperand)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            let elements = Set(array.elements.map { type(of: $0.expression) ?? "_" })
            return "[\(elements.count == 1 ? elements.first ?? "_" : "_")]"
        }
        if expression.is(DictionaryExprSyntax.self) { return "[_: _]" }
        return madeType(of: expression)
    }

    /// `ASStackLayoutSpec` written as a value: a type the code or the API declares.
    private func typeName(_ expression: ExprSyntax) -> String? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.unquotedText, name.first?.isUppercase == true,
              types.isKnownType(name) else { return nil }
        return name
    }

    /// `(x)`, `x?`, `x!` and `-x` have x's type.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax? {
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return chain.expression }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return unwrap.expression }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil { return only.expression }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return prefix.expression }
        return nil
    }

    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%"]
    static let integerTypes: Set<String> = ["Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64"]
    static let floatingTypes: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval"]

    /// Swift's arithmetic keeps its operands' type: both the same, or a literal that takes the
    /// other's (an integer literal any number's, a decimal one a floating type's).
    private func arithmeticType(_ left: ExprSyntax, _ right: ExprSyntax) -> String? {
        switch (type(of: left), type(of: right)) {
        case let (l?, r?): return l == r && Self.isNumber(l) ? l : nil
        case let (l?, nil): return Self.isNumber(l) && Self.literal(right, fits: l) ? l : nil
        case let (nil, r?): return Self.isNumber(r) && Self.literal(left, fits: r) ? r : nil
        case (nil, nil): return nil
        }
    }

    static func isNumber(_ type: String) -> Bool { integerTypes.contains(type) || floatingTypes.contains(type) }

    /// Whether an expression of literals alone (`8`, `-2.5`, `(16 - 4) / 2`) can take a type.
    static func literal(_ expression: ExprSyntax, fits type: String) -> Bool {
        guard let kind = literalKind(expression) else { return false }
        return kind == "Int" || floatingTypes.contains(type)
    }

    /// "Int" for integer literals and their arithmetic, "Double" when a decimal literal is among them:
    /// the type such an expression has where nothing else decides (`let spacing = 8` is an Int).
    static func literalKind(_ expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if let inner = unwrapped(expression), !expression.is(OptionalChainingExprSyntax.self), !expression.is(ForceUnwrapExprSyntax.self) { return literalKind(inner) }
        guard let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              arithmeticOperators.contains(op), let left = literalKind(infix.leftOperand), let right = literalKind(infix.rightOperand) else { return nil }
        return left == "Double" || right == "Double" ? "Double" : "Int"
    }

    /// The type a local's declaration gives it: written, or that of its value.
    func declaredType(of declaration: Syntax) -> String? {
        if let parameter = declaration.as(FunctionParameterSyntax.self) {
            // `_ content: Element...` is an array of them.
            let type = StaticTypes.bare(parameter.type.trimmedSource)
            return parameter.ellipsis == nil ? type : "[\(type)]"
        }
        if let parameter = declaration.as(ClosureParameterSyntax.self) {
            if let written = parameter.type { return StaticTypes.bare(written.trimmedSource) }
            return closureParameterType(parameter)
        }
        if let parameter = declaration.as(ClosureShorthandParameterSyntax.self) { return closureParameterType(parameter) }
        // `for item in items`: an element of the sequence; `for index in 0..<count`: an Int.
        if let loop = declaration.parent?.as(ForStmtSyntax.self) {
            if let range = loop.sequence.as(InfixOperatorExprSyntax.self), let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
               op == "..<" || op == "..." {
                return [range.leftOperand, range.rightOperand].allSatisfy({ Self.literalKind($0) == "Int" || type(of: $0) == "Int" }) ? "Int" : nil
            }
            return type(of: loop.sequence).flatMap(Self.elementType)
        }
        guard let binding = declaration.parent?.as(PatternBindingSyntax.self) else { return nil }
        if let annotation = binding.typeAnnotation { return StaticTypes.bare(annotation.type.trimmedSource) }
        guard let value = binding.initializer?.value else { return nil }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return Self.literalKind(value) ?? type(of: value)
    }

    /// The type of a value made by a type's initializer (`Metrics(width: 1)`, `Metrics.init(…)`,
    /// `CGFloat(count)`).
    private func madeType(of value: ExprSyntax) -> String? {
        guard var callee = value.as(FunctionCallExprSyntax.self)?.calledExpression else { return nil }
        if let access = callee.as(MemberAccessExprSyntax.self), access.declName.baseName.tokenKind == .keyword(.`init`), let base = access.base { callee = base }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.unquotedText,
              types.isKnownType(name) || Self.isNumber(name) || name == "String" else { return nil }
        return name
    }

    /// `cards.forEach { card in … }`: a closure parameter without a written type, by its place.
    private func closureParameterType(_ parameter: some SyntaxProtocol) -> String? {
        guard let closure = parameter.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }),
              let siblings = parameter.parent?.children(viewMode: .sourceAccurate).map(\.id),
              let index = siblings.firstIndex(of: parameter.id) else { return nil }
        return elementType(given: closure, index: index)
    }

    /// `cards.map(\.title)`: the root of a key path that is the one argument of a walk over an
    /// array of known element type.
    func elementType(givenKeyPath keyPath: KeyPathExprSyntax) -> String? {
        elementType(given: keyPath, index: 0)
    }

    /// `cards.forEach { $0.mode = … }`, `cards.sorted { $0.width < $1.width }`, `cards.map(\.title)`:
    /// a closure or key path that is the one argument of a walk over an array of known element type
    /// takes its elements (a closure two of them for an ordering).
    private func elementType(given argument: some ExprSyntaxProtocol, index: Int) -> String? {
        let call: FunctionCallExprSyntax
        if let parent = argument.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == argument.id, parent.arguments.isEmpty {
            call = parent
        } else if let list = argument.parent?.as(LabeledExprSyntax.self)?.parent?.as(LabeledExprListSyntax.self), list.count == 1,
                  let parent = list.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure == nil {
            call = parent
        } else {
            return nil
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              let arity = Self.elementWalks[access.declName.baseName.unquotedText], index < arity else { return nil }
        return type(of: base).flatMap(Self.elementType)
    }

    /// Array methods whose one closure takes elements, with how many.
    private static let elementWalks: [String: Int] = [
        "forEach": 1, "map": 1, "compactMap": 1, "flatMap": 1, "filter": 1, "first": 1, "last": 1, "contains": 1, "allSatisfy": 1,
        "firstIndex": 1, "lastIndex": 1, "removeAll": 1, "drop": 1, "prefix": 1, "sorted": 2, "sort": 2, "min": 2, "max": 2,
    ]

    static func elementType(of type: String) -> String? {
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return StaticTypes.bare(String(type.dropFirst().dropLast()))
    }
}
