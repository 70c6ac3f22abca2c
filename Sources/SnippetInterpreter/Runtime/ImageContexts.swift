import LayoutEngine
import SwiftSyntax

/// A path made with UIBezierPath's initializers: what `fill()` fills in an image context.
final class BezierPathObject: RuntimeObject {
    let shape: DrawnPicture.Shape
    /// What `stroke()` draws with; UIKit's default is one point.
    var lineWidth = 1.0

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

/// Drawing into images (`UIGraphicsBeginImageContext…`, `UIGraphicsImageRenderer`): fills and
/// strokes of rectangles, rounded rectangles and ovals in a colour, inside the clips in force, are
/// recorded and the picture becomes an image a figure shows. Drawing outside an image context is a
/// view's own draw code, which figures do not run (nothing happens); drawing inside one that figures
/// cannot draw (an image into it) is refused, never dropped.
struct ImageContextState {
    var picture: DrawnPicture
    /// UIKit's fill and stroke colours in a new context are black.
    var fillColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `path.addClip()`: what is drawn after it is cut to the path.
    var clips: [DrawnPicture.Shape] = []
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
            if let color = try Convert.cgColor(args.first?.value ?? .none, at: node) { setColor(color, by: "setFill", interpreter) }
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
        case ("UIBezierPath", "stroke"):
            guard let path = object as? BezierPathObject, let color = interpreter.imageContexts.last?.strokeColor else { return .void }
            append(DrawnPicture.Fill(shape: path.shape, color: color, lineWidth: path.lineWidth), interpreter)
            return .void
        case ("UIBezierPath", "addClip"):
            guard let path = object as? BezierPathObject, !interpreter.imageContexts.isEmpty else { return .void }
            interpreter.imageContexts[interpreter.imageContexts.count - 1].clips.append(path.shape)
            return .void
        default: return nil
        }
    }

    static func get(_ name: String, of object: RuntimeObject) -> Value? {
        switch (object.typeName, name) {
        case ("UIGraphicsImageRendererContext", "cgContext"): .object(RuntimeObject(typeName: "CGContext"))
        case ("UIBezierPath", "cgPath"): .object(object)
        case ("UIBezierPath", "lineWidth"): (object as? BezierPathObject).map { .double($0.lineWidth) }
        default: nil
        }
    }

    /// `path.lineWidth = 2`; false for other settings.
    static func set(_ name: String, of object: RuntimeObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        guard let path = object as? BezierPathObject, name == "lineWidth" else { return false }
        path.lineWidth = try Convert.number(value, name, at: node)
        return true
    }

    /// `color.setFill()`, `color.setStroke()` and `color.set()` (both): the colours of the current image context.
    static func setColor(_ color: RGBAColor, by method: String, _ interpreter: Interpreter) {
        guard !interpreter.imageContexts.isEmpty else { return }
        let last = interpreter.imageContexts.count - 1
        if method != "setStroke" { interpreter.imageContexts[last].fillColor = color }
        if method != "setFill" { interpreter.imageContexts[last].strokeColor = color }
    }

    private static func fill(_ shape: DrawnPicture.Shape, _ interpreter: Interpreter) throws(InterpreterError) {
        guard let color = interpreter.imageContexts.last?.fillColor else { return }
        append(DrawnPicture.Fill(shape: shape, color: color), interpreter)
    }

    /// Records a fill or stroke, cut to the clips in force.
    private static func append(_ fill: DrawnPicture.Fill, _ interpreter: Interpreter) {
        guard let context = interpreter.imageContexts.last else { return }
        var fill = fill
        fill.clips = context.clips
        interpreter.imageContexts[interpreter.imageContexts.count - 1].picture.fills.append(fill)
    }

    /// Texture's `as_resizableRoundedImage(withCornerRadius:cornerColor:fill:…)`: a square of twice
    /// the radius plus one point, filled with the corner colour (none when clear), a rounded
    /// rectangle in the fill colour on it, the border's line inside its edge; caps of the radius
    /// on each side, so that it stretches to any size with round corners.
    static func resizableRoundedImage(_ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let named = Dictionary(args.compactMap { argument in argument.label.map { ($0, argument.value) } }) { first, _ in first }
        let radius = try Convert.number(named["withCornerRadius"] ?? .int(0), "withCornerRadius", at: node)
        let side = radius * 2 + 1
        let bounds = Rect(x: 0, y: 0, width: side, height: side)
        var picture = DrawnPicture(size: Size(width: side, height: side), capInsets: EdgeInsets(top: radius, left: radius, bottom: radius, right: radius))
        if let corner = try Convert.color(named["cornerColor"] ?? .none, at: node), corner.alpha > 0 {
            picture.fills.append(DrawnPicture.Fill(shape: .rect(bounds), color: corner))
        }
        if let fill = try Convert.color(named["fill"] ?? .none, at: node) {
            picture.fills.append(DrawnPicture.Fill(shape: .roundedRect(bounds, radius: radius), color: fill))
        }
        if let border = try Convert.color(named["borderColor"] ?? .none, at: node) {
            let width = try Convert.number(named["borderWidth"] ?? .int(1), "borderWidth", at: node)
            let inside = Rect(x: width / 2, y: width / 2, width: side - width, height: side - width)
            picture.fills.append(DrawnPicture.Fill(shape: .roundedRect(inside, radius: radius), color: border, lineWidth: width))
        }
        return interpreter.register(picture)
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
