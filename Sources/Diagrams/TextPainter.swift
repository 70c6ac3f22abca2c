import LayoutEngine

/// Draws measured text: one `<text>` per line the engine broke, at its baseline, in the face the
/// engine measured with (Inter, kerning and ligatures off in the site's CSS, so the browser draws
/// each line at the measured width), with a `<tspan>` for each run in another span's font.
struct TextPainter {
    let spans: [TextSpan]

    func draw(_ text: MeasuredText, in frame: Rect) -> String {
        let base = spans.first ?? TextSpan(text: "")
        var svg = "<g class=\"lb-text\"\(fontAttributes(base))>"
        for line in text.lines {
            let x = frame.minX + offset(of: line, in: frame.size.width, alignment: text.alignment)
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
        return svg + "</g>"
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
        return " font-size=\"\(SVGText.number(span.fontSize))\" font-weight=\"\(InterFont.face(forWeight: span.fontWeight).cssWeight)\""
            + PaintLayer.fill(color)
    }
}
