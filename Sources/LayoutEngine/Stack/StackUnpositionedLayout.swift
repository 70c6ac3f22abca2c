/// First stage of the stack algorithm (Texture's ASStackUnpositionedLayout): every child sized, broken
/// into lines, flexed and stretched, but not yet placed. Semantics §2.2 steps 2–8.
struct StackUnpositionedLayout {
    var lines: [StackLine]
    /// The largest line's main sum.
    var mainContent: Double

    static func compute(children: [StackChild], environment env: StackEnvironment) -> StackUnpositionedLayout {
        // Step 2: with exactly one grow+shrink child and an exact main size, that child is not pre-measured.
        let shortcut = usesSingleFlexibleChildShortcut(children, env)
        // Step 3: measure every other child with its flex basis as main range.
        let items = children.map { measureIntrinsically($0, skipped: shortcut && $0.isFlexibleBothWays, env) }
        // Step 4: break into lines.
        var lines = breakIntoLines(items, env)
        // Step 5: resolve flexible lengths per line.
        lines = lines.map { resolveFlexibleLengths($0, shortcut: shortcut, env) }
        // Step 6: cross size and baseline of each line.
        lines = computeLineCrossSizes(lines, env)
        // Step 7: alignContent stretch, then stretch items to their line.
        lines = stretch(lines, env)
        // Step 8: the stack's main content is the largest line.
        let mainContent = lines.map { $0.mainSum(env.axis, spacing: env.options.spacing) }.max() ?? 0
        return StackUnpositionedLayout(lines: lines, mainContent: mainContent)
    }

    private static func usesSingleFlexibleChildShortcut(_ children: [StackChild], _ env: StackEnvironment) -> Bool {
        children.count(where: \.isFlexibleBothWays) == 1 && env.mainRange.lower == env.mainRange.upper
    }

    private static func measureIntrinsically(_ child: StackChild, skipped: Bool, _ env: StackEnvironment) -> StackItem {
        if skipped { return StackItem(child: child, layout: child.element.placeholderLayout()) }
        let parentMain = env.axis.main(env.childParentSize)
        let basis = child.style.flexBasis
        let main = AxisRange(lower: basis.resolve(parentLength: parentMain, autoValue: 0),
                             upper: basis.resolve(parentLength: parentMain, autoValue: .infinity))
        return StackItem(child: child, layout: env.measure(child, main: main, cross: env.crossRange))
    }
}
