/// A piece of a line drawn in one span's font: which span, what text, where it starts on the line.
public struct MeasuredTextRun: Sendable, Hashable {
    /// Index into the measured `AttributedText.spans`.
    public var spanIndex: Int
    public var text: String
    /// Offset from the start of the line.
    public var x: Double
    public var width: Double

    public init(spanIndex: Int, text: String, x: Double, width: Double) {
        self.spanIndex = spanIndex
        self.text = text
        self.x = x
        self.width = width
    }
}

/// One laid-out line of text.
public struct MeasuredTextLine: Sendable, Hashable {
    public var text: String
    public var width: Double
    /// Distance from the top of the text box to this line's baseline.
    public var baseline: Double
    /// The line's text by span; empty when the measurer does not split lines by font.
    public var runs: [MeasuredTextRun]

    public init(text: String, width: Double, baseline: Double, runs: [MeasuredTextRun] = []) {
        self.text = text
        self.width = width
        self.baseline = baseline
        self.runs = runs
    }
}

/// The result of measuring text: its lines, bounds and font metrics.
public struct MeasuredText: Sendable, Hashable {
    public var lines: [MeasuredTextLine]
    public var size: Size
    /// The first line's font ascender (positive) and the last line's descender (negative).
    public var ascender: Double
    public var descender: Double
    /// How lines sit in the node's frame when it is wider than a line.
    public var alignment: ParagraphStyle.Alignment

    /// What layout reads from it.
    public var bounds: TextBounds { TextBounds(size: size, ascender: ascender, descender: descender) }

    public init(lines: [MeasuredTextLine], size: Size, ascender: Double, descender: Double,
                alignment: ParagraphStyle.Alignment = .natural) {
        self.lines = lines
        self.size = size
        self.ascender = ascender
        self.descender = descender
        self.alignment = alignment
    }
}

/// What layout reads from measured text: its bounds and the baselines it exports.
public struct TextBounds: Sendable, Hashable {
    public var size: Size
    /// As in `MeasuredText`.
    public var ascender: Double
    public var descender: Double

    public init(size: Size, ascender: Double, descender: Double) {
        self.size = size
        self.ascender = ascender
        self.descender = descender
    }
}

/// The seam to the text-measurement module: wraps at `maxSize.width` (infinite → no wrapping),
/// truncates past `maxSize.height` or `maximumNumberOfLines` (0 = unlimited).
public protocol TextMeasuring: Sendable {
    func measure(_ text: AttributedText, in maxSize: Size, maximumNumberOfLines: Int) -> MeasuredText

    /// The bounds `measure` gives, without building lines. Layout measures a text node several times
    /// per pass (before and after flexing or stretching) and needs the lines of the final layout only,
    /// so the lines are measured again when a diagram asks for them. Must agree with `measure`.
    func measureBounds(_ text: AttributedText, in maxSize: Size, maximumNumberOfLines: Int) -> TextBounds
}

extension TextMeasuring {
    public func measureBounds(_ text: AttributedText, in maxSize: Size, maximumNumberOfLines: Int) -> TextBounds {
        measure(text, in: maxSize, maximumNumberOfLines: maximumNumberOfLines).bounds
    }
}
