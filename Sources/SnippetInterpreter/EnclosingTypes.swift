import SwiftSyntax

/// The type declarations and extensions code is written in, nearest first: what `self` and
/// unqualified members refer to there, and where outer types' statics are found.
enum EnclosingTypes {
    struct Enclosing {
        /// The type's name (`Mocks.Bar` for `extension Mocks.Bar`).
        var name: String
        /// A struct or enum: not a class whose code a `super` call or an instance runs.
        var isValueType: Bool
    }

    static func chain(of node: some SyntaxProtocol) -> [Enclosing] {
        var result: [Enclosing] = []
        var current = node.parent
        while let next = current {
            if let decl = next.as(ClassDeclSyntax.self) {
                result.append(Enclosing(name: decl.name.unquotedText, isValueType: false))
            } else if let decl = next.as(StructDeclSyntax.self) {
                result.append(Enclosing(name: decl.name.unquotedText, isValueType: true))
            } else if let decl = next.as(EnumDeclSyntax.self) {
                result.append(Enclosing(name: decl.name.unquotedText, isValueType: true))
            } else if let decl = next.as(ExtensionDeclSyntax.self) {
                result.append(Enclosing(name: decl.extendedType.trimmedDescription, isValueType: false))
            }
            current = next.parent
        }
        return result
    }
}
