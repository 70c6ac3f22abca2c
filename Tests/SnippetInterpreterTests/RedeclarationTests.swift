import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// DESIGN §2: successive versions of a file may declare the same class again; the snippet's own
/// declaration is the one that runs, whatever the session's hidden snippets declared before it.
@Suite struct RedeclarationTests {
    static let hidden = """
        final class CardNode: ASDisplayNode {
            let oldNode = ASDisplayNode()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                return ASWrapperLayoutSpec(layoutElement: oldNode)
            }
        }
        """
    static let snippet = """
        final class CardNode: ASDisplayNode {
            let newNode = ASDisplayNode()
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                return ASWrapperLayoutSpec(layoutElement: newNode)
            }
        }
        """

    private func names(root: String?, snippet: String) -> [String] {
        let result = SnippetEvaluator(sources: [], images: [:]).run(.init(
            snippet: .init(text: snippet, location: SourceLocation(file: "s.md", line: 20)),
            setup: [.init(text: Self.hidden, location: SourceLocation(file: "s.md", line: 5))],
            root: root, device: Size(width: 375, height: 667)))
        return result.layout?.absoluteFrames.compactMap(\.name) ?? ["no layout: \(result.diagnostics)"]
    }

    @Test func root_attribute_builds_the_snippets_own_class() {
        #expect(names(root: "CardNode()", snippet: Self.snippet) == ["newNode"])
    }

    @Test func last_expression_builds_the_snippets_own_class() {
        #expect(names(root: nil, snippet: Self.snippet + "\nCardNode()") == ["newNode"])
    }

    @Test func a_class_declared_only_in_a_hidden_snippet_is_still_visible() {
        #expect(names(root: "CardNode()", snippet: "let unrelated = 1") == ["oldNode"])
    }
}
