import LayoutEngine

/// A product card built with the engine's API the way the interpreter will build it from the
/// workshop's code: image with a ratio, name, price, shop badge, rating row, free-shipping
/// badge, and a wishlist button in the corner.
enum ProductCardFixture {
    static func text(_ string: String, size: Double, weight: String = "regular", name: String, lines: Int = 0, line: Int) -> DisplayNode {
        .text(TextContent(text: AttributedText(spans: [TextSpan(text: string, fontSize: size, fontWeight: weight,
                                                                color: RGBAColor(red: 0.1, green: 0.1, blue: 0.12))]),
                          maximumNumberOfLines: lines),
              info: ElementInfo(name: name, sourceRange: SourceLineRange(startLine: line, endLine: line)))
    }

    static func box(_ name: String, _ w: Double, _ h: Double, color: RGBAColor, radius: Double = 0) -> DisplayNode {
        var style = LayoutStyle()
        style.preferredSize = Size(width: w, height: h)
        return .plain(style: style, appearance: NodeAppearance(backgroundColor: color, cornerRadius: radius), info: ElementInfo(name: name))
    }

    static func card() -> any LayoutElement {
        let image = RatioLayoutSpec(ratio: 1, child: DisplayNode.image(named: "sneaker", pointSize: Size(width: 300, height: 300),
                                                                       appearance: NodeAppearance(cornerRadius: 8),
                                                                       info: ElementInfo(name: "imageNode", sourceRange: SourceLineRange(startLine: 3, endLine: 4))))
        let wishlist = box("wishlistNode", 32, 32, color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.9), radius: 16)
        // The wishlist button sits 8 pt inside the image's top-right corner.
        let corner = RelativeLayoutSpec(options: RelativeOptions(horizontal: .end, vertical: .start),
                                        child: InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: wishlist))
        let picture = OverlayLayoutSpec(child: image, overlay: corner)
        let stars = StackLayoutSpec(options: StackOptions(direction: .horizontal, spacing: 2, justifyContent: .start, alignItems: .center),
                                    children: (1...5).map { box("star\($0)", 12, 12, color: RGBAColor(red: 1, green: 0.62, blue: 0.04)) }
                                        + [text("(128)", size: 12, name: "reviewCountNode", line: 20)])
        var badgeStyle = LayoutStyle()
        badgeStyle.alignSelf = .start
        let badge = InsetLayoutSpec(insets: EdgeInsets(top: 2, left: 6, bottom: 2, right: 6),
                                    child: text("Free shipping", size: 11, weight: "semibold", name: "shippingNode", line: 24),
                                    style: badgeStyle)
        let badgeBackground = BackgroundLayoutSpec(child: badge, background: box("shippingBackground", 0, 0, color: RGBAColor(red: 0.9, green: 0.97, blue: 0.91), radius: 4))
        let info = StackLayoutSpec(options: StackOptions(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start),
                                   children: [text("Trail Runner 2 — lightweight running shoe", size: 15, weight: "semibold", name: "nameNode", lines: 2, line: 10),
                                              text("$129.00", size: 17, weight: "bold", name: "priceNode", line: 14),
                                              text("Northwind Outfitters", size: 13, name: "shopNode", line: 16),
                                              stars, badgeBackground])
        let column = StackLayoutSpec(options: StackOptions(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch),
                                     children: [picture, info])
        return InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: column)
    }

    static func layout(width: Double = 200) -> LayoutResult {
        LayoutCalculator(scale: 2).layout(card(), in: SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity)))
    }
}
