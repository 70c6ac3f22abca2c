import LayoutEngine

/// Builds engine elements from a case's `tree` (schema §5.2).
enum CaseTreeBuilder {
    static func element(from json: JSONValue, context: String) throws(CaseFileError) -> any LayoutElement {
        let style = try CaseStyleDecoder.style(from: json["style"], context: context)
        switch json["type"]?.string {
        case "node": return try node(json, style: style, context: context)
        case "stack": return StackLayoutSpec(options: try CaseStackOptions.options(json, context: context),
                                             children: try children(json, context: context), style: style)
        case "inset": return InsetLayoutSpec(insets: try insets(json, context: context),
                                             child: try child(json, "child", context), style: style)
        case "center": return CenterLayoutSpec(options: try centerOptions(json, context: context),
                                               child: try child(json, "child", context), style: style)
        case "relative": return RelativeLayoutSpec(options: try relativeOptions(json, context: context),
                                                   child: try child(json, "child", context), style: style)
        case "ratio": return RatioLayoutSpec(ratio: json["ratio"]?.number ?? 1,
                                             child: try child(json, "child", context), style: style)
        case "overlay": return OverlayLayoutSpec(child: try child(json, "child", context),
                                                 overlay: try optionalChild(json, "overlay", context), style: style)
        case "background": return BackgroundLayoutSpec(child: try child(json, "child", context),
                                                       background: try optionalChild(json, "background", context), style: style)
        case "absolute": return AbsoluteLayoutSpec(sizing: try enumValue(json["sizing"], default: .default, context),
                                                   children: try children(json, context: context), style: style)
        case "wrapper": return WrapperLayoutSpec(children: try children(json, context: context), style: style)
        case "corner": return CornerLayoutSpec(options: try cornerOptions(json, context: context),
                                               child: try child(json, "child", context),
                                               corner: try optionalChild(json, "corner", context), style: style)
        case let other: throw .invalidCase(name: context, reason: "unknown tree type \(other ?? "nil")")
        }
    }

    private static func node(_ json: JSONValue, style: LayoutStyle, context: String) throws(CaseFileError) -> DisplayNode {
        guard let id = json["id"]?.string else { throw .invalidCase(name: context, reason: "a node needs an id") }
        let intrinsic = try json["intrinsicSize"].map { value throws(CaseFileError) in try value.size(context) }
        return .plain(intrinsicSize: intrinsic, style: style, info: ElementInfo(name: id))
    }

    private static func children(_ json: JSONValue, context: String) throws(CaseFileError) -> [any LayoutElement] {
        var elements: [any LayoutElement] = []
        for child in json["children"]?.array ?? [] {
            elements.append(try element(from: child, context: context))
        }
        return elements
    }

    private static func child(_ json: JSONValue, _ key: String, _ context: String) throws(CaseFileError) -> any LayoutElement {
        guard let value = json[key] else { throw .invalidCase(name: context, reason: "missing \(key)") }
        return try element(from: value, context: context)
    }

    private static func optionalChild(_ json: JSONValue, _ key: String, _ context: String) throws(CaseFileError) -> (any LayoutElement)? {
        guard let value = json[key], case .object = value else { return nil }
        return try element(from: value, context: context)
    }

    static func enumValue<Value: RawRepresentable<String>>(_ json: JSONValue?, default fallback: Value,
                                                         _ context: String) throws(CaseFileError) -> Value {
        guard let json else { return fallback }
        guard let raw = json.string, let value = Value(rawValue: raw) else {
            throw .invalidCase(name: context, reason: "unexpected value \(json) for \(Value.self)")
        }
        return value
    }
}
