import LayoutEngine
import SwiftSyntax

/// Layouts that code calculates itself, as Texture gives them: `node.layoutThatFits(range)`,
/// `node.calculateLayoutThatFits(range)`, `ASCalculateRootLayout(node, range)` and
/// `ASCalculateLayout(node, range, parentSize)`. Each runs the figure's engine on the element with
/// that range and answers an `ASLayout` whose `size`, `position` (zero) and `frame` code reads
/// (Bookwitty sizes a button node to the width its layout calculates; Texture's playground lays a
/// node out at 400 × 400 before showing it).
enum LayoutMeasurement {
    static let functions: Set<String> = ["ASCalculateRootLayout", "ASCalculateLayout"]
    static let methods: Set<String> = ["layoutThatFits", "calculateLayoutThatFits"]

    /// `ASCalculateLayout(element, range, parentSize)` is `layoutThatFits(_:parentSize:)`;
    /// `ASCalculateRootLayout(element, range)` that with the range's maximum as the parent size.
    static func call(_ name: String, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        guard args.count >= 2 else { throw InterpreterError("missing argument for parameter #\(args.count + 1) in call to '\(name)'", at: node) }
        let range = try sizeRange(args[1].value, at: node)
        let parentSize = args.count > 2 ? try Convert.size(args[2].value, at: node) : range.max
        return try measure(args[0].value, range, parentSize: parentSize, narrowsWithStyle: true, interpreter, at: node)
    }

    /// `layoutThatFits(_:)` narrows the range with the element's style size, as a parent's layout
    /// does; `calculateLayoutThatFits(_:)` is the node's own calculation within the range as given.
    static func call(_ name: String, on object: RuntimeObject, _ args: [Argument], _ interpreter: Interpreter,
                     at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard methods.contains(name), object is NodeObject || object is SpecObject, let first = args.first else { return nil }
        if name == "calculateLayoutThatFits", !(object is NodeObject) { return nil }
        let range = try sizeRange(first.value, at: node)
        let parentSize = args.count > 1 ? try Convert.size(args[1].value, at: node) : range.max
        return try measure(.object(object), range, parentSize: parentSize, narrowsWithStyle: name == "layoutThatFits", interpreter, at: node)
    }

    private static func sizeRange(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> SizeRange {
        guard case .native(.sizeRange(let range)) = value else {
            throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type 'ASSizeRange'", at: node)
        }
        return range
    }

    private static func measure(_ element: Value, _ range: SizeRange, parentSize: Size, narrowsWithStyle: Bool,
                                _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let failures = FailureSink()
        var builder = LayoutBuilder(interpreter: interpreter, range: range, failures: failures)
        builder.appliesLayout = false
        var built = try builder.element(element, at: node)
        if !narrowsWithStyle, var display = built as? DisplayNode {
            display.style = Self.withoutSize(display.style)
            built = display
        }
        let result = LayoutCalculator(scale: Interpreter.figureScale, textMeasurer: interpreter.textMeasurer)
            .layout(built, in: range, parentSize: parentSize)
        if let failure = failures.first { throw failure }
        let size = result.root.size
        let layout = RuntimeObject(typeName: "ASLayout")
        layout.fields = [
            "size": .native(.size(size)),
            "position": .native(.point(Point(x: 0, y: 0))),
            "frame": .native(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height))),
        ]
        return .object(layout)
    }

    /// The style without the sizes `layoutThatFits` would have narrowed the range with.
    private static func withoutSize(_ style: LayoutStyle) -> LayoutStyle {
        var style = style
        (style.width, style.height, style.minWidth, style.minHeight, style.maxWidth, style.maxHeight) = (.auto, .auto, .auto, .auto, .auto, .auto)
        return style
    }
}
