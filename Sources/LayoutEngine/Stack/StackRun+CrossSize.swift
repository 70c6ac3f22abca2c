extension StackRun {
    /// Step 6: a line is as tall (cross-wise) as its baseline-aligned items above and below the shared
    /// baseline, or its tallest other item. A single line takes the stack's exact cross size if it has one,
    /// else is clamped into the cross range.
    mutating func computeLineCrossSizes() {
        let single = lineCount == 1
        let exactCross = env.crossRange.lower == env.crossRange.upper
        for index in 0..<lineCount {
            let extents = crossExtents(of: lines[index].items)
            lines[index].baseline = extents.ascent
            if single && exactCross {
                lines[index].crossSize = env.crossRange.lower
            } else {
                let cross = macroMax(extents.ascent + extents.descent, extents.others)
                lines[index].crossSize = single ? env.crossRange.clamp(cross) : cross
            }
        }
    }

    /// The largest baseline and below-baseline extent of the baseline-aligned items, and the largest cross
    /// size of the others; each 0 when there is no such item.
    private func crossExtents(of line: Range<Int>) -> (ascent: Double, descent: Double, others: Double) {
        var ascent: Double?
        var descent: Double?
        var others: Double?
        for index in line {
            let child = children[index]
            let cross = env.axis.cross(layouts[index].size)
            if child.isBaselineAligned {
                let baseline = child.baseline(of: layouts[index], env.axis)
                ascent = Swift.max(ascent ?? baseline, baseline)
                descent = Swift.max(descent ?? (cross - baseline), cross - baseline)
            } else {
                others = Swift.max(others ?? cross, cross)
            }
        }
        return (ascent ?? 0, descent ?? 0, others ?? 0)
    }

    /// Cross content: Σ line cross sizes + lineSpacing between lines.
    func crossContent() -> Double {
        var sum = 0.0
        for index in 0..<lineCount { sum += lines[index].crossSize }
        return sum + env.options.lineSpacing * Double(Swift.max(lineCount - 1, 0))
    }
}
