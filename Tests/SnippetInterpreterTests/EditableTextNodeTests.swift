import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Texture's ASEditableTextNode (chat inputs and comment boxes in SimpleChat, WeChatSwift, Niceter,
/// Bookwitty; "cannot find 'ASEditableTextNode' in scope" before). Its size is TextKit's used
/// rectangle of what it shows, which includes 5 points of line padding at each side, plus its
/// container inset (ASEditableTextNode.mm's calculateSizeThatFits:): so it is exactly as large as a
/// text node showing the same text with 5 more points of inset at each side.
@Suite struct EditableTextNodeTests {
    private func frames(_ snippet: String) throws -> [String: Rect] {
        let result = evaluate(snippet)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        return Dictionary(layout.absoluteFrames.compactMap { entry in entry.name.map { ($0, entry.frame) } }) { first, _ in first }
    }

    private static let stack = "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [field, twin])"

    @Test func the_placeholder_shows_while_the_text_is_empty_and_sizes_the_node() throws {
        let frames = try frames("""
            let hint = NSAttributedString(string: "Type a message", attributes: [.font: UIFont.systemFont(ofSize: 13)])
            let field = ASEditableTextNode()
            field.attributedPlaceholderText = hint
            field.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
            assert(field.isDisplayingPlaceholder() && field.attributedText == nil)
            let twin = ASTextNode()
            twin.attributedText = hint
            twin.textContainerInset = UIEdgeInsets(top: 8, left: 9, bottom: 8, right: 9)
            \(Self.stack)
            """)
        let field = try #require(frames["field"]), twin = try #require(frames["twin"])
        #expect(field.size == twin.size)
        #expect(field.size.width > 18 && field.size.height > 16)
    }

    @Test func typed_text_replaces_the_placeholder() throws {
        let frames = try frames("""
            let field = ASEditableTextNode()
            field.attributedPlaceholderText = NSAttributedString(string: "A much longer placeholder than the text")
            field.attributedText = NSAttributedString(string: "Hi")
            assert(!field.isDisplayingPlaceholder() && field.attributedText?.string == "Hi")
            let twin = ASTextNode()
            twin.attributedText = NSAttributedString(string: "Hi")
            twin.textContainerInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
            \(Self.stack)
            """)
        #expect(try #require(frames["field"]).size == (try #require(frames["twin"])).size)
    }

    /// With neither text nor placeholder, TextKit's extra line fragment: twice the padding wide, one
    /// line of the typing attributes' font tall (rounded up, as the node rounds its size).
    /// GitHuber's `ASTextFieldNode` overrides `init(textKitComponents:placeholderTextKitComponents:)`:
    /// the stacks' seed strings are the text and the placeholder (`init()` seeds both with nil).
    @Test func text_kit_components_seed_the_text_and_the_placeholder() throws {
        let frames = try frames("""
            final class Field: ASEditableTextNode {
                override init() { super.init() }
                override init(textKitComponents: ASTextKitComponents, placeholderTextKitComponents: ASTextKitComponents) {
                    super.init(textKitComponents: textKitComponents, placeholderTextKitComponents: placeholderTextKitComponents)
                }
            }
            let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13)]
            let seeded = Field(textKitComponents: ASTextKitComponents(attributedSeedString: NSAttributedString(string: "Hello there", attributes: font), textContainerSize: .zero),
                               placeholderTextKitComponents: ASTextKitComponents(attributedSeedString: NSAttributedString(string: "Type", attributes: font), textContainerSize: .zero))
            assert(!seeded.isDisplayingPlaceholder() && seeded.attributedText?.string == "Hello there")
            assert(seeded.attributedPlaceholderText?.string == "Type")
            let field = ASEditableTextNode(textKitComponents: ASTextKitComponents(attributedSeedString: nil, textContainerSize: .zero),
                                           placeholderTextKitComponents: ASTextKitComponents(attributedSeedString: NSAttributedString(string: "Type", attributes: font), textContainerSize: .zero))
            assert(field.isDisplayingPlaceholder())
            let twin = ASEditableTextNode()
            twin.attributedPlaceholderText = NSAttributedString(string: "Type", attributes: font)
            assert(Field().isDisplayingPlaceholder())
            \(Self.stack)
            """)
        let field = try #require(frames["field"]), twin = try #require(frames["twin"])
        #expect(field.size == twin.size && field.size.width > 10)
    }

    @Test func an_empty_node_is_one_line_of_its_typing_font() throws {
        let frames = try frames("""
            let field = ASEditableTextNode()
            field.typingAttributes = [NSAttributedString.Key.font.rawValue: UIFont.systemFont(ofSize: 20)]
            field.textContainerInset = UIEdgeInsets(top: 10, left: 8, bottom: 10, right: 8)
            let twin = ASDisplayNode()
            \(Self.stack)
            """)
        let line = InterFont.lineHeight(ofSize: 20, weight: "regular")
        #expect(try #require(frames["field"]).size == Size(width: 26, height: (line + 20).rounded(.up)))
    }

    @Test func settings_of_the_keyboard_are_accepted_and_a_wrong_placeholder_is_the_compilers_error() {
        let accepted = evaluate("""
            let field = ASEditableTextNode()
            field.returnKeyType = .send
            field.autocorrectionType = .no
            field.keyboardType = .emailAddress
            field.isSecureTextEntry = true
            field.maximumLinesToDisplay = 3
            field
            """)
        #expect(accepted.diagnostics.filter { $0.severity == .error }.isEmpty, "\(accepted.diagnostics)")
        let wrong = evaluate("let field = ASEditableTextNode()\nfield.attributedPlaceholderText = \"Type\"\nfield", file: "a.swift", line: 1)
        #expect(wrong.diagnostics.first?.message == "cannot assign value of type 'String' to type 'NSAttributedString'")
        // The checker leaves a dictionary's type to the run, which says it where the value is set.
        let typing = evaluate("let field = ASEditableTextNode()\nfield.typingAttributes = 4\nfield", file: "a.swift", line: 1)
        #expect(typing.diagnostics.map(\.message) == ["cannot assign value of type 'Int' to type '[String : Any]'"])
        #expect(typing.diagnostics.first?.location?.line == 2)
    }
}
