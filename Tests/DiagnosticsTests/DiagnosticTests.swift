import Testing
@testable import Diagnostics

@Suite struct DiagnosticTests {
    @Test func error_prints_in_compiler_style() {
        let d = Diagnostic.error("fence.unknown-role", "unknown fence role 'diagarm'",
                                 at: SourceLocation(file: "Content/02-specs.md", line: 41, column: 17))
        #expect(d.description == "Content/02-specs.md:41:17: error: unknown fence role 'diagarm'")
    }

    @Test func notes_follow_the_message_on_their_own_lines() {
        let d = Diagnostic(.warning, id: "x", "odd", at: nil, notes: ["did you mean 'diagram'?"])
        #expect(d.description == "layoutbook: warning: odd\nnote: did you mean 'diagram'?")
    }

    @Test func list_sorts_by_file_then_position_and_counts_errors() {
        var list = DiagnosticList()
        list.append(.error("a", "second", at: SourceLocation(file: "b.md", line: 2)))
        list.append(.warning("b", "first", at: SourceLocation(file: "a.md", line: 9)))
        list.append(.error("c", "third", at: SourceLocation(file: "b.md", line: 10)))
        #expect(list.sorted.map(\.message) == ["first", "second", "third"])
        #expect(list.errorCount == 2)
        #expect(list.summary == "2 errors, 1 warning")
    }

    @Test func locations_never_go_below_one() {
        let loc = SourceLocation(file: "x", line: 0, column: -3)
        #expect(loc.line == 1 && loc.column == 1)
    }
}

@Suite struct SourceExcerptTests {
    @Test func excerpt_shows_the_line_and_a_caret_under_the_column() {
        let d = Diagnostic.error("x", "unknown snippet role 'diagarm'", at: SourceLocation(file: "a.md", line: 2, column: 10))
        let text = SourceExcerpt.render(d) { $0 == "a.md" ? "# T\n```swift diagarm\n" : nil }
        #expect(text == "a.md:2:10: error: unknown snippet role 'diagarm'\n  2 | ```swift diagarm\n    |          ^")
    }

    @Test func without_the_file_it_is_the_plain_diagnostic() {
        let d = Diagnostic.error("x", "m", at: SourceLocation(file: "gone.md", line: 9))
        #expect(SourceExcerpt.render(d) { _ in nil } == d.description)
    }
}
