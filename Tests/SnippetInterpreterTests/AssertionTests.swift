import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// `assert`, `precondition` and their failure functions stop the app as its build would: they were
/// accepted and skipped, so a false assertion drew a figure with a green build. Texture's layout
/// examples call `assertionFailure` in a base class's method every subclass must override.
@Suite struct AssertionTests {
    private func errors(_ snippet: String, conditions: Set<String> = ["DEBUG"]) -> [String] {
        SnippetEvaluator(sources: [], images: [:], compilationConditions: conditions)
            .run(.init(snippet: .init(text: snippet, location: SourceLocation(file: "a.md", line: 1)), device: Size(width: 375, height: 667)))
            .diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func a_false_assertion_stops_a_debug_build_at_its_line() {
        #expect(errors("let side = 10\nassert(side > 20, \"too small\")\nASDisplayNode()")
            == ["a.md:2:1: error: assertion failed: too small; a debug build of the app stops here"])
        #expect(errors("""
            class Example: ASDisplayNode {
                class func title() -> String {
                    assertionFailure("All layout example nodes must provide a title!")
                    return ""
                }
            }
            let title = Example.title()
            ASDisplayNode()
            """) == ["a.md:3:9: error: assertionFailure called: All layout example nodes must provide a title!; a debug build of the app stops here"])
        #expect(errors("assert(1 < 2)\nASDisplayNode()").isEmpty)
    }

    @Test func a_release_build_checks_only_preconditions() {
        #expect(errors("assert(false)\nassertionFailure()\nASDisplayNode()", conditions: []).isEmpty)
        #expect(errors("precondition(false, \"no rows\")\nASDisplayNode()", conditions: [])
            == ["a.md:1:1: error: precondition failed: no rows; the app stops here"])
        #expect(errors("preconditionFailure()\nASDisplayNode()", conditions: [])
            == ["a.md:1:1: error: preconditionFailure called; the app stops here"])
    }
}
