import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutEngine
import Testing
@testable import Diagrams

/// What UIKit composites besides colours: alpha multiplies down the tree, a hidden node and its
/// subnodes are not drawn (but keep their place), and clipsToBounds cuts subnodes at the rounded bounds.
@Suite struct VisualStateTests {
    /// A card (clips, corner radius 8, alpha 0.5) holding a star at alpha 0.5, a hidden badge with a
    /// dot inside, and a plain label; beside the card, an unclipped box.
    static func figure() throws -> XMLDocument {
        func box(_ name: String, _ width: Double, _ appearance: NodeAppearance = NodeAppearance(backgroundColor: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))) -> DisplayNode {
            var style = LayoutStyle()
            style.preferredSize = Size(width: width, height: 20)
            return DisplayNode.plain(style: style, appearance: appearance, info: ElementInfo(name: name))
        }
        let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
        let dot = box("dot", 4)
        let badge = DisplayNode.withLayoutSpec(appearance: NodeAppearance(backgroundColor: red, isHidden: true), info: ElementInfo(name: "badge")) { _ in
            WrapperLayoutSpec(children: [dot])
        }
        let star = box("star", 20, NodeAppearance(backgroundColor: red, alpha: 0.5))
        let label = box("label", 300)
        let card = DisplayNode.withLayoutSpec(appearance: NodeAppearance(backgroundColor: red, cornerRadius: 8, alpha: 0.5, clipsToBounds: true),
                                              info: ElementInfo(name: "card")) { _ in
            StackLayoutSpec(options: StackOptions(direction: .vertical), children: [star, badge, label])
        }
        let outside = box("outside", 50)
        let root = StackLayoutSpec(options: StackOptions(direction: .horizontal), children: [card, outside])
        let result = LayoutCalculator(scale: 2).layout(root, in: SizeRange(min: .zero, max: Size(width: 200, height: 200)))
        let svg = DiagramRenderer.render(result, options: DiagramOptions(title: "t", idPrefix: "v")).svg
        // Without the default namespace, XPath finds elements by their plain names.
        return try XMLDocument(xmlString: svg.replacingOccurrences(of: " xmlns=\"http://www.w3.org/2000/svg\"", with: ""))
    }

    static func paintedNode(_ name: String, in document: XMLDocument) throws -> XMLElement? {
        try document.nodes(forXPath: "//*[@class='lb-paint']//*[@data-name='\(name)']").first as? XMLElement
    }

    @Test func alpha_multiplies_down_the_tree() throws {
        let document = try Self.figure()
        #expect(try Self.paintedNode("card", in: document)?.attribute(forName: "opacity")?.stringValue == "0.5")
        #expect(try Self.paintedNode("star", in: document)?.attribute(forName: "opacity")?.stringValue == "0.25")
        #expect(try Self.paintedNode("label", in: document)?.attribute(forName: "opacity")?.stringValue == "0.5")
        #expect(try Self.paintedNode("outside", in: document)?.attribute(forName: "opacity") == nil)
    }

    @Test func a_hidden_node_and_its_subnodes_are_not_painted_but_keep_their_place() throws {
        let document = try Self.figure()
        #expect(try Self.paintedNode("badge", in: document) == nil)
        #expect(try Self.paintedNode("dot", in: document) == nil)
        // The label still sits below the badge's 20 points: y = star 20 + badge 20.
        let label = try #require(try Self.paintedNode("label", in: document)?.elements(forName: "rect").first)
        #expect(label.attribute(forName: "y")?.stringValue == "40")
    }

    @Test func clips_to_bounds_cuts_subnodes_at_the_rounded_frame() throws {
        let document = try Self.figure()
        let clip = try #require(try document.nodes(forXPath: "//clipPath").first as? XMLElement)
        let id = try #require(clip.attribute(forName: "id")?.stringValue)
        #expect(clip.elements(forName: "rect").first?.attribute(forName: "rx")?.stringValue == "8")
        #expect(try Self.paintedNode("label", in: document)?.attribute(forName: "clip-path")?.stringValue == "url(#\(id))")
        #expect(try Self.paintedNode("card", in: document)?.attribute(forName: "clip-path") == nil)
        #expect(try Self.paintedNode("outside", in: document)?.attribute(forName: "clip-path") == nil)
    }
}

/// An image node's contentMode decides how its 300 × 300 image fits a 200 × 100 node.
@Suite struct ContentModeTests {
    static func image(_ mode: ContentMode) throws -> XMLElement {
        var style = LayoutStyle()
        style.preferredSize = Size(width: 200, height: 100)
        let node = DisplayNode.image(named: "sneaker", pointSize: Size(width: 300, height: 300), style: style,
                                     appearance: NodeAppearance(contentMode: mode), info: ElementInfo(name: "photo"))
        let result = LayoutCalculator(scale: 2).layout(node, in: SizeRange(min: .zero, max: Size(width: 375, height: 600)))
        let options = DiagramOptions(title: "t", idPrefix: "m", images: ["sneaker": DiagramImage(href: "s.svg", width: 300, height: 300)])
        let svg = DiagramRenderer.render(result, options: options).svg.replacingOccurrences(of: " xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        let document = try XMLDocument(xmlString: svg)
        return try #require(try document.nodes(forXPath: "//*[@class='lb-paint']//image").first as? XMLElement)
    }

    /// The fit is the viewport's around the image at its own size (300 × 300): an SVG image fits
    /// itself into an <image> element by its own rule, so the element's would be ignored.
    @Test func scaling_modes_map_to_preserve_aspect_ratio_of_a_viewport_around_the_image() throws {
        func viewport(_ mode: ContentMode) throws -> [String?] {
            let image = try Self.image(mode)
            let parent = image.parent as? XMLElement
            return [parent?.name, parent?.attribute(forName: "preserveAspectRatio")?.stringValue, parent?.attribute(forName: "viewBox")?.stringValue,
                    parent?.attribute(forName: "width")?.stringValue, image.attribute(forName: "width")?.stringValue]
        }
        #expect(try viewport(.scaleAspectFill) == ["svg", "xMidYMid slice", "0 0 300 300", "200", "300"])
        #expect(try viewport(.scaleAspectFit) == ["svg", "xMidYMid meet", "0 0 300 300", "200", "300"])
        #expect(try viewport(.scaleToFill) == ["svg", "none", "0 0 300 300", "200", "300"])
    }

    /// `.center` draws the image at 300 × 300 centred on the node: x = (200 − 300) / 2 = −50,
    /// y = (100 − 300) / 2 = −100, inside a viewport that clips it to the node.
    @Test func center_draws_the_image_unscaled_and_clipped() throws {
        let image = try Self.image(.center)
        #expect(image.attribute(forName: "width")?.stringValue == "300")
        #expect(image.attribute(forName: "x")?.stringValue == "-50")
        #expect(image.attribute(forName: "y")?.stringValue == "-100")
        #expect((image.parent as? XMLElement)?.name == "svg")
        #expect((image.parent as? XMLElement)?.attribute(forName: "width")?.stringValue == "200")
    }
}

/// A resizable image (caps of 12 on a 25 × 25 picture) drawn on a 100 × 30 node: nine slices, the
/// corners at their size, the edges stretched along their length, the middle both ways.
@Suite struct NineSliceTests {
    @Test func a_resizable_image_is_drawn_in_nine_slices_whatever_the_content_mode() throws {
        var style = LayoutStyle()
        style.preferredSize = Size(width: 100, height: 30)
        let node = DisplayNode.image(named: "pill", pointSize: Size(width: 25, height: 25), style: style,
                                     appearance: NodeAppearance(contentMode: .scaleAspectFit), info: ElementInfo(name: "pill"))
        let result = LayoutCalculator(scale: 2).layout(node, in: SizeRange(min: .zero, max: Size(width: 375, height: 600)))
        let caps = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        let options = DiagramOptions(title: "t", idPrefix: "n", images: ["pill": DiagramImage(href: "p.svg", width: 25, height: 25, capInsets: caps)])
        let svg = DiagramRenderer.render(result, options: options).svg.replacingOccurrences(of: " xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        let slices = try XMLDocument(xmlString: svg).nodes(forXPath: "//*[@class='lb-paint']//svg[image]").compactMap { $0 as? XMLElement }
        func attributes(_ slice: XMLElement) -> [String] {
            ["x", "y", "width", "height", "viewBox", "preserveAspectRatio"].map { slice.attribute(forName: $0)?.stringValue ?? "-" }
        }
        #expect(slices.count == 9)
        // Left column: the cap at 12 wide; middle: 1 point of the picture stretched to 76; right:
        // the other cap. Each but the last reaches 1 point under the next, at its own scale (the
        // middle's 1 / 76 of a point more of the picture), so no seam of background shows.
        #expect(slices.prefix(3).map(attributes) == [
            ["0", "0", "13", "13", "0 0 13 13", "none"],
            ["12", "0", "77", "13", "12 0 1.01 13", "none"],
            ["88", "0", "12", "13", "13 0 12 13", "none"],
        ])
        #expect(attributes(slices[4]) == ["12", "12", "77", "7", "12 12 1.01 1.17", "none"])
        #expect(attributes(slices[8]) == ["88", "18", "12", "12", "13 13 12 12", "none"])
        #expect(slices.allSatisfy { ($0.children?.first as? XMLElement)?.attribute(forName: "href")?.stringValue == "p.svg" })
    }

    /// A node smaller than its caps together: both caps shrink alike and the middle is gone, as Core
    /// Animation draws stretchable contents.
    @Test func caps_longer_than_the_node_shrink_alike() {
        let spans = NineSlice.segments(source: 25, start: 12, end: 12, destination: 12)
        #expect(spans.map(\.destination.length) == [6, 6])
        #expect(spans.map(\.source.start) == [0, 13])
    }
}

/// A layer shadow is drawn when its opacity is above 0, with CALayer's defaults for what is not set.
@Suite struct ShadowTests {
    static func svg(_ shadow: NodeShadow) throws -> XMLDocument {
        var style = LayoutStyle()
        style.preferredSize = Size(width: 100, height: 60)
        let node = DisplayNode.plain(style: style, appearance: NodeAppearance(backgroundColor: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1), shadow: shadow),
                                     info: ElementInfo(name: "card"))
        let result = LayoutCalculator(scale: 2).layout(node, in: SizeRange(min: .zero, max: Size(width: 375, height: 600)))
        let svg = DiagramRenderer.render(result, options: DiagramOptions(title: "t", idPrefix: "s")).svg
        return try XMLDocument(xmlString: svg.replacingOccurrences(of: " xmlns=\"http://www.w3.org/2000/svg\"", with: ""))
    }

    @Test func an_opaque_shadow_is_an_offset_blur_in_its_colour() throws {
        var shadow = NodeShadow()
        shadow.opacity = 0.3
        shadow.radius = 8
        shadow.offset = Size(width: 0, height: 4)
        let document = try Self.svg(shadow)
        let drop = try #require(try document.nodes(forXPath: "//filter/feDropShadow").first as? XMLElement)
        #expect(drop.attribute(forName: "dy")?.stringValue == "4")
        #expect(drop.attribute(forName: "stdDeviation")?.stringValue == "4")
        #expect(drop.attribute(forName: "flood-opacity")?.stringValue == "0.3")
        let filterID = try #require((drop.parent as? XMLElement)?.attribute(forName: "id")?.stringValue)
        #expect(try document.nodes(forXPath: "//*[@data-name='card']/g[@filter='url(#\(filterID))']").count == 1)
    }

    @Test func the_default_shadow_opacity_of_zero_draws_none() throws {
        #expect(try Self.svg(NodeShadow()).nodes(forXPath: "//filter").isEmpty)
    }
}

/// Underline, strikethrough and a background highlight are drawn over (or behind) exactly the run
/// that has them, in the text's colour unless their own is given.
@Suite struct TextDecorationTests {
    static func svg(_ spans: [TextSpan]) throws -> (XMLDocument, MeasuredTextLine) {
        let node = DisplayNode.text(TextContent(text: AttributedText(spans: spans)), info: ElementInfo(name: "price"))
        let result = LayoutCalculator(scale: 2).layout(node, in: SizeRange(min: .zero, max: Size(width: 300, height: 300)))
        let svg = DiagramRenderer.render(result, options: DiagramOptions(title: "t", idPrefix: "d")).svg
        let line = try #require(result.root.node?.measuredText?.lines.first)
        return (try XMLDocument(xmlString: svg.replacingOccurrences(of: " xmlns=\"http://www.w3.org/2000/svg\"", with: "")), line)
    }

    static func number(_ element: XMLElement, _ attribute: String) -> Double? {
        element.attribute(forName: attribute)?.stringValue.flatMap(Double.init)
    }

    @Test func a_struck_through_old_price_gets_a_line_across_its_own_run_only() throws {
        let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
        let (document, line) = try Self.svg([
            TextSpan(text: "$129 ", fontSize: 17),
            TextSpan(text: "$159", fontSize: 17, decoration: TextDecoration(strikethrough: .single, strikethroughColor: red)),
        ])
        let strokes = try document.nodes(forXPath: "//rect[@class='lb-text-strikethrough']").compactMap { $0 as? XMLElement }
        try #require(strokes.count == 1)
        let run = try #require(line.runs.first { $0.spanIndex == 1 })
        #expect(abs((Self.number(strokes[0], "x") ?? -1) - run.x) < 0.01)
        #expect(abs((Self.number(strokes[0], "width") ?? -1) - run.width) < 0.01)
        // Through the lower-case letters: above the baseline, below the cap height.
        let middle = (Self.number(strokes[0], "y") ?? 0) + (Self.number(strokes[0], "height") ?? 0) / 2
        #expect(middle < line.baseline - 17 * 0.2 && middle > line.baseline - 17 * 0.4)
        #expect(strokes[0].attribute(forName: "fill")?.stringValue == "#ff0000")
        #expect(try document.nodes(forXPath: "//rect[@class='lb-text-underline']").isEmpty)
    }

    @Test func double_underline_is_two_lines_and_a_highlight_sits_behind_the_text() throws {
        let yellow = RGBAColor(red: 1, green: 1, blue: 0, alpha: 1)
        let (document, line) = try Self.svg([TextSpan(text: "Sale", decoration: TextDecoration(underline: .double, background: yellow))])
        let underlines = try document.nodes(forXPath: "//rect[@class='lb-text-underline']").compactMap { $0 as? XMLElement }
        #expect(underlines.count == 2)
        #expect(underlines.allSatisfy { (Self.number($0, "y") ?? 0) > line.baseline })
        #expect(underlines.allSatisfy { $0.attribute(forName: "fill")?.stringValue == "#000000" }, "the text's colour by default")
        let background = try #require(try document.nodes(forXPath: "//rect[@class='lb-text-background']").first as? XMLElement)
        let text = try #require(try document.nodes(forXPath: "//text[@data-width]").first)
        #expect(background.index < text.index, "drawn before, so behind, the text")
        #expect(background.attribute(forName: "fill")?.stringValue == "#ffff00")
    }
}
