import LayoutEngine

/// Compares two layouts node by node, matching nodes by name (unnamed nodes by their path).
enum FrameComparison {
    static let tolerance = 0.01

    struct Difference: Equatable {
        var node: String
        var expected: Rect?
        var actual: Rect?
    }

    static func namedFrames(_ result: LayoutResult) -> [(String, Rect)] {
        var frames: [(String, Rect)] = [("root", Rect(origin: .zero, size: result.root.size))]
        var seen: [String: Int] = [:]
        for node in result.absoluteFrames {
            let base = node.name ?? "unnamed \(node.kind.rawValue)"
            let count = seen[base, default: 0] + 1
            seen[base] = count
            frames.append((count == 1 ? base : "\(base) #\(count)", node.frame))
        }
        return frames
    }

    static func differences(expected: LayoutResult, actual: LayoutResult) -> [Difference] {
        let want = namedFrames(expected), got = Dictionary(namedFrames(actual), uniquingKeysWith: { first, _ in first })
        var differences: [Difference] = []
        for (name, frame) in want {
            guard let other = got[name] else { differences.append(Difference(node: name, expected: frame, actual: nil)); continue }
            if !same(frame, other) { differences.append(Difference(node: name, expected: frame, actual: other)) }
        }
        let wanted = Set(want.map(\.0))
        for (name, frame) in namedFrames(actual) where !wanted.contains(name) {
            differences.append(Difference(node: name, expected: nil, actual: frame))
        }
        return differences
    }

    /// Why a cheat does not solve its exercise (the first differing nodes), or nil when it does;
    /// `layoutbook test` fails on it and `build` warns about it.
    static func cheatMismatch(_ exerciseID: String, target: LayoutResult, cheat: LayoutResult) -> String? {
        let differences = differences(expected: target, actual: cheat)
        guard !differences.isEmpty else { return nil }
        return "cheat '\(exerciseID)' differs from target: " + differences.prefix(4).map(describe).joined(separator: "; ")
    }

    /// For a learner comparing a starter with its target: `priceNode: x 8, target 12`, every
    /// component that differs; a node only one of them has is said so.
    static func learnerDescription(_ difference: Difference) -> String {
        switch (difference.expected, difference.actual) {
        case let (want?, got?):
            let components: [(String, Double, Double)] = [
                ("x", want.minX, got.minX), ("y", want.minY, got.minY),
                ("width", want.size.width, got.size.width), ("height", want.size.height, got.size.height),
            ]
            let parts = components.filter { abs($0.1 - $0.2) > tolerance }
                .map { "\($0.0) \(NumberText.format($0.2)), target \(NumberText.format($0.1))" }
            return "\(difference.node): " + parts.joined(separator: "; ")
        case (_?, nil): return "\(difference.node): missing (the target has it)"
        case (nil, _?): return "\(difference.node): not in the target"
        case (nil, nil): return difference.node
        }
    }

    static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.size.width - b.size.width) <= tolerance && abs(a.size.height - b.size.height) <= tolerance
    }

    /// `titleNode expected (16, 24, 120, 17), got (16, 32, 120, 17)`.
    static func describe(_ difference: Difference) -> String {
        switch (difference.expected, difference.actual) {
        case let (want?, got?): "\(difference.node) expected \(text(want)), got \(text(got))"
        case let (want?, nil): "\(difference.node) expected \(text(want)), missing"
        case let (nil, got?): "\(difference.node) not in the target, got \(text(got))"
        case (nil, nil): difference.node
        }
    }

    static func text(_ rect: Rect) -> String {
        let n = { (v: Double) in v == v.rounded() ? String(Int(v)) : String((v * 100).rounded() / 100) }
        return "(\(n(rect.minX)), \(n(rect.minY)), \(n(rect.size.width)), \(n(rect.size.height)))"
    }
}
