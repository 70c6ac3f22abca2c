import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// What the engine clamps or cannot resolve reaches the author as a warning at the line that creates
/// the element, and the figure is still drawn.
@Suite struct LayoutWarningTests {
    private func run(_ snippet: String) -> SnippetEvaluator.Result {
        evaluate(snippet, file: "Content/02-x.md", line: 40)
    }

    /// A centre spec hands its child a minimum of 0, so the stack's width is not exact and the 50% basis
    /// (Texture's string form, parsed as a fraction) has nothing to refer to.
    @Test func percentage_basis_in_a_loose_stack_is_a_warning_at_the_node() throws {
        let result = run("""
            // One label in a row, centred.
            let title = ASDisplayNode()
            title.style.preferredSize = CGSize(width: 30, height: 10)
            title.style.flexBasis = ASDimensionMake("50%")
            let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [title])
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: row)
            """)
        #expect(result.layout != nil)
        // Once each, however often the stack is calculated: the cause, then its consequence.
        let messages = result.diagnostics.map(\.message)
        #expect(messages.count == 2, "\(result.diagnostics)")
        #expect(messages.first?.hasPrefix("'title' has flexBasis 50%, but its stack's width is not fixed") == true)
        #expect(messages.last?.hasPrefix("'title' got the invalid size") == true)
        for warning in result.diagnostics {
            #expect(warning.severity == .warning)
            #expect(warning.location?.file == "Content/02-x.md")
            #expect(warning.location?.line == 41, "the line that creates 'title', not the snippet's first")
        }
    }

    /// With the snippet's exact 375-point width the same basis is 187.5 points: no warning.
    @Test func percentage_basis_in_an_exact_stack_is_quiet() throws {
        let result = run("""
            let title = ASDisplayNode()
            title.style.flexBasis = ASDimensionMake("50%")
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [title])
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let frames = try #require(result.layout).absoluteFrames
        #expect(frames.first { $0.name == "title" }?.frame.size.width == 187.5)
    }
}
