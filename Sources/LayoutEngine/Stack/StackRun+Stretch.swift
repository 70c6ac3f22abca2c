extension StackRun {
    /// Step 7: with alignContent stretch and two lines or more, lines share the free cross space equally;
    /// then every stretch-aligned item shorter than its line is re-measured at the line's cross size,
    /// keeping its (possibly flexed) main size.
    mutating func stretch() {
        let violation = StackViolation.of(crossContent(), in: env.crossRange)
        if lineCount >= 2 && env.options.alignContent == .stretch && violation > StackViolation.threshold {
            let extra = violation / Double(lineCount)
            for index in 0..<lineCount { lines[index].crossSize += extra }
        }
        for index in 0..<lineCount { stretchItems(in: lines[index]) }
    }

    private mutating func stretchItems(in line: StackLine) {
        for index in line.items where children[index].alignment == .stretch {
            let size = layouts[index].size
            guard env.axis.cross(size) < line.crossSize - StackViolation.threshold else { continue }
            layouts[index] = measure(index, main: .exactly(env.axis.main(size)), cross: .exactly(line.crossSize))
        }
    }
}
