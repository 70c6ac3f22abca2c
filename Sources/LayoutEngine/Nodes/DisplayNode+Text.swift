extension DisplayNode {
    /// Text is measured within the resolved maximum less the container inset, ceiled to whole points
    /// (ASTextNode2), the inset added back, capped at the maximum, then clamped like any leaf. The
    /// measured font metrics become the node's baseline values (Texture leaves the inset out of them).
    /// A subclass's `calculateSizeThatFits:` (`sizeThatFits`) replaces the measured size; the text is
    /// still laid out within the maximum less the inset.
    func textLayout(_ text: TextContent, range: SizeRange, pass: LayoutPass, sizeThatFits: SizeThatFits? = nil) -> CalculatedLayout {
        pass.recordLeafRange(range, of: info)
        let measured = Self.measureText(text, within: range.max, textMeasurer: pass.textMeasurer)
        let bounds = sizeThatFits?(range.max) ?? measured.bounds
        return pass.layout(layoutDescription, size: range.clamp(bounds), children: EmptyCollection(),
                           ascender: measured.text.ascender, descender: measured.text.descender, textMeasuredIn: measured.inner)
    }

    /// ASTextNode's `calculateSizeThatFits:` for a maximum: the text's bounds with its inset, and what
    /// the text measured within the maximum less the inset.
    static func measureText(_ text: TextContent, within maximum: Size,
                            textMeasurer: any TextMeasuring) -> (bounds: Size, text: TextBounds, inner: Size) {
        let inset = text.containerInset
        let (across, along) = (inset.left + inset.right, inset.top + inset.bottom)
        let inner = Size(width: Swift.max(0, maximum.width - across), height: Swift.max(0, maximum.height - along))
        let measured = textMeasurer.measureBounds(text.text, in: inner, maximumNumberOfLines: text.maximumNumberOfLines)
        let bounds = Size(width: Swift.min(measured.size.width.rounded(.up) + across, maximum.width),
                          height: Swift.min(measured.size.height.rounded(.up) + along, maximum.height))
        return (bounds, measured, inner)
    }

    /// What the node's class answers to `calculateSizeThatFits:` with this maximum, before its range
    /// clamps it: a text node its text, an image node its image, a plain node the filling rule, a node
    /// sized by code its code's answer. Code calls it (`super.calculateSizeThatFits(size)`).
    public func sizeThatFits(_ maximum: Size, textMeasurer: any TextMeasuring) -> Size {
        switch content {
        case .plain(let intrinsicSize): intrinsicSize ?? Self.fillingSize(maximum)
        case .image(let pointSize): pointSize ?? Self.fillingSize(maximum)
        case .text(let text): Self.measureText(text, within: maximum, textMeasurer: textMeasurer).bounds
        case .sizedByCode(_, let sizeThatFits): sizeThatFits(maximum)
        case .layoutSpec, .table, .scroll, .collection: Self.fillingSize(maximum)
        }
    }
}
