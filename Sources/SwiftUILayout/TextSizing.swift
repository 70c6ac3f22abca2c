/// Text as layout measures it: the string with the font, line limit and alignment its
/// environment resolved.
public struct ResolvedText: Hashable, Sendable {
    public var string: String
    public var font: ViewFont
    public var color: ViewColor?
    public var lineLimit: Int?
    public var alignment: TextAlignment

    public init(string: String, font: ViewFont, color: ViewColor?, lineLimit: Int?, alignment: TextAlignment) {
        (self.string, self.font, self.color, self.lineLimit, self.alignment) = (string, font, color, lineLimit, alignment)
    }
}

/// What measuring text answers: its size and the baselines alignment reads.
public struct TextMetrics: Hashable, Sendable {
    public var size: ViewSize
    public var firstBaseline: Double
    public var lastBaseline: Double

    public init(size: ViewSize, firstBaseline: Double, lastBaseline: Double) {
        (self.size, self.firstBaseline, self.lastBaseline) = (size, firstBaseline, lastBaseline)
    }
}

/// The seam to a font's metrics. SF Pro cannot ship, so the project measures with Inter (T1–T7
/// are open) and says so wherever text decides a size.
public protocol TextSizing {
    /// Wraps at `width` (nil: one line per explicit line), stops at `lineLimit` lines or at what
    /// fits in `height`; the width answered is the widest line's.
    func measure(_ text: ResolvedText, width: Double?, height: Double?) -> TextMetrics
}
