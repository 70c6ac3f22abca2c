import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Swift imports an Objective-C method's nullable block as its last parameter with a default of
/// `nil` (`measurementCompletion: (() -> Void)? = nil`), so real code leaves it out. The interfaces
/// of the Objective-C frameworks must declare that default, or the checker rejects a call the
/// compiler takes ("missing argument for parameter 'measurementCompletion'").
@Suite struct ImportedDefaultsTests {
    static let objectiveCInterfaces: [String: [UInt8]] = [
        "Texture.swiftinterface": PackageResources.Texture_swiftinterface,
        "UIKit.swiftinterface": PackageResources.UIKit_swiftinterface,
        "UIKitViews.swiftinterface": PackageResources.UIKitViews_swiftinterface,
    ]

    /// `(() -> Void)?`, `((Bool) -> Void)?`: an optional function type, not a function returning one.
    static func isOptionalClosure(_ type: String) -> Bool {
        type.hasPrefix("(") && type.hasSuffix(")?") && type.contains("->")
    }

    @Test func every_nullable_trailing_block_defaults_to_nil() {
        for (file, bytes) in Self.objectiveCInterfaces.sorted(by: { $0.key < $1.key }) {
            var table = APITable()
            table.read(String(decoding: bytes, as: UTF8.self))
            let functions = table.types.values.flatMap { $0.initializers + $0.methods.values.flatMap { $0 } }
            for function in functions {
                guard let last = function.parameters.last, Self.isOptionalClosure(last.type) else { continue }
                // A one-argument setter gets no default (`setCompletionBlock(_:)`), as Swift imports it.
                if function.parameters.count == 1 && function.name.hasPrefix("set") { continue }
                #expect(last.hasDefault, "\(file): \(function.owner ?? "").\(function.signature) must declare '= nil' for its last parameter")
            }
        }
    }

    @Test func a_call_may_leave_out_the_completion() {
        let result = evaluate("""
            let n = ASDisplayNode()
            n.style.preferredSize = CGSize(width: 40, height: 20)
            n.transitionLayout(withAnimation: true, shouldMeasureAsync: false)
            UIView.animate(withDuration: 0.3, animations: { n.alpha = 0.5 })
            n
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
    }
}

/// Objective-C classes keep NSObject's `init()` beside their own designated initializers:
/// `return UICollectionViewCell()` is a data source's usual fallback, and it compiles.
@Suite struct InheritedInitializerTests {
    @Test func a_collection_view_cell_can_be_made_without_arguments() {
        let result = evaluate("""
            class Cell: UICollectionViewCell {}
            let plain = UICollectionViewCell()
            let mine = Cell()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            v.addSubview(plain)
            v.addSubview(mine)
            v
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        #expect(result.layout != nil)
    }
}

/// UIViewController's `init?(coder:)` is `required`, so every subclass has it and may call it
/// (GitHubRepoFinder's `super.init(coder: coder)` in an ASDKViewController): the table gave a class
/// only the initializers it declares, and the checker answered "incorrect argument label 'coder:'".
@Suite struct RequiredCoderInitializerTests {
    @Test func a_node_controller_may_call_its_superclass_coder_initializer() throws {
        let frames = try namedFrames("""
            final class Detail: ASDKViewController<ASDisplayNode> {
                let box = ASDisplayNode()
                override init() {
                    super.init(node: ASDisplayNode())
                    box.style.preferredSize = CGSize(width: 50, height: 50)
                    node.automaticallyManagesSubnodes = true
                    node.layoutSpecBlock = { [unowned self] _, _ in
                        ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.box)
                    }
                }
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }
            Detail()
            """)
        #expect(frames["box"]?.size == Size(width: 50, height: 50))
    }
}
