import LayoutEngine
import SwiftUILayout

/// SwiftUI text measured with the site's font metrics (Inter), through the same measurer as
/// Texture's and UIKit's text.
struct InterTextSizing: TextSizing {
    let measurer: any TextMeasuring

    static func attributed(_ text: ResolvedText) -> AttributedText {
        let color = text.color.map { RGBAColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
        let alignment: ParagraphStyle.Alignment = switch text.alignment {
        case .leading: .left
        case .center: .center
        case .trailing: .right
        }
        return AttributedText(spans: [TextSpan(text: text.string, fontSize: text.font.size, fontWeight: text.font.weight, color: color)],
                              paragraph: ParagraphStyle(alignment: alignment))
    }

    func measure(_ text: ResolvedText, width: Double?, height: Double?) -> TextMetrics {
        let attributed = Self.attributed(text)
        var lines = text.lineLimit ?? 0
        var measured = measurer.measure(attributed, in: Size(width: width ?? .infinity, height: .infinity), maximumNumberOfLines: lines)
        // Offered less height than its lines need, text keeps the lines that fit (at least one).
        if let height, Double(measured.lines.count) * Fonts.systemLineHeightRatio * text.font.size > height, measured.lines.count > 1 {
            let lineHeight = Fonts.systemLineHeightRatio * text.font.size
            lines = max(1, Int((height / lineHeight).rounded(.down)))
            measured = measurer.measure(attributed, in: Size(width: width ?? .infinity, height: .infinity), maximumNumberOfLines: lines)
        }
        // Widths are Inter's; heights are whole lines of the system font (L2), as UIKit's labels are.
        let height = Double(max(measured.lines.count, 1)) * Fonts.systemLineHeightRatio * text.font.size
        return TextMetrics(size: ViewSize(width: measured.size.width, height: height),
                           firstBaseline: measured.lines.first?.baseline ?? measured.ascender,
                           lastBaseline: measured.lines.last?.baseline ?? measured.ascender)
    }
}
