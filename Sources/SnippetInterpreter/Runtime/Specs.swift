import Diagnostics
import LayoutEngine
import SwiftSyntax

/// Texture's layout specs: initialisers with their argument labels, and settable properties.
enum Specs {
    static func make(_ type: String, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        var named: [String: Value] = [:]
        for arg in args { named[arg.label ?? "_"] = arg.value }
        func child(_ label: String) throws(InterpreterError) -> Value {
            guard let value = named[label] else { throw InterpreterError("missing argument for parameter '\(label)' in call to '\(type)'", at: node) }
            return try Convert.element(value, label, at: node)
        }
        let kind: SpecObject.Kind
        var children: [Value] = []
        switch type {
        case "ASStackLayoutSpec":
            var options = StackOptions(direction: try direction(named["direction"], at: node), alignItems: .stretch)
            if let spacing = named["spacing"] { options.spacing = try Convert.number(spacing, "spacing", at: node) }
            options.justifyContent = try Convert.option(named["justifyContent"], "ASStackLayoutJustifyContent", default: .start, at: node)
            if let align = named["alignItems"].flatMap(Convert.caseName) { options.alignItems = try alignItems(align, at: node) }
            if let wrap = named["flexWrap"] { options.flexWrap = Convert.caseName(wrap) == "wrap" ? .wrap : .noWrap }
            options.alignContent = try Convert.option(named["alignContent"], "ASStackLayoutAlignContent", default: .start, at: node)
            if let spacing = named["lineSpacing"] { options.lineSpacing = try Convert.number(spacing, "lineSpacing", at: node) }
            kind = .stack(options)
            if let list = named["children"] { children = try Convert.children(list, at: node) }
        // `ASInsetLayoutSpec()`: made empty, its child and options set after (`init()` takes no child).
        case "ASInsetLayoutSpec":
            kind = .inset(try Convert.insets(named["insets"] ?? .native(.insets(.zero)), at: node)); children = args.isEmpty ? [] : [try child("child")]
        // A center spec made by the initializer it inherits is the relative spec it describes.
        case "ASRelativeLayoutSpec", "ASCenterLayoutSpec" where named["horizontalPosition"] != nil || type == "ASRelativeLayoutSpec":
            let h: RelativePosition = try Convert.option(named["horizontalPosition"], "ASRelativeLayoutSpecPosition", default: .none, at: node)
            let v: RelativePosition = try Convert.option(named["verticalPosition"], "ASRelativeLayoutSpecPosition", default: .none, at: node)
            kind = .relative(try relative(h, v, sizing: named["sizingOption"], default: [], at: node)); children = args.isEmpty ? [] : [try child("child")]
        case "ASCenterLayoutSpec":
            let centering = try Self.centering(named["centeringOptions"], default: .none, at: node)
            let sizing = Self.sizing(named["sizingOptions"])
            kind = .center(CenterOptions(centering: centering, sizing: sizing)); children = args.isEmpty ? [] : [try child("child")]
        case "ASRatioLayoutSpec":
            kind = .ratio(try Convert.number(named["ratio"] ?? .int(1), "ratio", at: node)); children = [try child("child")]
        // `ASBackgroundLayoutSpec()`: made empty (ASLayoutSpec's `init()`), its child and background set after.
        case "ASOverlayLayoutSpec": kind = .overlay; children = args.isEmpty ? [] : [try child("child"), try child("overlay")]
        case "ASBackgroundLayoutSpec": kind = .background; children = args.isEmpty ? [] : [try child("child"), try child("background")]
        case "ASAbsoluteLayoutSpec":
            kind = .absolute(try sizing(named["sizing"], at: node))
            if let list = named["children"] { children = try Convert.children(list, at: node) }
        case "ASWrapperLayoutSpec":
            kind = .wrapper
            if let one = named["layoutElement"] { children = [try Convert.element(one, "layoutElement", at: node)] }
            if let list = named["layoutElements"] { children = try Convert.children(list, label: "layoutElements", at: node) }
        case "ASCornerLayoutSpec":
            let location: CornerLocation = try Convert.option(named["location"], "ASCornerLayoutLocation", default: .topRight, at: node)
            kind = .corner(CornerOptions(location: location)); children = [try child("child"), try child("corner")]
        default:
            kind = .empty
        }
        let spec = SpecObject(typeName: type, kind: kind, children: children)
        spec.madeAt = Syntax(node)
        return .object(spec)
    }

    static func direction(_ value: Value?, at node: some SyntaxProtocol) throws(InterpreterError) -> StackDirection {
        guard let name = value.flatMap(Convert.caseName) else { return .horizontal }
        guard let direction = StackDirection(rawValue: name) else { throw InterpreterError("type 'ASStackLayoutDirection' has no member '\(name)'", at: node) }
        return direction
    }

    static func alignItems(_ name: String, at node: some SyntaxProtocol) throws(InterpreterError) -> StackAlignItems {
        guard let value = StackAlignItems(rawValue: name) else { throw InterpreterError("type 'ASStackLayoutAlignItems' has no member '\(name)'", at: node) }
        return value
    }

    /// `.X`, `.Y`, `.XY` or `[]` (none); any other name is an error.
    static func centering(_ value: Value?, default fallback: CenteringOptions, at node: some SyntaxProtocol) throws(InterpreterError) -> CenteringOptions {
        guard let value else { return fallback }
        if case .array(let items) = value, items.isEmpty { return .none }
        switch Convert.caseName(value) {
        case "X": return .x
        case "Y": return .y
        case "XY": return .xy
        case "none": return .none
        case let name:
            let known = ["none", "X", "Y", "XY"]
            throw InterpreterError("type 'ASCenterLayoutSpecCenteringOptions' has no member '\(name ?? value.typeName)'\(NearestName.hint(for: name ?? "", in: known))", at: node)
        }
    }

    static func sizing(_ value: Value?) -> CenterSizingOptions {
        var names: Set<String> = []
        if case .enumCase(_, let name, _)? = value { names = [name] }
        if case .array(let items)? = value { names = Set(items.compactMap(Convert.caseName)) }
        if names.contains("minimumXY") || (names.contains("minimumX") && names.contains("minimumY")) { return .minimumXY }
        if names.contains("minimumX") { return .minimumX }
        if names.contains("minimumY") { return .minimumY }
        return CenterSizingOptions.default
    }

    /// A relative spec's options; `sizing` is an `ASRelativeLayoutSpecSizingOption` (`[]` for none).
    static func relative(_ horizontal: RelativePosition, _ vertical: RelativePosition, sizing: Value?,
                         default fallback: Set<String>, at node: some SyntaxProtocol) throws(InterpreterError) -> RelativeOptions {
        var names = fallback
        if let sizing {
            let items: [Value] = if case .array(let items) = sizing { items } else { [sizing] }
            names = Set(items.compactMap(Convert.caseName))
        }
        let known = ["minimumWidth", "minimumHeight", "minimumSize"]
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw InterpreterError("type 'ASRelativeLayoutSpecSizingOption' has no member '\(unknown)'\(NearestName.hint(for: unknown, in: known))", at: node)
        }
        return RelativeOptions(horizontal: horizontal, vertical: vertical,
                               minimumWidth: !names.isDisjoint(with: ["minimumWidth", "minimumSize"]),
                               minimumHeight: !names.isDisjoint(with: ["minimumHeight", "minimumSize"]))
    }

    /// The second child's slot of a two-child spec, by the name of its property.
    private static func secondSlot(_ name: String, of kind: SpecObject.Kind) -> Bool {
        switch (name, kind) {
        case ("overlay", .overlay), ("background", .background): true
        default: false
        }
    }

    static func get(_ name: String, of spec: SpecObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch name {
        case "style": return .object(StyleProxy(spec: spec))
        case "children": return .array(spec.children)
        case "child": return spec.children.first ?? .none
        case _ where secondSlot(name, of: spec.kind): return spec.children.count > 1 ? spec.children[1] : .none
        case "horizontalAlignment":
            guard case .stack(let o) = spec.kind else { return nil }
            return .enumCase(type: "ASHorizontalAlignment", name: o.horizontalAlignment.rawValue, payload: [])
        case "verticalAlignment":
            guard case .stack(let o) = spec.kind else { return nil }
            return .enumCase(type: "ASVerticalAlignment", name: o.verticalAlignment.rawValue, payload: [])
        default:
            // An @inert property (`isMutable`) reads what was set, else the default its declaration gives.
            if let value = spec.inertValues[name] { return value }
            return APITable.standard.property(name, of: apiType(of: spec))?.initialValue
        }
    }

    /// `ASAbsoluteLayoutSpecSizing`: `.default` fills a bounded maximum, `.sizeToFit` wraps the children.
    private static func sizing(_ value: Value?, at node: some SyntaxProtocol) throws(InterpreterError) -> AbsoluteSizing {
        guard let value else { return .default }
        return try Convert.option(value, "ASAbsoluteLayoutSpecSizing", default: .default, at: node)
    }

    static func set(_ name: String, of spec: SpecObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) {
        switch (name, spec.kind) {
        case ("children", _): spec.children = try Convert.children(value, at: node)
        case ("child", _):
            // Overlay, background and corner specs keep their second child in its own slot.
            let element = try Convert.element(value, "child", at: node)
            if spec.children.isEmpty { spec.children = [element] } else { spec.children[0] = element }
        case _ where secondSlot(name, of: spec.kind):
            let element = try Convert.element(value, name, at: node)
            // Set before the child: the child's slot stays empty until it is set.
            if spec.children.count > 1 { spec.children[1] = element } else { spec.children = [spec.children.first ?? .none, element] }
        case ("spacing", .stack(var o)): o.spacing = try Convert.number(value, "spacing", at: node); spec.kind = .stack(o)
        case ("direction", .stack(var o)): o.direction = try direction(value, at: node); spec.kind = .stack(o)
        case ("justifyContent", .stack(var o)): o.justifyContent = try Convert.option(value, "ASStackLayoutJustifyContent", default: .start, at: node); spec.kind = .stack(o)
        case ("alignItems", .stack(var o)): o.alignItems = try alignItems(Convert.caseName(value) ?? "", at: node); spec.kind = .stack(o)
        case ("flexWrap", .stack(var o)): o.flexWrap = Convert.caseName(value) == "wrap" ? .wrap : .noWrap; spec.kind = .stack(o)
        case ("lineSpacing", .stack(var o)): o.lineSpacing = try Convert.number(value, "lineSpacing", at: node); spec.kind = .stack(o)
        case ("alignContent", .stack(var o)): o.alignContent = try Convert.option(value, "ASStackLayoutAlignContent", default: .start, at: node); spec.kind = .stack(o)
        // Texture's conveniences: each sets justifyContent or alignItems, whichever runs along its
        // axis for the stack's direction, when the stack is laid out (so after a change of direction too).
        case ("horizontalAlignment", .stack(var o)):
            o.horizontalAlignment = try Convert.option(value, "ASHorizontalAlignment", default: .none, at: node); spec.kind = .stack(o)
        case ("verticalAlignment", .stack(var o)):
            o.verticalAlignment = try Convert.option(value, "ASVerticalAlignment", default: .none, at: node); spec.kind = .stack(o)
        case ("insets", .inset): spec.kind = .inset(try Convert.insets(value, at: node))
        case ("centeringOptions", .center(var o)): o.centering = try centering(value, default: .none, at: node); spec.kind = .center(o)
        case ("sizingOptions", .center(var o)): o.sizing = sizing(value); spec.kind = .center(o)
        case ("horizontalPosition", .relative(var o)):
            o.horizontal = try Convert.option(value, "ASRelativeLayoutSpecPosition", default: .none, at: node); spec.kind = .relative(o)
        case ("verticalPosition", .relative(var o)):
            o.vertical = try Convert.option(value, "ASRelativeLayoutSpecPosition", default: .none, at: node); spec.kind = .relative(o)
        case ("sizingOption", .relative(let o)): spec.kind = .relative(try relative(o.horizontal, o.vertical, sizing: value, default: [], at: node))
        case ("ratio", .ratio): spec.kind = .ratio(try Convert.number(value, "ratio", at: node))
        case ("sizing", .absolute): spec.kind = .absolute(try sizing(value, at: node))
        case ("offset", .corner(var o)):
            guard case .native(.point(let p)) = value else { throw InterpreterError("'offset' expects a CGPoint", at: node) }
            o.offset = p; spec.kind = .corner(o)
        case ("wrapsCorner", .corner(var o)):
            guard case .bool(let b) = value else { throw InterpreterError("'wrapsCorner' expects a Bool", at: node) }
            o.wrapsCorner = b; spec.kind = .corner(o)
        default:
            guard try APITable.standard.acceptsWithoutCode(name, of: apiType(of: spec), at: node) else {
                // Where the checker did not know the spec's type (`ASStackLayoutSpec.horizontal()`).
                throw MemberHints.noMember(name, of: spec, apiType: apiType(of: spec), at: node)
            }
            spec.keepInert(name, value)
        }
    }

    /// The declared class a spec is: its own, or ASLayoutSpec for one the API does not list.
    private static func apiType(of spec: SpecObject) -> String {
        APITable.standard.type(spec.typeName) != nil ? spec.typeName : "ASLayoutSpec"
    }
}
