extension DisplayNode {
    /// Text is measured within the resolved maximum, ceiled to whole points (ASTextNode2), capped at the
    /// maximum, then clamped like any leaf. The measured font metrics become the node's baseline values.
    func textLayout(_ text: TextContent, range: SizeRange, pass: LayoutPass) -> Layout {
        pass.recordLeafRange(range, of: info)
        let measured = pass.textMeasurer.measure(text.text, in: range.max,
                                                 maximumNumberOfLines: text.maximumNumberOfLines)
        let bounds = Size(width: Swift.min(measured.size.width.rounded(.up), range.max.width),
                          height: Swift.min(measured.size.height.rounded(.up), range.max.height))
        var layout = Layout(description: layoutDescription, size: range.clamp(bounds))
        layout.textMeasurement = TextMeasurement(measured)
        layout.ascender = measured.ascender
        layout.descender = measured.descender
        return layout
    }
}
