// layoutbook-bench: times the layout engine on large generated trees and a product card.
// Build in release: swift build -c release --product layoutbook-bench
// Foundation only for linking: LayoutEngine imports nothing, and on Linux `Double.rounded` needs libm,
// which Foundation brings in.
import Foundation
import LayoutEngine

/// Text measured with Inter's real metrics (what the site uses), and with the placeholder measurer
/// (fixed advance per character) to show the engine's own share.
let calculator = LayoutCalculator(scale: 2)
let placeholderCalculator = LayoutCalculator(scale: 2, textMeasurer: PlaceholderTextMeasurer())
let clock = ContinuousClock()

/// Best of `repetitions` runs, in milliseconds (the best run is the least disturbed by other work).
func bestMilliseconds(repetitions: Int, _ work: () -> Void) -> Double {
    var best = Duration.seconds(1_000)
    for _ in 0..<repetitions {
        best = min(best, clock.measure(work))
    }
    return Double(best.components.attoseconds) / 1e15 + Double(best.components.seconds) * 1000
}

// `layoutbook-bench 10000` times only that tree (for profiling one size).
let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
for nodeCount in sizes.isEmpty ? [1_000, 10_000] : sizes {
    let tree = BenchmarkTrees.list(nodeCount: nodeCount)
    let range = SizeRange(min: .zero, max: Size(width: 375, height: .infinity))
    // Layout plus flattening; listing absolute frames is not part of the timed work.
    let milliseconds = bestMilliseconds(repetitions: 10) { _ = calculator.layout(tree, in: range) }
    let placeholder = bestMilliseconds(repetitions: 10) { _ = placeholderCalculator.layout(tree, in: range) }
    let result = calculator.layout(tree, in: range)
    let placeholderCalculations = placeholderCalculator.layout(tree, in: range).calculationCount
    print("\(nodeCount) nodes: \(NumberText.format(milliseconds)) ms with Inter text, "
          + "\(NumberText.format(placeholder)) ms with placeholder text (\(result.absoluteFrames.count) node frames; "
          + "\(result.calculationCount) and \(placeholderCalculations) calculations)")
}

if !sizes.isEmpty { exit(0) }
let card = BenchmarkTrees.productCard()
let cardRange = SizeRange(min: .zero, max: Size(width: 180, height: .infinity))
var layouts = 0
let start = clock.now
while clock.now - start < .seconds(1) {
    for _ in 0..<100 { _ = calculator.layout(card, in: cardRange) }
    layouts += 100
}
let seconds = Double((clock.now - start).components.attoseconds) / 1e18 + Double((clock.now - start).components.seconds)
print("product card: \(Int(Double(layouts) / seconds)) layouts/s")
