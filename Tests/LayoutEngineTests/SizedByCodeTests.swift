import Testing
@testable import LayoutEngine

/// A leaf whose class overrides `calculateSizeThatFits:`: Texture asks it with the range's maximum and
/// clamps the answer to the range (ASDisplayNode+LayoutSpec.mm, `calculateLayoutLayoutSpec:`).
@Suite struct SizedByCodeTests {
    let calculator = LayoutCalculator(scale: 2)

    @Test func the_answer_is_asked_with_the_maximum_and_clamped_to_the_range() {
        let asked = AskedSizes()
        let node = DisplayNode(content: .sizedByCode(.plain(intrinsicSize: nil)) { maximum in
            asked.append(maximum)
            return Size(width: 500, height: 5)
        })
        let result = calculator.layout(node, in: range(0, 20, 200, 400))
        #expect(result.root.size == Size(width: 200, height: 20))
        #expect(asked.sizes == [Size(width: 200, height: 400)])
    }

    /// A text node widened by its class draws its text as without the override: the same measured
    /// lines and baseline, in a wider box.
    @Test func a_text_node_keeps_its_text_and_baseline() {
        let text = TextContent(text: AttributedText(spans: [TextSpan(text: "ok", fontSize: 17)]))
        let plain = calculator.layout(DisplayNode.text(text), in: range(0, 0, 300, .infinity))
        let widened = calculator.layout(DisplayNode(kind: .text, content: .sizedByCode(.text(text)) { maximum in
            let own = DisplayNode.text(text).sizeThatFits(maximum, textMeasurer: InterTextMeasurer())
            return Size(width: Swift.max(own.width, 60), height: own.height)
        }), in: range(0, 0, 300, .infinity))
        #expect(plain.root.size.width < 60)
        #expect(widened.root.size == Size(width: 60, height: plain.root.size.height))
        #expect(widened.root.ascender == plain.root.ascender && widened.root.descender == plain.root.descender)
        #expect(widened.root.node?.text == text)
    }

    /// `sizeThatFits` is what each kind of leaf answers before clamping: the filling rule for a plain
    /// node (the maximum when it is finite, else zero), an image's point size.
    @Test func each_leaf_answers_its_own_rule() {
        let measurer = InterTextMeasurer()
        #expect(DisplayNode.plain().sizeThatFits(Size(width: 30, height: 20), textMeasurer: measurer) == Size(width: 30, height: 20))
        #expect(DisplayNode.plain().sizeThatFits(Size(width: 30, height: .infinity), textMeasurer: measurer) == .zero)
        #expect(DisplayNode.image(named: "a", pointSize: Size(width: 8, height: 9)).sizeThatFits(Size(width: 30, height: 20), textMeasurer: measurer)
                == Size(width: 8, height: 9))
    }
}

/// The maxima a node's code was asked with (the engine calls the block synchronously).
private final class AskedSizes: @unchecked Sendable {
    var sizes: [Size] = []
    func append(_ size: Size) { sizes.append(size) }
}
