import LayoutEngine

/// Reads a case's `style` object (semantics §1.3 keys; dimensions as "50pt" / "50%" / "auto").
enum CaseStyleDecoder {
    static func style(from json: JSONValue?, context: String) throws(CaseFileError) -> LayoutStyle {
        var style = LayoutStyle()
        guard let object = json?.object else { return style }
        for (key, value) in object {
            try apply(key: key, value: value, to: &style, context: context)
        }
        return style
    }

    private static func apply(key: String, value: JSONValue, to style: inout LayoutStyle,
                              context: String) throws(CaseFileError) {
        if let path = dimensionKeys[key] {
            style[keyPath: path] = Dimension(parsing: value.string ?? "")
        } else if let path = numberKeys[key] {
            guard let number = value.number else { throw .invalidCase(name: context, reason: "\(key) must be a number") }
            style[keyPath: path] = number
        } else if key == "alignSelf" {
            guard let align = value.string.flatMap(AlignSelf.init(rawValue:)) else {
                throw .invalidCase(name: context, reason: "unknown alignSelf")
            }
            style.alignSelf = align
        } else if key == "layoutPosition" {
            let point = try value.size(context)
            style.layoutPosition = Point(x: point.width, y: point.height)
        } else {
            throw .invalidCase(name: context, reason: "unknown style key \(key)")
        }
    }

    private static let dimensionKeys: [String: WritableKeyPath<LayoutStyle, Dimension> & Sendable] = [
        "width": \.width, "height": \.height, "minWidth": \.minWidth, "minHeight": \.minHeight,
        "maxWidth": \.maxWidth, "maxHeight": \.maxHeight, "flexBasis": \.flexBasis,
    ]

    private static let numberKeys: [String: WritableKeyPath<LayoutStyle, Double> & Sendable] = [
        "flexGrow": \.flexGrow, "flexShrink": \.flexShrink, "spacingBefore": \.spacingBefore,
        "spacingAfter": \.spacingAfter, "ascender": \.ascender, "descender": \.descender,
    ]
}
