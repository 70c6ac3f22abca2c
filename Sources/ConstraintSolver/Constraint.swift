/// How a constraint's two sides relate.
public enum Relation: String, Sendable, Equatable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A priority from 1 to 1000, as UIKit's `UILayoutPriority`: 1000 must hold; any lower value may be
/// violated, and every distinct value is a level of its own that outweighs all lower levels (strictly,
/// not as a weight).
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) { self.value = value }

    public static let required = Priority(1000)
    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// `lhs REL rhs @priority`, kept as `expression REL 0` with `expression = lhs − rhs`.
public struct Constraint: Sendable {
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority

    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }
}

/// Names a constraint inside one `ConstraintSystem`, so it can be removed, edited or explained.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "c\(rawValue)" }
}

/// Required constraints that cannot all hold: a minimal set (drop any one and the rest can hold).
public struct Conflict: Error, Sendable, Equatable {
    /// In the order they were added; the rejected constraint is among them.
    public let constraints: [ConstraintID]
}
