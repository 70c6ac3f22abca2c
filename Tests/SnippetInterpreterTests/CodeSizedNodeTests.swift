import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// A node class that overrides `calculateSizeThatFits(_:)` (SimpleChat's MessageTextNode, a text
/// node never narrower than 15 points; AsyncDisplay_Study's PageNode): Texture asks it with the
/// range's maximum when the node has no layout spec and clamps the answer to the range
/// (ASDisplayNode+LayoutSpec.mm). `super.calculateSizeThatFits(_:)` is the node kind's own answer.
@Suite struct CodeSizedNodeTests {
    private static let row = "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [plain, wide])"

    @Test func a_text_node_widened_by_its_class_keeps_its_texts_height() throws {
        let frames = try namedFrames("""
            final class MessageTextNode: ASTextNode {
                override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                    let size = super.calculateSizeThatFits(constrainedSize)
                    return CGSize(width: max(size.width, 60), height: size.height)
                }
            }
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
            let plain = ASTextNode()
            plain.attributedText = NSAttributedString(string: "ok", attributes: attributes)
            let wide = MessageTextNode()
            wide.attributedText = NSAttributedString(string: "ok", attributes: attributes)
            \(Self.row)
            """)
        let plain = try #require(frames["plain"]), wide = try #require(frames["wide"])
        #expect(plain.size.width < 60 && plain.size.height > 0)
        #expect(wide.size == Size(width: 60, height: plain.size.height))
    }

    /// The answer is clamped to the node's range: a style width wins over it, as over any measurement.
    @Test func the_answer_is_clamped_to_the_range() throws {
        let frames = try namedFrames("""
            final class Page: ASCellNode {
                override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                    CGSize(width: 500, height: constrainedSize.height.isFinite ? constrainedSize.height : 44)
                }
            }
            let plain = ASDisplayNode()
            plain.style.preferredSize = CGSize(width: 10, height: 10)
            let wide = Page()
            wide.style.maxWidth = ASDimension(unit: .points, value: 200)
            \(Self.row)
            """)
        #expect(frames["wide"] == Rect(x: 0, y: 10, width: 200, height: 44))
    }

    /// Called directly (Bookwitty's `statsNode.calculateSizeThatFits(constrainedSize.max)`), a text
    /// node answers its text's size, which is the size the figure gives it in a start-aligned stack.
    @Test func a_direct_call_answers_the_size_the_layout_gives() throws {
        let frames = try namedFrames("""
            let plain = ASTextNode()
            plain.attributedText = NSAttributedString(string: "Twelve followers", attributes: [.font: UIFont.systemFont(ofSize: 15)])
            let size = plain.calculateSizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
            let box = ASDisplayNode()
            assert(box.calculateSizeThatFits(CGSize(width: 30, height: 20)) == CGSize(width: 30, height: 20))
            assert(box.calculateSizeThatFits(CGSize(width: 30, height: CGFloat.infinity)) == .zero)
            let wide = ASDisplayNode()
            wide.style.preferredSize = size
            \(Self.row)
            """)
        let plain = try #require(frames["plain"]), wide = try #require(frames["wide"])
        #expect(wide.size == plain.size && plain.size.width > 0)
    }

    /// Texture asserts that a class overrides at most one of its layout methods.
    @Test func overriding_it_beside_layoutSpecThatFits_is_texture_s_assertion() {
        let result = evaluate("""
            final class Both: ASDisplayNode {
                override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { CGSize(width: 10, height: 10) }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec { ASLayoutSpec() }
            }
            Both()
            """)
        #expect(result.diagnostics.map(\.message).first?.hasPrefix("'Both' overrides calculateSizeThatFits(_:) beside layoutSpecThatFits(_:): Texture asserts") == true,
                "\(result.diagnostics)")
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    @Test func an_error_in_the_override_is_reported_at_its_line() {
        let result = evaluate("""
            final class Broken: ASDisplayNode {
                override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
                    let sizes: [CGSize] = []
                    return sizes[0]
                }
            }
            Broken()
            """)
        #expect(result.diagnostics.first?.severity == .error && result.diagnostics.first?.location?.line == 4, "\(result.diagnostics)")
    }
}
