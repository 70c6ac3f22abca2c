import Diagnostics
import LayoutEngine
import SwiftSyntax

/// UIKit's string drawing measurements (`NSString`/`String` `boundingRect(with:options:attributes:context:)`
/// and `size(withAttributes:)`, NSAttributedString's `boundingRect(with:options:context:)` and
/// `size()`), which code that lays out by hand uses to size text. They measure as the figure's text
/// nodes and labels do (Inter standing in for the system font): with `.usesLineFragmentOrigin` the
/// text wraps at the given width; without it, it is one line, as UIKit measures it.
enum TextDrawing {
    static let methods: Set<String> = ["boundingRect", "size"]

    static func call(_ name: String, on value: Value, _ args: [Argument], _ interpreter: Interpreter,
                     at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard methods.contains(name), let text = try text(of: value, args, at: node) else { return nil }
        guard name == "boundingRect" else {
            let size = interpreter.textMeasurer.measureBounds(text, in: Size(width: .infinity, height: .infinity), maximumNumberOfLines: 1).size
            return .native(.size(size))
        }
        let bounds = try Convert.size(args.first { $0.label == "with" }?.value ?? .none, at: node)
        let wraps = try wrapsLines(args.first { $0.label == "options" }?.value, at: node)
        let limit = Size(width: wraps ? bounds.width : .infinity, height: wraps ? bounds.height : .infinity)
        let size = interpreter.textMeasurer.measureBounds(text, in: limit, maximumNumberOfLines: wraps ? 0 : 1).size
        return .native(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height)))
    }

    /// The text measured: an attributed string's own, or a string with the attributes given.
    private static func text(of value: Value, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> AttributedText? {
        let attributes = args.first { $0.label == "attributes" || $0.label == "withAttributes" }?.value
        switch value {
        case .string(let string): return try TextMembers.make(string, attributes, at: node)
        case .object(let bridged as NSStringObject): return try TextMembers.make(bridged.text, attributes, at: node)
        default: return TextMembers.attributedText(value)
        }
    }

    /// Whether `.usesLineFragmentOrigin` is among the options: without it UIKit measures one line.
    /// An option the SDK does not have is the compiler's error, never read as "one line".
    private static func wrapsLines(_ options: Value?, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        guard let options else { return false }
        let items: [Value]
        if case .array(let array) = options { items = array } else { items = [options] }
        let known = APITable.standard.type("NSStringDrawingOptions").map { Array($0.properties.keys) } ?? []
        for item in items {
            guard let name = Convert.caseName(item), known.contains(name) else {
                let name = Convert.caseName(item) ?? item.typeName
                throw InterpreterError("type 'NSStringDrawingOptions' has no member '\(name)'\(NearestName.hint(for: name, in: known.sorted()))", at: node)
            }
        }
        return items.contains { Convert.caseName($0) == "usesLineFragmentOrigin" }
    }
}
