/// One calculation of a stack (Texture's ASStackUnpositionedLayout and ASStackPositionedLayout in one):
/// every child sized, broken into lines, flexed, stretched, then placed. Semantics §2.2 steps 2–10.
///
/// Allocation is the cost that matters here, so the run works in place: the children's style values are
/// prepared by the spec, and the lines and the children's current layouts live in stack-allocated scratch
/// buffers — each step replaces entries, placing only sets positions, and the pass copies the final
/// entries into the stack's record.
struct StackRun {
    let elements: [any LayoutElement]
    /// Style values per child, same indices as `elements` and `layouts`.
    let children: UnsafeBufferPointer<StackChild>
    /// Scratch for the lines: at most one per child; the first `lineCount` are in use.
    let lines: UnsafeMutableBufferPointer<StackLine>
    var lineCount = 0
    let env: StackEnvironment
    /// The current measurement of every child, same indices as `children`; positions are set by `place`.
    let layouts: UnsafeMutableBufferPointer<CalculatedLayout>
    /// The largest line's main sum.
    var mainContent: Double = 0

    init(elements: [any LayoutElement], children: UnsafeBufferPointer<StackChild>,
         layouts: UnsafeMutableBufferPointer<CalculatedLayout>, lines: UnsafeMutableBufferPointer<StackLine>,
         env: StackEnvironment) {
        self.elements = elements
        self.children = children
        self.layouts = layouts
        self.lines = lines
        self.env = env
    }

    /// Steps 2–8.
    mutating func computeSizes() {
        // Step 2: with exactly one grow+shrink child and an exact main size, that child is not pre-measured.
        let shortcut = usesSingleFlexibleChildShortcut()
        // Step 3: measure every other child with its flex basis as main range.
        for index in children.indices {
            let layout = measureIntrinsically(index, skipped: shortcut && children[index].isFlexibleBothWays)
            (layouts.baseAddress! + index).initialize(to: layout)
        }
        // Step 4: break into lines.
        breakIntoLines()
        // Step 5: resolve flexible lengths per line.
        for line in 0..<lineCount { resolveFlexibleLengths(in: lines[line].items, shortcut: shortcut) }
        // Step 6: cross size and baseline of each line.
        computeLineCrossSizes()
        // Step 7: alignContent stretch, then stretch items to their line.
        stretch()
        // Step 8: the stack's main content is the largest line (as `Sequence.max()`: the first of equals,
        // replaced only by a strictly larger sum). There is always at least one line.
        var largest = mainSum(of: lines[0].items)
        for line in 1..<lineCount {
            let sum = mainSum(of: lines[line].items)
            if largest < sum { largest = sum }
        }
        mainContent = largest
    }

    /// Measures child `index` with a main range and supplied cross bounds, through the child cross-range rule.
    func measure(_ index: Int, main: AxisRange, cross supplied: AxisRange) -> CalculatedLayout {
        let childRange = env.axis.range(main: main, cross: env.crossRange(for: children[index], supplied: supplied))
        return elements[index].layoutThatFits(childRange, parentSize: env.childParentSize, pass: env.pass)
    }

    /// Σ main sizes + Σ spacingBefore/After + spacing between items, over the items in `range`.
    func mainSum(of range: Range<Int>) -> Double {
        var extents = 0.0
        for index in range { extents += children[index].mainExtent(layouts[index].size, env.axis) }
        return extents + env.options.spacing * Double(Swift.max(range.count - 1, 0))
    }

    private func usesSingleFlexibleChildShortcut() -> Bool {
        var flexible = 0
        for child in children where child.isFlexibleBothWays { flexible += 1 }
        return flexible == 1 && env.mainRange.lower == env.mainRange.upper
    }

    private func measureIntrinsically(_ index: Int, skipped: Bool) -> CalculatedLayout {
        if skipped { return elements[index].placeholderLayout(pass: env.pass) }
        let parentMain = env.axis.main(env.childParentSize)
        let basis = children[index].flexBasis
        if case .fraction(let fraction) = basis, parentMain.isNaN {
            env.pass.warn(.fractionOfUndefinedLength(element: elements[index].info.name, property: "flexBasis", fraction: fraction,
                                                     reference: "its stack's \(env.axis.mainDimensionName)"))
        }
        let main = AxisRange(lower: basis.resolve(parentLength: parentMain, autoValue: 0),
                             upper: basis.resolve(parentLength: parentMain, autoValue: .infinity))
        return measure(index, main: main, cross: env.crossRange)
    }
}
