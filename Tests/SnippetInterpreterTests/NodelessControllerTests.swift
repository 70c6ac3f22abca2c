import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Texture 3's ASDKViewController `init()` makes a controller with no node, whose "root view will be
/// backed by a standard UIView as with a normal UIViewController" (ASDKViewController.h). What its
/// viewDidLoad adds to that view is laid out with Auto Layout, with a note; AsyncDisplay_Study's
/// PhotoFeedBaseController was "view controller has no node: call super.init(node:)".
@Suite struct NodelessControllerTests {
    @Test func a_controller_made_without_a_node_is_drawn_as_a_uikit_controller() throws {
        let result = evaluate("""
            final class PlainController: ASDKViewController<ASDisplayNode> {
                let label = UILabel()
                override init() {
                    super.init()
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    assert(node == nil)
                    label.text = "Hello"
                    label.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(label)
                    NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                                                 label.centerYAnchor.constraint(equalTo: view.centerYAnchor)])
                }
            }
            PlainController()
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.message == "'PlainController' has no node (made with init(), not init(node:)): its view is a plain UIView, as Texture gives it, drawn as a UIKit view controller's" })
        let label = try #require(result.layout?.absoluteFrames.first { $0.name == "label" }).frame
        // Centred in the 375 × 667 screen, each edge on the 2× pixel grid (a quarter point at most off).
        #expect(abs(label.minX + label.size.width / 2 - 187.5) <= 0.25 && abs(label.minY + label.size.height / 2 - 333.5) <= 0.25, "\(label)")
        #expect(label.size.width > 0)
    }

    @Test func a_controller_with_its_node_is_drawn_from_the_node() throws {
        let result = evaluate("""
            let box = ASDisplayNode()
            box.backgroundColor = .red
            let controller = ASDKViewController(node: box)
            controller
            """)
        #expect(result.diagnostics.allSatisfy { !$0.message.contains("has no node") }, "\(result.diagnostics)")
        #expect(result.layout?.root.size == Size(width: 375, height: 667))
    }
}
