extension StackUnpositionedLayout {
    /// Step 5: grow shares are floored to whole points with the remainder going to the first item with a
    /// share; shrink shares are weighted by size × flexShrink. No freezing: children's min/max are not
    /// respected because flexed items get an exact main size.
    static func resolveFlexibleLengths(_ line: StackLine, shortcut: Bool, _ env: StackEnvironment) -> StackLine {
        let violation = StackViolation.of(line.mainSum(env.axis, spacing: env.options.spacing), in: env.mainRange)
        let factors = line.items.map { flexFactor(of: $0, violation: violation) }
        let totalFactor = factors.reduce(0, +)
        guard totalFactor != 0 else {
            return shortcut ? measureShortcutChildAtZero(line, env) : line
        }
        let shares = violation > 0
            ? growShares(factors: factors, total: totalFactor, violation: violation)
            : shrinkShares(line, factors: factors, total: totalFactor, violation: violation, env.axis)
        return applyShares(shares, remaining: violation - shares.reduce(0, +), to: line, env)
    }

    private static func flexFactor(of item: StackItem, violation: Double) -> Double {
        if abs(violation) < StackViolation.threshold { return 0 }
        return violation > 0 ? item.child.style.flexGrow : item.child.style.flexShrink
    }

    private static func growShares(factors: [Double], total: Double, violation: Double) -> [Double] {
        factors.map { (violation * $0 / total).rounded(.down) }
    }

    private static func shrinkShares(_ line: StackLine, factors: [Double], total: Double, violation: Double,
                                     _ axis: StackAxis) -> [Double] {
        let scaled = zip(line.items, factors).map { axis.main($0.layout.size) * $1 / total }
        let scaledSum = scaled.reduce(0, +)
        guard scaledSum != 0 else { return scaled.map { _ in 0 } }
        return scaled.map { -abs($0 / scaledSum * violation) }
    }

    /// Re-measures every item with a non-zero share at its flexed exact main size.
    private static func applyShares(_ shares: [Double], remaining: Double, to line: StackLine,
                                    _ env: StackEnvironment) -> StackLine {
        guard let first = shares.firstIndex(where: { $0 != 0 }) else { return line }
        var line = line
        for index in line.items.indices where shares[index] != 0 {
            let item = line.items[index]
            let bonus = index == first && item.child.style.flexGrow > 0 ? remaining : 0
            let main = Swift.max(0, env.axis.main(item.layout.size) + shares[index] + bonus)
            line.items[index].layout = env.measure(item.child, main: .exactly(main), cross: env.crossRange)
        }
        return line
    }

    /// With nothing to distribute, the unmeasured shortcut child is measured at main size 0.
    private static func measureShortcutChildAtZero(_ line: StackLine, _ env: StackEnvironment) -> StackLine {
        var line = line
        for index in line.items.indices where line.items[index].child.isFlexibleBothWays {
            line.items[index].layout = env.measure(line.items[index].child, main: .exactly(0), cross: env.crossRange)
        }
        return line
    }
}
