import LayoutEngine

/// Trees for the benchmark, built with the placeholder text measurer in mind.
enum BenchmarkTrees {
    /// A list of rows, four display nodes per row (icon, title, subtitle, spacer), rows grouped into
    /// inset sections of 25: nested stacks, insets and leaves with `nodeCount` display nodes in all.
    static func list(nodeCount: Int) -> any LayoutElement {
        let rows = (0..<(nodeCount / 4)).map(row)
        let sections = stride(from: 0, to: rows.count, by: 25).map { start in
            InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                            child: StackLayoutSpec(options: StackOptions(direction: .vertical, spacing: 4),
                                                   children: Array(rows[start..<min(start + 25, rows.count)])))
        }
        return StackLayoutSpec(options: StackOptions(direction: .vertical), children: sections)
    }

    private static func row(_ index: Int) -> any LayoutElement {
        var textStyle = LayoutStyle()
        textStyle.flexShrink = 1
        let texts = StackLayoutSpec(options: StackOptions(direction: .vertical, spacing: 2),
                                    children: [label("Row \(index) title", 15), label("Subtitle for row \(index)", 12)],
                                    style: textStyle)
        var spacerStyle = LayoutStyle()
        spacerStyle.flexGrow = 1
        let stack = StackLayoutSpec(options: StackOptions(direction: .horizontal, spacing: 8, alignItems: .center),
                                    children: [fixed(40, 40), texts, DisplayNode.plain(style: spacerStyle)])
        return InsetLayoutSpec(insets: EdgeInsets(top: 4, left: 12, bottom: 4, right: 12), child: stack)
    }

    /// A product card: image with a fixed ratio, title, price row with a badge, rating row, all in an
    /// inset, with a "sale" overlay in the corner.
    static func productCard() -> any LayoutElement {
        let image = RatioLayoutSpec(ratio: 0.75, child: DisplayNode.networkImage(url: "https://example.com/p.jpg"))
        var spacerStyle = LayoutStyle()
        spacerStyle.flexGrow = 1
        let priceRow = StackLayoutSpec(options: StackOptions(direction: .horizontal, alignItems: .center),
                                       children: [label("$129.00", 17), DisplayNode.plain(style: spacerStyle),
                                                  InsetLayoutSpec(insets: EdgeInsets(top: 2, left: 6, bottom: 2, right: 6),
                                                                  child: label("NEW", 11))])
        let stars = (0..<5).map { _ in fixed(12, 12) as any LayoutElement }
        let ratingRow = StackLayoutSpec(options: StackOptions(direction: .horizontal, spacing: 2, alignItems: .center),
                                        children: stars + [label("(1,204)", 11)])
        let column = StackLayoutSpec(options: StackOptions(direction: .vertical, spacing: 6),
                                     children: [image, label("Wireless Noise-Cancelling Headphones", 15), priceRow, ratingRow])
        let card = InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: column)
        let sale = RelativeLayoutSpec(options: RelativeOptions(horizontal: .end, vertical: .start), child: label("SALE", 11))
        return OverlayLayoutSpec(child: card, overlay: sale)
    }

    private static func label(_ text: String, _ size: Double) -> DisplayNode {
        .text(TextContent(text: AttributedText(spans: [TextSpan(text: text, fontSize: size)]), maximumNumberOfLines: 2))
    }

    private static func fixed(_ width: Double, _ height: Double) -> DisplayNode {
        var style = LayoutStyle()
        style.preferredSize = Size(width: width, height: height)
        return .image(named: "icon", pointSize: nil, style: style)
    }
}
