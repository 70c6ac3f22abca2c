extension StackUnpositionedLayout {
    /// Step 4: noWrap makes one line; wrap breaks greedily when the next item would pass the main maximum.
    /// An item longer than a whole line gets a line of its own; spacing is not counted at a line start.
    static func breakIntoLines(_ items: [StackItem], _ env: StackEnvironment) -> [StackLine] {
        guard env.options.flexWrap == .wrap else { return [StackLine(items: items)] }
        var lines: [StackLine] = []
        var current: [StackItem] = []
        var length = 0.0
        for item in items {
            let extent = item.mainExtent(env.axis)
            let wanted = current.isEmpty ? extent : length + env.options.spacing + extent
            if wanted > env.mainRange.upper && !current.isEmpty {
                lines.append(StackLine(items: current))
                current = [item]
                length = extent
            } else {
                current.append(item)
                length = wanted
            }
        }
        if !current.isEmpty { lines.append(StackLine(items: current)) }
        return lines
    }
}
