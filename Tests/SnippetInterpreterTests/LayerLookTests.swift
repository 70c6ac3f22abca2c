import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// A view's or node's layer is drawn as its look: `view.layer.cornerRadius = 8` rounds the view,
/// as on iOS. Before, the layer took any setting and changed nothing, and the bundled course's
/// UIKit swatches were drawn square beside their rounded Texture twins, with a green build.
@Suite struct LayerLookTests {
    static func find(_ name: String, in node: FlattenedNode) -> FlattenedNode? {
        if node.name == name { return node }
        return node.children.lazy.compactMap { find(name, in: $0) }.first
    }

    @Test func a_views_layer_rounds_borders_clips_and_shades_it() throws {
        let result = evaluate(UIKitRuntimeTests.controller("""
                let swatch = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
                swatch.backgroundColor = .systemRed
                swatch.layer.cornerRadius = 8
                swatch.layer.masksToBounds = true
                swatch.layer.borderWidth = 2
                swatch.layer.borderColor = UIColor.black.cgColor
                swatch.layer.shadowOpacity = 0.4
                swatch.layer.opacity = 0.5
                view.addSubview(swatch)
                assert(swatch.layer.cornerRadius == 8 && swatch.clipsToBounds && swatch.alpha == 0.5)
        """))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let root = try #require(result.layout?.flattened)
        let look = try #require(Self.find("swatch", in: root)?.details?.appearance)
        #expect(look.cornerRadius == 8 && look.clipsToBounds && look.borderWidth == 2)
        #expect(look.borderColor == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(look.shadow.opacity == 0.4 && look.alpha == 0.5)
    }

    /// A layer's colours, and a node's border and shadow colours, are Core Graphics' `CGColor`, as
    /// UIKit and Texture declare them: a UIColor there does not compile (the fix-it adds `.cgColor`),
    /// and a CGColor is no view's background. All of these were accepted and drawn.
    @Test(arguments: [
        ("node.borderColor = UIColor.red", "cannot convert value of type 'UIColor' to expected type 'CGColor'; use '.cgColor'"),
        ("node.shadowColor = UIColor.black", "cannot convert value of type 'UIColor' to expected type 'CGColor'; use '.cgColor'"),
        ("node.layer.backgroundColor = UIColor.red", "cannot convert value of type 'UIColor' to expected type 'CGColor'; use '.cgColor'"),
        ("node.borderColor = .red", "type 'CGColor' has no member 'red'"),
        ("node.backgroundColor = UIColor.red.cgColor", "cannot convert value of type 'CGColor' to expected type 'UIColor'"),
        ("let color = UIColor(cgColor: UIColor.red)", "cannot convert value of type 'UIColor' to expected argument type 'CGColor'"),
    ])
    func a_uicolor_where_a_cgcolor_is_declared_is_the_compilers_error(line: String, message: String) {
        let result = evaluate("let node = ASDisplayNode()\n\(line)\nnode")
        #expect(result.diagnostics.map(\.message) == [message])
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    @Test func cgcolors_read_back_and_convert() {
        let result = evaluate("""
            let node = ASDisplayNode()
            node.borderColor = UIColor.red.cgColor
            node.layer.backgroundColor = UIColor.green.cgColor
            assert(node.layer.borderColor == UIColor.red.cgColor && node.borderColor == UIColor.red.cgColor)
            assert(node.backgroundColor == .green && UIColor(cgColor: node.layer.backgroundColor!) == .green)
            let kept: CGColor? = node.shadowColor
            node
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
    }

    @Test func a_nodes_layer_is_the_nodes_own_look() throws {
        let result = evaluate("""
            let chip = ASDisplayNode()
            chip.backgroundColor = .systemBlue
            chip.style.preferredSize = CGSize(width: 80, height: 32)
            chip.layer.cornerRadius = 16
            chip.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            assert(chip.cornerRadius == 16)
            chip.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 80, height: 32)).cgPath
            chip
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let look = try #require(result.layout?.flattened.details?.appearance)
        #expect(look.cornerRadius == 16 && look.roundedCorners == [.topLeft, .topRight])
    }

    /// A node's view, and a Texture controller's (its node's), pass their look through to the node,
    /// as on iOS; what else is done with the view is accepted, as before.
    @Test func a_nodes_view_and_a_texture_controllers_view_are_the_nodes_look() throws {
        let result = evaluate("""
            final class CardController: ASDKViewController<ASDisplayNode> {
                override init() {
                    super.init(node: ASDisplayNode())
                    node.style.preferredSize = CGSize(width: 100, height: 60)
                }
                required init?(coder: NSCoder) { fatalError("not used") }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    node.view.layer.cornerRadius = 12
                    node.view.isUserInteractionEnabled = false
                    assert(node.backgroundColor == .white && self.view.layer.cornerRadius == 12)
                }
            }
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let root = try #require(result.layout?.flattened)
        let looks = sequence(first: root) { $0.children.first }.compactMap { $0.details?.appearance }
        #expect(looks.contains { $0.cornerRadius == 12 && $0.backgroundColor == RGBAColor(red: 1, green: 1, blue: 1, alpha: 1) }, "\(looks)")
    }

    @Test func a_misspelt_layer_member_is_the_compilers_error() {
        let result = evaluate("let chip = ASDisplayNode()\nchip.layer.cornerRadios = 16\nchip")
        #expect(result.diagnostics.first?.message == "value of type 'CALayer' has no member 'cornerRadios'; did you mean 'cornerRadius'?")
    }
}
