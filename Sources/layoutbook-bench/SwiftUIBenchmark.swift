import LayoutEngine
import SwiftUILayout

/// A SwiftUI list of `rows` rows in a VStack inside a ScrollView, each row an HStack of a 44-pt
/// thumbnail, a title and a price with a Spacer between: 10,000 rows is 10,000 row views
/// (and 50,000 views with their parts), measured with Inter.
enum SwiftUIBenchmark {
    struct InterSizing: TextSizing {
        let measurer = InterTextMeasurer()

        func measure(_ text: ResolvedText, width: Double?, height: Double?) -> TextMetrics {
            let attributed = AttributedText(spans: [TextSpan(text: text.string, fontSize: text.font.size, fontWeight: text.font.weight)])
            let size = measurer.measureBounds(attributed, in: Size(width: width ?? .infinity, height: .infinity), maximumNumberOfLines: text.lineLimit ?? 0).size
            return TextMetrics(size: ViewSize(width: size.width, height: size.height), firstBaseline: 0, lastBaseline: 0)
        }
    }

    static func list(rows: Int) -> ViewDescription {
        let items = (0..<rows).map { index in
            ViewDescription(.padding(ViewInsets(all: 8), ViewDescription(.stack(.horizontal, alignment: .verticalCenter, spacing: 12, [
                ViewDescription(.frame(width: 44, height: 44, alignment: .center, ViewDescription(.color(ViewColor(red: 0.9, green: 0.9, blue: 0.9)), label: "Color")), label: ".frame"),
                ViewDescription(.text(TextDescription(string: "Product \(index) with a longer name")), label: "Text"),
                ViewDescription(.spacer(minLength: nil), label: "Spacer"),
                ViewDescription(.text(TextDescription(string: "$\(index % 100).00")), label: "Text"),
            ]), label: "HStack")), label: ".padding")
        }
        return ViewDescription(.scrollView(.vertical, ViewDescription(.stack(.vertical, alignment: .leading, spacing: 0, items), label: "VStack")), label: "ScrollView")
    }

    /// 8 pt per character: what the engine costs without text measurement.
    struct FixedSizing: TextSizing {
        func measure(_ text: ResolvedText, width: Double?, height: Double?) -> TextMetrics {
            let full = Double(text.string.count) * 8
            let wide = min(full, max(width ?? .infinity, 0))
            let lines = wide > 0 ? (full / wide).rounded(.up) : 1
            return TextMetrics(size: ViewSize(width: wide, height: lines * 20), firstBaseline: 16, lastBaseline: lines * 20 - 4)
        }
    }

    /// 10,000 views: `ScrollView { VStack { ForEach(0..<10_000) { Text("Row \($0)") } } }`.
    static func textList(count: Int) -> ViewDescription {
        let items = (0..<count).map { ViewDescription(.text(TextDescription(string: "Row \($0)")), label: "Text") }
        return ViewDescription(.scrollView(.vertical, ViewDescription(.stack(.vertical, alignment: .leading, spacing: nil, items), label: "VStack")), label: "ScrollView")
    }

    static func run() {
        let textEngine = SwiftUILayoutEngine(textSizing: InterSizing(), maximumSteps: 10_000_000)
        let texts = textList(count: 10_000)
        let textTimes = sortedMilliseconds(repetitions: 10) { _ = try? textEngine.layout(texts, proposal: ProposedViewSize(width: 375, height: 667)) }
        print("SwiftUI list of 10,000 Text views, Inter text: best \(String(format: "%.1f", textTimes[0])) ms, median \(String(format: "%.1f", median(textTimes))) ms")
        for (name, sizing) in [("Inter", InterSizing() as any TextSizing), ("fixed-pitch", FixedSizing())] {
            let engine = SwiftUILayoutEngine(textSizing: sizing, maximumSteps: 10_000_000)
            for rows in [2_000, 10_000] {
                let list = list(rows: rows)
                let times = sortedMilliseconds(repetitions: 10) {
                    _ = try? engine.layout(list, proposal: ProposedViewSize(width: 375, height: 667))
                }
                print("SwiftUI list of \(rows) rows (\(rows * 5 + 2) views), \(name) text: best \(String(format: "%.1f", times[0])) ms, median \(String(format: "%.1f", median(times))) ms")
            }
        }
    }
}
