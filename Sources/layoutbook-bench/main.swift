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

/// Each of `repetitions` runs, in milliseconds, fastest first. The best run is the least disturbed by
/// other work; the median shows how much the machine disturbed the others.
func sortedMilliseconds(repetitions: Int, _ work: () -> Void) -> [Double] {
    (0..<repetitions).map { _ in
        let duration = clock.measure(work)
        return Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000
    }.sorted()
}

func median(_ sorted: [Double]) -> Double { (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2 }

// `layoutbook-bench course OUT [SESSIONS] [SNIPPETS] [--hugo HUGO_OUT]` writes a synthetic course
// (default 100 × 10) for timing whole builds, and the same pages as a Hugo site to compare with.
if CommandLine.arguments.dropFirst().first == "course" {
    var arguments = Array(CommandLine.arguments.dropFirst(2))
    var hugo: String?
    if let flag = arguments.firstIndex(of: "--hugo"), flag + 1 < arguments.count {
        hugo = arguments[flag + 1]
        arguments.removeSubrange(flag...flag + 1)
    }
    guard let output = arguments.first else {
        FileHandle.standardError.write(Data("usage: layoutbook-bench course OUT [SESSIONS] [SNIPPETS] [--hugo HUGO_OUT]\n".utf8))
        exit(2)
    }
    let numbers = arguments.dropFirst().compactMap { Int($0) }
    let course = SyntheticCourse(sessions: numbers.first ?? 100, snippets: numbers.dropFirst().first ?? 10)
    do {
        try course.write(to: URL(fileURLWithPath: output))
        if let hugo { try course.writeHugoSite(to: URL(fileURLWithPath: hugo)) }
    } catch {
        FileHandle.standardError.write(Data("layoutbook-bench: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}

// `layoutbook-bench solver` times only the constraint solver (for profiling it).
if CommandLine.arguments.dropFirst().first == "solver" {
    SolverBenchmark.run()
    exit(0)
}

// `layoutbook-bench swiftui` times only SwiftUI's layout.
if CommandLine.arguments.dropFirst().first == "swiftui" {
    SwiftUIBenchmark.run()
    exit(0)
}

// `layoutbook-bench 10000` times only that tree (for profiling one size).
let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
for nodeCount in sizes.isEmpty ? [1_000, 10_000] : sizes {
    let tree = BenchmarkTrees.list(nodeCount: nodeCount)
    let range = SizeRange(min: .zero, max: Size(width: 375, height: .infinity))
    // Layout plus flattening; listing absolute frames is not part of the timed work.
    let inter = sortedMilliseconds(repetitions: 10) { _ = calculator.layout(tree, in: range) }
    let placeholder = sortedMilliseconds(repetitions: 10) { _ = placeholderCalculator.layout(tree, in: range) }
    let result = calculator.layout(tree, in: range)
    let placeholderCalculations = placeholderCalculator.layout(tree, in: range).calculationCount
    print("\(nodeCount) nodes: \(NumberText.format(inter[0])) ms with Inter text, "
          + "\(NumberText.format(placeholder[0])) ms with placeholder text (\(result.absoluteFrames.count) node frames; "
          + "\(result.calculationCount) and \(placeholderCalculations) calculations)")
    // Nanoseconds per calculation compare trees of different sizes: it grows once a tree no longer fits in cache.
    let nanoseconds = [inter[0] * 1e6 / Double(result.calculationCount),
                       placeholder[0] * 1e6 / Double(placeholderCalculations)].map { Int($0.rounded()) }
    print("    median of 10: \(NumberText.format(median(inter))) and \(NumberText.format(median(placeholder))) ms; "
          + "best: \(nanoseconds[0]) and \(nanoseconds[1]) ns per calculation")
}

if !sizes.isEmpty { exit(0) }
SolverBenchmark.run()
SwiftUIBenchmark.run()
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
