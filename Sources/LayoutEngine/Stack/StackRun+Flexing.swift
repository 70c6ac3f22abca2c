extension StackRun {
    /// Step 5: grow shares are floored to whole points with the remainder going to the first item with a
    /// share; shrink shares are weighted by size × flexShrink. No freezing: children's min/max are not
    /// respected because flexed items get an exact main size.
    mutating func resolveFlexibleLengths(in line: Range<Int>, shortcut: Bool) {
        let violation = StackViolation.of(mainSum(of: line), in: env.mainRange)
        var totalFactor = 0.0
        for index in line { totalFactor += flexFactor(of: children[index], violation: violation) }
        guard totalFactor != 0 else {
            if shortcut { measureShortcutChildAtZero(in: line) }
            return
        }
        let flex = FlexShares(violation: violation, totalFactor: totalFactor,
                              scaledSum: violation > 0 ? 0 : scaledShrinkSum(in: line, totalFactor))
        var distributed = 0.0
        var first: Int?
        for index in line {
            let share = flex.share(size: layouts[index].size,
                                   factor: flexFactor(of: children[index], violation: violation), env.axis)
            distributed += share
            if share != 0 && first == nil { first = index }
        }
        guard let first else { return }
        applyShares(flex, remaining: violation - distributed, first: first, in: line)
    }

    private func flexFactor(of child: StackChild, violation: Double) -> Double {
        if abs(violation) < StackViolation.threshold { return 0 }
        return violation > 0 ? child.flexGrow : child.flexShrink
    }

    /// Σ mainSize × flexShrink / total, the weight shrink shares are divided by.
    private func scaledShrinkSum(in line: Range<Int>, _ totalFactor: Double) -> Double {
        var sum = 0.0
        for index in line { sum += env.axis.main(layouts[index].size) * children[index].flexShrink / totalFactor }
        return sum
    }

    /// Re-measures every item with a non-zero share at its flexed exact main size. Shares are computed from
    /// the sizes before flexing: an item's share only reads its own size, which changes after its share is taken.
    private mutating func applyShares(_ flex: FlexShares, remaining: Double, first: Int, in line: Range<Int>) {
        for index in line {
            let child = children[index]
            let size = layouts[index].size
            let share = flex.share(size: size, factor: flexFactor(of: child, violation: flex.violation), env.axis)
            guard share != 0 else { continue }
            let bonus = index == first && child.flexGrow > 0 ? remaining : 0
            let main = Swift.max(0, env.axis.main(size) + share + bonus)
            layouts[index] = measure(index, main: .exactly(main), cross: env.crossRange)
        }
    }

    /// With nothing to distribute, the unmeasured shortcut child is measured at main size 0.
    private mutating func measureShortcutChildAtZero(in line: Range<Int>) {
        for index in line where children[index].isFlexibleBothWays {
            layouts[index] = measure(index, main: .exactly(0), cross: env.crossRange)
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
    func share(size: Size, factor: Double, _ axis: StackAxis) -> Double {
        if violation > 0 { return (violation * factor / totalFactor).rounded(.down) }
        guard scaledSum != 0 else { return 0 }
        let scaled = axis.main(size) * factor / totalFactor
        return -abs(scaled / scaledSum * violation)
    }
}
