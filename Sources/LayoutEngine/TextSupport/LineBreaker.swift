/// Greedy line breaking as TextKit does it for `byWordWrapping`: lines break after spaces and
/// hyphens, spaces at a line's end hang (they do not make it overflow), a word wider than a whole
/// line breaks between characters, and newlines end paragraphs.
struct LineBreaker {
    typealias Glyph = ShapedText.Glyph

    struct Line {
        var glyphs: ArraySlice<Glyph>
        /// The span whose font sizes an empty line (an empty paragraph).
        var span: Int
        var endsParagraph: Bool
    }

    let glyphs: [Glyph]
    let maxWidth: Double
    let breaksBetweenCharacters: Bool

    /// Tolerance for widths that equal the maximum up to rounding.
    private static let epsilon = 1e-6

    func lines() -> [Line] {
        var lines: [Line] = []
        var start = 0
        while start < glyphs.count {
            var end = start
            while end < glyphs.count, !glyphs[end].isNewline { end += 1 }
            if start == end {
                lines.append(Line(glyphs: glyphs[end..<end], span: glyphs[end].span, endsParagraph: true))
            } else {
                wrap(start..<end, into: &lines)
            }
            guard end < glyphs.count else { break }
            // A newline ends the paragraph; "\r\n" counts once.
            let isCRLF = glyphs[end].scalar == "\r" && end + 1 < glyphs.count && glyphs[end + 1].scalar == "\n"
            start = end + (isCRLF ? 2 : 1)
        }
        return lines
    }

    private func wrap(_ paragraph: Range<Int>, into lines: inout [Line]) {
        var lineStart = paragraph.lowerBound
        var width = 0.0
        var lastBreak: Int?
        var index = lineStart
        while index < paragraph.upperBound {
            let glyph = glyphs[index]
            if !glyph.isSpace, index > lineStart, maxWidth.isFinite, width + glyph.advance > maxWidth + Self.epsilon {
                let breakAt = breaksBetweenCharacters ? index : (lastBreak ?? index)
                lines.append(Line(glyphs: glyphs[lineStart..<breakAt], span: glyphs[lineStart].span, endsParagraph: false))
                lineStart = breakAt
                (width, lastBreak) = measure(lineStart..<index)
                continue
            }
            width += glyph.advance
            if breaksAfter(index, lineStart: lineStart) { lastBreak = index + 1 }
            index += 1
        }
        lines.append(Line(glyphs: glyphs[lineStart..<paragraph.upperBound], span: glyphs[lineStart].span, endsParagraph: true))
    }

    /// A line may end after a space, or after a hyphen that is not the line's first character.
    private func breaksAfter(_ index: Int, lineStart: Int) -> Bool {
        glyphs[index].isSpace || glyphs[index].scalar == "-" && index > lineStart
    }

    /// Width and last break opportunity of the characters carried over to a new line.
    private func measure(_ range: Range<Int>) -> (Double, Int?) {
        var width = 0.0
        var lastBreak: Int?
        for index in range {
            width += glyphs[index].advance
            if breaksAfter(index, lineStart: range.lowerBound) { lastBreak = index + 1 }
        }
        return (width, lastBreak)
    }
}
