import LayoutEngine
import SwiftSyntax

/// Texture's `ASTextCellNode`: a cell that shows `text` in its own text node, with the cell's
/// text attributes (18-point system font by default), inset by `textInsets` (11 points above and
/// below, 15 at the sides by default), as ASCellNode.mm builds it.
enum TextCellNode {
    static let className = "ASTextCellNode"
    static let defaultInsets = EdgeInsets(top: 11, left: 15, bottom: 11, right: 15)
    static var defaultAttributes: Value { .dictionary(["font": .native(.font(size: 18, weight: "regular"))]) }

    static func isTextCell(_ node: NodeObject) -> Bool {
        node.apiClass == className
    }

    /// Where a cell keeps its members: not in `fields`, where an assignment would store a value
    /// without updating the text node.
    private static let storage = ["text": "__text", "textAttributes": "__textAttributes", "textInsets": "__textInsets", "textNode": "__textNode"]

    /// A new text cell's text node and defaults; `init(attributes:insets:)` gives its own.
    static func setUp(_ cell: NodeObject, _ args: [Argument] = []) {
        cell.fields["__textNode"] = .object(NodeObject(typeName: "ASTextNode", kind: .text))
        cell.fields["__textAttributes"] = args.first { $0.label == "attributes" }?.value ?? defaultAttributes
        cell.fields["__textInsets"] = args.first { $0.label == "insets" }?.value ?? .native(.insets(defaultInsets))
    }

    /// `text`, `textAttributes`, `textInsets` or `textNode`; nil for any other member.
    static func get(_ name: String, of cell: NodeObject) -> Value? {
        guard isTextCell(cell), let key = storage[name] else { return nil }
        return cell.fields[key] ?? Value.none
    }

    /// Sets `text`, `textAttributes` or `textInsets`; false for any other member.
    static func set(_ name: String, of cell: NodeObject, to value: Value, at syntax: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        guard isTextCell(cell), name != "textNode", let key = storage[name] else { return false }
        if name == "textInsets" { _ = try Convert.insets(value, at: syntax) }
        cell.fields[key] = value
        // The text node's string follows the text and the attributes, as `locked_updateAttributedText` does.
        guard case .object(let textNode as NodeObject)? = cell.fields["__textNode"] else { return true }
        if case .string(let text)? = cell.fields["__text"] {
            textNode.attributedText = try TextMembers.make(text, cell.fields["__textAttributes"], at: syntax)
        } else {
            textNode.attributedText = nil
        }
        return true
    }

    /// Its `layoutSpecThatFits(_:)`: the text node inset by `textInsets`.
    static func layoutSpec(of cell: NodeObject, at syntax: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard isTextCell(cell), let textNode = cell.fields["__textNode"] else { return nil }
        return try Specs.make("ASInsetLayoutSpec", [Argument(label: "insets", value: cell.fields["__textInsets"] ?? .native(.insets(defaultInsets))),
                                                    Argument(label: "child", value: textNode)], at: syntax)
    }
}
