/// A problem found while laying out. Layout never fails; bad values are clamped and reported here.
public enum LayoutWarning: Sendable, Hashable {
    /// A computed size was infinite, NaN, negative or too large; the element became 0×0.
    case invalidSize(element: String?, width: Double, height: Double)
    /// A ratio spec had a ratio that is not a positive number; `used` replaced it.
    case invalidRatio(element: String?, ratio: Double, used: Double)
    /// A style or spec value was not usable (negative, NaN, infinite) and was replaced.
    case invalidValue(element: String?, property: String, value: Double, used: Double)
}

extension LayoutWarning: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .invalidSize(element, width, height):
            "\(Self.label(element)) got the invalid size \(NumberText.format(width))×\(NumberText.format(height)); it was laid out as 0×0."
        case let .invalidRatio(element, ratio, used):
            "\(Self.label(element)) has ratio \(NumberText.format(ratio)), expected a positive number; \(NumberText.format(used)) was used."
        case let .invalidValue(element, property, value, used):
            "\(Self.label(element)) has \(property) = \(NumberText.format(value)), which is not usable; \(NumberText.format(used)) was used."
        }
    }

    private static func label(_ name: String?) -> String {
        name.map { "'\($0)'" } ?? "An unnamed element"
    }
}
