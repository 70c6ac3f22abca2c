extension StackUnpositionedLayout {
    /// Step 7: with alignContent stretch and two lines or more, lines share the free cross space equally;
    /// then every stretch-aligned item shorter than its line is re-measured at the line's cross size,
    /// keeping its (possibly flexed) main size.
    mutating func stretch(_ env: StackEnvironment) {
        let content = Self.crossContent(of: lines, lineSpacing: env.options.lineSpacing)
        let violation = StackViolation.of(content, in: env.crossRange)
        if lines.count >= 2 && env.options.alignContent == .stretch && violation > StackViolation.threshold {
            let extra = violation / Double(lines.count)
            for index in lines.indices { lines[index].crossSize += extra }
        }
        for line in lines { stretchItems(in: line, env) }
    }

    private mutating func stretchItems(in line: StackLine, _ env: StackEnvironment) {
        for index in line.items where items[index].child.alignment == .stretch {
            let item = items[index]
            guard env.axis.cross(item.layout.size) < line.crossSize - StackViolation.threshold else { continue }
            items[index].layout = env.measure(item.child, main: .exactly(env.axis.main(item.layout.size)),
                                              cross: .exactly(line.crossSize))
        }
    }
}
