import SwiftSyntax

/// PlaygroundSupport's `PlaygroundPage.current`: what a playground page shows is its live view, so
/// a figure of a page draws the view, view controller or node whose view it was given
/// (`PlaygroundPage.current.liveView = node.view`, as Texture's layout-spec playground shows its
/// examples).
final class PlaygroundPageObject: InertObject {
    private(set) var liveView: Value?

    init() { super.init(typeName: "PlaygroundPage") }

    func get(_ name: String) -> Value? {
        guard name == "liveView" else { return nil }
        return liveView ?? Value.none
    }

    /// `liveView = …` and `setLiveView(_:)`: a view, a view controller, a node's view or a SwiftUI
    /// view, as PlaygroundLiveViewable is adopted by them; nil takes the live view away.
    func show(_ value: Value, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) {
        if case .none = value {
            liveView = nil
            return
        }
        guard Self.isLiveViewable(value, interpreter) else {
            throw InterpreterError("argument type '\(value.typeName)' does not conform to expected type 'PlaygroundLiveViewable'", at: node)
        }
        liveView = value
    }

    /// What the figure draws for the live view: a node's view is its node.
    var drawn: Value? {
        if case .object(let view as NodeViewProxy)? = liveView { return .object(view.owner) }
        return liveView
    }

    private static func isLiveViewable(_ value: Value, _ interpreter: Interpreter) -> Bool {
        if case .object(let object) = value, object is ViewObject || object is ViewControllerObject || object is NodeViewProxy { return true }
        return interpreter.isSwiftUIValue(value)
    }
}
