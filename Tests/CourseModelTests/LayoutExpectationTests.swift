import Testing
import Diagnostics
@testable import CourseModel

/// `expect="…"` on a fence: facts about the snippet's layout, parsed when the session is read.
@Suite struct LayoutExpectationTests {
    @Test func facts_are_parsed_with_node_index_property_comparison_and_value() throws {
        let facts = try LayoutExpectation.parse("nameNode.lines == 2; starNode[4].alpha <= 0.25 ;priceNode.hidden == false").get()
        #expect(facts.map(\.node) == ["nameNode", "starNode", "priceNode"])
        #expect(facts.map(\.index) == [nil, 4, nil])
        #expect(facts.map(\.property) == [.lines, .alpha, .hidden])
        #expect(facts.map(\.comparison) == [.equal, .lessOrEqual, .equal])
        #expect(facts.map(\.value) == [2, 0.25, 0])
        #expect(facts[1].text == "starNode[4].alpha <= 0.25")
    }

    @Test func an_unknown_property_is_located_in_the_fence_with_a_suggestion() {
        var reader = SessionReader(path: "Content/x.md", text: "## S\n\n```swift diagram expect=\"a.width == 1; nameNode.line == 2\"\nlet a = 1\n```\n")
        _ = reader.read(slug: "x")
        // `expect` starts at column 18 and its value at 26 (after `expect="`); the second fact is 14 into the value.
        #expect(reader.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "Content/x.md:3:40: error: unknown property 'line' in 'nameNode.line == 2'; did you mean 'lines'? (expected one of x, y, minX, minY, maxX, maxY, midX, midY, width, height, lines, truncated, alpha, hidden, count)",
        ])
    }

    @Test func a_fact_that_cannot_be_read_says_how_to_write_it() {
        guard case .failure(let problem) = LayoutExpectation.parse("nameNode has 2 lines") else {
            Issue.record("expected a parse error")
            return
        }
        #expect(problem.message.contains("write it as node.property == value"))
        #expect(problem.offset == 0)
    }
}
