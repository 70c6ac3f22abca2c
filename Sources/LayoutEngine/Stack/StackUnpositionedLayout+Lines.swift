extension StackUnpositionedLayout {
    /// Step 4: noWrap makes one line; wrap breaks greedily when the next item would pass the main maximum.
    /// An item longer than a whole line gets a line of its own; spacing is not counted at a line start.
    static func breakIntoLines(_ items: [StackItem], _ env: StackEnvironment) -> [StackLine] {
        guard env.options.flexWrap == .wrap else { return [StackLine(items: items.indices)] }
        var lines: [StackLine] = []
        var lineStart = 0
        var length = 0.0
        for index in items.indices {
            let extent = items[index].mainExtent(env.axis)
            let isEmpty = lineStart == index
            let wanted = isEmpty ? extent : length + env.options.spacing + extent
            if wanted > env.mainRange.upper && !isEmpty {
                lines.append(StackLine(items: lineStart..<index))
                lineStart = index
                length = extent
            } else {
                length = wanted
            }
        }
        if lineStart < items.count { lines.append(StackLine(items: lineStart..<items.count)) }
        return lines
    }
}
