import LayoutEngine
import SwiftSyntax

/// `NSMutableParagraphStyle`: a class in UIKit, so `let style = …; style.lineSpacing = 4` works.
final class ParagraphStyleObject: RuntimeObject {
    var style = ParagraphStyle(lineBreakMode: .byWordWrapping)

    init() {
        super.init(typeName: "NSMutableParagraphStyle")
    }
}

/// `NSMutableAttributedString`: styled text a snippet appends to and restyles by range.
final class AttributedStringObject: RuntimeObject {
    var text: AttributedText

    init(_ text: AttributedText) {
        self.text = text
        super.init(typeName: "NSMutableAttributedString")
    }
}

/// Attributed strings, their attributes and paragraph styles.
enum TextMembers {
    /// Attributes that only change how text is painted and that diagrams do not draw (the API
    /// declaration marks them, so the author gets a warning), or that change nothing on screen.
    static let paintOnlyAttributes: Set<String> = [
        "link", "shadow", "strokeColor", "strokeWidth", "obliqueness", "accessibilitySpeechPitch",
    ]

    /// The raw values Foundation gives the attribute keys (`NSAttributedString.Key.font.rawValue` is
    /// "NSFont"), so that a key made back from its raw value (Swift 4.2's migrator does) is the same key.
    static let attributeRawValues: [String: String] = [
        "font": "NSFont", "foregroundColor": "NSColor", "paragraphStyle": "NSParagraphStyle", "kern": "NSKern",
        "underlineStyle": "NSUnderline", "underlineColor": "NSUnderlineColor", "strikethroughStyle": "NSStrikethrough",
        "strikethroughColor": "NSStrikethroughColor", "backgroundColor": "NSBackgroundColor", "link": "NSLink", "shadow": "NSShadow",
        "strokeColor": "NSStrokeColor", "strokeWidth": "NSStrokeWidth", "obliqueness": "NSObliqueness",
        "accessibilitySpeechPitch": "accessibilitySpeechPitch",
    ]

    /// `NSAttributedString.Key(rawValue:)`: the key Foundation gives that raw value, else a key of the
    /// app's own by that name.
    static func attributeKey(rawValue: String) -> Value {
        let name = attributeRawValues.first { $0.value == rawValue }?.key ?? rawValue
        return .enumCase(type: "NSAttributedString.Key", name: name, payload: [])
    }

    /// `NSAttributedString(string:attributes:)`: one span, with the paragraph style if one is given.
    static func make(_ text: String, _ attributes: Value?, at node: some SyntaxProtocol) throws(InterpreterError) -> AttributedText {
        var span = TextSpan(text: text)
        var paragraph = ParagraphStyle()
        try apply(attributes, to: &span, paragraph: &paragraph, at: node)
        return AttributedText(spans: [span], paragraph: paragraph)
    }

    /// Applies `[.font: …, .foregroundColor: …, .paragraphStyle: …]`.
    static func apply(_ attributes: Value?, to span: inout TextSpan, paragraph: inout ParagraphStyle,
                      at node: some SyntaxProtocol) throws(InterpreterError) {
        // `attributes: nil` is no attributes, as in Foundation.
        guard let attributes, !{ if case .none = attributes { true } else { false } }() else { return }
        guard case .dictionary(let items) = attributes else {
            throw InterpreterError("cannot convert value of type '\(attributes.typeName)' to expected type '[NSAttributedString.Key : Any]'", at: node)
        }
        for (key, value) in items.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "font":
                guard case .native(.font(let size, let weight)) = value else {
                    throw InterpreterError("attribute 'font' expects a UIFont, found '\(value.typeName)'", at: node)
                }
                span.fontSize = size
                span.fontWeight = weight
            case "foregroundColor": span.color = try Convert.color(value, at: node)
            case "underlineStyle": span.decoration.underline = try lineStyle(value, key, at: node)
            case "underlineColor": span.decoration.underlineColor = try Convert.color(value, at: node)
            case "strikethroughStyle": span.decoration.strikethrough = try lineStyle(value, key, at: node)
            case "strikethroughColor": span.decoration.strikethroughColor = try Convert.color(value, at: node)
            case "backgroundColor": span.decoration.background = try Convert.color(value, at: node)
            case "kern": span.kern = try Convert.number(value, key, at: node)
            case "paragraphStyle":
                guard case .object(let object) = value, let style = object as? ParagraphStyleObject else {
                    throw InterpreterError("attribute 'paragraphStyle' expects an NSParagraphStyle, found '\(value.typeName)'", at: node)
                }
                paragraph = style.style
            default:
                if paintOnlyAttributes.contains(key) { continue }
                // A key of the app's own (`Key(rawValue: "tappableTag")`) tags the text and changes
                // nothing on screen, as in UIKit; Foundation's other keys ("NSBaselineOffset") may.
                guard key.hasPrefix("NS") || attributeRawValues[key] != nil else { continue }
                throw InterpreterError("the attribute '\(key)' changes text layout and is not supported by Layoutbook's text engine", at: node)
            }
        }
    }

    /// `NSUnderlineStyle`'s raw values as UIKit numbers them.
    static let underlineRawValues: [Int: TextDecoration.LineStyle] = [0: .none, 1: .single, 2: .thick, 9: .double]

    /// `NSUnderlineStyle.single`, its `rawValue`, or 0 for none.
    private static func lineStyle(_ value: Value, _ key: String, at node: some SyntaxProtocol) throws(InterpreterError) -> TextDecoration.LineStyle {
        switch value {
        case .int(let raw):
            guard let style = underlineRawValues[raw] else {
                throw InterpreterError("\(raw) is not an NSUnderlineStyle Layoutbook draws; use .single (1), .thick (2) or .double (9)", at: node)
            }
            return style
        case .enumCase("NSUnderlineStyle", let name, _):
            guard let style = TextDecoration.LineStyle(rawValue: name) else {
                throw InterpreterError("type 'NSUnderlineStyle' has no member '\(name)'", at: node)
            }
            return style
        default:
            throw InterpreterError("attribute '\(key)' expects an NSUnderlineStyle raw value, found '\(value.typeName)'", at: node)
        }
    }

    /// `attributes(at:effectiveRange:)`: the attributes of the character at a UTF-16 index, as the
    /// dictionary `NSAttributedString(string:attributes:)` takes back (iDelivery's `setString` keeps
    /// a text node's style and changes its words). The effective range is not written back.
    static func attributes(_ args: [Argument], of text: AttributedText, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        guard let index = args.first(where: { $0.label == "at" })?.value.number.map(Int.init) else {
            throw InterpreterError("'attributes' expects (at:effectiveRange:)", at: node)
        }
        var start = 0
        // Foundation raises an out-of-bounds exception for an index at or past the end, as for an empty string.
        guard let span = text.spans.first(where: { span in
            defer { start += span.text.utf16.count }
            return index >= start && index < start + span.text.utf16.count
        }), index >= 0 else {
            throw InterpreterError("index \(index) is out of bounds of an attributed string of length \(text.string.utf16.count)", at: node)
        }
        var items: [String: Value] = ["font": .native(.font(size: span.fontSize, weight: span.fontWeight))]
        if let color = span.color { items["foregroundColor"] = .native(.color(color)) }
        if span.kern != 0 { items["kern"] = .double(span.kern) }
        let decoration = span.decoration
        if decoration.underline != .none { items["underlineStyle"] = .enumCase(type: "NSUnderlineStyle", name: decoration.underline.rawValue, payload: []) }
        if let color = decoration.underlineColor { items["underlineColor"] = .native(.color(color)) }
        if decoration.strikethrough != .none { items["strikethroughStyle"] = .enumCase(type: "NSUnderlineStyle", name: decoration.strikethrough.rawValue, payload: []) }
        if let color = decoration.strikethroughColor { items["strikethroughColor"] = .native(.color(color)) }
        if let color = decoration.background { items["backgroundColor"] = .native(.color(color)) }
        if text.paragraph != ParagraphStyle() {
            let style = ParagraphStyleObject()
            style.style = text.paragraph
            items["paragraphStyle"] = .object(style)
        }
        return .dictionary(items)
    }

    static func attributedText(_ value: Value) -> AttributedText? {
        switch value {
        case .native(.attributedString(let text)): text
        case .object(let object as AttributedStringObject): object.text
        default: nil
        }
    }

    // MARK: NSMutableParagraphStyle

    /// `copy()` and `mutableCopy()`: a style of its own with the same settings.
    static func copy(_ name: String, of object: ParagraphStyleObject) -> Value? {
        guard name == "copy" || name == "mutableCopy" else { return nil }
        let copy = ParagraphStyleObject()
        copy.style = object.style
        return .object(copy)
    }

    static func get(_ name: String, of object: ParagraphStyleObject) -> Value? {
        let style = object.style
        switch name {
        case "lineSpacing": return .double(style.lineSpacing)
        case "lineHeightMultiple": return .double(style.lineHeightMultiple)
        case "minimumLineHeight": return .double(style.minimumLineHeight)
        case "maximumLineHeight": return .double(style.maximumLineHeight)
        case "paragraphSpacing": return .double(style.paragraphSpacing)
        case "alignment": return .enumCase(type: "NSTextAlignment", name: style.alignment.rawValue, payload: [])
        case "lineBreakMode": return .enumCase(type: "NSLineBreakMode", name: style.lineBreakMode.rawValue, payload: [])
        default: return nil
        }
    }

    static func set(_ name: String, of object: ParagraphStyleObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) {
        func number() throws(InterpreterError) -> Double { max(0, try Convert.number(value, name, at: node)) }
        switch name {
        case "lineSpacing": object.style.lineSpacing = try number()
        case "lineHeightMultiple": object.style.lineHeightMultiple = try number()
        case "minimumLineHeight": object.style.minimumLineHeight = try number()
        case "maximumLineHeight": object.style.maximumLineHeight = try number()
        case "paragraphSpacing": object.style.paragraphSpacing = try number()
        case "alignment":
            guard let alignment = Convert.caseName(value).flatMap(ParagraphStyle.Alignment.init(rawValue:)) else {
                throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'NSTextAlignment'", at: node)
            }
            object.style.alignment = alignment
        case "lineBreakMode": object.style.lineBreakMode = try lineBreakMode(value, at: node)
        case "hyphenationFactor", "allowsDefaultTighteningForTruncation", "baseWritingDirection": return
        default:
            throw InterpreterError("'\(name)' of NSParagraphStyle changes text layout and is not supported by Layoutbook's text engine", at: node)
        }
    }

    static func lineBreakMode(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> ParagraphStyle.LineBreakMode {
        guard let mode = Convert.caseName(value).flatMap(ParagraphStyle.LineBreakMode.init(rawValue:)) else {
            throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'NSLineBreakMode'", at: node)
        }
        return mode
    }

    // MARK: NSMutableAttributedString

    static func get(_ name: String, of object: AttributedStringObject) -> Value? {
        switch name {
        case "string": return .string(object.text.string)
        case "length": return .int(object.text.string.utf16.count)
        default: return nil
        }
    }

    static func call(_ name: String, on object: AttributedStringObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch name {
        case "append":
            guard let value = args.first?.value, let other = attributedText(value) else {
                throw InterpreterError("cannot convert value of type '\(args.first?.value.typeName ?? "()")' to expected argument type 'NSAttributedString'", at: node)
            }
            // An empty string has no characters, so no attributes: it sets neither font nor line height.
            let hadCharacters = object.text.spans.contains { !$0.text.isEmpty }
            object.text.spans = object.text.spans.filter { !$0.text.isEmpty } + other.spans.filter { !$0.text.isEmpty }
            if !hadCharacters { object.text.paragraph = other.paragraph }
            return .void
        case "addAttribute", "addAttributes", "setAttributes":
            let attributes: Value
            if name == "addAttribute" {
                guard args.count == 3 else { throw InterpreterError("'addAttribute' expects (_:value:range:)", at: node) }
                attributes = .dictionary([Describe.key(args[0].value): args[1].value])
            } else {
                attributes = args.first?.value ?? .dictionary([:])
            }
            let range = try utf16Range(args.last?.value, in: object.text, at: node)
            try restyle(object, range, attributes, replacing: name == "setAttributes", at: node)
            return .void
        case "attributes": return try attributes(args, of: object.text, at: node)
        default:
            throw InterpreterError("value of type 'NSMutableAttributedString' has no member '\(name)'", at: node)
        }
    }

    /// `NSRange(location:length:)`, checked against the string like Foundation does (out of bounds
    /// raises there; here it is a diagnostic).
    private static func utf16Range(_ value: Value?, in text: AttributedText, at node: some SyntaxProtocol) throws(InterpreterError) -> Range<Int> {
        guard case .native(.textRange(let location, let length))? = value else {
            throw InterpreterError("expected an NSRange for argument 'range'", at: node)
        }
        let count = text.string.utf16.count
        guard location >= 0, length >= 0, location + length <= count else {
            throw InterpreterError("NSRange {\(location), \(length)} is out of bounds for a string of length \(count)", at: node)
        }
        return location..<(location + length)
    }

    /// Splits spans at the range's ends and applies the attributes to the spans inside.
    private static func restyle(_ object: AttributedStringObject, _ range: Range<Int>, _ attributes: Value,
                                replacing: Bool, at node: some SyntaxProtocol) throws(InterpreterError) {
        var spans: [TextSpan] = []
        var offset = 0
        var paragraph = object.text.paragraph
        for span in object.text.spans {
            let units = Array(span.text.utf16)
            let cuts = [0, range.lowerBound - offset, range.upperBound - offset, units.count].map { min(max($0, 0), units.count) }
            for (start, end) in zip(cuts, cuts.dropFirst()) where start < end {
                var piece = span
                piece.text = String(decoding: units[start..<end], as: UTF16.self)
                if offset + start >= range.lowerBound, offset + end <= range.upperBound {
                    if replacing { piece = TextSpan(text: piece.text) }
                    try apply(attributes, to: &piece, paragraph: &paragraph, at: node)
                }
                spans.append(piece)
            }
            offset += units.count
        }
        object.text = AttributedText(spans: spans, paragraph: paragraph)
    }
}
