/// Second stage of the stack algorithm (Texture's ASStackPositionedLayout): places lines with
/// alignContent, items with justifyContent and their alignment, and sizes the stack (§2.2 steps 9–10).
/// Offsets stay unrounded except center alignment (floored to the pixel grid, as in Texture).
extension StackRun {
    /// Sets every layout's position and returns the stack's size.
    mutating func place() -> Size {
        let crossContent = crossContent()
        let crossFree = StackViolation.of(crossContent, in: env.crossRange)
        let lineDistribution = env.options.alignContent.distribution(free: crossFree, count: lineCount)
        var lineStart = lineDistribution.offset
        for index in 0..<lineCount {
            let line = lines[index]
            place(line, crossStart: lineStart)
            lineStart += line.crossSize + lineDistribution.extraGap + env.options.lineSpacing
        }
        return env.range.clamp(env.axis.size(main: mainContent, cross: crossContent))
    }

    /// Walks a line along the main axis: spacingBefore, then spacing and the justify gap between items.
    private mutating func place(_ line: StackLine, crossStart: Double) {
        let free = StackViolation.of(mainSum(of: line.items), in: env.mainRange)
        let distribution = env.options.justifyContent.distribution(free: free, count: line.items.count)
        var position = distribution.offset
        for index in line.items {
            let child = children[index]
            let size = layouts[index].size
            position += child.spacingBefore
            if index > line.items.lowerBound { position += env.options.spacing + distribution.extraGap }
            let cross = crossStart + crossOffset(of: index, in: line)
            layouts[index].position = env.axis.point(main: position, cross: cross)
            position += env.axis.main(size) + child.spacingAfter
        }
    }

    private func crossOffset(of index: Int, in line: StackLine) -> Double {
        let child = children[index]
        let free = line.crossSize - env.axis.cross(layouts[index].size)
        switch child.alignment {
        case .end: return free
        case .center: return env.pass.grid.floor(free / 2)
        case .baselineFirst, .baselineLast: return line.baseline - child.baseline(of: layouts[index], env.axis)
        case .start, .stretch, .notSet: return 0
        }
    }
}
