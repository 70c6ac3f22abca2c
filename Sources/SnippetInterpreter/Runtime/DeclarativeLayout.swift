import LayoutEngine
import SwiftSyntax

/// The declarative DSL (`LayoutSpec { HStackLayout { … } }`, `.padding`, `.flexGrow`), built
/// from the same spec objects as Texture's own initialisers (facts in declarative-dsl.md).
enum DeclarativeLayout {
    static let types: Set<String> = [
        "LayoutSpec", "AnyLayoutSpec", "HStackLayout", "VStackLayout", "ZStackLayout", "WrapperLayout", "InsetLayout",
        "CenterLayout", "RelativeLayout", "OverlayLayout", "BackgroundLayout", "AspectRatioLayout", "AbsoluteLayout",
        "CornerLayout", "SpacerLayout", "HSpacerLayout", "VSpacerLayout", "AnyLayout",
    ]

    static func make(_ type: String, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        var named: [String: Value] = [:]
        var closures: [Callable] = []
        for arg in args {
            if case .function(let f) = arg.value { closures.append(f); if let label = arg.label { named[label] = arg.value } } else { named[arg.label ?? "_"] = arg.value }
        }
        func content(_ label: String = "content") throws(InterpreterError) -> [Value] {
            if case .function(let f)? = named[label] { return try interpreter.buildElements(f, at: node) }
            guard let f = closures.first else { return [] }
            return try interpreter.buildElements(f, at: node)
        }
        func number(_ label: String, _ fallback: Double) throws(InterpreterError) -> Double {
            try named[label].map { v throws(InterpreterError) -> Double in try Convert.number(v, label, at: node) } ?? fallback
        }
        func spec(_ kind: SpecObject.Kind, _ children: [Value]) -> Value {
            .object(SpecObject(typeName: type, kind: kind, children: children))
        }
        func perElement(_ kind: SpecObject.Kind) throws(InterpreterError) -> Value {
            let elements = try content()
            let specs = elements.map { spec(kind, [$0]) }
            return specs.count == 1 ? specs[0] : .array(specs)
        }
        switch type {
        case "LayoutSpec", "AnyLayoutSpec", "ZStackLayout", "WrapperLayout":
            return spec(.wrapper, try content())
        case "HStackLayout", "VStackLayout":
            var options = StackOptions(direction: type == "VStackLayout" ? .vertical : .horizontal, alignItems: .stretch)
            options.spacing = try number("spacing", 0)
            options.justifyContent = try Convert.option(named["justifyContent"], "ASStackLayoutJustifyContent", default: .start, at: node)
            if let align = named["alignItems"].flatMap(Convert.caseName) { options.alignItems = try Specs.alignItems(align, at: node) }
            if case .enumCase(_, "wrap", let payload)? = named["flexWrap"] {
                options.flexWrap = .wrap
                try wrapOptions(payload, into: &options, at: node)
            }
            return spec(.stack(options), try content())
        case "InsetLayout":
            return try perElement(.inset(try Convert.insets(named["insets"] ?? .native(.insets(.zero)), at: node)))
        case "CenterLayout":
            let centering = try Specs.centering(named["centeringOptions"], default: .xy, at: node)
            let sizing = named["sizingOptions"].map { Specs.sizing($0) } ?? .minimumXY
            return try perElement(.center(CenterOptions(centering: centering, sizing: sizing)))
        case "RelativeLayout":
            let h: RelativePosition = try Convert.option(named["horizontalPosition"], "ASRelativeLayoutSpecPosition", default: .start, at: node)
            let v: RelativePosition = try Convert.option(named["verticalPosition"], "ASRelativeLayoutSpecPosition", default: .start, at: node)
            return try perElement(.relative(try Specs.relative(h, v, sizing: named["sizingOption"], default: ["minimumSize"], at: node)))
        case "AspectRatioLayout":
            var ratio = 1.0
            if case .native(.size(let s))? = named["ratio"] { ratio = s.width == 0 ? 1 : s.height / s.width } else { ratio = try number("ratio", 1) }
            return spec(.ratio(ratio), Array(try content().prefix(1)))
        case "OverlayLayout", "BackgroundLayout":
            let label = type == "OverlayLayout" ? "overlay" : "background"
            let main = try content().first ?? .object(SpecObject(typeName: "ASLayoutSpec", kind: .empty, children: []))
            var extra: [Value] = []
            if case .function(let f)? = named[label] { extra = try interpreter.buildElements(f, at: node) }
            else if closures.count > 1 { extra = try interpreter.buildElements(closures[1], at: node) }
            let second = extra.first ?? .object(SpecObject(typeName: "ASLayoutSpec", kind: .empty, children: []))
            return spec(type == "OverlayLayout" ? .overlay : .background, [main, second])
        case "AbsoluteLayout":
            let sizing: AbsoluteSizing = try Convert.option(named["sizing"], "ASAbsoluteLayoutSpecSizing", default: .default, at: node)
            return spec(.absolute(sizing), try content())
        case "CornerLayout":
            let location: CornerLocation = try Convert.option(named["location"], "ASCornerLayoutLocation", default: .topRight, at: node)
            return spec(.corner(CornerOptions(location: location)), [named["child"] ?? .none, named["corner"] ?? .none].filter { if case .none = $0 { false } else { true } })
        case "SpacerLayout", "HSpacerLayout", "VSpacerLayout":
            let object = SpecObject(typeName: type, kind: .empty, children: [])
            let minLength = try number("minLength", 0)
            object.style.flexGrow = type == "SpacerLayout" ? try number("flexGrow", 1) : 1
            if type == "SpacerLayout" { object.style.spacingBefore = minLength }
            if type == "HSpacerLayout" { object.style.minWidth = .points(minLength) }
            if type == "VSpacerLayout" { object.style.minHeight = .points(minLength) }
            return .object(object)
        case "AnyLayout":
            return named["_"] ?? .none
        default:
            throw InterpreterError("cannot find '\(type)' in scope", at: node)
        }
    }

    /// `.wrap(lineSpacing:alignContent:)`: both have defaults, and their types tell them apart (the
    /// payload keeps values, not labels).
    private static func wrapOptions(_ payload: [Value], into options: inout StackOptions, at node: some SyntaxProtocol) throws(InterpreterError) {
        for value in payload {
            if let spacing = value.number { options.lineSpacing = spacing; continue }
            options.alignContent = try Convert.option(value, "ASStackLayoutAlignContent", default: .start, at: node)
        }
    }

    /// Modifiers: style ones write into the element's style (and return it); wrapping ones
    /// return a new spec around it. Returns nil for names that are not modifiers.
    static func modifier(_ name: String, on object: RuntimeObject, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        let value = Value.object(object)
        let first = args.first?.value ?? .none
        func number() throws(InterpreterError) -> Double { try Convert.number(first, name, at: node) }
        if styleModifiers.contains(name) {
            guard var style = (object as? NodeObject)?.style ?? (object as? SpecObject)?.style else { return nil }
            try applyStyle(name, args, to: &style, at: node)
            (object as? NodeObject)?.style = style
            (object as? SpecObject)?.style = style
            return value
        }
        switch name {
        case "padding": return try padding(object, args, at: node)
        case "background", "overlay":
            var other = first
            if case .function(let f) = first { other = try interpreter.buildElements(f, at: node).first ?? .none }
            try Convert.element(other, name, at: node)
            return .object(SpecObject(typeName: name == "overlay" ? "OverlayLayout" : "BackgroundLayout", kind: name == "overlay" ? .overlay : .background, children: [value, other]))
        case "aspectRatio":
            var ratio = 1.0
            if case .native(.size(let s)) = first { ratio = s.width == 0 ? 1 : s.height / s.width } else { ratio = try number() }
            return .object(SpecObject(typeName: "AspectRatioLayout", kind: .ratio(ratio), children: [value]))
        case "relativePosition":
            var named: [String: Value] = [:]
            for arg in args { named[arg.label ?? "_"] = arg.value }
            let h: RelativePosition = try Convert.option(named["horizontal"], "ASRelativeLayoutSpecPosition", default: .start, at: node)
            let v: RelativePosition = try Convert.option(named["vertical"], "ASRelativeLayoutSpecPosition", default: .start, at: node)
            let options = try Specs.relative(h, v, sizing: named["sizingOption"], default: ["minimumSize"], at: node)
            return .object(SpecObject(typeName: "RelativeLayout", kind: .relative(options), children: [value]))
        default:
            return nil
        }
    }

    static let styleModifiers: Set<String> = [
        "flexGrow", "flexShrink", "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight",
        "spacingBefore", "spacingAfter", "alignSelf", "preferredSize", "frame", "flexBasis",
    ]

    private static func applyStyle(_ name: String, _ args: [Argument], to style: inout LayoutStyle, at node: some SyntaxProtocol) throws(InterpreterError) {
        let first = args.first?.value ?? .none
        func number() throws(InterpreterError) -> Double { try Convert.number(first, name, at: node) }
        switch name {
        case "flexGrow": style.flexGrow = try number()
        case "flexShrink": style.flexShrink = try number()
        case "flexBasis": style.flexBasis = .fraction(try number())
        case "width": style.width = try widthDimension(args, at: node)
        case "height": style.height = try widthDimension(args, at: node)
        case "minWidth": style.minWidth = .points(try number())
        case "minHeight": style.minHeight = .points(try number())
        case "maxWidth": style.maxWidth = .points(try number())
        case "maxHeight": style.maxHeight = .points(try number())
        case "spacingBefore": style.spacingBefore = try number()
        case "spacingAfter": style.spacingAfter = try number()
        case "alignSelf": style.alignSelf = try Convert.option(first, "ASStackLayoutAlignSelf", default: .auto, at: node)
        case "preferredSize": style.preferredSize = try Convert.size(first, at: node)
        default:
            for arg in args {
                let points = Dimension.points(try Convert.number(arg.value, arg.label ?? "", at: node))
                switch arg.label {
                case "width": style.width = points
                case "height": style.height = points
                case "minWidth": style.minWidth = points
                case "minHeight": style.minHeight = points
                case "maxWidth": style.maxWidth = points
                case "maxHeight": style.maxHeight = points
                default: break
                }
            }
        }
    }

    private static func widthDimension(_ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Dimension {
        guard let arg = args.first else { return .auto }
        if arg.label == "fraction" { return .fraction(try Convert.number(arg.value, "fraction", at: node)) }
        return try Convert.dimension(arg.value, at: node)
    }

    /// `.padding(8)`, `.padding(insets)`, `.padding(.horizontal, 8)`; padding an inset made by
    /// `.padding` adds to it instead of nesting another spec.
    private static func padding(_ object: RuntimeObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        var insets = EdgeInsets()
        if args.count == 1, let only = args.first {
            if case .native(.insets(let i)) = only.value { insets = i } else {
                let n = try Convert.number(only.value, "padding", at: node)
                insets = EdgeInsets(top: n, left: n, bottom: n, right: n)
            }
        } else if args.count == 2 {
            let n = try Convert.number(args[1].value, "padding", at: node)
            var edges: Set<String> = []
            switch args[0].value {
            case .enumCase(_, let name, _): edges = [name]
            case .array(let items): edges = Set(items.compactMap(Convert.caseName))
            default: break
            }
            if edges.contains("all") || edges.contains("vertical") || edges.contains("top") { insets.top = n }
            if edges.contains("all") || edges.contains("vertical") || edges.contains("bottom") { insets.bottom = n }
            // Figures are drawn left to right, so leading is left and trailing is right.
            if !edges.isDisjoint(with: ["all", "horizontal", "left", "leading"]) { insets.left = n }
            if !edges.isDisjoint(with: ["all", "horizontal", "right", "trailing"]) { insets.right = n }
        }
        if let spec = object as? SpecObject, spec.fields["__padding"] != nil, case .inset(let old) = spec.kind {
            spec.kind = .inset(EdgeInsets(top: old.top + insets.top, left: old.left + insets.left,
                                          bottom: old.bottom + insets.bottom, right: old.right + insets.right))
            return .object(spec)
        }
        let spec = SpecObject(typeName: "InsetLayout", kind: .inset(insets), children: [.object(object)])
        spec.fields["__padding"] = .bool(true)
        return .object(spec)
    }
}
