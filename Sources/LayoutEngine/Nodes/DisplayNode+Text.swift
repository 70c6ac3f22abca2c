extension DisplayNode {
    /// Text is measured within the resolved maximum, ceiled to whole points (ASTextNode2), capped at the
    /// maximum, then clamped like any leaf. The measured font metrics become the node's baseline values.
    func textLayout(_ text: TextContent, range: SizeRange, pass: LayoutPass) -> CalculatedLayout {
        pass.recordLeafRange(range, of: info)
        let measured = pass.textMeasurer.measureBounds(text.text, in: range.max,
                                                       maximumNumberOfLines: text.maximumNumberOfLines)
        let bounds = Size(width: Swift.min(measured.size.width.rounded(.up), range.max.width),
                          height: Swift.min(measured.size.height.rounded(.up), range.max.height))
        return pass.layout(layoutDescription, size: range.clamp(bounds), children: EmptyCollection(),
                           ascender: measured.ascender, descender: measured.descender, textMeasuredIn: range.max)
    }
}
