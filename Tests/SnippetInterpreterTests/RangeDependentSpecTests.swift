import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Texture calls `layoutSpecThatFits(_:)` (and a `layoutSpecBlock`) for every range a node is
/// measured with; spec code that reads its range must see each one, not only the root's.
@Suite struct RangeDependentSpecTests {
    /// Two 100 × 40 boxes in a row, or in a column when offered less than 300 points.
    static let pair = """
        final class PairNode: ASDisplayNode {
            let first = ASDisplayNode()
            let second = ASDisplayNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                first.style.preferredSize = CGSize(width: 100, height: 40)
                second.style.preferredSize = CGSize(width: 100, height: 40)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let direction: ASStackLayoutDirection = constrainedSize.max.width < 300 ? .vertical : .horizontal
                return ASStackLayoutSpec(direction: direction, spacing: 0, justifyContent: .start, alignItems: .start, children: [first, second])
            }
        }
        """

    private func run(_ snippet: String) -> SnippetEvaluator.Result {
        SnippetEvaluator(sources: [], images: [:]).run(.init(
            snippet: .init(text: snippet, location: SourceLocation(file: "r.md", line: 1)), device: Size(width: 375, height: 667)))
    }

    private func frames(_ name: String, _ result: SnippetEvaluator.Result) -> [Rect] {
        result.layout?.absoluteFrames.filter { $0.name == name }.map(\.frame) ?? []
    }

    @Test func each_range_gets_its_own_answer() {
        // In a vertical stack aligned to the start, the first pair may be up to 375 wide (a row,
        // 200 × 40); the second is exactly 200 wide, so its spec code sees 200 and stacks (200 × 80).
        let result = run(Self.pair + """

            let wide = PairNode()
            let narrow = PairNode()
            narrow.style.width = ASDimension(unit: .points, value: 200)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [wide, narrow])
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(frames("second", result) == [Rect(x: 100, y: 0, width: 100, height: 40), Rect(x: 0, y: 80, width: 100, height: 40)])
    }

    @Test func a_layout_spec_block_reading_its_range_is_asked_again() {
        let result = run("""
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: 50, height: 50)
            let holder = ASDisplayNode()
            holder.automaticallyManagesSubnodes = true
            holder.style.width = ASDimension(unit: .points, value: 120)
            holder.layoutSpecBlock = { _, range in
                let inset: CGFloat = range.max.width > 200 ? 40 : 10
                return ASInsetLayoutSpec(insets: UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset), child: box)
            }
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [holder])
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // The holder is measured at exactly 120 wide, so the block picks the 10-point inset (the
        // root's range would have picked 40); the inset passes its exact 100-point width on as the
        // box's minimum (§2.3), so the box is 100 × 50.
        #expect(frames("box", result) == [Rect(x: 10, y: 10, width: 100, height: 50)])
    }

    @Test func an_error_on_a_later_range_is_reported_at_its_line() {
        let result = run("""
            final class BrokenNode: ASDisplayNode {
                let child = ASDisplayNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    if constrainedSize.max.width < 300 { return missingSpec }
                    return ASWrapperLayoutSpec(layoutElement: child)
                }
            }
            let node = BrokenNode()
            node.style.width = ASDimension(unit: .points, value: 200)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [node])
            """)
        #expect(result.diagnostics.map(\.message) == ["cannot find 'missingSpec' in scope"])
        #expect(result.diagnostics.first?.location?.line == 8)
    }
}
