import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// PlaygroundSupport: a playground page shows its live view, so its figure draws that view, view
/// controller or node (Texture's layout-spec playground shows each example through
/// `PlaygroundPage.current.liveView = node.view`), even where the page's last line is a call.
@Suite struct PlaygroundPageTests {
    private func run(_ code: String) throws -> (frames: [String: Rect], notes: [String]) {
        let drawn = try UIKitNavigationTests.run(code)
        return (drawn.frames, drawn.notes)
    }

    @Test func a_nodes_view_as_the_live_view_draws_the_node() throws {
        let drawn = try run("""
            import PlaygroundSupport
            final class Card: ASDisplayNode {
                let photo = ASDisplayNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    photo.style.preferredSize = CGSize(width: 80, height: 60)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: photo)
                }
                func show() {
                    PlaygroundPage.current.needsIndefiniteExecution = true
                    PlaygroundPage.current.liveView = view
                }
            }
            let decoy = ASDisplayNode()
            Card().show()
            """)
        // The card's inset fills the figure's 375-point width; the photo stretches to 355 × 60.
        #expect(drawn.frames["photo"] == Rect(x: 10, y: 10, width: 355, height: 60))
        #expect(drawn.frames["decoy"] == nil)
    }

    /// A playground shows the view at its frame; a figure lays a node out in the fence's range and
    /// says how to match the playground.
    @Test func a_frame_the_figure_does_not_use_is_noted() throws {
        let drawn = try run("""
            let box = ASDisplayNode()
            box.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            PlaygroundPage.current.setLiveView(box.view)
            """)
        #expect(drawn.notes.contains { $0.hasPrefix("the live view's frame (200x100) is not used") && $0.contains("range=200x100...200x100") }, "\(drawn.notes)")
    }

    @Test func a_view_controller_is_drawn_as_one() throws {
        let drawn = try run("""
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner = UIView()
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(banner)
                    NSLayoutConstraint.activate([
                        banner.topAnchor.constraint(equalTo: view.topAnchor),
                        banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        banner.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            PlaygroundPage.current.liveView = Screen()
            assert(PlaygroundPage.current.liveView != nil)
            """)
        #expect(drawn.frames["banner"] == Rect(x: 0, y: 0, width: 375, height: 50))
    }

    @Test func a_value_that_is_no_view_is_the_compilers_error() {
        let result = evaluate("""
            PlaygroundPage.current.liveView = 3
            ASDisplayNode()
            """)
        #expect(result.diagnostics.first?.severity == .error, "\(result.diagnostics)")
        #expect(result.diagnostics.first?.message.contains("PlaygroundLiveViewable") == true, "\(result.diagnostics)")
    }
}
