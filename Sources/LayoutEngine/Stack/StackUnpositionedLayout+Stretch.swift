extension StackUnpositionedLayout {
    /// Step 7: with alignContent stretch and two lines or more, lines share the free cross space equally;
    /// then every stretch-aligned item shorter than its line is re-measured at the line's cross size,
    /// keeping its (possibly flexed) main size.
    static func stretch(_ lines: [StackLine], _ env: StackEnvironment) -> [StackLine] {
        var lines = lines
        let content = crossContent(of: lines, lineSpacing: env.options.lineSpacing)
        let violation = StackViolation.of(content, in: env.crossRange)
        if lines.count >= 2 && env.options.alignContent == .stretch && violation > StackViolation.threshold {
            let extra = violation / Double(lines.count)
            for index in lines.indices { lines[index].crossSize += extra }
        }
        return lines.map { stretchItems(in: $0, env) }
    }

    private static func stretchItems(in line: StackLine, _ env: StackEnvironment) -> StackLine {
        var line = line
        for index in line.items.indices where line.items[index].child.alignment == .stretch {
            let item = line.items[index]
            guard env.axis.cross(item.layout.size) < line.crossSize - StackViolation.threshold else { continue }
            line.items[index].layout = env.measure(item.child, main: .exactly(env.axis.main(item.layout.size)),
                                                   cross: .exactly(line.crossSize))
        }
        return line
    }
}
