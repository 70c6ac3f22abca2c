import LayoutEngine
import SwiftSyntax

/// Texture's `ASEditableTextNode`: a text view as a node. It shows its text, or its placeholder
/// while the text is empty, and is as large as TextKit lays that out (ASEditableTextNode.mm's
/// `calculateSizeThatFits:`): the text's used rectangle, which includes the text container's line
/// fragment padding (5 points at each side, NSTextContainer's default), plus `textContainerInset`.
/// An empty text is TextKit's extra line fragment: twice the padding wide, one line of the typing
/// attributes' font tall (Helvetica 12, TextKit's default, without one).
enum EditableTextNode {
    static let className = "ASEditableTextNode"
    /// NSTextContainer's default `lineFragmentPadding`.
    static let linePadding = 5.0
    /// TextKit's font for text without one; the engine draws it in Inter at that size.
    static let defaultFontSize = 12.0

    static func isEditable(_ node: NodeObject) -> Bool { node.apiClass == className }

    private static let storage = ["attributedPlaceholderText": "__placeholder", "typingAttributes": "__typingAttributes"]

    static func get(_ name: String, of node: NodeObject) -> Value? {
        guard isEditable(node) else { return nil }
        switch name {
        // Nil while the placeholder shows, as Texture's header says.
        case "attributedText": return typedText(node).map { .native(.attributedString($0)) } ?? Value.none
        case "maximumLinesToDisplay": return .int(node.maximumNumberOfLines)
        default: return storage[name].map { node.fields[$0] ?? Value.none }
        }
    }

    static func set(_ name: String, of node: NodeObject, to value: Value, at syntax: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        guard isEditable(node) else { return false }
        switch name {
        case "maximumLinesToDisplay": node.maximumNumberOfLines = max(0, Convert.int(try Convert.number(value, name, at: syntax)))
        case "attributedPlaceholderText":
            guard Arithmetic.isNone(value) || TextMembers.attributedText(value) != nil else {
                throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'NSAttributedString?'", at: syntax)
            }
            node.fields["__placeholder"] = value
        case "typingAttributes":
            switch value {
            case .dictionary, .none: node.fields["__typingAttributes"] = value
            default: throw InterpreterError("cannot assign value of type '\(value.typeName)' to type '[String : Any]'", at: syntax)
            }
        default: return false
        }
        return true
    }

    /// `ASTextKitComponents(attributedSeedString:textContainerSize:)`: the stack keeps its seed string.
    static func components(_ args: [Argument], at syntax: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let components = RuntimeObject(typeName: "ASTextKitComponents")
        let seed = args.first { $0.label == "attributedSeedString" }?.value ?? Value.none
        guard Arithmetic.isNone(seed) || TextMembers.attributedText(seed) != nil else {
            throw InterpreterError("cannot convert value of type '\(seed.typeName)' to expected argument type 'NSAttributedString?'", at: syntax)
        }
        components.fields["__seed"] = seed
        return .object(components)
    }

    /// `init(textKitComponents:placeholderTextKitComponents:)`: the text storage's seed is the text
    /// (shown once the node loads, as `_updateDisplayingPlaceholder` decides), the placeholder
    /// stack's seed the placeholder.
    static func initialize(_ node: NodeObject, _ args: [Argument], at syntax: some SyntaxProtocol) throws(InterpreterError) {
        guard isEditable(node), args.first?.label == "textKitComponents" else { return }
        func seed(_ label: String) throws(InterpreterError) -> Value {
            guard case .object(let components)? = args.first(where: { $0.label == label })?.value, components.typeName == "ASTextKitComponents" else {
                throw InterpreterError("'\(label)' expects ASTextKitComponents", at: syntax)
            }
            return components.fields["__seed"] ?? Value.none
        }
        node.attributedText = TextMembers.attributedText(try seed("textKitComponents"))
        node.fields["__placeholder"] = try seed("placeholderTextKitComponents")
    }

    /// `isDisplayingPlaceholder()`; nil for any other method.
    static func call(_ name: String, on node: NodeObject) -> Value? {
        guard isEditable(node), name == "isDisplayingPlaceholder" else { return nil }
        return .bool(typedText(node) == nil)
    }

    /// What the node shows and how TextKit measures it.
    static func content(of node: NodeObject, at syntax: some SyntaxProtocol) throws(InterpreterError) -> TextContent {
        let placeholder = node.fields["__placeholder"].flatMap(TextMembers.attributedText).flatMap { $0.string.isEmpty ? nil : $0 }
        let text: AttributedText
        if let shown = typedText(node) ?? placeholder { text = shown } else { text = try emptyLine(node, at: syntax) }
        var inset = node.textContainerInset
        inset.left += linePadding
        inset.right += linePadding
        return TextContent(text: text, maximumNumberOfLines: node.maximumNumberOfLines, containerInset: inset)
    }

    private static func typedText(_ node: NodeObject) -> AttributedText? {
        node.attributedText.flatMap { $0.string.isEmpty ? nil : $0 }
    }

    /// One line with no width (a zero-width space) in the typing attributes' font, whose keys are
    /// the attributes' raw names (`NSAttributedString.Key.font.rawValue`).
    private static func emptyLine(_ node: NodeObject, at syntax: some SyntaxProtocol) throws(InterpreterError) -> AttributedText {
        var attributes: [String: Value] = ["font": .native(.font(size: defaultFontSize, weight: "regular"))]
        if case .dictionary(let typing)? = node.fields["__typingAttributes"], let font = typing["font"] ?? typing[TextMembers.attributeRawValues["font"] ?? ""] {
            attributes["font"] = font
        }
        return try TextMembers.make("\u{200B}", .dictionary(attributes), at: syntax)
    }
}
