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

    func problems(in declaration: some DeclGroupSyntax, named name: String) -> [(message: String, node: Syntax)] {
        let required = Self.requiredProperties(of: declaration)
        // Initializers inside `#if os(iOS)` count: an initializer in any branch is enough here.
        let initializers = Self.allMembers(declaration.memberBlock.members).compactMap { $0.as(InitializerDeclSyntax.self) }
        let isClass = declaration.is(ClassDeclSyntax.self)
        if isClass, initializers.isEmpty, let first = required.first {
            let at = declaration.as(ClassDeclSyntax.self).map { Syntax($0.name) } ?? Syntax(declaration.memberBlock.leftBrace)
            return [("class '\(name)' has no initializers; stored property '\(first)' without initial value prevents synthesized initializers", at)]
        }
        var found: [(message: String, node: Syntax)] = []
        for initializer in initializers {
            guard let body = initializer.body, !Self.delegatesOrTraps(body) else { continue }
            let superInit = Self.superInitCall(in: body)
            let checkpoint = superInit?.position ?? body.rightBrace.position
            let assigned = Self.assignedProperties(in: body, before: checkpoint)
            if let missing = required.first(where: { !assigned.contains($0) }) {
                if let superInit {
                    // At `init` of `super.init()`, where the compiler points.
                    let at = superInit.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(superInit)
                    found.append(("property 'self.\(missing)' not initialized at super.init call", at))
                } else {
                    found.append(("return from initializer without initializing all stored properties; 'self.\(missing)' not initialized", Syntax(body.rightBrace)))
                }
            }
            if isClass, let superInit, let use = firstUseOfSelf(in: body, before: superInit.position, ownProperties: Self.storedNames(of: declaration), type: name) {
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
    private static func requiredProperties(of declaration: some DeclGroupSyntax) -> [String] {
        declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable -> [String] in
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

    private static func storedNames(of declaration: some DeclGroupSyntax) -> Set<String> {
        Set(declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings).compactMap {
            $0.accessorBlock.map(ClassDeclaration.isObserver) == false ? nil : $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText
        })
    }

    /// `title = …`, `self.title = …` and `(self.a, self.b) = …`, written before `position`.
    private static func assignedProperties(in body: CodeBlockSyntax, before position: AbsolutePosition) -> Set<String> {
        var names: Set<String> = []
        for assignment in body.descendants(of: InfixOperatorExprSyntax.self)
        where assignment.operator.is(AssignmentExprSyntax.self) && assignment.position < position {
            var targets = [assignment.leftOperand]
            if let tuple = assignment.leftOperand.as(TupleExprSyntax.self) { targets = tuple.elements.map(\.expression) }
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

    private static func superInitCall(in body: CodeBlockSyntax) -> FunctionCallExprSyntax? {
        body.descendants(of: FunctionCallExprSyntax.self).first { call in
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return access.base?.is(SuperExprSyntax.self) == true && access.declName.baseName.tokenKind == .keyword(.`init`)
        }
    }

    /// `self.init(…)` and `self = …` hand the work on; `fatalError()` never returns.
    private static func delegatesOrTraps(_ body: CodeBlockSyntax) -> Bool {
        let assignsSelf = body.descendants(of: InfixOperatorExprSyntax.self).contains { assignment in
            assignment.operator.is(AssignmentExprSyntax.self) && assignment.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
        return assignsSelf || body.descendants(of: FunctionCallExprSyntax.self).contains { call in
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.tokenKind == .keyword(.`init`),
               access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return true }
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return name == "fatalError" || name == "preconditionFailure"
        }
    }

    /// Before `super.init`, a subclass may set its own stored properties and nothing else of
    /// `self`: a method call or another property (an inherited one, such as `style`) is an error.
    private func firstUseOfSelf(in body: CodeBlockSyntax, before position: AbsolutePosition, ownProperties: Set<String>,
                                type: String) -> (message: String, node: Syntax)? {
        for reference in body.descendants(of: DeclReferenceExprSyntax.self) where reference.position < position {
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
