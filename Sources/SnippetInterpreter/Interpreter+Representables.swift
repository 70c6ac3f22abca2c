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
        guard case .object(let object) = value, object.declaredClass != nil else { return value }
        let conformances = Set(protocolNames(from: declarations(of: object).flatMap(\.conformances)))
        guard let kind = Self.representables.first(where: { conformances.contains($0.protocolName) }) else { return value }
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
}
