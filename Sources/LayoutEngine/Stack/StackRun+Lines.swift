extension StackRun {
    /// Step 4: noWrap makes one line; wrap breaks greedily when the next item would pass the main maximum.
    /// An item longer than a whole line gets a line of its own; spacing is not counted at a line start.
    mutating func breakIntoLines() {
        lineCount = 0
        guard env.options.flexWrap == .wrap else {
            appendLine(0..<children.count)
            return
        }
        var lineStart = 0
        var length = 0.0
        for index in children.indices {
            let extent = children[index].mainExtent(layouts[index].size, env.axis)
            let isEmpty = lineStart == index
            let wanted = isEmpty ? extent : length + env.options.spacing + extent
            if wanted > env.mainRange.upper && !isEmpty {
                appendLine(lineStart..<index)
                lineStart = index
                length = extent
            } else {
                length = wanted
            }
        }
        if lineStart < children.count { appendLine(lineStart..<children.count) }
    }

    private mutating func appendLine(_ items: Range<Int>) {
        (lines.baseAddress! + lineCount).initialize(to: StackLine(items: items))
        lineCount += 1
    }
}
