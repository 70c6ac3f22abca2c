/// A run of text with one font and colour.
public struct TextSpan: Sendable, Hashable {
    public var text: String
    public var fontSize: Double
    /// A weight name such as "regular" or "bold"; interpreted by the text measurer.
    public var fontWeight: String
    public var color: RGBAColor?
    /// Lines and a highlight drawn with the text; they never change where the text goes.
    public var decoration: TextDecoration
    /// `NSAttributedString.Key.kern`: points added after each character, the last one included,
    /// as Core Text adds them.
    public var kern: Double

    public init(text: String, fontSize: Double = 17, fontWeight: String = "regular", color: RGBAColor? = nil,
                decoration: TextDecoration = TextDecoration(), kern: Double = 0) {
        self.text = text
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.color = color
        self.decoration = decoration
        self.kern = kern
    }
}

/// `NSAttributedString`'s paint-only attributes: underline, strikethrough and a background highlight.
public struct TextDecoration: Sendable, Hashable {
    /// `NSUnderlineStyle`: how a line is drawn, if at all.
    public enum LineStyle: String, Sendable, Hashable {
        case none, single, thick, double
    }

    public var underline: LineStyle
    /// nil: the text's own colour, as UIKit draws it.
    public var underlineColor: RGBAColor?
    public var strikethrough: LineStyle
    public var strikethroughColor: RGBAColor?
    public var background: RGBAColor?

    public init(underline: LineStyle = .none, underlineColor: RGBAColor? = nil, strikethrough: LineStyle = .none,
                strikethroughColor: RGBAColor? = nil, background: RGBAColor? = nil) {
        self.underline = underline
        self.underlineColor = underlineColor
        self.strikethrough = strikethrough
        self.strikethroughColor = strikethroughColor
        self.background = background
    }

    public var isEmpty: Bool { underline == .none && strikethrough == .none && background == nil }
}

/// Styled text: a sequence of spans sharing one paragraph style (as text nodes in workshops use it).
public struct AttributedText: Sendable, Hashable {
    public var spans: [TextSpan]
    public var paragraph: ParagraphStyle

    public init(spans: [TextSpan], paragraph: ParagraphStyle = ParagraphStyle()) {
        self.spans = spans
        self.paragraph = paragraph
    }

    public var string: String { spans.map(\.text).joined() }
}

/// `NSParagraphStyle`'s properties that change where text goes.
public struct ParagraphStyle: Sendable, Hashable {
    public enum Alignment: String, Sendable, Hashable {
        case natural, left, center, right, justified
    }

    /// `NSLineBreakMode`: how lines wrap, and how the last visible line is cut when text does not fit.
    public enum LineBreakMode: String, Sendable, Hashable {
        case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
    }

    public var alignment: Alignment
    public var lineBreakMode: LineBreakMode
    /// Extra space between lines, in points.
    public var lineSpacing: Double
    /// Multiplies the font's line height; 0 means the font's own.
    public var lineHeightMultiple: Double
    /// Bounds on each line's height; 0 means no bound.
    public var minimumLineHeight: Double
    public var maximumLineHeight: Double
    /// Extra space after each paragraph (text between newlines).
    public var paragraphSpacing: Double

    public init(alignment: Alignment = .natural, lineBreakMode: LineBreakMode = .byTruncatingTail,
                lineSpacing: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0,
                maximumLineHeight: Double = 0, paragraphSpacing: Double = 0) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.paragraphSpacing = paragraphSpacing
    }

    /// True when any property that changes line heights differs from the font's own.
    var adjustsLineHeight: Bool {
        lineHeightMultiple > 0 || minimumLineHeight > 0 || maximumLineHeight > 0
    }
}

/// What a text node shows.
public struct TextContent: Sendable, Hashable {
    public var text: AttributedText
    /// 0 means no limit.
    public var maximumNumberOfLines: Int
    /// ASTextNode's `textContainerInset`: space between the node's edges and its text.
    public var containerInset: EdgeInsets

    public init(text: AttributedText, maximumNumberOfLines: Int = 0, containerInset: EdgeInsets = .zero) {
        self.text = text
        self.maximumNumberOfLines = maximumNumberOfLines
        self.containerInset = containerInset
    }
}
