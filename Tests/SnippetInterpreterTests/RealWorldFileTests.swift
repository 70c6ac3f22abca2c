import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Constructs that public Texture projects use and that once stopped their files from running
/// (each reduced from a real file). Expected sizes follow from the rules: a box with a preferred
/// size keeps it in an unconstrained stack.
@Suite struct RealWorldFileTests {
    private func run(_ snippet: String, sources: [String] = [], images: [String: Size] = [:], root: String? = nil) -> SnippetEvaluator.Result {
        let code = sources.enumerated().map { SnippetEvaluator.Code(text: $1, location: SourceLocation(file: "Sources/S\($0).swift", line: 1)) }
        return SnippetEvaluator(sources: code, images: images).run(.init(
            snippet: .init(text: snippet, location: SourceLocation(file: "r.md", line: 1)), root: root, device: Size(width: 320, height: 568)))
    }

    private func frame(_ name: String, _ result: SnippetEvaluator.Result) -> Rect? {
        result.layout?.absoluteFrames.first { $0.name == name }?.frame
    }

    @Test func runtime_methods_on_implicit_self() {
        let result = run("""
            final class RowNode: ASDisplayNode {
                let dot = ASDisplayNode()
                override init() {
                    super.init()
                    addSubnode(dot)
                    dot.style.preferredSize = CGSize(width: 10, height: 10)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: dot)
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(frame("dot", result)?.size == Size(width: 320, height: 10))
    }

    @Test func screen_bounds_are_the_device() {
        let result = run("""
            let bar = ASDisplayNode()
            bar.style.preferredSize = CGSize(width: UIScreen.main.bounds.width / 2, height: UIScreen.main.bounds.size.height / 8)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [bar])
            """)
        #expect(frame("bar", result)?.size == Size(width: 160, height: 71))
    }

    @Test func attribute_keys_may_be_spelled_out() {
        let result = run("""
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: "Hi", attributes: [NSAttributedString.Key.foregroundColor: UIColor.white])
            label
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func image_size_comes_from_the_asset() {
        let result = run("""
            let icon = ASImageNode()
            icon.style.preferredSize = UIImage(named: "badge")!.size
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [icon])
            """, images: ["badge": Size(width: 24, height: 18)])
        #expect(frame("icon", result)?.size == Size(width: 24, height: 18))
    }

    @Test func nested_types_are_found_by_their_simple_name() {
        let result = run("""
            final class ToggleNode: ASDisplayNode {
                enum State { case on, off }
                struct Const { static let side: CGFloat = 30 }
                var state = State.on
                let knob = ASDisplayNode()
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    knob.style.preferredSize = CGSize(width: state == .on ? Const.side : 10, height: Const.side)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [knob])
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(frame("knob", result)?.size == Size(width: 30, height: 30))
    }

    @Test func view_did_load_runs_before_layout() {
        let result = run("""
            final class ListViewController: ASDKViewController<ASDisplayNode> {
                let box = ASDisplayNode()
                override init() {
                    super.init(node: ASDisplayNode())
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    node.automaticallyManagesSubnodes = true
                    box.style.preferredSize = CGSize(width: 50, height: 50)
                    node.layoutSpecBlock = { [unowned self] _, _ in
                        ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.box)
                    }
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(frame("box", result) == Rect(x: 135, y: 259, width: 50, height: 50))
    }

    @Test func an_unset_attributed_text_reads_as_nil() {
        let result = run("""
            let label = ASTextNode()
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: label.attributedText == nil ? 10 : 20, height: 10)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
            """)
        #expect(frame("box", result)?.size == Size(width: 10, height: 10))
    }

    @Test func a_snippet_class_replaces_a_sources_class_of_the_same_name() {
        let source = """
            final class Dup: ASDisplayNode {
                override init() { super.init(); style.preferredSize = CGSize(width: 1, height: 1) }
            }
            """
        let result = run("""
            final class Dup: ASDisplayNode {
                override init() { super.init(); style.preferredSize = CGSize(width: 50, height: 50) }
            }
            """, sources: [source], root: "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [Dup()])")
        #expect(result.layout?.absoluteFrames.last?.frame.size == Size(width: 50, height: 50))
    }

    @Test func an_error_in_root_points_at_the_fence() {
        var request = SnippetEvaluator.Request(snippet: .init(text: "let a = 1", location: SourceLocation(file: "r.md", line: 11)),
                                               root: "MissingNode()", device: Size(width: 320, height: 568))
        request.rootLocation = SourceLocation(file: "r.md", line: 10)
        let result = SnippetEvaluator(sources: [], images: [:]).run(request)
        #expect(result.diagnostics.map(\.description).first?.hasPrefix("r.md:10:1: error: cannot find 'MissingNode' in scope (in root=)") == true,
                "\(result.diagnostics)")
    }
}
