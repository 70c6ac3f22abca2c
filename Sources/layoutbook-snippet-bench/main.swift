// layoutbook-snippet-bench: how long one snippet takes to parse, evaluate and lay out, per session
// of a course, from a release build: swift build -c release --product layoutbook-snippet-bench
// Usage: layoutbook-snippet-bench [COURSE_ROOT] [--each]   (default: the current directory; --each
// prints every snippet's time too)
import CourseModel
import Foundation
import Pipeline

let arguments = CommandLine.arguments.dropFirst()
let printsEach = arguments.contains("--each")
let root = URL(fileURLWithPath: arguments.first { !$0.hasPrefix("--") } ?? ".")
let (loaded, diagnostics) = CourseLoader(root: root).load()
guard let course = loaded else {
    diagnostics.items.forEach { print($0) }
    exit(1)
}
let runner = InterpreterRunner(course: course, root: root)
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func format(_ value: Double) -> String {
    String(format: "%.3f", value)
}

/// Each executed snippet: the best of `repetitions` runs (the least disturbed by other work).
var all: [Double] = []
for session in course.sessions {
    var times: [(String, Double)] = []
    for snippet in session.snippets where snippet.role.isExecuted && snippet.role != .hidden {
        if case .fails = snippet.role { continue }
        var best = Double.infinity
        for _ in 0..<30 {
            best = min(best, milliseconds(clock.measure { _ = runner.run(snippet, in: session, of: course, substitutions: [:]) }))
        }
        times.append((snippet.id, best))
        if printsEach { print("  \(snippet.id): \(format(best)) ms") }
    }
    guard !times.isEmpty else { continue }
    let sorted = times.map(\.1).sorted()
    let slowest = times.max { $0.1 < $1.1 }!
    all += sorted
    print("\(session.slug): \(times.count) snippets, median \(format(sorted[sorted.count / 2])) ms, slowest \(format(slowest.1)) ms (\(slowest.0))")
}
let sorted = all.sorted()
if !sorted.isEmpty {
    print("all snippets: \(sorted.count), median \(format(sorted[sorted.count / 2])) ms, p95 \(format(sorted[min(sorted.count - 1, sorted.count * 95 / 100)])) ms (parse + evaluate + layout, best of 30)")
}
