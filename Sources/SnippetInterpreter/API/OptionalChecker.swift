import SwiftSyntax

/// A member of an optional read without `?` or `!` (`let photo = UIImage(named: "shoe");
/// photo.size`) does not compile. Running it drew the value when there was one, a figure for code
/// Xcode rejects; it is now the compiler's error.
///
/// Only optionals the code writes are known: a `T?` annotation (a local, a parameter, a stored
/// property), a conditional cast (`as?`) and a failable initializer (`UIImage(named:)`). The
/// optionality of the API's own properties is not relied on: the declarations were written for
/// what the runtime reads, and an `UIFont!` declared as `UIFont?` would reject valid code.
struct OptionalChecker {
    let lexical: LexicalTypes
    let classes: [String: ClassDeclaration]
    /// Names some declaration may make optional: reads through other names need no lookup.
    private let optionalNames: Set<String>

    init(lexical: LexicalTypes, classes: [String: ClassDeclaration], inventory: SyntaxInventory) {
        self.lexical = lexical
        self.classes = classes
        var names: Set<String> = []
        for binding in inventory.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText else { continue }
            if binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true { names.insert(name) }
            if let value = binding.initializer?.value, value.is(AsExprSyntax.self) || Self.mayFail(value, table: lexical.types.table) { names.insert(name) }
        }
        for parameter in inventory.parameters where parameter.type.is(OptionalTypeSyntax.self) {
            names.insert((parameter.secondName ?? parameter.firstName).unquotedText)
        }
        optionalNames = names
    }

    /// A call of an initializer of an API type that has a failable one (`UIImage(named:)`).
    private static func mayFail(_ value: ExprSyntax, table: APITable) -> Bool {
        guard let type = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.unquotedText else { return false }
        return table.initializers(of: type).contains(where: \.isFailable)
    }

    /// Members every optional has itself (`image.map { … }`).
    private static let optionalMembers: Set<String> = ["map", "flatMap", "unsafelyUnwrapped", "debugDescription", "customMirror", "self"]

    func problem(reading access: MemberAccessExprSyntax) -> (message: String, node: Syntax)? {
        let member = access.declName.baseName.unquotedText
        guard let base = access.base, !Self.optionalMembers.contains(member), !extendsOptional(with: member),
              let name = Self.lastName(of: base), optionalNames.contains(name),
              !(isLayoutModifier(member) && access.parent?.is(FunctionCallExprSyntax.self) == true),
              let optional = optionalType(of: base) else { return nil }
        let wrapped = String(optional.dropLast())
        // The compiler points at the optional: `photo` in `card.photo.size` too.
        let at = base.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(base)
        return ("value of optional type '\(optional)' must be unwrapped to refer to member '\(member)' of wrapped base type '\(wrapped)'; "
                + "chain the optional using '?' or force-unwrap using '!'", at)
    }

    /// `"\(count) items"` with `count: Int?`: Swift shows `Optional(3)`, and warns.
    func isCertainlyOptional(_ expression: ExprSyntax) -> Bool {
        guard let name = Self.lastName(of: expression), optionalNames.contains(name) else { return false }
        return optionalType(of: expression) != nil
    }

    /// Values that are never optional where an API takes them (a number, a size, insets): an
    /// optional given for one is certainly an error, whatever the declarations say of others.
    private static let plainValueTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "CGSize", "CGPoint", "CGRect", "UIEdgeInsets"]

    /// `CGSize(width: maybeWidth, …)` with `maybeWidth: CGFloat?`. A value of any type where the place
    /// is certainly not optional (a variable the code declares with a literal or a declared type).
    func problem(passing value: ExprSyntax, as type: String, placeIsNonOptional: Bool = false) -> String? {
        guard Self.plainValueTypes.contains(type) || placeIsNonOptional, let name = Self.lastName(of: value), optionalNames.contains(name),
              let optional = optionalType(of: value) else { return nil }
        return "value of optional type '\(optional)' must be unwrapped to a value of type '\(type)'; "
            + "coalesce using '??' to provide a default, or force-unwrap using '!'"
    }

    /// `extension Optional where Wrapped: Collection { var isEmpty … }`: the code gives optionals the member.
    private func extendsOptional(with member: String) -> Bool {
        guard let extended = classes["Optional"] else { return false }
        return extended.computedProperties[member] != nil || extended.methods[member] != nil
    }

    /// TextureSwiftSupport makes an optional node a layout element (`Optional: _ASLayoutElementType`),
    /// so `videoNode.preferredSize(…)` compiles with `videoNode: ASVideoPlayerNode?`.
    private func isLayoutModifier(_ member: String) -> Bool {
        !lexical.types.table.methods(member, of: "ASLayoutElement").isEmpty
    }

    /// `photo` in `photo.size`, `image` in `card.image.size`.
    private static func lastName(of base: ExprSyntax) -> String? {
        base.as(DeclReferenceExprSyntax.self)?.baseName.unquotedText ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.unquotedText
    }

    /// The optional type (`UIImage?`) of a value the code makes optional, when certain.
    private func optionalType(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            switch lexical.resolve(reference) {
            case .local(let declaration): return declaredOptional(declaration)
            case .member:
                guard let owner = EnclosingTypes.chain(of: reference).first?.name else { return nil }
                return storedOptional(reference.baseName.unquotedText, of: owner)
            case .unknown: return nil
            }
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, let owner = lexical.type(of: base) {
            return storedOptional(access.declName.baseName.unquotedText, of: owner)
        }
        return nil
    }

    private func declaredOptional(_ declaration: Syntax) -> String? {
        // `_ content: Element?...` is an array of optionals.
        if let parameter = declaration.as(FunctionParameterSyntax.self) { return parameter.ellipsis == nil ? Self.written(parameter.type) : nil }
        guard let binding = declaration.parent?.as(PatternBindingSyntax.self) else { return nil }
        if let annotation = binding.typeAnnotation { return Self.written(annotation.type) }
        guard let value = binding.initializer?.value else { return nil }
        // `let card = node as? CardNode`
        if let cast = value.as(AsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
            return "\(StaticTypes.bare(cast.type.trimmedSource))?"
        }
        // `UIImage(named: "shoe")`: every initializer those labels can call is failable.
        guard let call = value.as(FunctionCallExprSyntax.self), let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.unquotedText,
              classes[type] == nil, lexical.types.table.type(type) != nil else { return nil }
        let initializers = lexical.types.table.initializers(of: type)
        let written = call.arguments.map { WrittenArgument(label: $0.label?.text) }
        // `Int("12")` calls the initializer taking a String, which is failable; `Int(3.5)` does not.
        let callable = initializers.filter { candidate in
            guard let binding = ArgumentMatcher.match(written, to: candidate.parameters) else { return false }
            return zip(call.arguments, binding).allSatisfy { argument, index in
                !argument.expression.is(StringLiteralExprSyntax.self) || StaticTypes.bare(candidate.parameters[index].type) == "String"
            }
        }
        return !callable.isEmpty && callable.allSatisfy(\.isFailable) ? "\(type)?" : nil
    }

    /// A stored property the code declares `T?`, in the type or a class above it.
    private func storedOptional(_ name: String, of type: String) -> String? {
        var current = classes[type]
        var seen: Set<String> = []
        while let declared = current, seen.insert(declared.name).inserted {
            for variable in declared.storedProperties {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText == name {
                    return binding.typeAnnotation.flatMap { Self.written($0.type) }
                }
            }
            current = declared.superclass.flatMap { classes[StaticTypes.bare($0)] }
        }
        return nil
    }

    /// `UIImage?` as written; nil for any other type (`UIImage!` unwraps itself).
    private static func written(_ type: TypeSyntax) -> String? {
        type.is(OptionalTypeSyntax.self) ? type.trimmedSource : nil
    }
}
