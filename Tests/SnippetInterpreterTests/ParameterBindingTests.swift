import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Arguments reach the parameters their labels name, as in Swift: a defaulted parameter between two
/// others may be left out, and the arguments after it still go to their own parameters.
@Suite struct ParameterBindingTests {
    private func frame(of name: String, in snippet: String) throws -> Rect {
        let result = evaluate(snippet)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        func find(_ node: FlattenedNode) -> FlattenedNode? {
            node.name == name ? node : node.children.lazy.compactMap(find).first
        }
        return try #require(find(layout.flattened)).frame
    }

    @Test func a_skipped_default_in_a_function_keeps_later_arguments_in_place() throws {
        let frame = try frame(of: "box", in: """
            func box(width: CGFloat, corner: CGFloat = 4, height: CGFloat) -> ASDisplayNode {
                let box = ASDisplayNode()
                box.style.preferredSize = CGSize(width: width, height: height)
                return box
            }
            let box = box(width: 30, height: 50)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
            """)
        #expect(frame.size == Size(width: 30, height: 50))
    }

    @Test func a_skipped_default_in_an_initializer_still_runs_that_initializer() throws {
        let frame = try frame(of: "badge", in: """
            final class Badge: ASDisplayNode {
                init(side: CGFloat, color: UIColor = .red, inset: CGFloat) {
                    super.init()
                    style.preferredSize = CGSize(width: side + inset, height: side)
                }
            }
            let badge = Badge(side: 20, inset: 4)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: badge)
            """)
        #expect(frame.size == Size(width: 24, height: 20))
    }
}
