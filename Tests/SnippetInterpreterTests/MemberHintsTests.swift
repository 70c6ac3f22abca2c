import Diagnostics
import Testing
@testable import SnippetInterpreter

/// Misspellings that only the run finds (a value whose type the checker does not follow, an API free
/// function spelled as a type would be) get the compiler's "did you mean", as the checker's do.
@Suite struct MemberHintsTests {
    @Test(arguments: [
        ("let l = ASCalculateRootLayot(n, ASSizeRange(min: .zero, max: .zero))",
         "cannot find 'ASCalculateRootLayot' in scope; did you mean 'ASCalculateRootLayout'?"),
        ("let d = ASDimensionMak(3)", "cannot find 'ASDimensionMak' in scope; did you mean 'ASDimensionMake'?"),
        ("let w = n.calculateLayoutThatFits(ASSizeRange(min: .zero, max: .zero)).sise.width",
         "value of type 'ASLayout' has no member 'sise'; did you mean 'size'?"),
    ])
    func a_misspelling_found_at_run_time_names_the_nearest(line: String, message: String) {
        let result = evaluate("let n = ASDisplayNode()\n\(line)\nn")
        #expect(result.diagnostics.map(\.message) == [message])
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    /// An extension's static member given to a framework property by its implicit name
    /// (`scrollableDirections = .vertical`) runs, and a name in it no one declares is reported there:
    /// the error was swallowed, and the property said "cannot convert value of type ''".
    @Test func a_misspelt_constant_in_an_extensions_static_member_is_reported_there() {
        let result = evaluate("""
            extension ASScrollDirection {
                static let vertical = ASScrollDirectionVerticalDirection
            }
            let n = ASScrollNode()
            n.scrollableDirections = .vertical
            n
            """)
        #expect(result.diagnostics.map(\.message) == [
            "cannot find 'ASScrollDirectionVerticalDirection' in scope; did you mean 'ASScrollDirectionVerticalDirections'?",
        ])
        #expect(result.diagnostics.first?.location?.line == 2)
    }
}
