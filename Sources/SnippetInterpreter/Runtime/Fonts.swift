import LayoutEngine
import SwiftSyntax

/// `UIFont` and `UIFontDescriptor`: every font is measured and drawn with Inter (DESIGN §4), in the
/// size and weight the code asks for. A named font (`UIFont(name: "Avenir-Heavy", size: 20)`) takes
/// the weight its PostScript name says, and a note says Inter stands in for it.
enum Fonts {
    /// L2: the system font's line height is 1.193359375 × its point size. UIKit labels and SwiftUI
    /// texts are as tall as their lines in it, whatever font draws them in the figure.
    static let systemLineHeightRatio = 1.193359375

    /// Text drawn in a UIKit or SwiftUI figure: its lines spaced as the system font spaces them, so
    /// the lines layout counted fit the height layout gave (Inter's own lines are about 1.2 × taller
    /// and would be cut). A paragraph style that sets line heights itself is kept.
    static func withSystemLineHeight(_ text: AttributedText) -> AttributedText {
        let paragraph = text.paragraph
        guard paragraph.lineHeightMultiple == 0, paragraph.minimumLineHeight == 0, paragraph.maximumLineHeight == 0,
              let size = text.spans.map(\.fontSize).max() else { return text }
        var spaced = text
        spaced.paragraph.minimumLineHeight = systemLineHeightRatio * size
        spaced.paragraph.maximumLineHeight = systemLineHeightRatio * size
        return spaced
    }

    /// Dynamic Type sizes at the default content size category (Large), from Apple's Human
    /// Interface Guidelines typography table.
    static let textStyles: [String: (size: Double, weight: String)] = [
        "largeTitle": (34, "regular"), "title1": (28, "regular"), "title2": (22, "regular"), "title3": (20, "regular"),
        "headline": (17, "semibold"), "body": (17, "regular"), "callout": (16, "regular"), "subheadline": (15, "regular"),
        "footnote": (13, "regular"), "caption1": (12, "regular"), "caption2": (11, "regular"),
    ]

    /// Weight words as they end PostScript names (`Avenir-Heavy`, `HelveticaNeue-Medium`,
    /// `Montserrat-SemiBold`), longest first so `SemiBold` is not read as `Bold`.
    private static let weightWords: [(word: String, weight: String)] = [
        ("ultralight", "ultraLight"), ("extralight", "ultraLight"), ("semibold", "semibold"), ("demibold", "semibold"),
        ("extrabold", "heavy"), ("ultrabold", "heavy"), ("medium", "medium"), ("regular", "regular"), ("heavy", "heavy"),
        ("black", "black"), ("light", "light"), ("thin", "thin"), ("bold", "bold"), ("book", "regular"), ("roman", "regular"),
    ]

    static func weight(ofFontNamed name: String) -> String {
        let style = (name.split(separator: "-").last.map(String.init) ?? name).lowercased()
        return weightWords.first { style.contains($0.word) }?.weight ?? "regular"
    }

    static func textStyle(_ value: Value?, at node: some SyntaxProtocol) throws(InterpreterError) -> (size: Double, weight: String) {
        guard let name = value.flatMap(Convert.caseName), let style = textStyles[name] else {
            throw InterpreterError("cannot convert value of type '\(value?.typeName ?? "nil")' to expected argument type 'UIFont.TextStyle'", at: node)
        }
        return style
    }

    /// `UIFont(name:size:)` and `UIFont(descriptor:size:)` (a size of 0 keeps the descriptor's).
    static func make(_ named: [String: Value], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let size = try Convert.number(named["size"] ?? .int(0), "size", at: node)
        if case .native(.fontDescriptor(let described, let weight))? = named["descriptor"] {
            return .native(.font(size: size > 0 ? size : described, weight: weight))
        }
        let name = try Convert.string(named["name"] ?? .string(""), at: node)
        let weight = weight(ofFontNamed: name)
        interpreter.notes.append(InterpreterError("font '\(name)' is measured and drawn with Inter \(weight) at \(size.isFinite && size == size.rounded() && abs(size) < 1e9 ? String(Int(size)) : String(size)) pt; line widths on iOS differ", at: node))
        return .native(.font(size: size, weight: weight))
    }

    static func property(_ name: String, of value: Value) -> Value? {
        switch (value, name) {
        case (.native(.font(let size, _)), "pointSize"), (.native(.fontDescriptor(let size, _)), "pointSize"): .double(size)
        case (.native(.font(let size, let weight)), "lineHeight"): .double(InterFont.lineHeight(ofSize: size, weight: weight))
        case (.native(.font(let size, let weight)), "fontDescriptor"): .native(.fontDescriptor(size: size, weight: weight))
        default: nil
        }
    }

    static func call(_ name: String, on value: Value, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch (value, name) {
        case (.native(.font(let size, _)), "withWeight"):
            return .native(.font(size: size, weight: Convert.caseName(args.first?.value ?? .none) ?? "regular"))
        case (.native(.font(_, let weight)), "withSize"):
            return .native(.font(size: try Convert.number(args.first?.value ?? .int(0), "size", at: node), weight: weight))
        case (.native(.fontDescriptor(let size, let weight)), "withSymbolicTraits"):
            let traits: [String] = switch args.first?.value {
            case .array(let items)?: items.compactMap(Convert.caseName)
            case let single?: Convert.caseName(single).map { [$0] } ?? []
            case nil: []
            }
            return .native(.fontDescriptor(size: size, weight: traits.contains("traitBold") ? "bold" : weight))
        case (.native(.fontDescriptor(_, let weight)), "withSize"):
            return .native(.fontDescriptor(size: try Convert.number(args.first?.value ?? .int(0), "size", at: node), weight: weight))
        default:
            return nil
        }
    }
}
