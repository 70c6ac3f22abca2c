extension StackUnpositionedLayout {
    /// Step 6: a line is as tall (cross-wise) as its baseline-aligned items above and below the shared
    /// baseline, or its tallest other item. A single line takes the stack's exact cross size if it has one,
    /// else is clamped into the cross range.
    mutating func computeLineCrossSizes(_ env: StackEnvironment) {
        let single = lines.count == 1
        let exactCross = env.crossRange.lower == env.crossRange.upper
        for index in lines.indices {
            let extents = crossExtents(of: lines[index].items, env.axis)
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
    private func crossExtents(of line: Range<Int>, _ axis: StackAxis) -> (ascent: Double, descent: Double, others: Double) {
        var ascent: Double?
        var descent: Double?
        var others: Double?
        for index in line {
            let item = items[index]
            let cross = axis.cross(item.layout.size)
            if item.child.isBaselineAligned {
                let baseline = item.baseline(axis)
                ascent = Swift.max(ascent ?? baseline, baseline)
                descent = Swift.max(descent ?? (cross - baseline), cross - baseline)
            } else {
                others = Swift.max(others ?? cross, cross)
            }
        }
        return (ascent ?? 0, descent ?? 0, others ?? 0)
    }

    /// Cross content: Σ line cross sizes + lineSpacing between lines.
    static func crossContent(of lines: [StackLine], lineSpacing: Double) -> Double {
        lines.reduce(0) { $0 + $1.crossSize } + lineSpacing * Double(Swift.max(lines.count - 1, 0))
    }
}
