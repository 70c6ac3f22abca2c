/// A real-valued unknown of a constraint system (a view's left edge, a guide's width, …).
/// Variables are made by a `ConstraintSystem`, which keeps their names for explanations.
public struct Variable: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let id: Int

    init(id: Int) { self.id = id }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
    public var description: String { "v\(id)" }
}

/// `Σ coefficient × variable + constant`, the one form every constraint side takes.
public struct LinearExpression: Sendable, Equatable {
    public private(set) var terms: [Variable: Double]
    public var constant: Double

    public init(_ terms: [Variable: Double] = [:], constant: Double = 0) {
        self.terms = terms.filter { $0.value != 0 }
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([variable: 1]) }

    public init(constant: Double) { self.init([:], constant: constant) }

    /// The variables in a stable order (by id), so everything built from an expression is deterministic.
    public var variables: [Variable] { terms.keys.sorted() }

    public func coefficient(of variable: Variable) -> Double { terms[variable] ?? 0 }

    public mutating func add(_ variable: Variable, times coefficient: Double) {
        let sum = (terms[variable] ?? 0) + coefficient
        terms[variable] = sum == 0 ? nil : sum
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        for (variable, coefficient) in rhs.terms { sum.add(variable, times: coefficient) }
        sum.constant += rhs.constant
        return sum
    }

    public static prefix func - (expression: LinearExpression) -> LinearExpression {
        expression * -1
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }

    public static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(lhs.terms.mapValues { $0 * factor }, constant: lhs.constant * factor)
    }

    public static func * (factor: Double, rhs: LinearExpression) -> LinearExpression { rhs * factor }

    public static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        var sum = lhs
        sum.constant += constant
        return sum
    }

    public static func - (lhs: LinearExpression, constant: Double) -> LinearExpression { lhs + -constant }
}
