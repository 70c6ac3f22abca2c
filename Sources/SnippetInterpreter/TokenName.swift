import SwiftSyntax

extension TokenSyntax {
    /// The name a token spells: `` `default` `` (a keyword used as a name, in backticks) is `default`,
    /// the name `.default` and `Params.default` reach.
    var unquotedText: String {
        let text = self.text
        guard text.first == "`", text.count > 1, text.last == "`" else { return text }
        return String(text.dropFirst().dropLast())
    }
}

extension DeclModifierListSyntax {
    /// `static` or `class`: a member of the type, not of its instances.
    var declaresTypeMember: Bool {
        contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    var declaresOverride: Bool { contains { $0.name.tokenKind == .keyword(.override) } }

    /// A member no subclass sees from `file` (Swift's access control): `private` anywhere, and
    /// `fileprivate` from another file. A subclass's member of the same name is a new one, not an
    /// override (InstaClone's base and subclass nodes each have a `private func setupNodes()`).
    func hidesFromSubclass(in file: SyntaxIdentifier, declaredIn own: SyntaxIdentifier) -> Bool {
        contains { modifier in
            modifier.name.tokenKind == .keyword(.private) || (modifier.name.tokenKind == .keyword(.fileprivate) && file != own)
        }
    }
}
