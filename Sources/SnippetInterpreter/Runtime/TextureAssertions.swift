import Foundation
import LayoutEngine
import SwiftSyntax

/// Texture's own debug assertions on the values a layout is made of: the dimension makers of
/// `ASDimension.h`, `ASSizeRangeMake`, and the style's size helpers, which make their dimensions
/// with `ASDimensionMakeWithPoints` (`ASLayoutElement.mm`). A debug build of the app (`DEBUG` among
/// course.yml's conditions, the default) stops at a false one with Texture's message, so the figure
/// is an error; a release build (`NS_BLOCK_ASSERTIONS`) goes on with the value as given, and so
/// does the figure. Swift's memberwise initializers (`ASDimension(unit:value:)`) check nothing, as
/// in Texture.
enum TextureAssertions {
    /// The functions that assert on their arguments, and how.
    static let functions: Set<String> = ["ASDimensionMake", "ASDimensionMakeWithPoints", "ASDimensionMakeWithFraction", "ASSizeRangeMake"]
    /// The style's setters that make point dimensions of a size's width and height.
    static let pointSizeSetters: Set<String> = ["preferredSize", "minSize", "maxSize"]

    /// The assertion `name(args)` fails, in Texture's words; nil when it holds.
    static func failure(calling name: String, _ args: [Argument]) -> String? {
        switch name {
        case "ASDimensionMake" where args.count == 2:
            guard let value = args[1].value.number else { return nil }
            switch Convert.caseName(args[0].value) {
            case "auto": return value == 0 ? nil : "ASDimension auto value must be 0."
            case "fraction": return fraction(value)
            default: return points("Points", value)
            }
        case "ASDimensionMake", "ASDimensionMakeWithPoints":
            return args.first?.value.number.flatMap { points("Points", $0) }
        case "ASDimensionMakeWithFraction":
            return args.first?.value.number.flatMap(fraction)
        case "ASSizeRangeMake":
            let sizes = args.compactMap { size(of: $0.value) }
            guard let min = sizes.first else { return nil }
            return sizeRange(min: min, max: sizes.count > 1 ? sizes[1] : min)
        default:
            return nil
        }
    }

    /// `ASRatioLayoutSpec(ratio: 0, child: photo)`: the initializer asserts a ratio above zero (its
    /// setter does not).
    static func failure(constructing type: String, _ args: [Argument]) -> String? {
        guard type == "ASRatioLayoutSpec", let ratio = args.first(where: { $0.label == "ratio" })?.value.number, !(ratio > 0) else { return nil }
        return "Ratio should be strictly positive, but received \(number(ratio))"
    }

    /// `style.preferredSize = CGSize(width: -1, height: 20)`: each side is made a point dimension.
    /// `stack.alignItems = .start` where the stack's `horizontalAlignment` or `verticalAlignment`
    /// decides it (ASStackLayoutSpec.mm asserts that the two ways are not mixed).
    static func failure(setting name: String, of object: RuntimeObject, to value: Value) -> String? {
        if object is StyleProxy, pointSizeSetters.contains(name), let size = size(of: value) {
            return points("Points", size.width) ?? points("Points", size.height)
        }
        if name == "alignItems" || name == "justifyContent", case .stack(let options)? = (object as? SpecObject)?.kind {
            if options.horizontalAlignment != .none { return "Cannot set this property directly because horizontalAlignment is being used." }
            if options.verticalAlignment != .none { return "Cannot set this property directly because verticalAlignment is being used." }
        }
        return nil
    }

    /// `style.preferredSize` read where a side is a fraction: Texture asserts, and answers zero.
    static func failure(reading name: String, of object: RuntimeObject) -> String? {
        guard name == "preferredSize", let style = (object as? StyleProxy)?.style else { return nil }
        if case .fraction = style.width { return "Cannot get preferredSize of element with fractional width. Width: \(style.width.debugText)." }
        if case .fraction = style.height { return "Cannot get preferredSize of element with fractional height. Height: \(style.height.debugText)." }
        return nil
    }

    /// A failed assertion stops a debug build: the error names it, in Texture's words.
    static func check(_ failure: String?, debugBuild: Bool, at node: some SyntaxProtocol) throws(InterpreterError) {
        guard let failure, debugBuild else { return }
        let message = failure.hasSuffix(".") ? String(failure.dropLast()) : failure
        throw InterpreterError("Texture's assertion failed: \(message); a debug build of the app stops here", at: node)
    }

    // MARK: Texture's conditions

    private static func size(of value: Value) -> Size? {
        if case .native(.size(let size)) = value { return size }
        if case .enumCase(_, "zero", _) = value { return .zero }
        return nil
    }

    /// `ASDisplayNodeCAssertPositiveReal`: at least zero and finite (NaN fails every comparison).
    /// Infinity is let through: a figure's root is laid out with an unbounded height, where the
    /// app's screen is bounded, so `constrainedSize.max.height` is infinite only in the figure (the
    /// engine then reports the invalid size it makes, as a warning).
    private static func points(_ description: String, _ value: Double) -> String? {
        value >= 0 ? nil : "\(description) must be a real positive integer."
    }

    /// `ASDisplayNodeCAssertInfOrPositiveReal`.
    private static func pointsOrInfinity(_ description: String, _ value: Double) -> String? {
        points(description, value).map { _ in "\(description) must be infinite or a real positive integer." }
    }

    /// `%f` as Apple's Foundation prints it ("nan" without a sign, which Linux's printf adds).
    private static func number(_ value: Double) -> String {
        value.isNaN ? "nan" : String(format: "%f", value)
    }

    private static func fraction(_ value: Double) -> String? {
        0 <= value && value <= 1 ? nil : "ASDimension fraction value (\(number(value))) must be between 0 and 1."
    }

    private static func sizeRange(min: Size, max: Size) -> String? {
        if let failure = points("Range min width", min.width) ?? points("Range min height", min.height)
            ?? pointsOrInfinity("Range max width", max.width) ?? pointsOrInfinity("Range max height", max.height) { return failure }
        if min.width > max.width {
            return "Range min width (\(number(min.width))) must not be larger than max width (\(number(max.width)))."
        }
        if min.height > max.height {
            return "Range min height (\(number(min.height))) must not be larger than max height (\(number(max.height)))."
        }
        return nil
    }
}
