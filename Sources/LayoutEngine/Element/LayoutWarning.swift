/// A problem found while laying out. Layout never fails; bad values are clamped and reported here.
public enum LayoutWarning: Sendable, Hashable {
    /// A computed size was infinite, NaN, negative or too large; the element became 0×0.
    case invalidSize(element: String?, width: Double, height: Double)
    /// A ratio spec had a ratio that is not a positive number; `used` replaced it.
    case invalidRatio(element: String?, ratio: Double, used: Double)
    /// A style or spec value was not usable (negative, NaN, infinite) and was replaced.
    case invalidValue(element: String?, property: String, value: Double, used: Double)
    /// A percentage whose reference length is undefined (a flexBasis fraction in a stack without an exact
    /// main size): as in Texture it resolves to NaN, which usually collapses the element.
    case fractionOfUndefinedLength(element: String?, property: String, fraction: Double, reference: String)
    /// A collection placed a section's last line of items of different sizes by the rule reported
    /// for UIKit's flow layout (from the leading edge, at the minimum spacing), which is not verified:
    /// a note, not a warning.
    case unverifiedLastLine(element: String?)

    /// Said as a note: the figure follows a reported rule, and nothing in the code is wrong.
    public var isNote: Bool {
        if case .unverifiedLastLine = self { return true }
        return false
    }
}

extension LayoutWarning {
    /// The name of the element the warning is about, when it has one.
    public var elementName: String? {
        switch self {
        case let .invalidSize(element, _, _), let .invalidRatio(element, _, _), let .invalidValue(element, _, _, _),
             let .fractionOfUndefinedLength(element, _, _, _), let .unverifiedLastLine(element):
            element
        }
    }
}

extension LayoutWarning: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .invalidSize(element, width, height):
            "\(Self.label(element)) got the invalid size \(Self.number(width))×\(Self.number(height)); it was laid out as 0×0."
        case let .invalidRatio(element, ratio, used):
            "\(Self.label(element)) has ratio \(Self.number(ratio)), expected a positive number; \(Self.number(used)) was used."
        case let .invalidValue(element, property, value, used):
            "\(Self.label(element)) has \(property) = \(Self.number(value)), which is not usable; \(Self.number(used)) was used."
        case let .fractionOfUndefinedLength(element, property, fraction, reference):
            "\(Self.label(element)) has \(property) \(Self.number(fraction * 100))%, but \(reference) is not fixed, so the "
                + "percentage has nothing to refer to and is undefined (as in Texture); give the stack an exact size, or use points."
        case let .unverifiedLastLine(element):
            "\(Self.label(element)) draws a section's last line of items of different sizes from its leading edge at the minimum spacing, "
                + "as UIKit's flow layout is reported to place it; Layoutbook has not verified this."
        }
    }

    /// Like the dumps' numbers, except that a value too small for two decimals keeps its digits (a ratio
    /// clamped to 0.001 must not read as 0) and NaN reads as Swift spells it.
    private static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value != 0, abs(value) < 0.01 { return "\(value)" }
        return NumberText.format(value)
    }

    private static func label(_ name: String?) -> String {
        name.map { "'\($0)'" } ?? "An unnamed element"
    }
}
