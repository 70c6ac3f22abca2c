import LayoutEngine

/// Draws measured text: one `<text>` per line the engine broke, at its baseline, in the face the
/// engine measured with (Inter, kerning and ligatures off in the site's CSS, so the browser draws
/// each line at the measured width), with a `<tspan>` for each run in another span's font.
struct TextPainter {
    let spans: [TextSpan]

    func draw(_ text: MeasuredText, in frame: Rect) -> String {
        let base = spans.first ?? TextSpan(text: "")
        var svg = "<g class=\"lb-text\"\(fontAttributes(base))>"
        var decorationsOver = ""
        for line in text.lines {
            let x = frame.minX + offset(of: line, in: frame.size.width, alignment: text.alignment)
            let decorations = decorations(of: line, atX: x, baseline: frame.minY + line.baseline)
            svg += decorations.behind
            decorationsOver += decorations.over
            svg += "<text x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(frame.minY + line.baseline))\" data-width=\"\(SVGText.number(line.width))\">"
            if line.runs.contains(where: { $0.spanIndex != 0 }) {
                for run in line.runs {
                    let span = run.spanIndex < spans.count ? spans[run.spanIndex] : base
                    svg += "<tspan\(fontAttributes(span))>\(SVGText.escape(run.text))</tspan>"
                }
            } else {
                svg += SVGText.escape(line.text)
            }
            svg += "</text>"
        }
        return svg + decorationsOver + "</g>"
    }

    /// Background highlights (drawn behind the line) and underlines and strikethroughs (drawn over
    /// it) of each run whose span has them, at the positions Inter's metrics give.
    private func decorations(of line: MeasuredTextLine, atX lineX: Double, baseline: Double) -> (behind: String, over: String) {
        let runs = line.runs.isEmpty ? [MeasuredTextRun(spanIndex: 0, text: line.text, x: 0, width: line.width)] : line.runs
        var behind = "", over = ""
        for run in runs where run.spanIndex < spans.count && !spans[run.spanIndex].decoration.isEmpty {
            let span = spans[run.spanIndex]
            let face = InterFont.face(forWeight: span.fontWeight)
            let ascent = face.ascender / face.unitsPerEm * span.fontSize
            let descent = -face.descender / face.unitsPerEm * span.fontSize
            let x = lineX + run.x
            if let background = span.decoration.background {
                behind += "<rect class=\"lb-text-background\" x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(baseline - ascent))\" width=\"\(SVGText.number(run.width))\" height=\"\(SVGText.number(ascent + descent))\"\(PaintLayer.fill(background))/>"
            }
            let textColor = span.color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
            // UIKit places the underline just below the baseline and the strikethrough through the
            // middle of the lower-case letters (about 0.28 em up).
            over += decorationLine(span.decoration.underline, at: baseline + span.fontSize * 0.1, from: x, width: run.width,
                         fontSize: span.fontSize, color: span.decoration.underlineColor ?? textColor, kind: "underline")
            over += decorationLine(span.decoration.strikethrough, at: baseline - span.fontSize * 0.28, from: x, width: run.width,
                         fontSize: span.fontSize, color: span.decoration.strikethroughColor ?? textColor, kind: "strikethrough")
        }
        return (behind, over)
    }

    private func decorationLine(_ style: TextDecoration.LineStyle, at y: Double, from x: Double, width: Double,
                      fontSize: Double, color: RGBAColor, kind: String) -> String {
        let thickness = max(1, fontSize / 17)
        let strokes: [(offset: Double, thickness: Double)] = switch style {
        case .none: []
        case .single: [(0, thickness)]
        case .thick: [(0, thickness * 2)]
        case .double: [(-thickness, thickness), (thickness, thickness)]
        }
        return strokes.map { stroke in
            "<rect class=\"lb-text-\(kind)\" x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y + stroke.offset - stroke.thickness / 2))\" width=\"\(SVGText.number(width))\" height=\"\(SVGText.number(stroke.thickness))\"\(PaintLayer.fill(color))/>"
        }.joined()
    }

    /// Lines sit at the start of the node's frame unless the paragraph centres or right-aligns them
    /// (justified text is drawn ragged: the diagrams do not stretch word spaces).
    private func offset(of line: MeasuredTextLine, in width: Double, alignment: ParagraphStyle.Alignment) -> Double {
        switch alignment {
        case .center: (width - line.width) / 2
        case .right: width - line.width
        case .natural, .left, .justified: 0
        }
    }

    private func fontAttributes(_ span: TextSpan) -> String {
        let color = span.color ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
        // SVG's letter-spacing, like Core Text's kern, follows every character, the last one included.
        let spacing = span.kern != 0 && span.kern.isFinite ? " letter-spacing=\"\(SVGText.number(span.kern))\"" : ""
        return " font-size=\"\(SVGText.number(span.fontSize))\" font-weight=\"\(InterFont.face(forWeight: span.fontWeight).cssWeight)\""
            + spacing + PaintLayer.fill(color)
    }
}
