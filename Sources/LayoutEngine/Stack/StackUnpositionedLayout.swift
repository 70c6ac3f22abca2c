/// First stage of the stack algorithm (Texture's ASStackUnpositionedLayout): every child sized, broken
/// into lines, flexed and stretched, but not yet placed. Semantics §2.2 steps 2–8.
///
/// The steps mutate one item array in place; lines only hold index ranges into it, so no step copies
/// the items or their layouts.
struct StackUnpositionedLayout {
    var items: [StackItem]
    var lines: [StackLine] = []
    /// The largest line's main sum.
    var mainContent: Double = 0

    static func compute(children: [StackChild], environment env: StackEnvironment) -> StackUnpositionedLayout {
        // Step 2: with exactly one grow+shrink child and an exact main size, that child is not pre-measured.
        let shortcut = usesSingleFlexibleChildShortcut(children, env)
        // Step 3: measure every other child with its flex basis as main range.
        var layout = StackUnpositionedLayout(items: children.map {
            measureIntrinsically($0, skipped: shortcut && $0.isFlexibleBothWays, env)
        })
        // Step 4: break into lines.
        layout.lines = breakIntoLines(layout.items, env)
        // Step 5: resolve flexible lengths per line.
        for index in layout.lines.indices {
            layout.resolveFlexibleLengths(in: layout.lines[index].items, shortcut: shortcut, env)
        }
        // Step 6: cross size and baseline of each line.
        layout.computeLineCrossSizes(env)
        // Step 7: alignContent stretch, then stretch items to their line.
        layout.stretch(env)
        // Step 8: the stack's main content is the largest line.
        layout.mainContent = layout.lines.lazy.map { layout.mainSum(of: $0.items, env) }.max() ?? 0
        return layout
    }

    /// Σ main sizes + Σ spacingBefore/After + spacing between items, over the items in `range`.
    func mainSum(of range: Range<Int>, _ env: StackEnvironment) -> Double {
        var extents = 0.0
        for index in range { extents += items[index].mainExtent(env.axis) }
        return extents + env.options.spacing * Double(Swift.max(range.count - 1, 0))
    }

    private static func usesSingleFlexibleChildShortcut(_ children: [StackChild], _ env: StackEnvironment) -> Bool {
        children.count(where: \.isFlexibleBothWays) == 1 && env.mainRange.lower == env.mainRange.upper
    }

    private static func measureIntrinsically(_ child: StackChild, skipped: Bool, _ env: StackEnvironment) -> StackItem {
        if skipped { return StackItem(child: child, layout: child.element.placeholderLayout()) }
        let parentMain = env.axis.main(env.childParentSize)
        let basis = child.flexBasis
        let main = AxisRange(lower: basis.resolve(parentLength: parentMain, autoValue: 0),
                             upper: basis.resolve(parentLength: parentMain, autoValue: .infinity))
        return StackItem(child: child, layout: env.measure(child, main: main, cross: env.crossRange))
    }
}
