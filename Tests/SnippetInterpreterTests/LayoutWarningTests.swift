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
    /// A feed's video cell: the player is laid out by its ratio spec and drawn as the placeholder
    /// box it shows before playback, with a warning naming what is not drawn (it was "cannot find
    /// 'ASVideoPlayerNode'"; a subclass of ASVideoNode says so too).
    @Test func a_video_player_is_its_placeholder_box_with_a_warning() throws {
        let result = run("""
            final class ClipNode: ASVideoNode {
                override init() {
                    super.init()
                    gravity = AVLayerVideoGravity.resizeAspectFill.rawValue
                }
            }
            let player = ASVideoPlayerNode(url: URL(string: "https://example.com/clip.mp4")!)
            player.shouldAutoPlay = false
            player.videoNode.url = URL(string: "https://example.com/thumb.jpg")
            let clip = ClipNode()
            clip.style.preferredSize = CGSize(width: 40, height: 30)
            let video = ASRatioLayoutSpec(ratio: 0.5, child: player)
            video.style.width = ASDimensionMake(200)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [video, clip])
            """)
        let frames = try #require(result.layout?.absoluteFrames)
        #expect(frames.first { $0.name == "player" }?.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(frames.first { $0.name == "clip" }?.frame == Rect(x: 0, y: 100, width: 40, height: 30))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings.contains("Content/02-x.md:42:9: warning: 'ASVideoNode' is drawn as its placeholder box, as it shows before playback starts: the video's frames are not drawn"), "\(warnings)")
        #expect(warnings.contains("Content/02-x.md:46:14: warning: 'ASVideoPlayerNode' is drawn as its placeholder box, as it shows before playback starts: "
            + "neither the video's frames nor the player's controls are drawn"), "\(warnings)")
    }

    /// A spinner's rotation (DoggyGram's loading indicator): the animation object is built and
    /// added as real code does; the figure is the layer without it, and the run says so (it was
    /// "no member 'add'").
    @Test func an_explicit_animation_is_accepted_and_said_not_drawn() throws {
        let result = run("""
            let rotation = CABasicAnimation(keyPath: "transform.rotation")
            rotation.fromValue = 0.0
            rotation.toValue = CGFloat(2.0 * Float.pi)
            rotation.fillMode = CAMediaTimingFillMode.forwards
            rotation.repeatCount = .infinity
            rotation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            let spinner = ASDisplayNode()
            spinner.style.preferredSize = CGSize(width: 50, height: 50)
            spinner.layer.add(rotation, forKey: "spin")
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: .minimumXY, child: spinner)
            """)
        #expect(result.layout?.absoluteFrames.first { $0.name == "spinner" }?.frame.size == Size(width: 50, height: 50))
        #expect(result.diagnostics.map(\.description) == ["Content/02-x.md:48:1: warning: 'add' changes what the screen shows, but diagrams do not draw it"])
    }

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

    /// A UIKit view put inside a node's view is not drawn, and the author is told (it was dropped
    /// without a word: a green build with a figure missing the label).
    @Test func a_uikit_view_added_to_a_nodes_view_is_a_warning() {
        let result = evaluate("""
            let container = ASDisplayNode()
            container.style.preferredSize = CGSize(width: 100, height: 50)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
            label.text = "Hi"
            container.view.addSubview(label)
            container
            """)
        #expect(result.layout != nil)
        #expect(result.diagnostics.map(\.message) == ["'addSubview' puts a UIKit view inside a node's view, which diagrams do not draw"])
        #expect(result.diagnostics.first?.severity == .warning && result.diagnostics.first?.location?.line == 5)
    }

    /// Auto Layout between a node's view and views put in it (swift-texture's loading cell) is an
    /// error that says so: it was "cannot convert value of type 'centerXAnchor' to expected
    /// argument type 'NSLayoutXAxisAnchor'".
    @Test func anchors_of_a_nodes_view_are_an_error_that_says_why() {
        let result = evaluate("""
            let container = ASDisplayNode()
            container.style.preferredSize = CGSize(width: 100, height: 50)
            let spinner = UIActivityIndicatorView()
            spinner.translatesAutoresizingMaskIntoConstraints = false
            container.view.addSubview(spinner)
            NSLayoutConstraint.activate([spinner.centerXAnchor.constraint(equalTo: container.view.centerXAnchor)])
            container
            """)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["'centerXAnchor' of a node's view: Auto Layout inside a node's view is not supported, because diagrams do not draw UIKit views added to a node (lay the node out with a layout spec)"])
        #expect(errors.first?.location?.line == 6)
    }

    /// `nodeDidLayout()` (Texture's interface-state hook, fable-ios) is an override point that runs
    /// after layout: overriding it is valid, and what it sets is a warning, as for `layout()`. It was
    /// "method does not override any method from its superclass".
    @Test func node_did_layout_is_an_after_layout_hook() {
        let result = evaluate("""
            final class Avatar: ASDisplayNode {
                override init() {
                    super.init()
                    style.preferredSize = CGSize(width: 40, height: 40)
                }
                override func nodeDidLayout() {
                    super.nodeDidLayout()
                    cornerRadius = 20
                }
            }
            Avatar()
            """)
        #expect(result.diagnostics.map(\.message) == ["'cornerRadius' is set in nodeDidLayout(), which iOS runs after layout; diagrams do not run it, so this change is not drawn"])
        #expect(result.layout != nil)
    }
}
