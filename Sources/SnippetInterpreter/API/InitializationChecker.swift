import SwiftSyntax

/// Swift's rules for initializers, which the compiler checks and a run would not notice: every
/// stored property without a value is set before `super.init` (or before a struct's initializer
/// returns), and a subclass's initializer uses nothing of `self` but its own properties before
/// `super.init`. Running such code drew a figure from a property that was never set (`nil`, met
/// later with a confusing message) or from work done on a node before it existed.
///
/// The check is lenient where flow matters: an assignment anywhere before `super.init` counts,
/// even in one branch of an `if`, so valid code is never rejected.
struct InitializationChecker {
    let lexical: LexicalTypes
    let table: APITable
    let classes: [String: ClassDeclaration]

    func problems(in declaration: ClassDeclSyntax) -> [(message: String, node: Syntax)] {
        problems(in: declaration.memberBlock, named: declaration.name, isClass: true)
    }

    func problems(in declaration: StructDeclSyntax) -> [(message: String, node: Syntax)] {
        problems(in: declaration.memberBlock, named: declaration.name, isClass: false)
    }

    /// Whether the type conforms to Decodable, directly or through the code's own protocols.
    private func isDecodable(_ name: String) -> Bool {
        var pending = classes[name]?.conformances ?? []
        var seen: Set<String> = []
        while let next = pending.popLast() {
            if next == "Codable" || next == "Decodable" { return true }
            if seen.insert(next).inserted { pending += classes[next]?.conformances ?? [] }
        }
        return false
    }

    private func problems(in members: MemberBlockSyntax, named nameToken: TokenSyntax, isClass: Bool) -> [(message: String, node: Syntax)] {
        let name = nameToken.unquotedText
        let required = Self.requiredProperties(of: members)
        // Initializers inside `#if os(iOS)` count: an initializer in any branch is enough here.
        let initializers = Self.allMembers(members.members).compactMap { $0.as(InitializerDeclSyntax.self) }
        // A Decodable class (`class Comment: NSObject, ModelType` where `ModelType: Codable`) has
        // the synthesized `init(from:)`.
        if isClass, initializers.isEmpty, let first = required.first, !isDecodable(name) {
            return [("class '\(name)' has no initializers; stored property '\(first)' without initial value prevents synthesized initializers", Syntax(nameToken))]
        }
        var found: [(message: String, node: Syntax)] = []
        // A struct whose properties all have values has nothing to check.
        guard isClass || !required.isEmpty else { return found }
        for initializer in initializers {
            guard let body = initializer.body else { continue }
            let facts = BodyFacts(body)
            guard !facts.delegatesOrTraps else { continue }
            let superInit = facts.superInit
            let checkpoint = superInit?.position ?? body.rightBrace.position
            let assigned = Self.assignedProperties(facts.assignments, before: checkpoint)
            if let missing = required.first(where: { !assigned.contains($0) }) {
                if let superInit {
                    // At `init` of `super.init()`, where the compiler points.
                    let at = superInit.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(superInit)
                    found.append(("property 'self.\(missing)' not initialized at super.init call", at))
                } else {
                    found.append(("return from initializer without initializing all stored properties; 'self.\(missing)' not initialized", Syntax(body.rightBrace)))
                }
            }
            if isClass, let superInit, let use = firstUseOfSelf(in: body, before: superInit.position, ownProperties: Self.storedNames(of: members), type: name) {
                found.append(use)
            }
        }
        return found
    }

    private static func allMembers(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return conditional.clauses.flatMap { clause -> [DeclSyntax] in
                if case .decls(let nested) = clause.elements { return allMembers(nested) }
                return []
            }
        }
    }

    // MARK: Properties

    /// Stored properties that have no value until an initializer sets them: not a `var` of an
    /// optional type (nil until set), not one a property wrapper or `lazy` gives a value.
    private static func requiredProperties(of members: MemberBlockSyntax) -> [String] {
        members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable -> [String] in
            let modifiers = variable.modifiers.map(\.name.tokenKind)
            // `override var isHighlighted: Bool { didSet { … } }` observes the superclass's property: nothing new to set.
            guard !modifiers.contains(.keyword(.static)), !modifiers.contains(.keyword(.class)), !modifiers.contains(.keyword(.lazy)),
                  !modifiers.contains(.keyword(.override)),
                  !variable.attributes.contains(where: { $0.is(AttributeSyntax.self) }) else { return [] }
            let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
            return variable.bindings.compactMap { binding in
                guard binding.initializer == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText,
                      let type = binding.typeAnnotation?.type else { return nil }
                if let accessors = binding.accessorBlock, !ClassDeclaration.isObserver(accessors) { return nil }
                if isVar, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return nil }
                return name
            }
        }
    }

    private static func storedNames(of members: MemberBlockSyntax) -> Set<String> {
        Set(members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings).compactMap {
            $0.accessorBlock.map(ClassDeclaration.isObserver) == false ? nil : $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText
        })
    }

    /// `title = …`, `self.title = …` and `(self.a, self.b) = …`, written before `position`.
    private static func assignedProperties(_ assignments: [InfixOperatorExprSyntax], before position: AbsolutePosition) -> Set<String> {
        var names: Set<String> = []
        for assignment in assignments where assignment.position < position {
            var targets = [assignment.leftOperand]
            if let tuple = assignment.leftOperand.as(TupleExprSyntax.self) { targets = tuple.elements.map { $0.expression } }
            for target in targets {
                if let reference = target.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.unquotedText) }
                if let access = target.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    names.insert(access.declName.baseName.unquotedText)
                }
            }
        }
        return names
    }

    // MARK: Calls

    /// What one walk of an initializer's body finds: its assignments, its `super.init` call, and
    /// whether it hands the work on (`self.init(…)`, `self = …`) or never returns (`fatalError()`).
    private struct BodyFacts {
        var assignments: [InfixOperatorExprSyntax] = []
        var superInit: FunctionCallExprSyntax?
        var delegatesOrTraps = false

        init(_ body: CodeBlockSyntax) {
            var stack: [Syntax] = [Syntax(body)]
            while let node = stack.popLast() {
                if let assignment = node.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) {
                    assignments.append(assignment)
                    if assignment.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { delegatesOrTraps = true }
                } else if let call = node.as(FunctionCallExprSyntax.self) {
                    note(call)
                }
                stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
            }
        }

        private mutating func note(_ call: FunctionCallExprSyntax) {
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.tokenKind == .keyword(.`init`) {
                if access.base?.is(SuperExprSyntax.self) == true, superInit == nil { superInit = call }
                if access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { delegatesOrTraps = true }
            }
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if name == "fatalError" || name == "preconditionFailure" { delegatesOrTraps = true }
        }
    }

    /// Before `super.init`, a subclass may set its own stored properties and nothing else of
    /// `self`: a method call or another property (an inherited one, such as `style`) is an error.
    private func firstUseOfSelf(in body: CodeBlockSyntax, before position: AbsolutePosition, ownProperties: Set<String>,
                                type: String) -> (message: String, node: Syntax)? {
        for reference in Self.references(in: body, before: position) {
            let name = reference.baseName.unquotedText
            guard !ownProperties.contains(name), !Self.isInsideClosure(reference, below: body) else { continue }
            let isExplicit = reference.parent?.as(MemberAccessExprSyntax.self).map { access in
                access.declName.id == reference.id && access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            } ?? false
            // `addSubnode(title)` or `self.addSubnode(title)`; not `title.style` (a member of something else).
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id, !isExplicit { continue }
            guard isInstanceMember(name, of: type) else { continue }
            if !isExplicit {
                guard case .member = lexical.resolve(reference) else { continue }
            }
            let isCall = (isExplicit ? reference.parent?.parent : reference.parent)?.as(FunctionCallExprSyntax.self) != nil
            return ("'self' used in \(isCall ? "method call" : "property access") '\(name)' before 'super.init' call", Syntax(reference))
        }
        return nil
    }

    /// The names used before `position`, walking only what starts before it.
    private static func references(in body: CodeBlockSyntax, before position: AbsolutePosition) -> [DeclReferenceExprSyntax] {
        var found: [DeclReferenceExprSyntax] = []
        var stack: [Syntax] = [Syntax(body)]
        while let node = stack.popLast() {
            guard node.position < position else { continue }
            if let reference = node.as(DeclReferenceExprSyntax.self) { found.append(reference) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }

    private static func isInsideClosure(_ node: some SyntaxProtocol, below body: CodeBlockSyntax) -> Bool {
        var current = node.parent
        while let next = current, next.id != body.id {
            if next.is(ClosureExprSyntax.self) { return true }
            current = next.parent
        }
        return false
    }

    /// A method or property the type has, declared by the code or inherited from the API.
    private func isInstanceMember(_ name: String, of type: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let typeName = current, seen.insert(typeName).inserted {
            if let declared = classes[typeName], !declared.extendsRuntimeType {
                if declared.methods[name] != nil || declared.computedProperties[name] != nil { return true }
                current = declared.superclass.map(StaticTypes.bare)
                continue
            }
            let property = table.property(name, of: typeName)
            return (property.map { !$0.isStatic } ?? false) || table.methods(name, of: typeName).contains { !$0.isStatic }
        }
        return false
    }
}
