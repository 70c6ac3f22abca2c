import Diagnostics
import SwiftSyntax

/// The argument labels SwiftUI's initialisers and modifiers take, as declared in its interface
/// (`_` is unlabelled). A label outside these is an error the compiler would give, never ignored:
/// `.frame(widht: 100)` must not draw a frame without a width.
enum SwiftUILabels {
    static let table: [String: Set<String>] = [
        // Views
        "Text": ["_", "verbatim"], "Image": ["_", "systemName", "uiImage", "bundle"],
        "Color": ["_", "red", "green", "blue", "opacity", "white", "uiColor", "hue", "saturation", "brightness"],
        "RoundedRectangle": ["cornerRadius", "style"], "Rectangle": [], "Circle": [], "Capsule": ["style"], "Ellipse": [],
        "Spacer": ["minLength"], "Divider": [], "EmptyView": [],
        "HStack": ["alignment", "spacing", "content"], "VStack": ["alignment", "spacing", "content"],
        "LazyHStack": ["alignment", "spacing", "pinnedViews", "content"], "LazyVStack": ["alignment", "spacing", "pinnedViews", "content"],
        "ZStack": ["alignment", "content"], "ScrollView": ["_", "showsIndicators", "content"], "GeometryReader": ["content"],
        "ViewThatFits": ["in", "content"], "Group": ["content"], "AnyView": ["_"], "ForEach": ["_", "id", "content"],
        "EdgeInsets": ["top", "leading", "bottom", "trailing"],
        // Modifiers
        ".frame": ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"],
        ".padding": ["_"], ".fixedSize": ["horizontal", "vertical"], ".layoutPriority": ["_"], ".offset": ["_", "x", "y"],
        ".position": ["_", "x", "y"], ".overlay": ["_", "alignment", "content"], ".background": ["_", "alignment", "content", "in", "ignoresSafeAreaEdges"],
        ".aspectRatio": ["_", "contentMode"], ".scaledToFit": [], ".scaledToFill": [], ".alignmentGuide": ["_", "computeValue"],
        ".clipShape": ["_", "style"], ".cornerRadius": ["_", "antialiased"], ".clipped": ["antialiased"], ".border": ["_", "width"],
        ".font": ["_"], ".fontWeight": ["_"], ".bold": ["_"], ".italic": ["_"], ".foregroundColor": ["_"], ".foregroundStyle": ["_"],
        ".fill": ["_", "style"], ".stroke": ["_", "lineWidth", "style"], ".strokeBorder": ["_", "lineWidth", "style"],
        ".lineLimit": ["_", "reservesSpace"], ".multilineTextAlignment": ["_"], ".environment": ["_"],
        ".accessibilityIdentifier": ["_"], ".resizable": ["capInsets", "resizingMode"], ".opacity": ["_"], ".modifier": ["_"],
    ]

    /// Reports a label the declaration does not have, at the call, as the compiler words it.
    static func check(_ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) {
        guard let allowed = table[name] else { return }
        for argument in args {
            if case .function = argument.value, argument.label == nil { continue }
            let label = argument.label ?? "_"
            guard !allowed.contains(label) else { continue }
            let expected = allowed.filter { $0 != "_" && $0 != "content" }.sorted()
            let callee = name.hasPrefix(".") ? "'\(name.dropFirst())'" : "'\(name)'"
            if argument.label == nil {
                throw InterpreterError("missing argument label in call to \(callee); expected one of \(expected.map { "'\($0):'" }.joined(separator: ", "))", at: node)
            }
            throw InterpreterError("extra argument '\(label)' in call to \(callee)\(NearestName.hint(for: label, in: expected))", at: node)
        }
    }
}
