import Diagnostics
import LayoutEngine
import SwiftSyntax
import SwiftUILayout

/// SwiftUI's named values: colours, fonts, alignments and edges, as data.
enum SwiftUIValues {
    /// iOS's light-mode system colours, which SwiftUI's `Color.red` and friends are.
    static let colors: [String: ViewColor] = [
        "red": rgb(255, 59, 48), "orange": rgb(255, 149, 0), "yellow": rgb(255, 204, 0), "green": rgb(52, 199, 89),
        "mint": rgb(0, 199, 190), "teal": rgb(48, 176, 199), "cyan": rgb(50, 173, 230), "blue": rgb(0, 122, 255),
        "indigo": rgb(88, 86, 214), "purple": rgb(175, 82, 222), "pink": rgb(255, 45, 85), "brown": rgb(162, 132, 94),
        "gray": rgb(142, 142, 147), "black": rgb(0, 0, 0), "white": rgb(255, 255, 255), "clear": ViewColor(red: 0, green: 0, blue: 0, alpha: 0),
        "primary": rgb(0, 0, 0), "secondary": ViewColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6), "accentColor": rgb(0, 122, 255),
    ]

    private static func rgb(_ r: Double, _ g: Double, _ b: Double) -> ViewColor { ViewColor(red: r / 255, green: g / 255, blue: b / 255) }

    /// The text styles of iOS at the default Dynamic Type size (the same table UIKit's use).
    static let fonts: [String: ViewFont] = [
        "largeTitle": ViewFont(size: 34), "title": ViewFont(size: 28), "title2": ViewFont(size: 22), "title3": ViewFont(size: 20),
        "headline": ViewFont(size: 17, weight: "semibold"), "subheadline": ViewFont(size: 15), "body": ViewFont(size: 17),
        "callout": ViewFont(size: 16), "footnote": ViewFont(size: 13), "caption": ViewFont(size: 12), "caption2": ViewFont(size: 11),
    ]

    static let fontWeights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    static let horizontalGuides: [String: AlignmentGuide] = ["leading": .leading, "center": .horizontalCenter, "trailing": .trailing]
    static let verticalGuides: [String: AlignmentGuide] = [
        "top": .top, "center": .verticalCenter, "bottom": .bottom,
        "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]
    static let alignments: [String: Alignment] = {
        var table: [String: Alignment] = [:]
        for (v, vertical) in ["top": AlignmentGuide.top, "": .verticalCenter, "bottom": .bottom] {
            for (h, horizontal) in ["leading": AlignmentGuide.leading, "": .horizontalCenter, "trailing": .trailing] {
                let name = v.isEmpty ? (h.isEmpty ? "center" : h) : (h.isEmpty ? v : v + h.prefix(1).uppercased() + h.dropFirst())
                table[name] = Alignment(horizontal: horizontal, vertical: vertical)
            }
        }
        return table
    }()

    static func color(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> ViewColor {
        switch value {
        case .object(let object as SwiftUIViewObject):
            if case .color(let color) = object.view.content { return color }
        case .enumCase(_, let name, _):
            if let color = colors[name] { return color }
            throw InterpreterError("type 'Color' has no member '\(name)'\(NearestName.hint(for: name, in: colors.keys.sorted()))", at: node)
        case .native(.color(let color)):
            return ViewColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        default: break
        }
        throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type 'Color'", at: node)
    }

    static func font(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> ViewFont {
        if case .native(.font(let size, let weight)) = value { return ViewFont(size: size, weight: weight) }
        if let name = Convert.caseName(value) {
            if let font = fonts[name] { return font }
            throw InterpreterError("type 'Font' has no member '\(name)'\(NearestName.hint(for: name, in: fonts.keys.sorted()))", at: node)
        }
        throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type 'Font'", at: node)
    }

    static func weight(_ value: Value?, at node: some SyntaxProtocol) throws(InterpreterError) -> String {
        guard let value else { return "regular" }
        guard let name = Convert.caseName(value), fontWeights.contains(name) else {
            let name = Convert.caseName(value) ?? value.typeName
            throw InterpreterError("type 'Font.Weight' has no member '\(name)'\(NearestName.hint(for: name, in: fontWeights.sorted()))", at: node)
        }
        return name
    }

    static func guide(_ value: Value?, _ table: [String: AlignmentGuide], _ type: String, default fallback: AlignmentGuide,
                      at node: some SyntaxProtocol) throws(InterpreterError) -> AlignmentGuide {
        guard let value else { return fallback }
        if case .native(.inert(let name)) = value, name.hasPrefix("guide:"), let guide = table[String(name.dropFirst(6))] { return guide }
        guard let name = Convert.caseName(value) else {
            throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type '\(type)'", at: node)
        }
        if let guide = table[name] { return guide }
        throw InterpreterError("type '\(type)' has no member '\(name)'\(NearestName.hint(for: name, in: table.keys.sorted()))", at: node)
    }

    static func alignment(_ value: Value?, at node: some SyntaxProtocol) throws(InterpreterError) -> Alignment {
        guard let value else { return .center }
        guard let name = Convert.caseName(value) else {
            throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type 'Alignment'", at: node)
        }
        if let alignment = alignments[name] { return alignment }
        throw InterpreterError("type 'Alignment' has no member '\(name)'\(NearestName.hint(for: name, in: alignments.keys.sorted()))", at: node)
    }

    /// Either axis's guide, for `.alignmentGuide(.leading)` and `d[.trailing]`.
    static func anyGuide(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> AlignmentGuide {
        let name = Convert.caseName(value) ?? ""
        if let guide = horizontalGuides[name] ?? verticalGuides[name] { return guide }
        if case .native(.inert(let text)) = value, text.hasPrefix("guide:") {
            let key = String(text.dropFirst(6))
            if let guide = horizontalGuides[key] ?? verticalGuides[key] { return guide }
        }
        throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type 'HorizontalAlignment' or 'VerticalAlignment'", at: node)
    }

    /// What `@Environment` holds in a figure: an iPhone in light mode at the default text size, left
    /// to right. Other values (`\.dismiss`, an environment object) are accepted and change nothing drawn.
    static var environmentValues: [String: Value] { [
        "\\.colorScheme": .enumCase(type: "ColorScheme", name: "light", payload: []),
        "\\.layoutDirection": .enumCase(type: "LayoutDirection", name: "leftToRight", payload: []),
        "\\.horizontalSizeClass": .enumCase(type: "UserInterfaceSizeClass", name: "compact", payload: []),
        "\\.verticalSizeClass": .enumCase(type: "UserInterfaceSizeClass", name: "regular", payload: []),
        "\\.dynamicTypeSize": .enumCase(type: "DynamicTypeSize", name: "large", payload: []),
        "\\.sizeCategory": .enumCase(type: "ContentSizeCategory", name: "large", payload: []),
        "\\.isEnabled": .bool(true),
        "\\.displayScale": .double(2),
    ] }

    static func environment(_ wrapper: String) -> Value {
        environmentValues[wrapper.replacingOccurrences(of: " ", with: "")] ?? .object(InertObject(typeName: wrapper))
    }

    /// `Edge.Set` values: `.top`, `.horizontal`, `[.leading, .bottom]`.
    static let edgeSets: [String: Set<String>] = [
        "top": ["top"], "bottom": ["bottom"], "leading": ["leading"], "trailing": ["trailing"],
        "horizontal": ["leading", "trailing"], "vertical": ["top", "bottom"], "all": ["top", "bottom", "leading", "trailing"],
    ]

    static func edges(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Set<String> {
        if case .array(let items) = value {
            var all: Set<String> = []
            for item in items { all.formUnion(try edges(item, at: node)) }
            return all
        }
        guard let name = Convert.caseName(value) else {
            throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type 'Edge.Set'", at: node)
        }
        if let set = edgeSets[name] { return set }
        throw InterpreterError("type 'Edge.Set' has no member '\(name)'\(NearestName.hint(for: name, in: edgeSets.keys.sorted()))", at: node)
    }
}
