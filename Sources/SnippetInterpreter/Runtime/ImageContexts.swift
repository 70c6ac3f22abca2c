import LayoutEngine
import SwiftSyntax

/// A path made with UIBezierPath's initializers: what `fill()` fills in an image context.
final class BezierPathObject: RuntimeObject {
    let shape: DrawnPicture.Shape

    init(shape: DrawnPicture.Shape) {
        self.shape = shape
        super.init(typeName: "UIBezierPath")
    }
}

/// `UIGraphicsImageRenderer(size:)`: its `image { … }` draws a picture of that size.
final class ImageRendererObject: RuntimeObject {
    let size: Size

    init(size: Size) {
        self.size = size
        super.init(typeName: "UIGraphicsImageRenderer")
    }
}

/// Drawing into images (`UIGraphicsBeginImageContext…`, `UIGraphicsImageRenderer`): fills of
/// rectangles, rounded rectangles and ovals in a colour are recorded and the picture becomes an
/// image a figure shows. Drawing outside an image context is a view's own draw code, which figures do
/// not run (nothing happens); drawing inside one that is not a fill is refused, never dropped.
struct ImageContextState {
    var picture: DrawnPicture
    /// UIKit's fill colour in a new context is black.
    var fillColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
}

enum ImageContexts {
    static let functions: Set<String> = [
        "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions", "UIGraphicsGetCurrentContext",
        "UIGraphicsGetImageFromCurrentImageContext", "UIGraphicsEndImageContext", "UIRectFill",
    ]

    /// The free functions of UIKit's image contexts; nil for any other name.
    static func call(_ name: String, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch name {
        case "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions":
            let size = try Convert.size(args.first?.value ?? .none, at: node)
            var picture = DrawnPicture(size: size)
            // An opaque context has no transparency: what the code does not fill is black.
            if args.count > 1, case .bool(true) = args[1].value {
                picture.fills.append(DrawnPicture.Fill(shape: .rect(Rect(x: 0, y: 0, width: size.width, height: size.height)), color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)))
            }
            interpreter.imageContexts.append(ImageContextState(picture: picture))
            return .void
        case "UIGraphicsGetCurrentContext":
            return interpreter.imageContexts.isEmpty ? Value.none : .object(RuntimeObject(typeName: "CGContext"))
        case "UIGraphicsGetImageFromCurrentImageContext":
            guard let context = interpreter.imageContexts.last else { return Value.none }
            return interpreter.register(context.picture)
        case "UIGraphicsEndImageContext":
            _ = interpreter.imageContexts.popLast()
            return .void
        case "UIRectFill":
            try fill(.rect(try Convert.rect(args.first?.value ?? .none, at: node)), interpreter)
            return .void
        default: return nil
        }
    }

    /// Methods of a graphics context, a renderer, its context and a path; nil for other objects.
    static func call(_ name: String, on object: RuntimeObject, _ args: [Argument], _ interpreter: Interpreter,
                     at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch (object.typeName, name) {
        case ("UIGraphicsImageRenderer", "image"):
            guard let renderer = object as? ImageRendererObject, case .function(let actions)? = args.last?.value else { return nil }
            interpreter.imageContexts.append(ImageContextState(picture: DrawnPicture(size: renderer.size)))
            defer { _ = interpreter.imageContexts.popLast() }
            _ = try interpreter.invoke(actions, [Argument(label: nil, value: .object(RuntimeObject(typeName: "UIGraphicsImageRendererContext")))], at: node)
            return interpreter.imageContexts.last.map { interpreter.register($0.picture) } ?? .none
        case ("CGContext", "setFillColor"):
            if let color = try Convert.color(args.first?.value ?? .none, at: node) { setFillColor(color, interpreter) }
            return .void
        case ("CGContext", "fill"), ("UIGraphicsImageRendererContext", "fill"):
            try fill(.rect(try Convert.rect(args.first?.value ?? .none, at: node)), interpreter)
            return .void
        case ("CGContext", "fillEllipse"):
            try fill(.ellipse(try Convert.rect(args.first?.value ?? .none, at: node)), interpreter)
            return .void
        case ("UIBezierPath", "fill"):
            guard let path = object as? BezierPathObject else { return nil }
            try fill(path.shape, interpreter)
            return .void
        case ("UIBezierPath", "addClip"), ("UIBezierPath", "stroke"):
            guard !interpreter.imageContexts.isEmpty else { return .void }
            throw InterpreterError("'\(name)()' in an image the code draws is not drawn by figures, which draw fills of rectangles and ovals only", at: node)
        default: return nil
        }
    }

    static func get(_ name: String, of object: RuntimeObject) -> Value? {
        switch (object.typeName, name) {
        case ("UIGraphicsImageRendererContext", "cgContext"): .object(RuntimeObject(typeName: "CGContext"))
        case ("UIBezierPath", "cgPath"): .object(object)
        default: nil
        }
    }

    /// `color.setFill()` and `color.set()`: the fill colour of the current image context.
    static func setFillColor(_ color: RGBAColor, _ interpreter: Interpreter) {
        guard !interpreter.imageContexts.isEmpty else { return }
        interpreter.imageContexts[interpreter.imageContexts.count - 1].fillColor = color
    }

    private static func fill(_ shape: DrawnPicture.Shape, _ interpreter: Interpreter) throws(InterpreterError) {
        guard let color = interpreter.imageContexts.last?.fillColor else { return }
        interpreter.imageContexts[interpreter.imageContexts.count - 1].picture.fills.append(DrawnPicture.Fill(shape: shape, color: color))
    }

    /// `UIBezierPath(rect:)`, `(roundedRect:cornerRadius:)`, `(ovalIn:)`.
    static func path(_ named: [String: Value], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        if let rect = named["roundedRect"] {
            return .object(BezierPathObject(shape: .roundedRect(try Convert.rect(rect, at: node), radius: try Convert.number(named["cornerRadius"] ?? .int(0), "cornerRadius", at: node))))
        }
        if let rect = named["ovalIn"] { return .object(BezierPathObject(shape: .ellipse(try Convert.rect(rect, at: node)))) }
        return .object(BezierPathObject(shape: .rect(try Convert.rect(named["rect"] ?? .native(.rect(Rect(x: 0, y: 0, width: 0, height: 0))), at: node))))
    }
}

extension Interpreter {
    /// A drawn picture becomes an image by a name of its own, which the figure's images answer.
    func register(_ picture: DrawnPicture) -> Value {
        let name = "drawn-picture-\(drawnPictures.count + 1)"
        drawnPictures[name] = picture
        images[name] = picture.size
        return .native(.image(name: name))
    }
}
