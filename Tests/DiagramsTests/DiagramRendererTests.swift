import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutEngine
import SnapshotTesting
import Testing
@testable import Diagrams

@Suite(.snapshots) struct DiagramRendererTests {
    static let options = DiagramOptions(title: "Product card", idPrefix: "card",
                                        images: ["sneaker": DiagramImage(href: "assets/images/sneaker.svg", width: 300, height: 300)])

    @Test func product_card_snapshot() {
        let figure = DiagramRenderer.render(ProductCardFixture.layout(), options: Self.options)
        assertSnapshot(of: figure.svg.replacingOccurrences(of: "><", with: ">\n<"), as: .lines)
    }

    @Test func product_card_outline_snapshot() {
        let figure = DiagramRenderer.render(ProductCardFixture.layout(), options: Self.options)
        assertSnapshot(of: figure.outline, as: .lines)
    }

    @Test func same_input_gives_byte_identical_svg() {
        let a = DiagramRenderer.render(ProductCardFixture.layout(), options: Self.options)
        let b = DiagramRenderer.render(ProductCardFixture.layout(), options: Self.options)
        #expect(a.svg == b.svg)
    }

    @Test func product_card_figure_is_compact() {
        let figure = DiagramRenderer.render(ProductCardFixture.layout(), options: Self.options)
        #expect(figure.svg.utf8.count <= 30_000, "\(figure.svg.utf8.count) bytes")
    }

    @Test func text_from_snippets_stays_text() {
        let node = DisplayNode.text(TextContent(text: AttributedText(spans: [TextSpan(text: "</text><script>alert(1)</script>")])),
                                    info: ElementInfo(name: "a\"><script>"))
        let result = LayoutCalculator(scale: 2).layout(node, in: SizeRange(min: .zero, max: Size(width: 300, height: 300)))
        let svg = DiagramRenderer.render(result, options: DiagramOptions(title: "<b>t</b>", idPrefix: "x")).svg
        #expect(!svg.contains("<script"))
        #expect(svg.contains("&lt;/text&gt;&lt;script&gt;"))
        #expect(svg.contains("data-name=\"a&quot;&gt;&lt;script&gt;\""))
        #expect(svg.contains("<title id=\"x-title\">&lt;b&gt;t&lt;/b&gt;</title>"))
    }

    @Test func runs_in_another_font_are_tspans_and_centred_lines_are_offset() {
        let text = AttributedText(spans: [TextSpan(text: "$129", fontSize: 20, fontWeight: "bold"),
                                          TextSpan(text: ".00", fontSize: 12, fontWeight: "regular")],
                                  paragraph: ParagraphStyle(alignment: .center))
        var style = LayoutStyle()
        style.width = .points(200)
        let node = DisplayNode.text(TextContent(text: text), style: style, info: ElementInfo(name: "price"))
        let result = LayoutCalculator(scale: 2).layout(node, in: SizeRange(min: .zero, max: Size(width: 300, height: 300)))
        let line = result.root.node!.measuredText!.lines[0]
        let svg = DiagramRenderer.render(result, options: DiagramOptions(title: "t", idPrefix: "x")).svg
        // The line is centred in the 200-wide node: it starts at (200 − width) / 2.
        #expect(svg.contains("<text x=\"\(SVGText.number((200 - line.width) / 2))\""))
        #expect(svg.contains("<tspan font-size=\"20\" font-weight=\"700\" fill=\"#000000\">$129</tspan><tspan font-size=\"12\" font-weight=\"400\" fill=\"#000000\">.00</tspan>"))
        #expect(svg.contains("data-width=\"\(SVGText.number(line.width))\""))
    }

    @Test func svg_is_accessible_and_parses_as_xml() throws {
        let svg = DiagramRenderer.render(ProductCardFixture.layout(), options: Self.options).svg
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"lb-diagram\" role=\"img\""))
        #expect(svg.contains("aria-labelledby=\"card-title card-desc\""))
        #expect(svg.contains("<desc id=\"card-desc\">"))
        _ = try XMLDocument(xmlString: svg)
    }

    @Test func nodes_carry_their_name_and_snippet_lines() {
        let svg = DiagramRenderer.render(ProductCardFixture.layout(), options: Self.options).svg
        #expect(svg.contains("data-kind=\"text\" data-name=\"priceNode\" data-lines=\"14-14\""))
        #expect(svg.contains("<image href=\"assets/images/sneaker.svg\""))
    }

    @Test func stack_gaps_and_inset_bands_are_drawn_with_their_sizes() {
        let svg = DiagramRenderer.render(ProductCardFixture.layout(), options: Self.options).svg
        #expect(svg.contains("class=\"lb-gap\""))
        #expect(svg.contains("class=\"lb-gap-size\""))
        #expect(svg.contains(">8</text>"), "the column's 8 pt gap is labelled")
        // The outer inset of 12 on every side gives four bands.
        #expect(svg.components(separatedBy: "class=\"lb-band\"").count - 1 >= 4)
        // Labels say what a box is and its size, as dev tools do, and show only on hover (data-label-for).
        #expect(svg.contains(">Inset 12 12 12 12 · 200 × 331</text>"))
        #expect(svg.contains(">Stack ↓ spacing 8 · align stretch · 176 × 307</text>"))
        #expect(svg.contains("class=\"lb-label lb-label-spec\" data-label-for=\"1\""))
    }

    /// Views that are insets or stacks in another framework (SwiftUI's `.padding`, `HStack`) get the
    /// same bands and gaps, and an element that says how it got its size says so on hover.
    @Test func inspector_roles_draw_bands_and_gaps_and_sizing_is_a_tooltip() {
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ info: ElementInfo, _ children: [any LayoutElement] = []) -> DisplayNode {
            var style = LayoutStyle()
            for d in [\LayoutStyle.width, \.minWidth, \.maxWidth] { style[keyPath: d] = .points(w) }
            for d in [\LayoutStyle.height, \.minHeight, \.maxHeight] { style[keyPath: d] = .points(h) }
            style.layoutPosition = Point(x: x, y: y)
            guard !children.isEmpty else { return DisplayNode.plain(style: style, info: info) }
            let placed = AbsoluteLayoutSpec(sizing: .default, children: children, info: ElementInfo(isPlacement: true))
            return DisplayNode.withLayoutSpec(style: style, info: info) { _ in placed }
        }
        var row = ElementInfo(className: "HStack")
        row.inspectorRole = .stack(vertical: false)
        let stack = box(10, 10, 80, 20, row, [box(0, 0, 30, 20, ElementInfo(name: "a")), box(40, 0, 40, 20, ElementInfo(name: "b"))])
        var padding = ElementInfo(className: ".padding(10)", sizing: "offered 100 × 40, took 100 × 40")
        padding.inspectorRole = .insets
        let root = box(0, 0, 100, 40, padding, [stack])
        let layout = LayoutCalculator(scale: 2).layout(root, in: SizeRange(exactly: Size(width: 100, height: 40)))
        let svg = DiagramRenderer.render(layout, options: Self.options).svg
        #expect(svg.components(separatedBy: "class=\"lb-band\"").count - 1 == 4)
        #expect(svg.contains(">10</text>"), "the 10 pt gap between a and b is labelled")
        #expect(svg.contains("<title>.padding(10): offered 100 × 40, took 100 × 40</title>"))
    }

    /// A view clipped inside a rounded, clipped card is clipped by both (SwiftUI's `.clipped()` photo
    /// inside `.clipShape(RoundedRectangle(…))`): the inner clip path is itself clipped by the outer.
    @Test func nested_clips_intersect() {
        let style = { () -> LayoutStyle in
            var style = LayoutStyle()
            style.preferredSize = Size(width: 50, height: 50)
            return style
        }()
        var inner = NodeAppearance(backgroundColor: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        inner.clipsToBounds = true
        let photo = DisplayNode.withLayoutSpec(style: style, appearance: inner, info: ElementInfo(name: "photo")) { _ in
            WrapperLayoutSpec(children: [DisplayNode.plain(style: style, info: ElementInfo(name: "image"))])
        }
        var outer = NodeAppearance(cornerRadius: 12)
        outer.clipsToBounds = true
        let card = DisplayNode.withLayoutSpec(appearance: outer, info: ElementInfo(name: "card")) { _ in WrapperLayoutSpec(children: [photo]) }
        let layout = LayoutCalculator(scale: 2).layout(card, in: SizeRange(exactly: Size(width: 50, height: 50)))
        let svg = DiagramRenderer.render(layout, options: Self.options).svg
        #expect(svg.contains("<clipPath id=\"card-clip0\"><rect x=\"0\" y=\"0\" width=\"50\" height=\"50\" rx=\"12\"/></clipPath>"), "\(svg)")
        #expect(svg.range(of: #"<clipPath id="card-clip\d+" clip-path="url\(#card-clip0\)">"#, options: .regularExpression) != nil, "\(svg)")
    }

    /// `maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]`, a card rounded on top only:
    /// SVG's `rx` rounds all four corners, so the outline is a path, square at the bottom.
    @Test func masked_corners_round_only_the_corners_they_name() {
        var appearance = NodeAppearance(backgroundColor: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), cornerRadius: 10)
        appearance.roundedCorners = [.topLeft, .topRight]
        let card = DisplayNode.plain(style: LayoutStyle(), appearance: appearance, info: ElementInfo(name: "card"))
        let layout = LayoutCalculator(scale: 2).layout(card, in: SizeRange(exactly: Size(width: 100, height: 40)))
        let svg = DiagramRenderer.render(layout, options: Self.options).svg
        #expect(svg.contains("<path d=\"M0 10A10 10 0 0 1 10 0L90 0A10 10 0 0 1 100 10L100 40L0 40Z\" fill="), "\(svg)")
        #expect(!svg.contains("rx=\"10\""), "\(svg)")
    }

    /// A radius above half the shorter side is capped there, as SVG caps `rx`.
    @Test func masked_corner_radius_is_capped_at_half_the_side() {
        var appearance = NodeAppearance(backgroundColor: RGBAColor(red: 0, green: 0, blue: 1, alpha: 1), cornerRadius: 50)
        appearance.roundedCorners = [.bottomRight]
        let pill = DisplayNode.plain(style: LayoutStyle(), appearance: appearance, info: ElementInfo(name: "pill"))
        let layout = LayoutCalculator(scale: 2).layout(pill, in: SizeRange(exactly: Size(width: 60, height: 20)))
        let svg = DiagramRenderer.render(layout, options: Self.options).svg
        #expect(svg.contains("<path d=\"M0 0L60 0L60 10A10 10 0 0 1 50 20L0 20Z\""), "\(svg)")
    }

    @Test func step_changes_mark_new_moved_and_removed_nodes() {
        let result = ProductCardFixture.layout()
        var previous = DiagramRenderer.namedFrames(result)
        previous["priceNode"]?.origin.y += 10
        previous["oldBadge"] = Rect(x: 0, y: 0, width: 10, height: 10)
        previous.removeValue(forKey: "shopNode")
        var options = Self.options
        options.previousFrames = previous
        let figure = DiagramRenderer.render(result, options: options)
        #expect(figure.svg.contains("class=\"lb-moved\" data-kind=\"text\" data-name=\"priceNode\""))
        #expect(figure.svg.contains("class=\"lb-added\" data-kind=\"text\" data-name=\"shopNode\""))
        #expect(figure.svg.contains("class=\"lb-removed\" data-name=\"oldBadge\""))
        #expect(figure.height == result.root.size.height + DiagramRenderer.legendHeight)
        #expect(figure.svg.contains(">moved or resized (1)</text>"))
    }

    @Test func variants_share_one_canvas() {
        let narrow = ProductCardFixture.layout(width: 160), wide = ProductCardFixture.layout(width: 240)
        let canvas = Size(width: max(narrow.root.size.width, wide.root.size.width), height: max(narrow.root.size.height, wide.root.size.height))
        var options = Self.options
        options.canvasSize = canvas
        let a = DiagramRenderer.render(narrow, options: options), b = DiagramRenderer.render(wide, options: options)
        #expect(a.width == b.width && a.height == b.height)
    }

    @Test func missing_and_network_images_get_a_placeholder() {
        var style = LayoutStyle()
        style.preferredSize = Size(width: 100, height: 80)
        let node = DisplayNode.networkImage(url: "https://example.com/a.png", style: style, info: ElementInfo(name: "photo"))
        let result = LayoutCalculator(scale: 2).layout(node, in: SizeRange(min: .zero, max: Size(width: 300, height: 300)))
        let svg = DiagramRenderer.render(result, options: DiagramOptions(title: "t", idPrefix: "p")).svg
        #expect(svg.contains("class=\"lb-placeholder\""))
        #expect(svg.contains("class=\"lb-placeholder-glyph\""))
        #expect(!svg.contains("example.com"), "a figure never loads from another host")
    }
}
