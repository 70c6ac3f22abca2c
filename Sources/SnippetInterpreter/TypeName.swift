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

    static func of(_ pattern: PatternSyntax) -> String {
        pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText ?? pattern.trimmedSource
    }
}
