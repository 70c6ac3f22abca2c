import Diagnostics
import LayoutEngine
import SwiftSyntax
import Testing
@testable import SnippetInterpreter

/// `String(format:_:)` formats as Foundation does (printf's conversions, `%@`, positions); it printed
/// the first argument alone ("0" for Texture's "[%ld.%ld] says hello!"): a wrong figure with a green build.
@Suite struct StringFormatTests {
    private let node = TokenSyntax.identifier("format")

    private func format(_ text: String, _ arguments: Value...) throws(InterpreterError) -> String {
        try StringFormat.format(text, arguments, at: node)
    }

    @Test func integers_with_length_modifiers() throws {
        #expect(try format("[%ld.%ld] says hello!", .int(0), .int(3)) == "[0.3] says hello!")
        #expect(try format("%d of %i, %lu left, %lld total", .int(2), .int(9), .int(7), .int(12)) == "2 of 9, 7 left, 12 total")
        #expect(try format("%03d|%-3d|%x|%X|%o", .int(7), .int(5), .int(255), .int(255), .int(8)) == "007|5  |ff|FF|10")
    }

    @Test func floating_point_strings_and_percent() throws {
        #expect(try format("%.2f%%", .double(99.456)) == "99.46%")
        #expect(try format("%05.1f", .double(2.5)) == "002.5")
        #expect(try format("%@ and %@", .string("cats"), .string("dogs")) == "cats and dogs")
        #expect(try format("%d", .double(3)) == "3", "a whole CGFloat given to %d, as an Int literal in code")
        #expect(try format("%.1f", .int(2)) == "2.0")
    }

    @Test func positional_arguments() throws {
        #expect(try format("%2$@ before %1$@", .string("a"), .string("b")) == "b before a")
    }

    @Test func a_missing_or_mistyped_argument_is_an_error() {
        #expect(throws: InterpreterError.self) { try format("%d and %d", .int(1)) }
        #expect(throws: InterpreterError.self) { try format("%d", .string("one")) }
        #expect(throws: InterpreterError.self) { try format("%q", .int(1)) }
    }

    /// Through a snippet: the formatted label lays out as the same text written out.
    @Test func a_formatted_label_is_as_wide_as_its_text() throws {
        func frames(_ text: String) throws -> [Rect] {
            let code = "let label = ASTextNode()\nlabel.attributedText = NSAttributedString(string: \(text))\n"
                + "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [label])"
            let result = SnippetEvaluator(sources: [], images: [:]).run(.init(snippet: .init(text: code, location: SourceLocation(file: "a.md", line: 1)),
                                                                                device: Size(width: 375, height: 667)))
            return try #require(result.layout, "\(result.diagnostics)").absoluteFrames.map(\.frame)
        }
        #expect(try frames("String(format: \"[%ld.%ld] says hello!\", 0, 3)") == frames("\"[0.3] says hello!\""))
    }
}
