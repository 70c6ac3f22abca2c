import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// UIKit's string measurements, which manual layout code uses to size text (`(text as NSString)
/// .boundingRect(with:options:attributes:context:)` in three corpus files): they measure as the
/// figure's text nodes do, wrapping at the width only with `.usesLineFragmentOrigin`.
@Suite struct TextDrawingTests {
    private static let text = "A caption long enough to wrap over several lines at this width"

    @Test func a_wrapped_bounding_rect_is_the_size_a_text_node_is_given() throws {
        let result = evaluate("""
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
            let text = "\(Self.text)"
            let rect = (text as NSString).boundingRect(with: CGSize(width: 120, height: .greatestFiniteMagnitude),
                                                       options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: attributes, context: nil)
            let measured = ASDisplayNode()
            // Apple's documentation asks for the result rounded up to whole points before it sizes a view.
            measured.style.preferredSize = CGSize(width: ceil(rect.width), height: ceil(rect.height))
            let caption = ASTextNode()
            caption.attributedText = NSAttributedString(string: text, attributes: attributes)
            caption.style.maxWidth = ASDimension(unit: .points, value: 120)
            let line = text.size(withAttributes: attributes)
            let oneLine = text.boundingRect(with: CGSize(width: 120, height: 100), options: [], attributes: attributes, context: nil)
            assert(line.width > 120 && oneLine.size == line && rect.height > 2 * line.height)
            assert(NSAttributedString(string: text, attributes: attributes).size() == line)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [measured, caption])
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let frames = try #require(result.layout?.absoluteFrames)
        let measured = try #require(frames.first { $0.name == "measured" }).frame.size
        let caption = try #require(frames.first { $0.name == "caption" }).frame.size
        #expect(caption == measured, "\(caption) \(measured)")
    }

    /// A misspelt option is the compiler's error, never measured as one line (the checker does not
    /// see a String's arguments' values before the run).
    @Test func a_misspelt_option_is_an_error_with_the_nearest_name() {
        let result = evaluate("let r = \"ab\".boundingRect(with: CGSize(width: 10, height: 10), options: [.usesLineFragmentOrgin], attributes: nil, context: nil)\nASDisplayNode()")
        #expect(result.diagnostics.map(\.message) == ["type 'NSStringDrawingOptions' has no member 'usesLineFragmentOrgin'; did you mean 'usesLineFragmentOrigin'?"])
    }
}
