/// Attributed text turned into positioned characters: each Unicode scalar with its advance in points
/// and the span it came from. No font kerning, no ligatures: the diagrams draw with both turned off,
/// so a line is exactly as wide as the sum of its advances. A span's own `kern` is part of each advance.
struct ShapedText {
    struct Glyph {
        var scalar: Unicode.Scalar
        var advance: Double
        var span: Int

        var isSpace: Bool { Self.isSpace(scalar) }
        var isNewline: Bool { Self.isNewline(scalar) }

        static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
        static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
    }

    /// A span's face at its size: points per font unit, advances and vertical metrics in points.
    struct ScaledFont {
        let face: FontFaceMetrics
        let scale: Double
        /// Points after each character (`NSAttributedString.Key.kern`).
        let kern: Double

        init(_ span: TextSpan) {
            face = InterFont.face(forWeight: span.fontWeight)
            scale = (span.fontSize.isFinite ? Swift.max(0, span.fontSize) : 17) / face.unitsPerEm
            kern = span.kern.isFinite ? span.kern : 0
        }

        /// UIKit's default, 17 pt regular: what an empty text's line height comes from.
        init() {
            face = .regular
            scale = 17 / face.unitsPerEm
            kern = 0
        }

        func advance(of scalar: Unicode.Scalar) -> Double {
            (face.advance(of: scalar) ?? ShapedText.fallbackAdvance(of: scalar, unitsPerEm: face.unitsPerEm)) * scale + kern
        }

        var metrics: FontMetrics {
            FontMetrics(ascender: face.ascender * scale, descender: -face.descender * scale, lineGap: face.lineGap * scale)
        }
    }

    /// Vertical metrics of one span's font, in points.
    struct FontMetrics {
        var ascender: Double
        var descender: Double
        var lineGap: Double
        var lineHeight: Double { ascender + descender + lineGap }
    }

    let glyphs: [Glyph]
    /// Per span: its vertical metrics.
    let fonts: [FontMetrics]
    private let scaledFonts: [ScaledFont]

    init(_ text: AttributedText) {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(text.spans.reduce(0) { $0 + $1.text.utf8.count })
        // An empty text still has a line height: the default font's.
        let scaledFonts = text.spans.isEmpty ? [ScaledFont()] : text.spans.map(ScaledFont.init)
        self.scaledFonts = scaledFonts
        fonts = scaledFonts.map(\.metrics)
        for (index, span) in text.spans.enumerated() {
            for scalar in span.text.unicodeScalars {
                glyphs.append(Glyph(scalar: scalar, advance: scaledFonts[index].advance(of: scalar), span: index))
            }
        }
        self.glyphs = glyphs
    }

    /// `scalar` as drawn in the font of span `span` (for the truncation token).
    func glyph(_ scalar: Unicode.Scalar, span: Int) -> Glyph {
        Glyph(scalar: scalar, advance: scaledFonts[Swift.min(span, scaledFonts.count - 1)].advance(of: scalar), span: span)
    }

    /// Characters outside the shipped subset are drawn by a fallback font the engine has no metrics
    /// for: estimate them (wide for CJK and emoji, zero for combining marks).
    static func fallbackAdvance(of scalar: Unicode.Scalar, unitsPerEm: Double) -> Double {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        let value = scalar.value
        let wide = (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFF60).contains(value) || scalar.properties.isEmojiPresentation
        return unitsPerEm * (wide ? 1 : 0.6)
    }

    /// The width Chromium gives a run of characters in one font: the sum of advances rounded up to
    /// its layout unit, 1/64 px.
    static func layoutWidth(_ advances: Double) -> Double {
        (advances * 64).rounded(.up) / 64
    }

    /// The width of a line's characters, run by run, without trailing spaces (they hang past the
    /// line's end).
    static func width(_ line: ArraySlice<Glyph>) -> Double {
        var end = line.endIndex
        while end > line.startIndex, line[end - 1].isSpace { end -= 1 }
        var total = 0.0
        var runStart = line.startIndex
        for index in line.startIndex..<end where index + 1 == end || line[index + 1].span != line[index].span {
            total += runWidth(line[runStart...index])
            runStart = index + 1
        }
        return total
    }

    /// The width of characters in one font, spaces included.
    static func runWidth(_ run: ArraySlice<Glyph>) -> Double {
        layoutWidth(run.reduce(0) { $0 + $1.advance })
    }

    /// The characters of a line as a string.
    static func string(_ line: ArraySlice<Glyph>) -> String {
        var string = ""
        string.reserveCapacity(line.count)
        for glyph in line { string.unicodeScalars.append(glyph.scalar) }
        return string
    }
}
