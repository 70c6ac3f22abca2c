import SwiftSyntax

/// Names of types and patterns as written, read from their tokens. `trimmedDescription` gives the
/// same text but rebuilds a syntax tree each time, and the interpreter asks on every call.
enum TypeName {
    static func of(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.unquotedText
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return of(optional.wrappedType) + "?" }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return of(unwrapped.wrappedType) + "!" }
        // `inout CGFloat`, `@escaping () -> Void`: the type the value has.
        if let attributed = type.as(AttributedTypeSyntax.self) { return of(attributed.baseType) }
        return type.trimmedSource
    }

    /// `(String) -> Void`, also `@Sendable` or `@escaping`, in parentheses or optional: a type a
    /// trailing closure can be given, and an alias of it names one.
    static func isFunction(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        return unwrapped(type).map(isFunction) ?? false
    }

    /// The name a type writes, without attributes, an optional's mark, parentheses or the types it
    /// is nested in (`TextFieldNode.Action?` names `Action`); nil for other types.
    static func writtenName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.unquotedText }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.unquotedText }
        return unwrapped(type).flatMap(writtenName)
    }

    /// The type inside an attributed, optional or parenthesized one.
    private static func unwrapped(_ type: TypeSyntax) -> TypeSyntax? {
        if let attributed = type.as(AttributedTypeSyntax.self) { return attributed.baseType }
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return only.type }
        return nil
    }

    static func of(_ pattern: PatternSyntax) -> String {
        pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText ?? pattern.trimmedSource
    }
}
