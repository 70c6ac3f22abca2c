/// A length that is automatic, a number of points, or a fraction of the parent's length (Texture's ASDimension).
public enum Dimension: Sendable, Hashable {
    case auto
    case points(Double)
    /// A fraction of the parent length; "50%" is stored as 0.5.
    case fraction(Double)

    var isAuto: Bool {
        if case .auto = self { return true }
        return false
    }

    /// Resolves against a parent length (NaN = undefined), returning `autoValue` for `.auto`.
    /// A fraction of an undefined parent length is NaN, which callers treat as "auto".
    public func resolve(parentLength: Double, autoValue: Double) -> Double {
        switch self {
        case .auto: autoValue
        case .points(let value): value
        case .fraction(let fraction): fraction * parentLength
        }
    }

    /// Texture's debug description: "100pt", "50%", "Auto".
    public var debugText: String {
        switch self {
        case .auto: "Auto"
        case .points(let value): "\(NumberText.format(value))pt"
        case .fraction(let fraction): "\(NumberText.format(fraction * 100))%"
        }
    }
}
