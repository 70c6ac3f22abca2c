/// Measures text with the real metrics of Inter, the font the site ships and the diagrams draw with,
/// standing in for the iOS system font: advances from the shipped font files (no kerning, no
/// ligatures — the diagrams' CSS turns both off, so Chromium draws each line at the measured width),
/// line heights from the font's ascender and descender as CoreText computes them, paragraph styles,
/// mixed fonts, `maximumNumberOfLines` and truncation with "…" (texture-semantics §3.2).
public struct InterTextMeasurer: TextMeasuring {
    /// Off only in tests, to check the shortcut gives what the general path gives.
    let usesSingleLineShortcut: Bool

    public init() {
        usesSingleLineShortcut = true
    }

    init(usesSingleLineShortcut: Bool) {
        self.usesSingleLineShortcut = usesSingleLineShortcut
    }

    public func measure(_ text: AttributedText, in maxSize: Size, maximumNumberOfLines: Int) -> MeasuredText {
        if usesSingleLineShortcut, text.spans.count == 1,
           let line = SingleLine(text.spans[0], text.paragraph, maxWidth: maxSize.width) {
            return line.measured(text.spans[0], text.paragraph)
        }
        let shaped = ShapedText(text)
        let paragraph = text.paragraph
        let maxWidth = maxSize.width.isNaN ? .infinity : Swift.max(0, maxSize.width)
        var lines = LineBreaker(glyphs: shaped.glyphs, maxWidth: maxWidth,
                                breaksBetweenCharacters: paragraph.lineBreakMode == .byCharWrapping).lines()
        guard !lines.isEmpty else {
            let font = shaped.fonts[0]
            return MeasuredText(lines: [], size: .zero, ascender: font.ascender, descender: -font.descender,
                                alignment: paragraph.alignment)
        }
        let placed = place(lines.map { metrics(of: $0, shaped) }, lines, paragraph: paragraph,
                           maxHeight: maxSize.height, maximumNumberOfLines: maximumNumberOfLines)
        let truncated = placed.count < lines.count
        lines.removeLast(lines.count - placed.count)
        if truncated, let token = truncationToken(lines[lines.count - 1], shaped, paragraph.lineBreakMode) {
            lines[lines.count - 1].glyphs = truncate(lines[lines.count - 1].glyphs, token: token, mode: paragraph.lineBreakMode, maxWidth: maxWidth)
        }
        let measured = zip(lines, placed).map { line, position in
            measuredLine(line.glyphs, baseline: position.baseline, splitsRuns: text.spans.count > 1)
        }
        let first = metrics(of: lines[0], shaped), last = metrics(of: lines[lines.count - 1], shaped)
        let ascender = paragraph.adjustsLineHeight ? placed[0].baseline : first.ascender
        return MeasuredText(lines: measured,
                            size: Size(width: measured.reduce(0) { Swift.max($0, $1.width) }, height: placed[placed.count - 1].bottom),
                            ascender: ascender, descender: -last.descender, alignment: paragraph.alignment)
    }

    public func measureBounds(_ text: AttributedText, in maxSize: Size, maximumNumberOfLines: Int) -> TextBounds {
        if usesSingleLineShortcut, text.spans.count == 1,
           let line = SingleLine(text.spans[0], text.paragraph, maxWidth: maxSize.width) {
            return line.bounds
        }
        return measure(text, in: maxSize, maximumNumberOfLines: maximumNumberOfLines).bounds
    }

    /// Most labels are one span on one line: measure those by summing advances, without building
    /// glyphs, lines and runs (nil when the text wraps, has a newline, or is empty).
    private struct SingleLine {
        let bounds: TextBounds
        let baseline: Double
        let hasTrailingSpace: Bool

        init?(_ span: TextSpan, _ paragraph: ParagraphStyle, maxWidth: Double) {
            let scaled = ShapedText.ScaledFont(span)
            guard let (ink, hasTrailingSpace) = InterTextMeasurer.inkWidth(span.text, scaled) else { return nil }
            // The line breaker compares glyph by glyph; summing the same advances in the same order
            // gives the same total, so "fits" means the same here.
            guard ink > 0, !maxWidth.isNaN, ink <= maxWidth + 1e-6 || !maxWidth.isFinite else { return nil }
            let font = scaled.metrics
            let height = InterTextMeasurer.lineHeight(font, paragraph)
            baseline = height - font.descender - font.lineGap
            self.hasTrailingSpace = hasTrailingSpace
            bounds = TextBounds(size: Size(width: ShapedText.layoutWidth(ink), height: height),
                                ascender: paragraph.adjustsLineHeight ? baseline : font.ascender,
                                descender: -font.descender)
        }

        func measured(_ span: TextSpan, _ paragraph: ParagraphStyle) -> MeasuredText {
            let string = hasTrailingSpace
                ? String(span.text.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) : span.text
            return MeasuredText(lines: [MeasuredTextLine(text: string, width: bounds.size.width, baseline: baseline)],
                                size: bounds.size, ascender: bounds.ascender, descender: bounds.descender,
                                alignment: paragraph.alignment)
        }
    }

    /// The width up to the last non-space character and whether spaces follow it; nil when the text has
    /// a newline. ASCII text is read byte by byte (a byte below 0x80 is its own scalar), which is most
    /// of the cost of measuring a label.
    fileprivate static func inkWidth(_ text: String, _ scaled: ShapedText.ScaledFont) -> (Double, Bool)? {
        let ascii: InkWidth?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            scaled.face.asciiAdvances.withUnsafeBufferPointer { advances in
                var width = InkWidth()
                for byte in bytes {
                    guard byte < 0x80 else { return nil }
                    if byte == 0x0A || byte == 0x0D { return .some(nil) }
                    width.add(advances[Int(byte)] * scaled.scale + scaled.kern, isSpace: byte == 0x20 || byte == 0x09)
                }
                return width
            }
        } ?? nil
        if let ascii { return ascii.map { ($0.ink, $0.hasTrailingSpace) } }
        var width = InkWidth()
        for scalar in text.unicodeScalars where !width.add(scalar, scaled) { return nil }
        return (width.ink, width.hasTrailingSpace)
    }

    /// Running sums of one line's advances.
    private struct InkWidth {
        var total = 0.0
        var ink = 0.0
        var hasTrailingSpace = false

        /// Adds a character; false for a newline, which ends the single line.
        mutating func add(_ scalar: Unicode.Scalar, _ scaled: ShapedText.ScaledFont) -> Bool {
            if ShapedText.Glyph.isNewline(scalar) { return false }
            add(scaled.advance(of: scalar), isSpace: ShapedText.Glyph.isSpace(scalar))
            return true
        }

        /// Adds an advance in points (the ASCII path computes it exactly as `ScaledFont.advance` does).
        mutating func add(_ advance: Double, isSpace: Bool) {
            total += advance
            hasTrailingSpace = isSpace
            if !isSpace { ink = total }
        }
    }

    /// A line's vertical metrics: the tallest font on it (an empty line uses its paragraph's font).
    private func metrics(of line: LineBreaker.Line, _ shaped: ShapedText) -> ShapedText.FontMetrics {
        guard let first = line.glyphs.first else { return shaped.fonts[Swift.min(line.span, shaped.fonts.count - 1)] }
        var metrics = shaped.fonts[first.span]
        var span = first.span
        for glyph in line.glyphs where glyph.span != span {
            span = glyph.span
            let font = shaped.fonts[span]
            metrics.ascender = Swift.max(metrics.ascender, font.ascender)
            metrics.descender = Swift.max(metrics.descender, font.descender)
            metrics.lineGap = Swift.max(metrics.lineGap, font.lineGap)
        }
        return metrics
    }

    private struct LinePosition {
        var baseline: Double
        var bottom: Double
    }

    /// Stacks lines top to bottom and keeps those that fit: at most `maximumNumberOfLines`, and only
    /// lines whose bottom is within the maximum height (the first line is always kept, clipped).
    private func place(_ metrics: [ShapedText.FontMetrics], _ lines: [LineBreaker.Line], paragraph: ParagraphStyle,
                       maxHeight: Double, maximumNumberOfLines: Int) -> [LinePosition] {
        var positions: [LinePosition] = []
        var top = 0.0
        let limit = maximumNumberOfLines > 0 ? maximumNumberOfLines : Int.max
        for (index, font) in metrics.enumerated() where positions.count < limit {
            let height = Self.lineHeight(font, paragraph)
            if !positions.isEmpty, maxHeight.isFinite, top + height > maxHeight + 1e-6 { break }
            // Extra height from the paragraph style goes above the text: the baseline sits on the
            // line's descender.
            positions.append(LinePosition(baseline: top + height - font.descender - font.lineGap, bottom: top + height))
            top += height + paragraph.lineSpacing + (lines[index].endsParagraph ? paragraph.paragraphSpacing : 0)
        }
        return positions
    }

    private static func lineHeight(_ font: ShapedText.FontMetrics, _ paragraph: ParagraphStyle) -> Double {
        var height = font.lineHeight
        if paragraph.lineHeightMultiple > 0 { height *= paragraph.lineHeightMultiple }
        if paragraph.minimumLineHeight > 0 { height = Swift.max(height, paragraph.minimumLineHeight) }
        if paragraph.maximumLineHeight > 0 { height = Swift.min(height, paragraph.maximumLineHeight) }
        return height
    }

    private func truncationToken(_ line: LineBreaker.Line, _ shaped: ShapedText, _ mode: ParagraphStyle.LineBreakMode) -> ShapedText.Glyph? {
        switch mode {
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            let span = (mode == .byTruncatingHead ? line.glyphs.first?.span : line.glyphs.last?.span) ?? line.span
            return shaped.glyph("…", span: span)
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return nil
        }
    }

    /// Cuts characters from the line's end, start or middle until it fits with the "…" token.
    private func truncate(_ line: ArraySlice<ShapedText.Glyph>, token: ShapedText.Glyph,
                          mode: ParagraphStyle.LineBreakMode, maxWidth: Double) -> ArraySlice<ShapedText.Glyph> {
        var kept = Array(line)
        while kept.last?.isSpace == true { kept.removeLast() }
        func joined() -> [ShapedText.Glyph] {
            switch mode {
            case .byTruncatingHead: return [token] + kept
            case .byTruncatingMiddle:
                let half = (kept.count + 1) / 2
                return Array(kept[..<half]) + [token] + Array(kept[half...])
            default: return kept + [token]
            }
        }
        while !kept.isEmpty, maxWidth.isFinite, ShapedText.width(joined()[...]) > maxWidth + 1e-6 {
            switch mode {
            case .byTruncatingHead: kept.removeFirst()
            case .byTruncatingMiddle: kept.remove(at: kept.count / 2)
            default:
                kept.removeLast()
                while kept.last?.isSpace == true { kept.removeLast() }
            }
        }
        return joined()[...]
    }

    /// The line's text, width and runs by span (none for single-span text), trailing spaces left out.
    private func measuredLine(_ glyphs: ArraySlice<ShapedText.Glyph>, baseline: Double, splitsRuns: Bool) -> MeasuredTextLine {
        var end = glyphs.endIndex
        while end > glyphs.startIndex, glyphs[end - 1].isSpace { end -= 1 }
        let visible = glyphs[glyphs.startIndex..<end]
        var runs: [MeasuredTextRun] = []
        var runStart = visible.startIndex
        var x = 0.0
        for index in visible.indices where index + 1 == visible.endIndex || visible[index + 1].span != visible[index].span {
            let run = visible[runStart...index]
            let width = ShapedText.runWidth(run)
            runs.append(MeasuredTextRun(spanIndex: visible[runStart].span, text: ShapedText.string(run), x: x, width: width))
            x += width
            runStart = index + 1
        }
        return MeasuredTextLine(text: ShapedText.string(visible), width: x, baseline: baseline, runs: splitsRuns ? runs : [])
    }
}
