import CourseModel
import LayoutEngine
import Testing
@testable import Pipeline

/// `expect="…"` facts checked against a layout: two 40 × 20 boxes named `box` in a row, 10 apart,
/// inset by 8, the second drawn at alpha 0.25 — so box[1] sits at x = 8 + 40 + 10 = 58.
@Suite struct ExpectationCheckTests {
    static func layout() -> LayoutResult {
        func box(alpha: Double) -> DisplayNode {
            var style = LayoutStyle()
            style.preferredSize = Size(width: 40, height: 20)
            return DisplayNode.plain(style: style, appearance: NodeAppearance(alpha: alpha), info: ElementInfo(name: "box"))
        }
        let row = StackLayoutSpec(options: StackOptions(direction: .horizontal, spacing: 10), children: [box(alpha: 1), box(alpha: 0.25)])
        let root = DisplayNode.withLayoutSpec(info: ElementInfo(name: "card")) { _ in
            InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: row)
        }
        return LayoutCalculator(scale: 2).layout(root, in: SizeRange(min: .zero, max: Size(width: 300, height: 300)))
    }

    static func failure(_ text: String) throws -> String? {
        let fact = try #require(try LayoutExpectation.parse(text).get().first)
        return ExpectationCheck(layout()).failure(of: fact)
    }

    @Test func facts_that_hold_pass() throws {
        #expect(try Self.failure("box[1].x == 58") == nil)
        #expect(try Self.failure("box.maxY == 28") == nil)
        #expect(try Self.failure("box[1].alpha < 0.5") == nil)
        #expect(try Self.failure("box.count == 2") == nil)
        #expect(try Self.failure("card.width == 106") == nil)
    }

    @Test func a_fact_that_does_not_hold_says_what_is_true() throws {
        #expect(try Self.failure("box[1].x == 50") == "box[1].x is 58")
        #expect(try Self.failure("box.count == 3") == "2 nodes are named 'box'")
        #expect(try Self.failure("box[2].x == 0") == "there are 2 nodes named 'box', so box[2] does not exist")
        #expect(try Self.failure("bxo.x == 0") == "no node is named 'bxo'; did you mean 'box'?")
        #expect(try Self.failure("box.lines == 1") == "box is not a text node, so it has no lines")
    }
}
