import Foundation
import Testing
import Diagnostics
@testable import CourseModel

/// Fence mistakes a word processor or a quick edit makes, each an error at its place.
@Suite struct FenceMistakeTests {
    static func errors(_ markdown: String) -> [String] {
        var reader = SessionReader(path: "Content/x.md", text: "# T\n\n" + markdown)
        _ = reader.read(slug: "x")
        return reader.diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func a_curly_quote_says_to_use_straight_quotes() {
        #expect(Self.errors("```swift diagram caption=\u{201C}A row\u{201D}\nlet a = 1\n```\n") == [
            "Content/x.md:3:26: error: the value of 'caption' starts with a curly quote (\u{201C}); write straight quotes: caption=\"…\"",
        ])
    }

    @Test func an_unquoted_value_with_a_space_says_to_quote_it() {
        #expect(Self.errors("```swift diagram caption=A row\nlet a = 1\n```\n") == [
            "Content/x.md:3:28: error: 'row' follows the unquoted value of 'caption'; a value with spaces needs quotes: caption=\"A row…\"",
        ])
    }

    @Test func a_capitalised_language_or_role_is_an_error_with_the_right_spelling() {
        #expect(Self.errors("```Swift\nlet a = 1\n```\n") == [
            "Content/x.md:3:4: error: code fence language 'Swift' is not run or checked; did you mean 'swift'?",
        ])
        #expect(Self.errors("```swift Diagram\nlet a = 1\n```\n") == [
            "Content/x.md:3:10: error: unknown snippet role 'Diagram'; did you mean 'diagram'?; expected one of diagram, hidden, expected, starter, cheat, fails=\"…\"",
        ])
    }

    @Test func a_device_with_a_stray_character_is_an_error() {
        #expect(DeviceSize("375x66x") == nil)
        #expect(DeviceSize("375x667") != nil)
        #expect(Self.errors("```swift diagram device=375x66x\nlet a = 1\n```\n").first?.contains("device must look like 375x667") == true)
    }

    @Test func two_figures_with_one_id_are_an_error_at_the_second() {
        var reader = SessionReader(path: "Content/x.md", text: "# T\n\n```swift diagram id=row\nlet a = 1\n```\n\n```swift diagram id=row\nlet b = 1\n```\n")
        _ = reader.read(slug: "x")
        let duplicate = reader.diagnostics.first { $0.id == "fence.duplicate-id" }
        #expect(duplicate?.message == "two snippets have id 'row'")
        #expect(duplicate?.location?.line == 7)
        #expect(duplicate?.notes == ["the first is at Content/x.md:3:1"])
    }

    @Test func a_session_that_is_not_utf8_is_reported_with_line_and_byte_and_the_others_still_load() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("utf8-\(UUID().uuidString)")
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("title: T\nsessions: [a.md, b.md]\n".utf8).write(to: content.appendingPathComponent("course.yml"))
        try Data("# A\n\nfine\n".utf8).write(to: content.appendingPathComponent("a.md"))
        try Data([0x23, 0x20, 0x42, 0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: content.appendingPathComponent("b.md"))  // "café" in Latin-1
        let (course, diagnostics) = CourseLoader(root: root).load()
        #expect(diagnostics.sorted.filter { $0.severity == .error }.map(\.description) == [
            "Content/b.md:2:4: error: Content/b.md is not UTF-8 text: byte 4 of line 2 is not valid UTF-8; save the file as UTF-8",
        ])
        #expect(course?.sessions.map(\.slug) == ["a"])
    }
}
