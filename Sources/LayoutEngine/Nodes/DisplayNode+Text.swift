extension DisplayNode {
    /// Text is measured within the resolved maximum less the container inset, ceiled to whole points
    /// (ASTextNode2), the inset added back, capped at the maximum, then clamped like any leaf. The
    /// measured font metrics become the node's baseline values (Texture leaves the inset out of them).
    func textLayout(_ text: TextContent, range: SizeRange, pass: LayoutPass) -> CalculatedLayout {
        pass.recordLeafRange(range, of: info)
        let inset = text.containerInset
        let (across, along) = (inset.left + inset.right, inset.top + inset.bottom)
        let inner = Size(width: Swift.max(0, range.max.width - across), height: Swift.max(0, range.max.height - along))
        let measured = pass.textMeasurer.measureBounds(text.text, in: inner, maximumNumberOfLines: text.maximumNumberOfLines)
        let bounds = Size(width: Swift.min(measured.size.width.rounded(.up) + across, range.max.width),
                          height: Swift.min(measured.size.height.rounded(.up) + along, range.max.height))
        return pass.layout(layoutDescription, size: range.clamp(bounds), children: EmptyCollection(),
                           ascender: measured.ascender, descender: measured.descender, textMeasuredIn: inner)
    }
}
