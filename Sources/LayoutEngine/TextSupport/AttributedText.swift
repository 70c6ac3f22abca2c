/// A run of text with one font and colour.
public struct TextSpan: Sendable, Hashable {
    public var text: String
    public var fontSize: Double
    /// A weight name such as "regular" or "bold"; interpreted by the text measurer.
    public var fontWeight: String
    public var color: RGBAColor?

    public init(text: String, fontSize: Double = 17, fontWeight: String = "regular", color: RGBAColor? = nil) {
        self.text = text
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.color = color
    }
}

/// Styled text: a sequence of spans.
public struct AttributedText: Sendable, Hashable {
    public var spans: [TextSpan]

    public init(spans: [TextSpan]) {
        self.spans = spans
    }

    public var string: String { spans.map(\.text).joined() }
}

/// What a text node shows.
public struct TextContent: Sendable, Hashable {
    public var text: AttributedText
    /// 0 means no limit.
    public var maximumNumberOfLines: Int

    public init(text: AttributedText, maximumNumberOfLines: Int = 0) {
        self.text = text
        self.maximumNumberOfLines = maximumNumberOfLines
    }
}
