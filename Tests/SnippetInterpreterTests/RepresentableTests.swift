import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Xcode previews of UIKit and Texture code: a `UIViewRepresentable` or
/// `UIViewControllerRepresentable` shown by a preview is the view or controller its `make…` method
/// makes (GitHubRepoFinder previews a cell node through `cell.view`). The figure was "expected a
/// node or layout spec to lay out, found 'RepoCellNodeSwiftUI'".
@Suite struct RepresentableTests {
    @Test func a_representable_of_a_nodes_view_draws_the_node() throws {
        let result = evaluate("""
            import AsyncDisplayKit
            import SwiftUI

            final class BadgeNode: ASDisplayNode {
                override init() {
                    super.init()
                    style.preferredSize = CGSize(width: 60, height: 30)
                }
            }
            struct BadgePreview: UIViewRepresentable {
                typealias UIViewType = UIView
                func makeUIView(context: Context) -> UIView {
                    let badge = BadgeNode()
                    badge.style.preferredSize = CGSize(width: 80, height: 40)
                    return badge.view
                }
                func updateUIView(_ uiView: UIViewType, context: Context) {
                    uiView.backgroundColor = .red
                }
            }
            struct BadgePreview_Previews: PreviewProvider {
                static var previews: some View {
                    BadgePreview()
                }
            }
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        // makeUIView's 40 pt height, not the class's own 30: the method ran. A root node spans the
        // figure's width (the device's 375 pt), as it does without a preview.
        #expect(result.layout?.root.size == Size(width: 375, height: 40))
    }

    @Test func a_representable_of_a_view_controller_draws_its_node() throws {
        let frames = try namedFrames("""
            import AsyncDisplayKit
            import SwiftUI

            final class ProfileController: ASDKViewController<ASDisplayNode> {
                let avatar = ASDisplayNode()
                override init() {
                    super.init(node: ASDisplayNode())
                    node.automaticallyManagesSubnodes = true
                    avatar.style.preferredSize = CGSize(width: 50, height: 50)
                    node.layoutSpecBlock = { [weak self] _, _ in
                        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: self!.avatar)
                    }
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            struct ProfilePreview: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> ProfileController { ProfileController() }
                func updateUIViewController(_ controller: ProfileController, context: Context) {}
            }
            struct ProfilePreview_Previews: PreviewProvider {
                static var previews: some View { ProfilePreview() }
            }
            """)
        #expect(frames["avatar"]?.origin == Point(x: 20, y: 20))
    }

    @Test func a_representable_that_makes_no_view_says_so() {
        let result = evaluate("""
            import SwiftUI
            struct Broken: UIViewRepresentable {
                func updateUIView(_ uiView: UIView, context: Context) {}
            }
            struct Broken_Previews: PreviewProvider {
                static var previews: some View { Broken() }
            }
            """)
        #expect(result.diagnostics.contains { $0.message.contains("'Broken' conforms to 'UIViewRepresentable' but has no 'makeUIView(context:)'") }, "\(result.diagnostics)")
    }
}

extension RepresentableTests {
    private static let card = """
        import AsyncDisplayKit
        import SwiftUI

        struct CardPreview: UIViewRepresentable {
            let height: CGFloat
            func makeUIView(context: Context) -> UIView {
                let card = ASDisplayNode()
                card.style.preferredSize = CGSize(width: 100, height: height)
                return card.view
            }
            func updateUIView(_ uiView: UIView, context: Context) {}
        }

        """

    /// GitHubRepoFinder's search preview: a Group of the same representable in light and dark.
    /// Xcode shows both; the figure draws the first and says so.
    @Test func a_group_of_representables_draws_the_first_with_a_note() {
        let result = evaluate(Self.card + """
            struct CardPreview_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        CardPreview(height: 40).preferredColorScheme(.light)
                        CardPreview(height: 60).preferredColorScheme(.dark)
                    }
                }
            }
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.root.size.height == 40)
        #expect(result.diagnostics.contains { $0.message.hasPrefix("the preview shows 2 views; the figure draws the first, 'CardPreview'") }, "\(result.diagnostics)")
    }

    /// A modifier that changes what is drawn is not silently dropped.
    @Test func a_drawn_modifier_on_a_representable_is_an_error() {
        let result = evaluate(Self.card + """
            struct CardPreview_Previews: PreviewProvider {
                static var previews: some View { CardPreview(height: 40).padding(20) }
            }
            """)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("'padding' on 'CardPreview' (a UIViewRepresentable) is not drawn") }, "\(result.diagnostics)")
    }
}
