import SwiftSyntax

/// The types the checker can know without running the code: what a name was bound to by a
/// constructor call or a type annotation, `self` inside a type, and members of known types.
/// Anything less certain is unknown, and unknown is never an error.
struct StaticTypes {
    let table: APITable
    let classes: [String: ClassDeclaration]
    /// Names bound in the file to exactly one known type (a name bound to two types is left out).
    private var bindings: [String: String] = [:]
    /// Every name the file binds (locals, parameters, closure parameters): one of them may shadow a
    /// member of `self`.
    private var boundNames: Set<String> = []
    /// The names each top-level item (a type, a function, a statement) binds inside it.
    private let namesBoundInItem: [SyntaxIdentifier: Set<String>]

    /// The code's aliases of named types, the app's sources' too.
    private let aliases: TypeAliasTable

    init(table: APITable, classes: [String: ClassDeclaration], inventory: SyntaxInventory, aliases: TypeAliasTable = TypeAliasTable()) {
        self.table = table
        self.classes = classes
        self.aliases = aliases
        namesBoundInItem = inventory.boundNames
        var found: [String: Set<String>] = [:]
        for binding in inventory.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText else { continue }
            found[name, default: []].insert(declaredType(of: binding) ?? "?")
        }
        for parameter in inventory.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            found[name, default: []].insert(Self.bare(typeName(parameter.type.trimmedSource, at: parameter)))
        }
        for name in inventory.closureParameterNames + inventory.reboundNames { found[name, default: []].insert("?") }
        for (name, types) in found where types.count == 1 && types.first != "?" { bindings[name] = types.first }
        boundNames = Set(found.keys)
    }

    private func declaredType(of binding: PatternBindingSyntax) -> String? {
        if let annotation = binding.typeAnnotation { return Self.bare(typeName(annotation.type.trimmedSource, at: annotation)) }
        guard let value = binding.initializer?.value else { return nil }
        // `var title = ""`, `var isWide = false`: a literal's own type.
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let literal = LexicalTypes.literalKind(value) { return literal }
        // `let center = NotificationCenter.default`: checked as the chain written out would be.
        if let access = value.as(MemberAccessExprSyntax.self), let base = access.base {
            let member = access.declName.baseName.unquotedText
            if let typeName = apiTypeName(base), let property = table.property(member, of: typeName), property.isStatic { return Self.bare(property.type) }
            // `var density = UIUserInterfaceSizeClass.compact`: a case of an API enum.
            if let typeName = apiTypeName(base), table.type(typeName)?.cases[member] != nil { return typeName }
            // `let size = Size.large`: a case of the code's enum.
            if let reference = base.as(DeclReferenceExprSyntax.self), let declared = knownType(named: reference),
               classes[declared]?.enumCases.contains(member) == true {
                return declared
            }
        }
        guard let call = value.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
        return knownType(named: callee)
    }

    /// The full name of the type `written` names where `node` is: `State` inside `LoginReactor` is
    /// `LoginReactor.State`, though other types nest a `State` too; `Store` is `UserDefaults` where
    /// the code says `typealias Store = UserDefaults`.
    func typeName(_ written: String, at node: some SyntaxProtocol) -> String {
        let qualified = EnclosingTypes.qualified(written, at: node, in: classes)
        let suffix = qualified.hasSuffix("?") || qualified.hasSuffix("!") ? String(qualified.suffix(1)) : ""
        guard let target = aliases.target(of: String(qualified.dropLast(suffix.count)), at: node, classes: classes, isKnown: isKnownType) else {
            return qualified
        }
        return target + suffix
    }

    /// The full name of the alias `written` names at `node`, for messages (see `TypeAliasTable`).
    func aliasName(of written: String, at node: some SyntaxProtocol) -> String? {
        aliases.aliasName(of: StaticTypes.bare(written), at: node, classes: classes)
    }

    /// The known type a reference such as `State` in `State()` names there, fully named.
    func knownType(named reference: DeclReferenceExprSyntax) -> String? {
        let name = typeName(reference.baseName.unquotedText, at: reference)
        return isKnownType(name) ? name : nil
    }

    /// The one type the file binds a name to, wherever it binds it; nil when unknown or several.
    func boundType(_ name: String) -> String? { bindings[name] }

    func isKnownType(_ name: String) -> Bool {
        (classes[name].map { !$0.extendsRuntimeType } ?? false) || table.type(name) != nil
    }

    /// The type of an expression, when it is certain.
    func type(of expr: ExprSyntax, selfType: String?) -> String? {
        // `navigationController?.navigationBar`, `label!.text`: the wrapped value's type.
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return type(of: chain.expression, selfType: selfType) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return type(of: unwrap.expression, selfType: selfType) }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) { return knownType(named: callee) }
            // `node.padding(8).background(pill)`: what the method is declared to return.
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
               let baseType = type(of: base, selfType: selfType) {
                return returnType(of: access.declName.baseName.unquotedText, on: baseType)
            }
            return nil
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unquotedText
            if name == "self" { return selfType }
            // In a type's code, a name its declaration does not bind is a member of `self`, found
            // before any global: `node` in a view controller is its node, whatever a `let node`
            // in another type's method holds.
            if let selfType, !isBoundAround(reference), hasMember(name, of: selfType) { return memberType(name, of: selfType) }
            if let bound = bindings[name] { return bound }
            // `navigationItem` inside a view controller: a member of `self`, unless the file binds
            // the name somewhere (a local could shadow it).
            guard !boundNames.contains(name), let selfType else { return nil }
            return memberType(name, of: selfType)
        }
        if let access = expr.as(MemberAccessExprSyntax.self), let base = access.base {
            // `Bundle.main`, `NSAttributedString.Key.font`: a static property of an API type.
            if let typeName = apiTypeName(base), let property = table.property(access.declName.baseName.unquotedText, of: typeName), property.isStatic {
                return Self.bare(property.type)
            }
            guard let baseType = type(of: base, selfType: selfType) else { return nil }
            return memberType(access.declName.baseName.unquotedText, of: baseType)
        }
        return nil
    }

    /// Whether the top-level declaration or statement holding `reference` binds its name.
    private func isBoundAround(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let item = APIChecker.topLevelItem(of: reference) else { return false }
        return namesBoundInItem[item]?.contains(reference.baseName.unquotedText) == true
    }

    /// Whether `type` (a declared class and its superclasses, or an API type) has a property or
    /// method called `name`.
    private func hasMember(_ name: String, of type: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let next = current, seen.insert(next).inserted {
            guard let declared = classes[next] else { return table.property(name, of: next) != nil }
            if declared.storesProperty(named: name) || declared.computedProperties[name] != nil || declared.methods[name] != nil { return true }
            current = declared.superclass.map(Self.bare)
        }
        return false
    }

    /// `UIScreen` or `NSAttributedString.Key` written as a value: an API type no name of the file shadows.
    private func apiTypeName(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = typeName(reference.baseName.unquotedText, at: reference)
            return name.first?.isUppercase == true && bindings[name] == nil && classes[name] == nil ? name : nil
        }
        guard let access = expr.as(MemberAccessExprSyntax.self), let base = access.base, let outer = apiTypeName(base) else { return nil }
        let nested = "\(outer).\(access.declName.baseName.unquotedText)"
        return table.type(nested) != nil ? nested : nil
    }

    /// The declared return type of an API method (`Self` is the receiver's type), when it is one type.
    func returnType(of method: String, on type: String) -> String? {
        if classes[type]?.methods[method] != nil { return nil }
        let returns = Set(table.methods(method, of: type).compactMap(\.returnType))
        guard returns.count == 1, let declared = returns.first else { return nil }
        return declared == "Self" ? type : Self.bare(declared)
    }

    /// The declared type of a property, in a declared class (stored with a known type) or the API.
    func memberType(_ name: String, of type: String) -> String? {
        var current = classes[type]
        var seen: Set<String> = []
        while let declared = current, seen.insert(declared.name).inserted {
            if name == "rawValue", let raw = declared.rawValues { return raw.type }
            for variable in declared.storedProperties {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText == name {
                    return declaredType(of: binding)
                }
            }
            if declared.computedProperties[name] != nil || declared.methods[name] != nil { return nil }
            guard let parent = declared.superclass else { return nil }
            if table.type(parent) != nil { return table.property(name, of: parent).map { Self.bare($0.type) } }
            current = classes[parent]
        }
        return table.property(name, of: type).map { Self.bare($0.type) }
    }

    /// The number types a literal or a computed number may be given to (the runtime keeps every
    /// number as an Int or a Double).
    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "UInt", "TimeInterval", "Int32", "Int64"]

    /// `UIColor?` → `UIColor`; `ASDKViewController<Node>` → `ASDKViewController`.
    static func bare(_ type: String) -> String {
        String(APITable.bareType(type).prefix { $0 != "<" })
    }
}

extension SyntaxProtocol {
    /// Every node of one kind below this one, in source order.
    func descendants<Node: SyntaxProtocol>(of kind: Node.Type) -> [Node] {
        var found: [Node] = []
        var stack: [Syntax] = [Syntax(self)]
        while let next = stack.popLast() {
            if let node = next.as(Node.self) { found.append(node) }
            stack.append(contentsOf: next.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}
