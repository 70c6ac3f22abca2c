extension StackUnpositionedLayout {
    /// Step 5: grow shares are floored to whole points with the remainder going to the first item with a
    /// share; shrink shares are weighted by size × flexShrink. No freezing: children's min/max are not
    /// respected because flexed items get an exact main size.
    mutating func resolveFlexibleLengths(in line: Range<Int>, shortcut: Bool, _ env: StackEnvironment) {
        let violation = StackViolation.of(mainSum(of: line, env), in: env.mainRange)
        var totalFactor = 0.0
        for index in line { totalFactor += flexFactor(of: items[index], violation: violation) }
        guard totalFactor != 0 else {
            if shortcut { measureShortcutChildAtZero(in: line, env) }
            return
        }
        let flex = FlexShares(violation: violation, totalFactor: totalFactor,
                              scaledSum: violation > 0 ? 0 : scaledShrinkSum(in: line, totalFactor, env.axis))
        var distributed = 0.0
        var first: Int?
        for index in line {
            let share = flex.share(of: items[index], factor: flexFactor(of: items[index], violation: violation), env.axis)
            distributed += share
            if share != 0 && first == nil { first = index }
        }
        guard let first else { return }
        applyShares(flex, remaining: violation - distributed, first: first, in: line, env)
    }

    private func flexFactor(of item: StackItem, violation: Double) -> Double {
        if abs(violation) < StackViolation.threshold { return 0 }
        return violation > 0 ? item.child.flexGrow : item.child.flexShrink
    }

    /// Σ mainSize × flexShrink / total, the weight shrink shares are divided by.
    private func scaledShrinkSum(in line: Range<Int>, _ totalFactor: Double, _ axis: StackAxis) -> Double {
        var sum = 0.0
        for index in line { sum += axis.main(items[index].layout.size) * items[index].child.flexShrink / totalFactor }
        return sum
    }

    /// Re-measures every item with a non-zero share at its flexed exact main size. Shares are computed from
    /// the sizes before flexing: an item's share only reads its own size, which changes after its share is taken.
    private mutating func applyShares(_ flex: FlexShares, remaining: Double, first: Int, in line: Range<Int>,
                                      _ env: StackEnvironment) {
        for index in line {
            let item = items[index]
            let share = flex.share(of: item, factor: flexFactor(of: item, violation: flex.violation), env.axis)
            guard share != 0 else { continue }
            let bonus = index == first && item.child.flexGrow > 0 ? remaining : 0
            let main = Swift.max(0, env.axis.main(item.layout.size) + share + bonus)
            items[index].layout = env.measure(item.child, main: .exactly(main), cross: env.crossRange)
        }
    }

    /// With nothing to distribute, the unmeasured shortcut child is measured at main size 0.
    private mutating func measureShortcutChildAtZero(in line: Range<Int>, _ env: StackEnvironment) {
        for index in line where items[index].child.isFlexibleBothWays {
            items[index].layout = env.measure(items[index].child, main: .exactly(0), cross: env.crossRange)
        }
    }
}

/// How one line's violation is divided (step 5).
private struct FlexShares {
    let violation: Double
    let totalFactor: Double
    /// Σ mainSize × flexShrink / total over the line (shrinking only).
    let scaledSum: Double

    /// Grow: whole points, floor(v × factor / total). Shrink: proportional to size × flexShrink, unrounded.
    func share(of item: StackItem, factor: Double, _ axis: StackAxis) -> Double {
        if violation > 0 { return (violation * factor / totalFactor).rounded(.down) }
        guard scaledSum != 0 else { return 0 }
        let scaled = axis.main(item.layout.size) * factor / totalFactor
        return -abs(scaled / scaledSum * violation)
    }
}
