import SwiftSyntax

/// The code's aliases of named types (`typealias Store = UserDefaults`, `typealias Row = ASTextNode`
/// inside `Card`): where the code can see one, the alias is its type, as in Swift. Aliases of other
/// types (functions, tuples, collections, generic types) stand for nothing a name can; they stay names.
struct TypeAliasTable {
    /// Each alias's declaration by its full name (`Card.Row` for one nested in `Card`).
    private var declarations: [String: TypeAliasDeclSyntax] = [:]
    /// Every alias's name, of any type: a name the code declares, which no library need.
    private var names: Set<String> = []

    mutating func add(_ alias: TypeAliasDeclSyntax) {
        names.insert(alias.name.unquotedText)
        guard alias.genericParameterClause == nil, Self.namedType(alias.initializer.value) != nil else { return }
        let name = alias.name.unquotedText
        declarations[EnclosingTypes.scopes(of: alias).first.map { "\($0).\(name)" } ?? name] = alias
    }

    /// Whether the code declares an alias of this name anywhere (of a function or generic type too).
    func declares(_ name: String) -> Bool { names.contains(name) }

    /// The type `written` stands for at `node`, following aliases of aliases; nil when it is no alias
    /// the code sees there, or when it ends at a type `isKnown` does not know (a library's: its own
    /// name then says more than the alias's).
    func target(of written: String, at node: some SyntaxProtocol, classes: [String: ClassDeclaration],
                isKnown: (String) -> Bool) -> String? {
        guard !declarations.isEmpty else { return nil }
        var current = written
        var place = Syntax(node)
        for _ in 0..<8 {
            guard let (_, alias) = visibleAlias(current, at: place, classes: classes), let target = Self.namedType(alias.initializer.value) else { break }
            // The target is written where the alias is: `Cell` in `Card` may be `Card.Cell`.
            current = EnclosingTypes.qualified(target, at: alias, in: classes)
            place = Syntax(alias)
        }
        return current != written && isKnown(current) ? current : nil
    }

    /// The full name of the alias `written` names at `node` (`Card.Style` for `Style` inside
    /// `Card`), as the compiler names it in messages; nil when it names no alias there.
    func aliasName(of written: String, at node: some SyntaxProtocol, classes: [String: ClassDeclaration]) -> String? {
        guard !declarations.isEmpty else { return nil }
        return visibleAlias(written, at: Syntax(node), classes: classes)?.name
    }

    private func visibleAlias(_ name: String, at node: Syntax, classes: [String: ClassDeclaration]) -> (name: String, declaration: TypeAliasDeclSyntax)? {
        if !name.contains(".") {
            for candidate in EnclosingTypes.candidates(for: name, at: node, in: classes) {
                if let alias = declarations[candidate] { return (candidate, alias) }
            }
        }
        return declarations[name].map { (name, $0) }
    }

    /// `UserDefaults`, `Card.Row`: a name or a chain of names, with no generic arguments.
    private static func namedType(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.unquotedText
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil, let base = namedType(member.baseType) {
            return "\(base).\(member.name.unquotedText)"
        }
        return nil
    }
}
