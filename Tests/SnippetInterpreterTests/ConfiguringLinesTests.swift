import LayoutEngine
@testable import SnippetInterpreter
import Testing

/// Hovering a node links every line that configures it, not only the line that creates it: the
/// interpreter records each assignment to the node, its style or its own properties.
@Suite struct ConfiguringLinesTests {
    static func info(_ result: SnippetEvaluator.Result, _ name: String) -> ElementInfo? {
        func find(_ node: FlattenedNode) -> FlattenedNode? {
            if node.name == name { return node }
            return node.children.lazy.compactMap(find).first
        }
        return result.layout.flatMap { find($0.flattened) }?.info
    }

    @Test func assignments_to_a_node_and_its_style_are_its_lines() {
        let result = evaluate("""
        let box = ASDisplayNode()
        box.backgroundColor = .systemBlue
        let other = ASDisplayNode()
        box.style.preferredSize = CGSize(width: 60, height: 60)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box, other])
        """)
        let box = Self.info(result, "box")
        #expect(box?.sourceRange?.startLine == 1)
        #expect(box?.configuringLines.map(\.startLine) == [2, 4])
        #expect(Self.info(result, "other")?.configuringLines.isEmpty == true)
    }

    @Test func a_class_configuring_itself_and_a_uikit_view_are_linked_too() {
        let result = evaluate("""
        final class CardNode: ASDisplayNode {
            let title = ASTextNode()
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                title.attributedText = NSAttributedString(string: "Hi")
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASWrapperLayoutSpec(layoutElement: title)
            }
        }
        """)
        #expect(Self.info(result, "title")?.configuringLines.map(\.startLine) == [6])
    }

    @Test func a_method_called_on_a_node_or_its_anchors_configures_it() {
        let result = evaluate("""
        let button = ASButtonNode()
        button.setTitle("Follow", with: UIFont.systemFont(ofSize: 15),
                        with: .white, for: .normal)
        let other = ASDisplayNode()
        other.style.preferredSize = CGSize(width: 10, height: 10)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [button, other])
        """)
        #expect(Self.info(result, "button")?.configuringLines.map(\.startLine) == [2])
        #expect(Self.info(result, "other")?.configuringLines.map(\.startLine) == [5])
    }
}
