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
                result.append(Enclosing(name: decl.extendedType.trimmedSource, isValueType: false))
            }
            current = next.parent
        }
        return result
    }
}

extension EnclosingTypes {
    /// The full name of the type `written` names at `node`. Code inside `ShimmerNode` (or a
    /// subclass of it) writes `Context` for `ShimmerNode.Context`, even where another type nests a
    /// `Context` too: the simple name is looked up in the enclosing types and the classes they
    /// inherit, nearest first, as Swift looks it up.
    static func qualified(_ written: String, at node: some SyntaxProtocol, in classes: [String: ClassDeclaration]) -> String {
        let suffix = written.hasSuffix("?") || written.hasSuffix("!") ? String(written.suffix(1)) : ""
        let bare = String(written.dropLast(suffix.count))
        // Most names are not a nested type's simple name: nothing to look up.
        guard let declared = classes[bare], declared.name != bare else { return written }
        return candidates(for: bare, at: node, in: classes).first { classes[$0] != nil }.map { $0 + suffix } ?? written
    }

    /// The full names a simple name may have at `node`, in the order Swift looks: nested in the
    /// enclosing types, nearest first, and in the classes each inherits.
    static func candidates(for bare: String, at node: some SyntaxProtocol, in classes: [String: ClassDeclaration]) -> [String] {
        var result: [String] = []
        for scope in scopes(of: node) {
            var current: String? = scope
            var seen: Set<String> = []
            while let type = current, seen.insert(type).inserted {
                result.append("\(type).\(bare)")
                current = classes[type]?.superclass.map(StaticTypes.bare)
            }
        }
        return result
    }

    /// The full names of the types enclosing `node`, innermost first (`Outer.Inner`, then `Outer`).
    static func scopes(of node: some SyntaxProtocol) -> [String] {
        var scopes: [String] = []
        for enclosing in chain(of: node).reversed() {
            scopes.insert(scopes.first.map { "\($0).\(enclosing.name)" } ?? enclosing.name, at: 0)
        }
        return scopes
    }
}
