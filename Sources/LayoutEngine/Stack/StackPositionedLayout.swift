/// Second stage of the stack algorithm (Texture's ASStackPositionedLayout): places lines with
/// alignContent, items with justifyContent and their alignment, and sizes the stack (§2.2 steps 9–10).
/// Offsets stay unrounded except center alignment (floored to the pixel grid, as in Texture).
struct StackPositionedLayout {
    var children: [Layout]
    var size: Size

    static func compute(_ unpositioned: StackUnpositionedLayout, _ env: StackEnvironment) -> StackPositionedLayout {
        let lines = unpositioned.lines
        let crossContent = StackUnpositionedLayout.crossContent(of: lines, lineSpacing: env.options.lineSpacing)
        let crossFree = StackViolation.of(crossContent, in: env.crossRange)
        let lineDistribution = env.options.alignContent.distribution(free: crossFree, count: lines.count)
        var lineStart = lineDistribution.offset
        var children: [Layout] = []
        children.reserveCapacity(unpositioned.items.count)
        for line in lines {
            place(line, of: unpositioned, crossStart: lineStart, env, into: &children)
            lineStart += line.crossSize + lineDistribution.extraGap + env.options.lineSpacing
        }
        let size = env.range.clamp(env.axis.size(main: unpositioned.mainContent, cross: crossContent))
        return StackPositionedLayout(children: children, size: size)
    }

    /// Walks a line along the main axis: spacingBefore, then spacing and the justify gap between items.
    private static func place(_ line: StackLine, of unpositioned: StackUnpositionedLayout, crossStart: Double,
                              _ env: StackEnvironment, into placed: inout [Layout]) {
        let free = StackViolation.of(unpositioned.mainSum(of: line.items, env), in: env.mainRange)
        let distribution = env.options.justifyContent.distribution(free: free, count: line.items.count)
        var position = distribution.offset
        for index in line.items {
            let item = unpositioned.items[index]
            position += item.child.spacingBefore
            if index > line.items.lowerBound { position += env.options.spacing + distribution.extraGap }
            let cross = crossStart + crossOffset(of: item, in: line, env)
            placed.append(item.layout.placed(at: env.axis.point(main: position, cross: cross)))
            position += env.axis.main(item.layout.size) + item.child.spacingAfter
        }
    }

    private static func crossOffset(of item: StackItem, in line: StackLine, _ env: StackEnvironment) -> Double {
        let free = line.crossSize - env.axis.cross(item.layout.size)
        switch item.child.alignment {
        case .end: return free
        case .center: return env.pass.grid.floor(free / 2)
        case .baselineFirst, .baselineLast: return line.baseline - item.baseline(env.axis)
        case .start, .stretch, .notSet: return 0
        }
    }
}
