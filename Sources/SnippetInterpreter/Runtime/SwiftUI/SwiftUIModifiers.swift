import LayoutEngine
import SwiftSyntax
import SwiftUILayout

/// SwiftUI's view modifiers: each makes a new description around the view it modifies.
enum SwiftUIModifiers {
    /// The types whose methods are modifiers, as API/SwiftUI.swiftinterface declares them (including
    /// the `@inert` ones that change nothing drawn and the `@notDrawn` ones a warning names).
    static let modifierOwners = ["View", "Shape", "Image", "Color"]

    static func isModifier(_ name: String) -> Bool {
        modifierOwners.contains { !APITable.standard.methods(name, of: $0).isEmpty }
    }

    /// Every modifier's name, for "did you mean".
    static var names: [String] {
        Array(Set(modifierOwners.flatMap { APITable.standard.memberNames(of: $0, static: false) })).sorted()
    }

    static func number(_ value: Value, _ label: String, at node: some SyntaxProtocol) throws(InterpreterError) -> Double {
        if Convert.caseName(value) == "infinity" { return .infinity }
        return try Convert.number(value, label, at: node)
    }

    /// `type` is the view's SwiftUI type as far as the run knows it (`Text`, `RoundedRectangle`, `View`).
    static func apply(_ name: String, to view: ViewDescription, of type: String = "View", _ all: [Argument], _ interpreter: Interpreter, at call: some SyntaxProtocol) throws(InterpreterError) -> ViewDescription {
        // `.padding(8)` in a chain: its messages and its layer's source line are the modifier's own,
        // not the line where the chain starts.
        let node = Syntax(call).as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
        if let problem = interpreter.methodMismatch(name, of: type, all) { throw InterpreterError(problem, at: node) }
        let args = SwiftUIArguments(all)
        // `font(nil)`, `foregroundColor(nil)`, `fontWeight(nil)`: the view keeps what it inherits;
        // `bold(false)` and `italic(false)` do nothing.
        if ["font", "foregroundColor", "fontWeight"].contains(name), case .none? = args.first { return view }
        if ["bold", "italic"].contains(name), case .bool(false)? = args.first { return view }
        let source = interpreter.lines(of: node).map { SourceLines(start: $0.startLine, end: $0.endLine) }
        // A modifier on several views (a Group, a builder's statements) modifies each of them.
        if case .group(let items) = view.content, view.identifier == nil, name != "accessibilityIdentifier" {
            var group = view
            group.content = .group(try items.map { item throws(InterpreterError) in try apply(name, to: item, of: type, all, interpreter, at: call) })
            return group
        }
        func wrap(_ content: ViewContent, _ label: String) -> ViewDescription { ViewDescription(content, label: label, source: source) }
        func optional(_ label: String) throws(InterpreterError) -> Double? {
            try args[label].map { value throws(InterpreterError) in try number(value, label, at: node) }
        }
        func secondary() throws(InterpreterError) -> ViewDescription {
            // `.background(.blue, in: Capsule())`: the style fills the shape, which fills the bounds.
            if let shapeValue = args["in"] {
                let fill = try SwiftUIValues.color(args.first ?? .none, at: node)
                var label = Convert.caseName(shapeValue).map { ".\($0)" } ?? "shape"
                if case .object(let object as SwiftUIViewObject) = shapeValue { label = object.view.label }
                return ViewDescription(.shape(try shape(shapeValue, at: node), fill: fill), label: label, source: source)
            }
            if let builder = args.closures.last {
                let views = try interpreter.buildElements(builder, at: node).map { value throws(InterpreterError) in try interpreter.viewDescription(of: value, at: node) }
                return views.count == 1 ? views[0] : ViewDescription(.group(views), label: "content", source: source)
            }
            guard let value = args.unlabelled.first else { return .empty }
            // `.background(.red)`: a style fills the bounds.
            if case .enumCase = value { return ViewDescription(.color(try SwiftUIValues.color(value, at: node)), label: "Color.\(Convert.caseName(value) ?? "")", source: source) }
            return try interpreter.viewDescription(of: value, at: node)
        }
        switch name {
        case "accessibilityIdentifier":
            var named = view
            named.identifier = try Convert.string(args.first ?? .string(""), at: node)
            return named
        case "frame":
            let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            let alignment = try SwiftUIValues.alignment(args["alignment"], at: node)
            let text = arguments(all)
            if args.labels.contains(where: { $0.map(flexible.contains) ?? false }) {
                let frame = FlexibleFrame(minWidth: try optional("minWidth"), idealWidth: try optional("idealWidth"), maxWidth: try optional("maxWidth"),
                                          minHeight: try optional("minHeight"), idealHeight: try optional("idealHeight"), maxHeight: try optional("maxHeight"),
                                          alignment: alignment)
                try checkFrame(frame, interpreter, at: node)
                return wrap(.flexibleFrame(frame, view), ".frame(\(text))")
            }
            let width = try optional("width"), height = try optional("height")
            for (label, value) in [("width", width), ("height", height)] where (value ?? 0) < 0 {
                interpreter.warnings.append(InterpreterError("invalid frame dimension (negative or non-finite): \(label) \(NumberText.format(value ?? 0)); SwiftUI logs this and lays out as if it were 0", at: node))
            }
            return wrap(.frame(width: width.map { max($0, 0) }, height: height.map { max($0, 0) }, alignment: alignment, view), ".frame(\(text))")
        case "padding":
            let insets = try paddingInsets(args, at: node)
            if [insets.top, insets.leading, insets.bottom, insets.trailing].contains(where: { $0 < 0 }) {
                interpreter.warnings.append(InterpreterError("negative padding pulls the view's edges in, past its content; SwiftUI allows it, but it is usually a mistake", at: node))
            }
            return wrap(.padding(insets, view), ".padding(\(arguments(all)))")
        case "fixedSize":
            let h = try args["horizontal"].map { v throws(InterpreterError) in try Convert.bool(v, "horizontal", at: node) } ?? true
            let v = try args["vertical"].map { v throws(InterpreterError) in try Convert.bool(v, "vertical", at: node) } ?? true
            return wrap(.fixedSize(horizontal: h, vertical: v, view), ".fixedSize(\(arguments(all)))")
        case "layoutPriority":
            return wrap(.layoutPriority(try number(args.first ?? .int(0), "priority", at: node), view), ".layoutPriority(\(arguments(all)))")
        case "offset":
            var x = try optional("x") ?? 0, y = try optional("y") ?? 0
            if case .native(.size(let size))? = args.unlabelled.first { (x, y) = (size.width, size.height) }
            return wrap(.offset(x: x, y: y, view), ".offset(\(arguments(all)))")
        case "position":
            var x = try optional("x") ?? 0, y = try optional("y") ?? 0
            if case .native(.point(let point))? = args.unlabelled.first { (x, y) = (point.x, point.y) }
            return wrap(.position(x: x, y: y, view), ".position(\(arguments(all)))")
        case "overlay", "background":
            let alignment = try SwiftUIValues.alignment(args["alignment"], at: node)
            let content: ViewContent = name == "overlay" ? .overlay(view, secondary: try secondary(), alignment: alignment)
                                                         : .background(view, secondary: try secondary(), alignment: alignment)
            return wrap(content, args["alignment"] == nil ? ".\(name)" : ".\(name)(alignment: .\(alignment))")
        case "aspectRatio", "scaledToFit", "scaledToFill":
            let mode: SwiftUILayout.ContentMode = name == "scaledToFill" || Convert.caseName(args["contentMode"] ?? .none) == "fill" ? .fill : .fit
            var ratio: Double?
            if let value = args.unlabelled.first {
                if case .native(.size(let size)) = value { ratio = size.height == 0 ? nil : size.width / size.height } else { ratio = try number(value, "aspectRatio", at: node) }
            }
            return wrap(.aspectRatio(ratio, mode, view), name == "aspectRatio" ? ".aspectRatio(\(arguments(all)))" : ".\(name)()")
        case "alignmentGuide":
            let guide = try SwiftUIValues.anyGuide(args.first ?? .none, at: node)
            guard let compute = args.closures.last else { return view }
            return wrap(.alignmentGuide(guide, { dimensions in
                try interpreter.throwing { () throws(InterpreterError) -> Double in
                    let value = try interpreter.invoke(compute, [Argument(label: nil, value: .object(ViewDimensionsObject(dimensions)))], at: node)
                    return try number(value, "alignmentGuide", at: node)
                }
            }, view), ".alignmentGuide(.\(guide.name))")
        case "clipShape":
            return wrap(.decoration(.clip(try shape(args.first ?? .none, at: node)), view), ".clipShape(\(arguments(all)))")
        case "cornerRadius":
            return wrap(.decoration(.clip(.roundedRectangle(cornerRadius: try number(args.first ?? .int(0), "cornerRadius", at: node))), view), ".cornerRadius(\(arguments(all)))")
        case "clipped":
            return wrap(.decoration(.clip(.rectangle), view), ".clipped()")
        case "border":
            let width = try optional("width") ?? 1
            return wrap(.decoration(.border(try SwiftUIValues.color(args.first ?? .none, at: node), width: width), view), ".border(\(arguments(all)))")
        case "hidden":
            // A hidden view keeps its place in the layout and is not drawn.
            return wrap(.decoration(.opacity(0), view), ".hidden()")
        case "opacity":
            return wrap(.decoration(.opacity(try number(args.first ?? .int(1), "opacity", at: node)), view), ".opacity(\(arguments(all)))")
        case "fill", "foregroundColor", "foregroundStyle", "stroke", "strokeBorder":
            let color = try SwiftUIValues.color(args.first ?? .none, at: node)
            if name.hasPrefix("stroke"), case .shape(let kind, _) = view.content {
                // An outline: the shape unfilled, with a border of the line's width along its edge.
                var outline = view
                outline.content = .shape(kind, fill: ViewColor(red: 0, green: 0, blue: 0, alpha: 0))
                return wrap(.decoration(.border(color, width: try optional("lineWidth") ?? 1), outline), ".\(name)(\(arguments(all)))")
            }
            if name == "fill", case .shape(let kind, _) = view.content {
                var filled = view
                filled.content = .shape(kind, fill: color)
                return filled
            }
            return wrap(.environment(.foregroundColor(color), view), ".\(name)(\(arguments(all)))")
        case "font":
            return wrap(.environment(.font(try font(args.first ?? .none, at: node)), view), ".font(\(arguments(all)))")
        case "fontWeight", "bold", "italic":
            guard case .text(var text) = view.content else {
                // On a container it styles every text inside.
                let change: EnvironmentChange = name == "italic" ? .italic : .fontWeight(name == "bold" ? "bold" : try SwiftUIValues.weight(args.first, at: node))
                return wrap(.environment(change, view), ".\(name)(\(arguments(all)))")
            }
            if name == "italic" { text.isItalic = true }
            else if name == "bold" { text.isBold = true }
            else { text.font = ViewFont(size: (text.font ?? .body).size, weight: try SwiftUIValues.weight(args.first, at: node)) }
            var styled = view
            styled.content = .text(text)
            return styled
        case "lineLimit":
            let limit: Int? = try args.first.flatMap { value throws(InterpreterError) -> Int? in
                if case .none = value { return nil }
                return Int(try number(value, "lineLimit", at: node))
            }
            return wrap(.environment(.lineLimit(limit), view), ".lineLimit(\(arguments(all)))")
        case "multilineTextAlignment":
            let alignment = TextAlignment(rawValue: Convert.caseName(args.first ?? .none) ?? "") ?? .leading
            return wrap(.environment(.multilineTextAlignment(alignment), view), ".multilineTextAlignment(.\(alignment.rawValue))")
        case "environment":
            guard case .function(let path)? = args.first, path.name.hasPrefix("\\"), path.name.hasSuffix(".layoutDirection") else {
                // Other environment values (text size, colour scheme) can change the screen: never silently.
                interpreter.warnings.append(InterpreterError("figures lay out with the default environment; this value is not applied", at: node))
                return view
            }
            let direction: LayoutDirection = Convert.caseName(args.all.dropFirst().first?.value ?? .none) == "rightToLeft" ? .rightToLeft : .leftToRight
            return wrap(.environment(.layoutDirection(direction), view), ".environment(\\.layoutDirection, .\(direction.rawValue))")
        case "resizable":
            guard case .image(var image) = view.content else { return view }
            image.isResizable = true
            var resized = view
            resized.content = .image(image)
            resized.label += ".resizable()"
            return resized
        default:
            return view
        }
    }

    /// What a runtime warning says when min ≤ ideal ≤ max does not hold (SwiftUI logs the same).
    private static func checkFrame(_ frame: FlexibleFrame, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) {
        for (axis, values) in [("width", [frame.minWidth, frame.idealWidth, frame.maxWidth]), ("height", [frame.minHeight, frame.idealHeight, frame.maxHeight])] {
            let given = values.compactMap { $0 }
            if given.contains(where: { $0 < 0 }) || zip(given, given.dropFirst()).contains(where: { $0 > $1 }) {
                interpreter.warnings.append(InterpreterError("contradictory frame constraints specified for \(axis) (min ≤ ideal ≤ max does not hold); SwiftUI logs this and raises the larger values", at: node))
            }
        }
    }

    private static func paddingInsets(_ args: SwiftUIArguments, at node: some SyntaxProtocol) throws(InterpreterError) -> ViewInsets {
        var length = 16.0
        var edges = SwiftUIValues.edgeSets["all"]!
        for argument in args.all {
            switch argument.value {
            case .native(.insets(let insets)): return ViewInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
            case .enumCase, .array: edges = try SwiftUIValues.edges(argument.value, at: node)
            default: length = try number(argument.value, "padding", at: node)
            }
        }
        func inset(_ edge: String) -> Double { edges.contains(edge) ? length : 0 }
        return ViewInsets(top: inset("top"), leading: inset("leading"), bottom: inset("bottom"), trailing: inset("trailing"))
    }

    private static func shape(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> ShapeKind {
        if case .object(let object as SwiftUIViewObject) = value, case .shape(let kind, _) = object.view.content { return kind }
        if let name = Convert.caseName(value) {
            switch name {
            case "circle": return .circle
            case "capsule": return .capsule
            case "rect", "rectangle": return .rectangle
            case "ellipse": return .ellipse
            default: break
            }
        }
        throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type 'Shape'", at: node)
    }

    static func font(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> ViewFont {
        // `.system(size: 20, weight: .bold)` written as an implicit member keeps its values, not its labels.
        if case .enumCase(_, "system", let payload) = value {
            let size = payload.compactMap(\.number).first ?? 17
            let weight = try SwiftUIValues.weight(payload.first { Convert.caseName($0) != nil }, at: node)
            return ViewFont(size: size, weight: weight)
        }
        return try SwiftUIValues.font(value, at: node)
    }

    /// The arguments as written, for labels such as `.frame(width: 100)`.
    private static func arguments(_ all: [Argument]) -> String {
        all.compactMap { argument -> String? in
            if case .function = argument.value { return nil }
            let text = describe(argument.value)
            return argument.label.map { "\($0): \(text)" } ?? text
        }.joined(separator: ", ")
    }

    private static func fontText(size: Double, weight: String?) -> String {
        ".system(size: \(NumberText.format(size))" + (weight.map { $0 == "regular" ? "" : ", weight: .\($0)" } ?? "") + ")"
    }

    private static func describe(_ value: Value) -> String {
        switch value {
        case .int(let v): String(v)
        case .double(let v): v.isInfinite ? ".infinity" : NumberText.format(v)
        case .string(let s): "\"\(s)\""
        case .bool(let b): String(b)
        case .enumCase(_, "system", let payload): fontText(size: payload.compactMap(\.number).first ?? 17, weight: payload.compactMap(Convert.caseName).first)
        case .native(.font(let size, let weight)): fontText(size: size, weight: weight)
        case .enumCase(_, let name, _): ".\(name)"
        case .object(let object as SwiftUIViewObject): object.view.label
        case .array(let items): "[" + items.map(describe).joined(separator: ", ") + "]"
        default: value.typeName
        }
    }
}
