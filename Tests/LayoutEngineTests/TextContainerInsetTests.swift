import Testing
@testable import LayoutEngine

/// ASTextNode's `textContainerInset`: the text is measured in the node's maximum less the insets and
/// the node is the text's size plus the insets (Texture's calculateSizeThatFits); the baseline values
/// stay the font's, as Texture sets them from the attributed text alone.
@Suite struct TextContainerInsetTests {
    let calculator = LayoutCalculator(scale: 2)

    @Test func the_node_is_the_text_measured_inside_the_insets_plus_the_insets() throws {
        let text = AttributedText(spans: [TextSpan(text: String(repeating: "Wrapping words ", count: 12), fontSize: 17)])
        let inset = EdgeInsets(top: 10, left: 20, bottom: 5, right: 30)
        var content = TextContent(text: text)
        content.containerInset = inset
        let range = SizeRange(min: .zero, max: Size(width: 300, height: .infinity))
        let result = calculator.layout(DisplayNode.text(content), in: range)
        // What the measurer gives in 300 − 50 points, ceiled as ASTextNode2 does, then the insets.
        let inner = InterTextMeasurer().measure(text, in: Size(width: 250, height: .infinity), maximumNumberOfLines: 0)
        #expect(inner.lines.count > 1, "the text must wrap for the test to tell 250 from 300")
        #expect(result.root.size == Size(width: inner.size.width.rounded(.up) + 50, height: inner.size.height.rounded(.up) + 15))
    }
}
