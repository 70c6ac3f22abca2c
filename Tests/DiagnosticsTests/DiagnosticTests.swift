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
