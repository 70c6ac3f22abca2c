import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Attributed strings, paragraph styles and truncation modes reach the engine as a UIKit
/// programmer expects: what the snippet sets is what the text node measures.
@Suite struct TextRuntimeTests {
    private func text(of name: String, in snippet: String, warnings: Int = 0) throws -> AttributedText {
        let result = SnippetEvaluator(sources: [], images: [:]).run(
            .init(snippet: .init(text: snippet, location: SourceLocation(file: "text.swift", line: 1)),
                  device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.diagnostics.filter { $0.severity == .warning }.count == warnings, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        let node = try #require(find(name, in: layout.flattened))
        return try #require(node.details?.text?.text)
    }

    private func find(_ name: String, in node: FlattenedNode) -> FlattenedNode? {
        if node.name == name { return node }
        return node.children.lazy.compactMap { find(name, in: $0) }.first
    }

    /// Swift shows an interpolated optional wrapped, and a label on a device says so.
    @Test func an_interpolated_optional_shows_as_swift_shows_it() throws {
        let snippet = """
            struct Post { var likes: Int?; var title: String? }
            let post = Post(likes: 3, title: nil)
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: "\\(post.likes) likes, \\(post.title)")
            let plain = ASTextNode()
            plain.attributedText = NSAttributedString(string: "\\(post.likes ?? 0) likes")
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [label, plain])
            """
        #expect(try text(of: "label", in: snippet, warnings: 2).string == "Optional(3) likes, nil")
        #expect(try text(of: "plain", in: snippet, warnings: 2).string == "3 likes")
    }

    /// Swift 4.2's migrator turns keys into their raw values and back
    /// (`NSAttributedString.Key(rawValue: convertFromNSAttributedStringKey(.font))`): the raw values
    /// are Foundation's and the key made back is the same key.
    @Test func an_attribute_key_made_from_its_raw_value_is_the_same_key() throws {
        let text = try text(of: "label", in: """
            let raw = NSAttributedString.Key.foregroundColor.rawValue
            let key = NSAttributedString.Key(rawValue: raw)
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: raw, attributes: [key: UIColor.red, NSAttributedString.Key(rawValue: "NSFont"): UIFont.systemFont(ofSize: 30)])
            label
            """)
        #expect(text.string == "NSColor")
        #expect(text.spans.first?.color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(text.spans.first?.fontSize == 30)
    }

    /// A key of the app's own tags text (for taps) and changes nothing on screen, as in UIKit;
    /// Foundation's keys this engine does not lay out are errors, never dropped.
    @Test func an_apps_own_attribute_key_is_accepted_and_foundations_unknown_ones_are_not() throws {
        let text = try text(of: "label", in: """
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: "Tap", attributes: [NSAttributedString.Key(rawValue: "tappable"): true, .font: UIFont.systemFont(ofSize: 20)])
            label
            """)
        #expect(text.spans.first?.fontSize == 20)
        let raised = evaluate("let label = ASTextNode()\nlabel.attributedText = NSAttributedString(string: \"x\", attributes: [NSAttributedString.Key(rawValue: \"NSBaselineOffset\"): 4])\nlabel")
        #expect(raised.diagnostics.map(\.message) == ["the attribute 'NSBaselineOffset' changes text layout and is not supported by Layoutbook's text engine"])
    }

    @Test func kern_reaches_its_span() throws {
        let text = try text(of: "caption", in: """
            let caption = ASTextNode()
            caption.attributedText = NSAttributedString(string: "FREE", attributes: [.kern: 1.5, .font: UIFont.systemFont(ofSize: 11)])
            caption
            """)
        #expect(text.spans.first?.kern == 1.5)
    }

    @Test func a_nested_types_initializer_is_checked_and_one_the_runtime_lacks_says_so() {
        let misspelt = evaluate("let key = NSAttributedString.Key(rawValu: \"NSFont\")\nASDisplayNode()")
        #expect(misspelt.diagnostics.first?.message.contains("'rawValu:'") == true, "\(misspelt.diagnostics)")
        // It was made as a UIFont before.
        let weight = evaluate("let weight = UIFont.Weight(rawValue: 0.3)\nASDisplayNode()")
        #expect(weight.diagnostics.contains { $0.message.contains("UIFont.Weight") }, "\(weight.diagnostics)")
    }

    @Test func paragraph_style_properties_reach_the_text() throws {
        let text = try text(of: "label", in: """
            let label = ASTextNode()
            let paragraph = NSMutableParagraphStyle()
            paragraph.lineSpacing = 4
            paragraph.alignment = .center
            paragraph.lineHeightMultiple = 1.2
            label.attributedText = NSAttributedString(string: "Two\\nlines", attributes: [
                .font: UIFont.systemFont(ofSize: 15, weight: .semibold), .paragraphStyle: paragraph])
            label
            """)
        #expect(text.paragraph.lineSpacing == 4)
        #expect(text.paragraph.alignment == .center)
        #expect(text.paragraph.lineHeightMultiple == 1.2)
        #expect(text.spans.map(\.fontWeight) == ["semibold"])
    }

    /// `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`: the idiom for a style
    /// to change (workshop's `Attributes` helpers stopped on "no member 'mutableCopy'"). The copy is
    /// its own: changing it leaves the style it was copied from as it was.
    @Test func a_paragraph_style_copy_is_mutable_and_its_own() throws {
        let text = try text(of: "label", in: """
            let base = NSMutableParagraphStyle()
            base.lineSpacing = 2
            let paragraph = base.mutableCopy() as! NSMutableParagraphStyle
            paragraph.alignment = .center
            let plain = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
            let frozen = base.copy() as! NSParagraphStyle
            base.lineSpacing = 9
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: "Two\\nlines", attributes: [.paragraphStyle: paragraph])
            assert(frozen.lineSpacing == 2 && plain.lineSpacing == 0 && plain.alignment == .natural)
            label
            """)
        #expect(text.paragraph.lineSpacing == 2)
        #expect(text.paragraph.alignment == .center)
    }

    @Test func paint_attributes_are_kept_for_the_diagram_without_a_warning() throws {
        let text = try text(of: "price", in: """
            let price = ASTextNode()
            let value = NSMutableAttributedString(string: "$129 ")
            value.append(NSAttributedString(string: "$159", attributes: [
                .strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.red]))
            value.append(NSAttributedString(string: " sale", attributes: [.underlineStyle: 2, .backgroundColor: UIColor.yellow]))
            price.attributedText = value
            price
            """)
        #expect(text.spans.map(\.decoration.strikethrough) == [.none, .single, .none])
        #expect(text.spans[1].decoration.strikethroughColor == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(text.spans[2].decoration.underline == .thick)
        #expect(text.spans[2].decoration.background != nil)
    }

    @Test func an_underline_style_uikit_does_not_have_is_an_error() {
        let result = SnippetEvaluator(sources: [], images: [:]).run(
            .init(snippet: .init(text: """
                let label = ASTextNode()
                label.attributedText = NSAttributedString(string: "x", attributes: [.underlineStyle: 3])
                label
                """, location: SourceLocation(file: "text.swift", line: 1)), device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.map(\.message).contains { $0.contains("not an NSUnderlineStyle") })
    }

    @Test func appended_strings_keep_their_own_fonts() throws {
        let text = try text(of: "price", in: """
            let price = ASTextNode()
            let value = NSMutableAttributedString(string: "$129", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
            value.append(NSAttributedString(string: ".00", attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.gray]))
            price.attributedText = value
            price
            """)
        #expect(text.spans.map(\.text) == ["$129", ".00"])
        #expect(text.spans.map(\.fontSize) == [20, 12])
        #expect(text.spans[1].color != nil)
    }

    @Test func attributes_applied_to_a_range_split_the_spans() throws {
        let text = try text(of: "title", in: """
            let title = ASTextNode()
            let styled = NSMutableAttributedString(string: "Hello World", attributes: [.font: UIFont.systemFont(ofSize: 14)])
            styled.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 14), range: NSRange(location: 6, length: 5))
            title.attributedText = styled
            title
            """)
        #expect(text.spans.map(\.text) == ["Hello ", "World"])
        #expect(text.spans.map(\.fontWeight) == ["regular", "bold"])
    }

    @Test func truncation_mode_of_the_node_decides_how_the_last_line_is_cut() throws {
        let text = try text(of: "name", in: """
            let name = ASTextNode()
            name.maximumNumberOfLines = 1
            name.truncationMode = .byTruncatingMiddle
            name.attributedText = NSAttributedString(string: "A long product name")
            name
            """)
        #expect(text.paragraph.lineBreakMode == .byTruncatingMiddle)
    }

    @Test func a_range_past_the_end_is_a_diagnostic_not_a_crash() {
        let result = SnippetEvaluator(sources: [], images: [:]).run(
            .init(snippet: .init(text: """
                let s = NSMutableAttributedString(string: "Hi")
                s.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 5))
                """, location: SourceLocation(file: "text.swift", line: 1)), device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.contains { $0.message.contains("out of bounds for a string of length 2") })
    }

    /// The Swift 4.2 migrator's helper (`convertFromNSAttributedStringKey`) reads a key's raw value:
    /// Foundation's name, which makes the same key again.
    @Test func an_attribute_keys_raw_value_is_foundations_name() {
        let result = evaluate("""
            fileprivate func convertFromNSAttributedStringKey(_ input: NSAttributedString.Key) -> String {
                return input.rawValue
            }
            let name = convertFromNSAttributedStringKey(NSAttributedString.Key.font)
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: name == "NSFont" ? 50 : 10, height: 10)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.absoluteFrames.first { $0.name == "box" }?.frame.size.width == 50)
    }

    /// `attributes(at:effectiveRange:)` gives back the attributes of a run (iDelivery's `setString`
    /// keeps a text node's style and changes its words): it was not declared.
    @Test func attributes_at_an_index_restyle_new_text() throws {
        let frames = try namedFrames("""
            extension ASTextNode {
                func setString(_ string: String) {
                    attributedText = NSAttributedString(string: string, attributes: attributedText?.attributes(at: 0, effectiveRange: nil))
                }
            }
            let title = ASTextNode()
            let styled = NSMutableAttributedString(string: "Old", attributes: [.font: UIFont.systemFont(ofSize: 30)])
            styled.append(NSAttributedString(string: " tail", attributes: [.font: UIFont.systemFont(ofSize: 9), .foregroundColor: UIColor.red]))
            title.attributedText = styled
            assert(styled.attributes(at: 4, effectiveRange: nil)[.foregroundColor] != nil)
            assert(styled.attributes(at: 0, effectiveRange: nil)[.foregroundColor] == nil)
            title.setString("Parcel")
            assert(title.attributedText?.string == "Parcel")
            let plain = ASTextNode()
            plain.attributedText = NSAttributedString(string: "Parcel")
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [title, plain])
            """)
        // The first run's 30-point font, kept: larger than the default 17 of the plain node.
        let title = try #require(frames["title"]), plain = try #require(frames["plain"])
        #expect(title.size.height > plain.size.height && title.size.width > plain.size.width)
    }

    /// An index past the end raises in Foundation; here it is the error, at its line.
    @Test func attributes_past_the_end_are_an_error() {
        let result = evaluate("""
            let text = NSAttributedString(string: "Hi")
            let attributes = text.attributes(at: 2, effectiveRange: nil)
            ASTextNode()
            """)
        #expect(result.diagnostics.map(\.message) == ["index 2 is out of bounds of an attributed string of length 2"])
        #expect(result.diagnostics.first?.location?.line == 2)
    }
}
