import Testing
@testable import LayoutEngine

/// Leaf and container node rules (semantics §3, §4). The placeholder measurer advances 0.5 × font size per
/// character and uses 1.25 × font size per line.
struct NodeRuleTests {
    let calculator = LayoutCalculator(scale: 2, textMeasurer: PlaceholderTextMeasurer())

    private func text(_ string: String, _ name: String) -> DisplayNode {
        .text(TextContent(text: AttributedText(spans: [TextSpan(text: string, fontSize: 10)])),
              info: ElementInfo(name: name))
    }

    /// §3.1: a plain node fills a fully bounded maximum, and is its minimum when an axis is unbounded.
    @Test func plain_node_fills_bounded_max_else_collapses_to_min() {
        let node = DisplayNode.plain()
        #expect(calculator.layout(node, in: range(0, 0, 80, 60)).root.size == Size(width: 80, height: 60))
        #expect(calculator.layout(node, in: range(5, 7, 80, .infinity)).root.size == Size(width: 5, height: 7))
    }

    /// §3.2: 10 characters × 5pt = 50pt on one line 12.5pt tall, ceiled to 13; at 30pt wide, 6 per line → 2 lines.
    @Test func text_node_wraps_at_max_width_and_ceils_to_points() {
        let node = text("abcdefghij", "label")
        #expect(calculator.layout(node, in: .unconstrained).root.size == Size(width: 50, height: 13))
        let wrapped = calculator.layout(node, in: range(0, 0, 30, 100)).root
        #expect(wrapped.size == Size(width: 30, height: 25))
        #expect(wrapped.node?.measuredText?.lines.map(\.text) == ["abcdef", "ghij"])
        #expect(wrapped.ascender == 8)
    }

    /// The lines a text node was measured into travel with its final layout into the flattened tree. Here
    /// the text is measured twice in one pass: at its natural 50pt on one line, then shrunk (flexShrink 1,
    /// violation 30 − 50) to an exact 30pt, where 6 characters fit per line.
    @Test func flattened_text_node_keeps_its_final_measured_lines() {
        var label = text("abcdefghij", "label")
        label.style.flexShrink = 1
        let row = StackLayoutSpec(options: StackOptions(direction: .horizontal), children: [label])
        let result = calculator.layout(row, in: range(0, 0, 30, 100))
        let flattened = result.flattened.children.first { $0.name == "label" }
        #expect(flattened?.details?.measuredText?.lines.map(\.text) == ["abcdef", "ghij"])
        #expect(flattened?.frame == Rect(x: 0, y: 0, width: 30, height: 25))
    }

    /// §3.3: image 20×20, spacing 8, title 15×13 (3 × 5pt, 12.5 → 13); centered on the cross axis with
    /// floorPx((20 − 13) / 2) = 3.5.
    @Test func button_is_a_centered_stack_of_image_and_title() {
        let image = DisplayNode.image(named: "cart", pointSize: Size(width: 20, height: 20), info: ElementInfo(name: "icon"))
        let button = DisplayNode.button(ButtonConfiguration(title: text("Buy", "title"), image: image))
        let result = calculator.layout(button, in: range(0, 0, 200, 100))
        #expect(result.root.size == Size(width: 43, height: 20))
        #expect(frames(result)["icon"] == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(frames(result)["title"] == Rect(x: 28, y: 3.5, width: 15, height: 13))
    }

    /// §3.4: cells get the exact table width; each row adds a 1/scale separator (44 + 0.5).
    @Test func table_rows_stack_with_one_pixel_separators() {
        let cells = [sized(10, 44, "first"), sized(10, 44, "second")].map {
            DisplayNode(kind: .cell, content: $0.content, style: $0.style, info: $0.info)
        }
        let table = DisplayNode.table(TableContent(rows: cells))
        let result = calculator.layout(table, in: SizeRange(exactly: Size(width: 320, height: 480)))
        #expect(frames(result)["first"] == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(frames(result)["second"] == Rect(x: 0, y: 44.5, width: 320, height: 44))
    }

    /// §3.4 upstream numbers: content 100×500, R unconstrained, P 100×200 → node 100×200, content 100×500.
    @Test func scroll_node_takes_parent_size_and_keeps_taller_content() {
        let scroll = DisplayNode.scroll(ScrollContent(content: WrapperLayoutSpec(children: [sized(100, 500, "content")])))
        let result = calculator.layout(scroll, in: .unconstrained, parentSize: Size(width: 100, height: 200))
        #expect(result.root.size == Size(width: 100, height: 200))
        #expect(frames(result)["content"]?.size == Size(width: 100, height: 500))
    }

    /// §4: a view controller measures its node with the exact view size, overriding the node's style.
    @Test func view_controller_root_uses_exact_view_size() {
        let result = calculator.layoutViewController(root: sized(10, 10), viewSize: Size(width: 375, height: 667))
        #expect(result.root.size == Size(width: 375, height: 667))
    }

    /// §4: nodes own their subtrees; a nested node's children are positioned relative to it.
    @Test func flattening_stops_at_nodes_that_own_their_subtree() {
        let inner = DisplayNode.withLayoutSpec(info: ElementInfo(name: "inner")) { _ in
            InsetLayoutSpec(insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: sized(10, 10, "leaf"))
        }
        let outer = InsetLayoutSpec(insets: EdgeInsets(top: 10.25, left: 10.25), child: inner)
        let result = calculator.layout(outer, in: range(0, 0, 100, 100))
        #expect(result.flattened.children.map(\.name) == ["inner"])
        #expect(result.flattened.children.first?.frame == Rect(x: 10.5, y: 10.5, width: 20, height: 20))
        #expect(result.flattened.children.first?.children.first?.frame == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(frames(result)["leaf"]?.origin == Point(x: 15.5, y: 15.5))
    }

    /// §4 right-to-left: x becomes width − childWidth − x.
    @Test func right_to_left_mirrors_flattened_x() {
        let spec = InsetLayoutSpec(insets: EdgeInsets(left: 10), child: sized(30, 10, "leaf"))
        let result = calculator.layout(spec, in: SizeRange(exactly: Size(width: 100, height: 10)), rightToLeft: true)
        #expect(frames(result)["leaf"] == Rect(x: 0, y: 0, width: 90, height: 10))
    }
}
