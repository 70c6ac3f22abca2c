import SwiftSyntax

/// What Swift rejects about changing a value, before anything runs: assigning to a `let` constant
/// or a parameter, to a property of a struct one of them holds, to a `let` or get-only property,
/// or to `self`'s properties in a struct method that is not `mutating`; and calling a `mutating`
/// method on any of these. Since structs are copied as Swift copies them, running such code
/// would draw the changed value: a wrong figure for code that does not compile.
///
/// Names are resolved by swift-syntax's lexical lookup, so a local shadows a property as in Swift.
/// Only what is certain is reported: a value whose type is unknown, or a class, may be changed.
struct MutabilityChecker {
    private let table: APITable
    private let classes: [String: ClassDeclaration]
    private let lexical: LexicalTypes
    /// Names bound as constants somewhere in the files (`SyntaxInventory.constantNames`).
    private let constantNames: Set<String>
    /// Every method name that may change its receiver: calls of other names need no lookup.
    private let mutatingNames: Set<String>
    /// Every `let` or get-only property name the code declares.
    private let unsettableNames: Set<String>

    init(table: APITable, classes: [String: ClassDeclaration], lexical: LexicalTypes, constantNames: Set<String>) {
        self.table = table
        self.classes = classes
        self.lexical = lexical
        self.constantNames = constantNames
        var mutating = Self.collectionMutatingMethods
        var unsettable: Set<String> = []
        for declared in classes.values {
            for (name, overloads) in declared.overloads where overloads.contains(where: Self.isMutating) { mutating.insert(name) }
            for (name, accessor) in declared.computedProperties where !Self.hasSetter(accessor) { unsettable.insert(name) }
            for variable in declared.storedProperties where variable.bindingSpecifier.tokenKind == .keyword(.let) {
                unsettable.formUnion(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText })
            }
        }
        mutatingNames = mutating
        unsettableNames = unsettable
    }

    /// How code tries to change a place: the compiler's words differ by the operation.
    enum Change {
        case assignment
        case compoundAssignment
        case mutatingCall
        case inoutArgument
    }

    /// Why a place cannot change, and the fix-it Swift offers with it.
    private struct Immutable {
        var reason: String
        var fixIt: String?
    }

    /// The compiler's error for changing `target` this way, at the node it points to; nil when the
    /// change is allowed or not certainly wrong.
    func problem(changing target: ExprSyntax, by change: Change) -> (message: String, node: Syntax)? {
        guard mayRefuse(target), let immutable = immutability(of: target) else { return nil }
        let what: String
        switch change {
        case .compoundAssignment: what = "left side of mutating operator isn't mutable"
        case .mutatingCall: what = "cannot use mutating member on immutable value"
        case .inoutArgument: what = "cannot pass immutable value as inout argument"
        case .assignment: what = namesValue(target) ? "cannot assign to value"
            : target.is(SubscriptCallExprSyntax.self) ? "cannot assign through subscript" : "cannot assign to property"
        }
        // Where the compiler points: the member changed, or a subscript's bracket.
        let node = target.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
            ?? target.as(SubscriptCallExprSyntax.self).map { Syntax($0.leftSquare) } ?? Syntax(target)
        return ("\(what): \(immutable.reason)" + (immutable.fixIt.map { "; \($0)" } ?? ""), node)
    }

    /// The error for a call of a `mutating` method (`metrics.grow()`, or `grow()` in a struct's
    /// method that is not `mutating`), when its receiver cannot change.
    func problem(calling call: FunctionCallExprSyntax) -> (message: String, node: Syntax)? {
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
            let method = access.declName.baseName.unquotedText
            guard mutatingNames.contains(method), mayRefuse(base), let type = lexical.type(of: base), isMutatingMethod(method, of: type) else { return nil }
            return problem(changing: base, by: .mutatingCall).map { ($0.message, Syntax(access.declName)) }
        }
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), mutatingNames.contains(reference.baseName.unquotedText),
              case .member = lexical.resolve(reference),
              let owner = EnclosingTypes.chain(of: call).first?.name,
              isMutatingMethod(reference.baseName.unquotedText, of: owner), selfIsImmutable(at: call) else { return nil }
        return ("cannot use mutating member on immutable value: 'self' is immutable; \(Self.markMutating(at: call))", Syntax(reference))
    }

    // MARK: Places

    /// Whether a change of `target` could be refused, from names alone: lexical lookup is the
    /// checker's dearest step, and most changes are of a `var`, or of a class's property.
    private func mayRefuse(_ target: ExprSyntax) -> Bool {
        var root = target
        var isChain = false
        while true {
            if let access = root.as(MemberAccessExprSyntax.self), let base = access.base {
                if unsettableNames.contains(access.declName.baseName.unquotedText) { return true }
                root = base
            } else if let subscriptCall = root.as(SubscriptCallExprSyntax.self) {
                root = subscriptCall.calledExpression
            } else if let chain = root.as(OptionalChainingExprSyntax.self) {
                root = chain.expression
            } else if let unwrap = root.as(ForceUnwrapExprSyntax.self) {
                root = unwrap.expression
            } else {
                break
            }
            isChain = true
        }
        guard let reference = root.as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.unquotedText
        if name == "self" || (!isChain && unsettableNames.contains(name)) { return true }
        // `node.style.width = …` with `let node = ASDisplayNode()`: a class's instance, however held.
        if isChain, let type = lexical.types.boundType(name), lexical.types.isKnownType(type), !isValueType(type) { return false }
        if constantNames.contains(name) { return true }
        // A `var`, or a property of `self`: refused only in a value's method that is not `mutating`.
        return EnclosingTypes.chain(of: reference).first.map { $0.isValueType || isValueType($0.name) } ?? false
    }

    private func immutability(of expression: ExprSyntax) -> Immutable? {
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return immutability(of: chain.expression) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return immutability(of: unwrap.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unquotedText
            // `$isOn`: a property wrapper's projection, which its wrapper decides about.
            if name.hasPrefix("$") { return nil }
            if name == "self" {
                return selfIsImmutable(at: reference) ? Immutable(reason: "'self' is immutable", fixIt: Self.markMutating(at: reference)) : nil
            }
            switch lexical.resolve(reference) {
            case .local(let declaration): return Self.constant(declaration, named: name)
            case .member:
                guard let owner = EnclosingTypes.chain(of: reference).first?.name else { return nil }
                return immutability(ofMember: name, of: owner, base: nil, at: reference)
            case .unknown: return nil
            }
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            guard let baseType = lexical.type(of: base) else { return nil }
            return immutability(ofMember: access.declName.baseName.unquotedText, of: baseType, base: base, at: access)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            guard let baseType = lexical.type(of: subscriptCall.calledExpression), isValueType(baseType) else { return nil }
            return immutability(of: subscriptCall.calledExpression)
        }
        return nil
    }

    /// A property of a value is as changeable as the value holding it; a `let` or get-only
    /// property never is (except a `let` that its own type's initializer sets).
    private func immutability(ofMember name: String, of type: String, base: ExprSyntax?, at node: some SyntaxProtocol) -> Immutable? {
        if let variable = storedProperty(name, of: type) {
            // `@State var count`: a property wrapper may set without changing `self` (SwiftUI's do).
            if variable.attributes.contains(where: { $0.is(AttributeSyntax.self) }) { return nil }
            let isOwnInitializer = Self.isInInitializer(node) && (base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self))
            if variable.bindingSpecifier.tokenKind == .keyword(.let), !isOwnInitializer {
                return Immutable(reason: "'\(name)' is a 'let' constant", fixIt: "change 'let' to 'var' to make it mutable")
            }
        } else if let accessor = computedProperty(name, of: type), !Self.hasSetter(accessor) {
            return Immutable(reason: "'\(name)' is a get-only property", fixIt: nil)
        }
        guard isValueType(type) else { return nil }
        if let base { return immutability(of: base) }
        return selfIsImmutable(at: node) ? Immutable(reason: "'self' is immutable", fixIt: Self.markMutating(at: node)) : nil
    }

    // MARK: Names


    /// `total` (a local) or `self`, not a property reached through implicit `self`: "cannot assign to value".
    private func namesValue(_ target: ExprSyntax) -> Bool {
        guard let reference = target.as(DeclReferenceExprSyntax.self) else { return false }
        if reference.baseName.tokenKind == .keyword(.self) { return true }
        if case .local = lexical.resolve(reference) { return true }
        return false
    }

    /// Why a local cannot change (a `let`, a parameter, a loop's or pattern's name); nil when it can.
    private static func constant(_ declaration: Syntax, named name: String) -> Immutable? {
        let constant = Immutable(reason: "'\(name)' is a 'let' constant", fixIt: nil)
        let declaredLet = Immutable(reason: constant.reason, fixIt: "change 'let' to 'var' to make it mutable")
        if let parameter = declaration.as(FunctionParameterSyntax.self) {
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedSource == "inout" } ?? false
            return isInout ? nil : constant
        }
        if declaration.is(ClosureParameterSyntax.self) || declaration.is(ClosureShorthandParameterSyntax.self) { return constant }
        guard declaration.is(IdentifierPatternSyntax.self) else { return nil }
        var current = declaration.parent
        while let node = current {
            if let binding = node.as(ValueBindingPatternSyntax.self) { return isLet(binding.bindingSpecifier) ? declaredLet : nil }
            if let condition = node.as(OptionalBindingConditionSyntax.self) { return isLet(condition.bindingSpecifier) ? declaredLet : nil }
            if let variable = node.as(VariableDeclSyntax.self) {
                // `let total: CGFloat` set later, once, is how Swift defers a constant's value.
                let binding = declaration.parent?.as(PatternBindingSyntax.self)
                return isLet(variable.bindingSpecifier) && binding?.initializer != nil ? declaredLet : nil
            }
            if node.is(ForStmtSyntax.self) || node.is(SwitchCaseSyntax.self) || node.is(CatchClauseSyntax.self) { return constant }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    private static func isLet(_ specifier: TokenSyntax) -> Bool { specifier.tokenKind == .keyword(.let) }

    // MARK: Types


    /// A struct or enum, of the code's or the API's; arrays, dictionaries and Swift's own values.
    private func isValueType(_ type: String) -> Bool {
        if type.hasPrefix("[") || ["String", "Int", "Double", "Float", "CGFloat", "Bool"].contains(type) { return true }
        // The code's own type first (`class Color: Object`), then the API's: code may only extend
        // an API class (`extension UIImage`).
        if let declared = classes[type], declared.isDeclared { return declared.isStruct && !declared.isProtocol }
        if let kind = table.type(type)?.kind { return kind == .struct || kind == .enum }
        // A type only extended here is a library's, of unknown kind.
        guard let declared = classes[type], !declared.extendsRuntimeType, !declared.isExtensionOnly else { return false }
        return declared.isStruct && !declared.isProtocol
    }

    /// A stored property of the code's type (or a class it inherits from).
    private func storedProperty(_ name: String, of type: String) -> VariableDeclSyntax? {
        lineage(of: type).lazy.compactMap { declared in
            declared.storedProperties.first { $0.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText == name } }
        }.first
    }

    private func computedProperty(_ name: String, of type: String) -> AccessorBlockSyntax? {
        lineage(of: type).lazy.compactMap { $0.computedProperties[name] }.first
    }

    private func lineage(of type: String) -> [ClassDeclaration] {
        var result: [ClassDeclaration] = []
        var current = classes[type]
        while let declared = current, !result.contains(where: { $0 === declared }) {
            result.append(declared)
            current = declared.superclass.flatMap { classes[StaticTypes.bare($0)] }
        }
        return result
    }

    private static func hasSetter(_ accessor: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessor.accessors else { return false }
        return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }

    /// The collections' methods that change them (`append`, `remove(at:)`), as the standard library declares them `mutating`.
    private static let collectionMutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast", "popFirst",
        "sort", "reverse", "shuffle", "swapAt", "replaceSubrange", "removeValue", "updateValue", "merge",
        "formUnion", "formIntersection", "subtract", "formSymmetricDifference",
    ]

    private func isMutatingMethod(_ name: String, of type: String) -> Bool {
        if type.hasPrefix("[") || type == "String" { return Self.collectionMutatingMethods.contains(name) }
        guard isValueType(type), let overloads = lineage(of: type).first?.overloads[name], !overloads.isEmpty else { return false }
        return overloads.allSatisfy(Self.isMutating)
    }

    private static func isMutating(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    }

    // MARK: Self

    /// Whether `self` is a value that code here may not change: in a struct's or enum's method or
    /// getter that is not `mutating`. Closures are left alone (whether they escape decides).
    private func selfIsImmutable(at node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let next = current {
            if next.is(ClosureExprSyntax.self) || next.is(InitializerDeclSyntax.self) || next.is(SubscriptDeclSyntax.self) || next.isProtocol(DeclGroupSyntax.self) { return false }
            if let function = next.as(FunctionDeclSyntax.self) {
                let modifiers = function.modifiers.map { $0.name.tokenKind }
                guard !modifiers.contains(.keyword(.mutating)), !modifiers.contains(.keyword(.static)) else { return false }
                return enclosingTypeIsValue(function)
            }
            if let accessor = next.as(AccessorDeclSyntax.self) {
                guard accessor.accessorSpecifier.tokenKind == .keyword(.get), accessor.modifier?.name.tokenKind != .keyword(.mutating) else { return false }
                return enclosingTypeIsValue(accessor)
            }
            // `var area: CGFloat { … }`: a getter written without `get`.
            if let block = next.as(AccessorBlockSyntax.self), case .getter = block.accessors { return enclosingTypeIsValue(block) }
            current = next.parent
        }
        return false
    }

    private func enclosingTypeIsValue(_ node: some SyntaxProtocol) -> Bool {
        guard let enclosing = EnclosingTypes.chain(of: node).first else { return false }
        return enclosing.isValueType || isValueType(enclosing.name)
    }

    private static func markMutating(at node: some SyntaxProtocol) -> String {
        var current = node.parent
        while let next = current, !next.is(FunctionDeclSyntax.self) {
            if next.is(AccessorDeclSyntax.self) || next.is(AccessorBlockSyntax.self) { return "mark accessor 'mutating' to make 'self' mutable" }
            current = next.parent
        }
        return "mark method 'mutating' to make 'self' mutable"
    }

    private static func isInInitializer(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let next = current {
            if next.is(InitializerDeclSyntax.self) { return true }
            if next.is(FunctionDeclSyntax.self) || next.is(ClosureExprSyntax.self) || next.is(AccessorDeclSyntax.self) { return false }
            current = next.parent
        }
        return false
    }
}
