/// One laid-out line of text.
public struct MeasuredTextLine: Sendable, Hashable {
    public var text: String
    public var width: Double
    /// Distance from the top of the text box to this line's baseline.
    public var baseline: Double

    public init(text: String, width: Double, baseline: Double) {
        self.text = text
        self.width = width
        self.baseline = baseline
    }
}

/// The result of measuring text: its lines, bounds and font metrics.
public struct MeasuredText: Sendable, Hashable {
    public var lines: [MeasuredTextLine]
    public var size: Size
    /// The first line's font ascender (positive) and the last line's descender (negative).
    public var ascender: Double
    public var descender: Double

    public init(lines: [MeasuredTextLine], size: Size, ascender: Double, descender: Double) {
        self.lines = lines
        self.size = size
        self.ascender = ascender
        self.descender = descender
    }
}

/// The seam to the text-measurement module: wraps at `maxSize.width` (infinite → no wrapping),
/// truncates past `maxSize.height` or `maximumNumberOfLines` (0 = unlimited).
public protocol TextMeasuring: Sendable {
    func measure(_ text: AttributedText, in maxSize: Size, maximumNumberOfLines: Int) -> MeasuredText
}
