import Diagnostics
import LayoutEngine
import SwiftSyntax
import SwiftUILayout

/// SwiftUI's views and values: construction, static members and member access.
enum SwiftUIRuntime {
    static let viewTypes: Set<String> = [
        "Text", "Image", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Spacer", "Divider",
        "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "ScrollView", "GeometryReader", "ViewThatFits",
        "Group", "ForEach", "EmptyView", "AnyView", "Grid", "GridRow", "List", "Form", "Section",
    ]
    static let valueTypes: Set<String> = ["EdgeInsets", "Font", "HorizontalAlignment", "VerticalAlignment", "Alignment", "Edge", "Axis", "ProposedViewSize", "UnitPoint"]

    static func isType(_ name: String) -> Bool { viewTypes.contains(name) || valueTypes.contains(name) }

    static func construct(_ type: String, _ all: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard isType(type) else { return nil }
        let args = SwiftUIArguments(all)
        let source = interpreter.lines(of: node).map { SourceLines(start: $0.startLine, end: $0.endLine) }
        func view(_ content: ViewContent, _ label: String) -> Value {
            .object(SwiftUIViewObject(ViewDescription(content, label: label, source: source), typeName: type))
        }
        func number(_ label: String) throws(InterpreterError) -> Double? {
            try args[label].map { value throws(InterpreterError) in try SwiftUIModifiers.number(value, label, at: node) }
        }
        func elements() throws(InterpreterError) -> [Value] {
            // The content closure: trailing, or labelled `content` (not `header:` or `footer:`).
            guard let builder = args.content else { return [] }
            return try interpreter.buildElements(builder, at: node)
        }
        func children() throws(InterpreterError) -> [ViewDescription] {
            try elements().map { value throws(InterpreterError) in try interpreter.viewDescription(of: value, at: node) }
        }
        switch type {
        case "Text":
            let string = try Convert.string(args["verbatim"] ?? args.first ?? .string(""), at: node)
            return view(.text(TextDescription(string: string)), "Text “\(string)”")
        case "Image":
            if let name = args["systemName"] {
                let symbol = try Convert.string(name, at: node)
                return view(.image(ImageDescription(source: .symbol(name: symbol))), "Image(systemName: “\(symbol)”)")
            }
            // `Image(uiImage: UIImage(named: "photo")!)` draws that asset.
            let name: String
            if case .native(.image(let asset))? = args["uiImage"] { name = asset } else { name = try Convert.string(args.first ?? .string(""), at: node) }
            let size = interpreter.images[name] ?? Size(width: 0, height: 0)
            if interpreter.images[name] == nil {
                interpreter.warnings.append(InterpreterError("no image named '\(name)' in Content/Assets/ or the app's asset catalogs (sources:); it is drawn 0 × 0, as a missing asset is", at: node))
            }
            return view(.image(ImageDescription(source: .asset(name: name, size: ViewSize(width: size.width, height: size.height)))), "Image “\(name)”")
        case "Color":
            let color: ViewColor
            if let red = try number("red") {
                color = ViewColor(red: red, green: try number("green") ?? 0, blue: try number("blue") ?? 0, alpha: try number("opacity") ?? 1)
            } else if let hue = try number("hue") {
                color = Self.color(hue: hue, saturation: try number("saturation") ?? 0, brightness: try number("brightness") ?? 0,
                                   opacity: try number("opacity") ?? 1)
            } else if let white = try number("white") {
                color = ViewColor(red: white, green: white, blue: white, alpha: try number("opacity") ?? 1)
            } else if case .string(let name)? = args.first {
                // `Color("Brand")`: the app's asset-catalog colour.
                let found = try interpreter.catalogColor(name, asked: "Color(_:)", missing: "draws no colour", at: node)
                color = found.map { ViewColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) } ?? ViewColor(red: 0, green: 0, blue: 0, alpha: 0)
            } else if let value = args["uiColor"] ?? args.first {
                // `Color(.secondarySystemBackground)`: a UIKit colour, wrapped.
                if let name = Convert.caseName(value), SwiftUIValues.colors[name] == nil, let uikit = NamedColors.color(name) {
                    color = ViewColor(red: uikit.red, green: uikit.green, blue: uikit.blue, alpha: uikit.alpha)
                } else {
                    color = try SwiftUIValues.color(value, at: node)
                }
            } else {
                color = SwiftUIValues.colors["black"]!
            }
            return view(.color(color), "Color")
        case "Rectangle": return view(.shape(.rectangle, fill: nil), "Rectangle")
        case "RoundedRectangle":
            let radius = try number("cornerRadius") ?? 0
            return view(.shape(.roundedRectangle(cornerRadius: radius), fill: nil), "RoundedRectangle(cornerRadius: \(NumberText.format(radius)))")
        case "Circle": return view(.shape(.circle, fill: nil), "Circle")
        case "Capsule": return view(.shape(.capsule, fill: nil), "Capsule")
        case "Ellipse": return view(.shape(.ellipse, fill: nil), "Ellipse")
        case "Spacer":
            let minLength = try number("minLength")
            return view(.spacer(minLength: minLength), minLength.map { "Spacer(minLength: \(NumberText.format($0)))" } ?? "Spacer")
        case "Divider": return view(.divider, "Divider")
        case "EmptyView": return view(.empty, "EmptyView")
        case "HStack", "VStack", "LazyVStack", "LazyHStack":
            let axis: SwiftUILayout.Axis = type.hasSuffix("HStack") ? .horizontal : .vertical
            let guide = axis == .horizontal
                ? try SwiftUIValues.guide(args["alignment"], SwiftUIValues.verticalGuides, "VerticalAlignment", default: .verticalCenter, at: node)
                : try SwiftUIValues.guide(args["alignment"], SwiftUIValues.horizontalGuides, "HorizontalAlignment", default: .horizontalCenter, at: node)
            let spacing = try number("spacing")
            let label = stackLabel(type, guide: guide, isDefault: args["alignment"] == nil, spacing: spacing)
            let content: ViewContent = type.hasPrefix("Lazy")
                ? .lazyStack(axis, alignment: guide, spacing: spacing, try children())
                : .stack(axis, alignment: guide, spacing: spacing, try children())
            return view(content, label)
        case "ZStack":
            let alignment = try SwiftUIValues.alignment(args["alignment"], at: node)
            return view(.zStack(alignment, try children()), args["alignment"] == nil ? "ZStack" : "ZStack(alignment: .\(alignment))")
        case "ScrollView":
            let horizontal = args.unlabelled.first.flatMap(Convert.caseName) == "horizontal"
            let content = try children()
            let single = content.count == 1 ? content[0] : ViewDescription(.group(content), label: "content", source: source)
            return view(.scrollView(horizontal ? .horizontal : .vertical, single), horizontal ? "ScrollView(.horizontal)" : "ScrollView")
        case "ViewThatFits":
            var axes: Set<SwiftUILayout.Axis> = [.horizontal, .vertical]
            if let given = args["in"].flatMap(Convert.caseName) { axes = given == "horizontal" ? [.horizontal] : given == "vertical" ? [.vertical] : axes }
            return view(.viewThatFits(axes, try children()), "ViewThatFits")
        case "GeometryReader":
            guard let builder = args.closures.last else { return view(.empty, "GeometryReader") }
            return view(.geometryReader { size in
                try interpreter.throwing {
                    let elements = try interpreter.buildElements(builder, arguments: [.object(GeometryProxyObject(size: size))], at: node)
                    return try elements.map { value throws(InterpreterError) in try interpreter.viewDescription(of: value, at: node) }
                }
            }, "GeometryReader")
        case "Grid":
            let alignment = try SwiftUIValues.alignment(args["alignment"], at: node)
            // Each top-level view is a row: a GridRow's cells, or one view across every column.
            let rows = try children().map { [$0] }
            return view(.grid(alignment, horizontalSpacing: try number("horizontalSpacing"), verticalSpacing: try number("verticalSpacing"), rows: rows), "Grid")
        case "GridRow":
            if args["alignment"] != nil {
                interpreter.warnings.append(InterpreterError("a GridRow's own alignment is not applied: its cells are aligned as the Grid aligns them (Grid is approximate)", at: node))
            }
            return view(.gridRow(try children()), "GridRow")
        case "List", "Form":
            return view(ListStyle.plain(try children(), source: source), "\(type) (plain style, approximate)")
        case "Section":
            var rows = try children()
            if case .string(let title)? = args.unlabelled.first {
                rows.insert(ViewDescription(.text(TextDescription(string: title)), label: "Text “\(title)”", source: source), at: 0)
            }
            if let header = args["header"] {
                if case .function(let f) = header {
                    rows.insert(contentsOf: try interpreter.buildElements(f, at: node).map { value throws(InterpreterError) in try interpreter.viewDescription(of: value, at: node) }, at: 0)
                } else {
                    rows.insert(try interpreter.viewDescription(of: header, at: node), at: 0)
                }
            }
            return view(.group(rows), "Section")
        case "Group", "AnyView":
            if type == "AnyView", let wrapped = args.first { return .object(SwiftUIViewObject(try interpreter.viewDescription(of: wrapped, at: node), typeName: "AnyView")) }
            // `Group { Card().preferredColorScheme(.light); Card().preferredColorScheme(.dark) }` in a
            // preview: representables, kept as they are (the figure draws the first).
            let items = try elements()
            if items.contains(where: interpreter.isRepresentable) { return .array(items) }
            return view(.group(try items.map { value throws(InterpreterError) in try interpreter.viewDescription(of: value, at: node) }), "Group")
        case "ForEach":
            return view(.group(try forEach(args, interpreter, at: node)), "ForEach")
        case "ProposedViewSize": return try CustomLayouts.make(args, at: node)
        case "UnitPoint":
            return .native(.point(Point(x: try number("x") ?? 0, y: try number("y") ?? 0)))
        case "EdgeInsets":
            func edge(_ label: String) throws(InterpreterError) -> Double { try number(label) ?? 0 }
            return .native(.insets(EdgeInsets(top: try edge("top"), left: try edge("leading"), bottom: try edge("bottom"), right: try edge("trailing"))))
        default:
            return nil
        }
    }

    private static func stackLabel(_ type: String, guide: AlignmentGuide, isDefault: Bool, spacing: Double?) -> String {
        var parts: [String] = []
        if !isDefault { parts.append("alignment: .\(guide.name)") }
        if let spacing { parts.append("spacing: \(NumberText.format(spacing))") }
        return parts.isEmpty ? type : "\(type)(\(parts.joined(separator: ", ")))"
    }

    /// `ForEach(0..<3)`, `ForEach(items)`, `ForEach(items, id: \.self)`: the builder once per element.
    private static func forEach(_ args: SwiftUIArguments, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> [ViewDescription] {
        guard let builder = args.closures.last, let data = args.first else { return [] }
        guard case .array(let items) = data else {
            throw InterpreterError("ForEach needs an array or a range, found '\(data.typeName)'", at: node)
        }
        var views: [ViewDescription] = []
        for item in items {
            for value in try interpreter.buildElements(builder, arguments: [item], at: node) {
                views.append(try interpreter.viewDescription(of: value, at: node))
            }
        }
        return views
    }

    /// `Color.red`, `Color.accentColor`: colours are views.
    static func staticMember(_ type: String, _ name: String, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        if type == "ProposedViewSize" { return .object(ProposalObject(try CustomLayouts.proposal(.enumCase(type: type, name: name, payload: []), at: node))) }
        guard type == "Color" else { return nil }
        guard let color = SwiftUIValues.colors[name] else {
            throw InterpreterError("type 'Color' has no member '\(name)'\(NearestName.hint(for: name, in: SwiftUIValues.colors.keys.sorted()))", at: node)
        }
        let source = interpreter.lines(of: node).map { SourceLines(start: $0.startLine, end: $0.endLine) }
        return .object(SwiftUIViewObject(ViewDescription(.color(color), label: "Color.\(name)", source: source), typeName: "Color"))
    }

    /// `Font.system(size:weight:)`.
    static func staticCall(_ type: String, _ name: String, _ all: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard type == "Font", name == "system" else { return nil }
        return try systemFont(SwiftUIArguments(all), at: node)
    }

    static func systemFont(_ args: SwiftUIArguments, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        if let style = args.first.flatMap(Convert.caseName), let font = SwiftUIValues.fonts[style] {
            return .native(.font(size: font.size, weight: try SwiftUIValues.weight(args["weight"] ?? .enumCase(type: "", name: font.weight, payload: []), at: node)))
        }
        let size = try SwiftUIModifiers.number(args["size"] ?? .double(17), "size", at: node)
        return .native(.font(size: size, weight: try SwiftUIValues.weight(args["weight"], at: node)))
    }

    static func get(_ name: String, of object: RuntimeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch (object, name) {
        case (let proxy as GeometryProxyObject, "size"): return .native(.size(Size(width: proxy.size.width, height: proxy.size.height)))
        case (let d as ViewDimensionsObject, "width"): return .double(d.dimensions.width)
        case (let d as ViewDimensionsObject, "height"): return .double(d.dimensions.height)
        case (is ProposalObject, _), (is SubviewObject, _):
            if let value = CustomLayouts.get(name, of: object) { return value }
            throw InterpreterError("value of type '\(object.typeName)' has no member '\(name)'", at: node)
        case (is GeometryProxyObject, _), (is ViewDimensionsObject, _):
            throw InterpreterError("value of type '\(object.typeName)' has no member '\(name)'", at: node)
        default: return nil
        }
    }

    /// `d[.trailing]` inside an alignment guide's closure.
    static func subscriptValue(_ object: RuntimeObject, _ index: Value, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard let d = object as? ViewDimensionsObject else { return nil }
        let guide = try SwiftUIValues.anyGuide(index, at: node)
        return .double(try interpreter.throwing { try d.dimensions[guide] })
    }

    /// HSB to RGB, as `Color(hue:saturation:brightness:)` defines it (all in 0…1).
    static func color(hue: Double, saturation: Double, brightness: Double, opacity: Double) -> ViewColor {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let (v, s) = (brightness, saturation)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        return ViewColor(red: r, green: g, blue: b, alpha: opacity)
    }
}
