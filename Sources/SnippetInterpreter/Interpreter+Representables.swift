import SwiftSyntax

/// Xcode previews of UIKit and Texture code. SwiftUI shows a `UIViewRepresentable` as the view its
/// `makeUIView(context:)` makes, updated once by `updateUIView(_:context:)`, and a
/// `UIViewControllerRepresentable` as the controller `makeUIViewController(context:)` makes.
extension Interpreter {
    private struct Representable {
        let protocolName: String
        let make: String
        let update: String
    }

    private static let representables = [
        Representable(protocolName: "UIViewRepresentable", make: "makeUIView", update: "updateUIView"),
        Representable(protocolName: "UIViewControllerRepresentable", make: "makeUIViewController", update: "updateUIViewController"),
    ]

    /// What a figure draws for a value a preview shows: a representable's view or controller (a
    /// node's view, `cell.view`, as its node); any other value as it is.
    func represented(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        // `Group { Card().preferredColorScheme(.light); Card().preferredColorScheme(.dark) }`: Xcode
        // shows each; the figure draws the first, and says so.
        if case .array(let items) = value, items.count > 1, case .object(let first) = items[0], let kind = representable(first) {
            layoutNotes.append(InterpreterError("the preview shows \(items.count) views; the figure draws the first, '\(first.typeName)' (a \(kind.protocolName))", at: node))
            return try represented(items[0], at: node)
        }
        guard case .object(let object) = value, let kind = representable(object) else { return value }
        guard let make = method(kind.make, of: object) else {
            throw InterpreterError("'\(object.typeName)' conforms to '\(kind.protocolName)' but has no '\(kind.make)(context:)', which makes what the preview shows", at: node)
        }
        // The context's coordinator and environment are SwiftUI's; nothing drawn reads them.
        let context = Value.object(InertObject(typeName: "Context"))
        let made = try call(make, [Argument(label: "context", value: context)], selfObject: object, at: node)
        let updating = [Argument(label: nil, value: made), Argument(label: "context", value: context)]
        if let update = method(kind.update, of: object, for: updating) {
            _ = try call(update, updating, selfObject: object, at: node)
        }
        if case .object(let view as NodeViewProxy) = made { return .object(view.owner) }
        return made
    }

    /// Whether a value is a `UIViewRepresentable` or `UIViewControllerRepresentable`.
    func isRepresentable(_ value: Value) -> Bool {
        if case .object(let object) = value { return representable(object) != nil }
        return false
    }

    private func representable(_ object: RuntimeObject) -> Representable? {
        guard object.declaredClass != nil else { return nil }
        let conformances = Set(protocolNames(from: declarations(of: object).flatMap(\.conformances)))
        return Self.representables.first { conformances.contains($0.protocolName) }
    }

    /// A SwiftUI modifier on a representable (`.preferredColorScheme(.dark)` in its preview): one that
    /// changes nothing drawn leaves it as it is; any other is an error, since the figure draws the
    /// UIKit view it makes, not SwiftUI around it. Nil: not a representable.
    func modifyRepresentable(_ name: String, on object: RuntimeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        // Asked for every method call on an object: the cheap test first.
        guard object.declaredClass != nil, SwiftUIModifiers.isModifier(name), let kind = representable(object) else { return nil }
        if APITable.standard.methods(name, of: "View").first?.marker == .inert { return .object(object) }
        throw InterpreterError("'\(name)' on '\(object.typeName)' (a \(kind.protocolName)) is not drawn: the figure draws the view '\(kind.make)(context:)' makes, without SwiftUI around it", at: node)
    }
}
