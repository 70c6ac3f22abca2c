/// Texture's validity predicates (semantics §1.1).
enum ValueValidity {
    /// Texture's `CGFLOAT_MAX`: finite, but too large to be a size.
    static let cgFloatMax = Double.greatestFiniteMagnitude

    /// 0 or a positive normal number below 1e7 (so INF, NaN, negatives and CGFLOAT_MAX are invalid).
    static func isValidForSize(_ value: Double) -> Bool {
        value == 0 || (value.isNormal && value > 0 && value < 1e7)
    }

    /// Same as `isValidForSize` but with CGFLOAT_MAX / 2 as the limit.
    static func isValidForLayout(_ value: Double) -> Bool {
        value == 0 || (value.isNormal && value > 0 && value < cgFloatMax / 2)
    }

    /// Positions: finite and below 1e7 in magnitude.
    static func isValidPosition(_ value: Double) -> Bool {
        value.isFinite && abs(value) < 1e7
    }

    static func isValidForSize(_ size: Size) -> Bool {
        isValidForSize(size.width) && isValidForSize(size.height)
    }

    /// The value where it is valid for a size, NaN (undefined) otherwise.
    static func definedOrUndefined(_ value: Double) -> Double {
        isValidForSize(value) ? value : .nan
    }
}
