/// A deterministic stand-in for real text measurement, for tests and benchmarks: every character
/// advances `advanceRatio × fontSize`, lines are `lineHeightRatio × fontSize` tall, newlines end
/// lines, wrapping happens between characters, and truncation simply drops lines.
public struct PlaceholderTextMeasurer: TextMeasuring {
    public var advanceRatio: Double
    public var lineHeightRatio: Double

    public init(advanceRatio: Double = 0.5, lineHeightRatio: Double = 1.25) {
        self.advanceRatio = advanceRatio
        self.lineHeightRatio = lineHeightRatio
    }

    /// The values both measurements start from: the largest font size sets advance and line height.
    private struct Metrics {
        let fontSize: Double
        let advance: Double
        let lineHeight: Double
        /// Characters per line at the maximum width.
        let perLine: Int
        let string: String

        init(_ text: AttributedText, maxWidth: Double, _ measurer: PlaceholderTextMeasurer) {
            fontSize = text.spans.isEmpty ? 17 : text.spans.reduce(-Double.infinity) { Swift.max($0, $1.fontSize) }
            advance = fontSize * measurer.advanceRatio
            lineHeight = fontSize * measurer.lineHeightRatio
            // A scroll node's unbounded axis is the largest finite number, which no Int holds.
            let characters = (maxWidth / advance).rounded(.down)
            perLine = characters < 1e15 ? Swift.max(1, Int(characters)) : Int.max
            string = text.spans.count == 1 ? text.spans[0].text : text.string
        }
    }

    public func measure(_ text: AttributedText, in maxSize: Size, maximumNumberOfLines: Int) -> MeasuredText {
        let metrics = Metrics(text, maxWidth: maxSize.width, self)
        let (fontSize, advance, lineHeight) = (metrics.fontSize, metrics.advance, metrics.lineHeight)
        var lines = wrap(metrics.string, perLine: metrics.perLine)
        let lineCount = (maxSize.height / lineHeight).rounded(.down)
        let byHeight = lineCount < 1e15 ? Swift.max(1, Int(lineCount)) : Int.max
        let limit = Swift.min(maximumNumberOfLines > 0 ? maximumNumberOfLines : Int.max, byHeight)
        if lines.count > limit { lines.removeLast(lines.count - limit) }
        var width = 0.0
        let measured = lines.enumerated().map { index, line in
            let line = MeasuredTextLine(text: line, width: Double(Self.characterCount(line)) * advance,
                                        baseline: Double(index) * lineHeight + fontSize * 0.8)
            width = Swift.max(width, line.width)
            return line
        }
        return MeasuredText(lines: measured, size: Size(width: width, height: Double(measured.count) * lineHeight),
                            ascender: fontSize * 0.8, descender: -fontSize * 0.2)
    }

    public func measureBounds(_ text: AttributedText, in maxSize: Size, maximumNumberOfLines: Int) -> TextBounds {
        let metrics = Metrics(text, maxWidth: maxSize.width, self)
        // One line, always kept: its size needs no lines built (the general path keeps at least one line).
        guard Self.fitsOnOneLine(metrics.string, perLine: metrics.perLine) else {
            return measure(text, in: maxSize, maximumNumberOfLines: maximumNumberOfLines).bounds
        }
        let size = Size(width: Double(Self.characterCount(metrics.string)) * metrics.advance, height: metrics.lineHeight)
        return TextBounds(size: size, ascender: metrics.fontSize * 0.8, descender: -metrics.fontSize * 0.2)
    }

    /// Not empty, no newline, and at most `perLine` bytes (so at most that many characters).
    private static func fitsOnOneLine(_ string: String, perLine: Int) -> Bool {
        guard !string.isEmpty else { return false }
        let hasNewline = string.utf8.withContiguousStorageIfAvailable { $0.contains(10) } ?? string.utf8.contains(10)
        return !hasNewline && (perLine == Int.max || string.utf8.count <= perLine)
    }

    /// Characters in `line`; for ASCII that is its byte count, without walking grapheme clusters.
    private static func characterCount(_ line: String) -> Int {
        let asciiCount: Int?? = line.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? bytes.count : nil
        }
        return (asciiCount ?? nil) ?? line.count
    }

    /// Lines as strings; a text that fits on one line is returned as it is, without copying it.
    private func wrap(_ string: String, perLine: Int) -> [String] {
        guard !string.isEmpty else { return [] }
        // Fast path: the whole text fits on one line.
        if Self.fitsOnOneLine(string, perLine: perLine) { return [string] }
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(paragraph)
            if characters.isEmpty { lines.append("") }
            var start = 0
            while start < characters.count {
                let end = Swift.min(characters.count, start + Swift.min(perLine, characters.count))
                lines.append(String(characters[start..<end]))
                start = end
            }
        }
        return lines
    }
}
