/// A column of the simplex tableau. External symbols stand for the user's variables and are
/// unrestricted; slack and error symbols are ≥ 0; dummy symbols mark required equalities and stay 0.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: Sendable { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    var isRestricted: Bool { kind != .external }
    /// Slack and error symbols may enter the basis; externals are handled as free columns and
    /// dummies are pinned at 0.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    // Ids are unique, so the id alone identifies a symbol (and hashes faster).
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
