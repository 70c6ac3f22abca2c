import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Fonts reach the text engine in the size and weight iOS gives them: Dynamic Type sizes of the
/// default category, a named font's weight from its PostScript name, resized and bolded fonts.
@Suite struct FontTests {
    private func spans(_ fontExpression: String, extra: String = "") throws -> (TextSpan, [Diagnostic]) {
        let result = evaluate("""
            \(extra)
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: "Text", attributes: [.font: \(fontExpression)])
            label
            """)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        let span = try #require(layout.flattened.details?.text?.text.spans.first)
        return (span, result.diagnostics)
    }

    @Test func text_styles_have_the_default_dynamic_type_sizes() throws {
        let (headline, _) = try spans("UIFont.preferredFont(forTextStyle: .headline)")
        #expect(headline.fontSize == 17 && headline.fontWeight == "semibold")
        let (largeTitle, _) = try spans("UIFont.preferredFont(forTextStyle: .largeTitle)")
        #expect(largeTitle.fontSize == 34)
        let (caption, _) = try spans("UIFont.preferredFont(forTextStyle: .caption2)")
        #expect(caption.fontSize == 11)
    }

    /// `label.font = .preferredFont(forTextStyle: .subheadline)`, the implicit member as Swift
    /// resolves it against UIFont: it was an error ("cannot assign value of type '' to type 'UIFont'")
    /// while `.boldSystemFont(ofSize:)` worked.
    @Test func a_text_style_font_reached_as_an_implicit_member_is_uikits() {
        let result = evaluate("""
            import UIKit
            let label = UILabel()
            label.text = "Sneakers"
            label.font = .preferredFont(forTextStyle: .subheadline)
            assert(label.font.pointSize == 15)
            label.font = .italicSystemFont(ofSize: 13)
            assert(label.font.pointSize == 13)
            label
            """)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
    }

    @Test func a_named_font_takes_the_weight_of_its_name_and_a_note_says_inter_draws_it() throws {
        let (heavy, diagnostics) = try spans("UIFont(name: \"Avenir-Heavy\", size: 20)!")
        #expect(heavy.fontSize == 20 && heavy.fontWeight == "heavy")
        #expect(diagnostics.map(\.severity) == [.note])
        #expect(diagnostics.first?.message.contains("'Avenir-Heavy'") == true)
        #expect(try spans("UIFont(name: \"Montserrat-SemiBold\", size: 12)!").0.fontWeight == "semibold")
        #expect(try spans("UIFont(name: \"HelveticaNeue\", size: 12)!").0.fontWeight == "regular")
    }

    @Test func resized_and_bold_descriptor_fonts_keep_the_rest() throws {
        let (resized, _) = try spans("UIFont.boldSystemFont(ofSize: 10).withSize(24)")
        #expect(resized.fontSize == 24 && resized.fontWeight == "bold")
        let (bold, _) = try spans("UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)",
                                  extra: "let body = UIFont.preferredFont(forTextStyle: .body)")
        #expect(bold.fontSize == 17 && bold.fontWeight == "bold")
    }

    @Test func point_size_and_line_height_are_numbers_layout_code_can_use() throws {
        let result = evaluate("""
            let font = UIFont.systemFont(ofSize: 20)
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: font.pointSize, height: font.lineHeight)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let box = try #require(result.layout?.flattened.children.first)
        #expect(box.frame.size.width == 20)
        // Inter's ascender + descender at 20 pt, rounded to the 2× pixel grid.
        #expect(abs(box.frame.size.height - InterFont.lineHeight(ofSize: 20, weight: "regular")) <= 0.5)
        #expect(box.frame.size.height > 20)
    }
}
