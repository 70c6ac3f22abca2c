extension StackUnpositionedLayout {
    /// Step 6: a line is as tall (cross-wise) as its baseline-aligned items above and below the shared
    /// baseline, or its tallest other item. A single line takes the stack's exact cross size if it has one,
    /// else is clamped into the cross range.
    static func computeLineCrossSizes(_ lines: [StackLine], _ env: StackEnvironment) -> [StackLine] {
        let single = lines.count == 1
        let exactCross = env.crossRange.lower == env.crossRange.upper
        return lines.map { line in
            var line = line
            let baselined = line.items.filter(\.child.isBaselineAligned)
            let ascent = baselined.map { $0.baseline(env.axis) }.max() ?? 0
            line.baseline = ascent
            if single && exactCross {
                line.crossSize = env.crossRange.lower
                return line
            }
            let descent = baselined.map { env.axis.cross($0.layout.size) - $0.baseline(env.axis) }.max() ?? 0
            let others = line.items.filter { !$0.child.isBaselineAligned }.map { env.axis.cross($0.layout.size) }.max() ?? 0
            let cross = macroMax(ascent + descent, others)
            line.crossSize = single ? env.crossRange.clamp(cross) : cross
            return line
        }
    }

    /// Cross content: Σ line cross sizes + lineSpacing between lines.
    static func crossContent(of lines: [StackLine], lineSpacing: Double) -> Double {
        lines.reduce(0) { $0 + $1.crossSize } + lineSpacing * Double(Swift.max(lines.count - 1, 0))
    }
}
