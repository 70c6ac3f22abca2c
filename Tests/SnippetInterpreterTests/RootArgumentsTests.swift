import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// A whole file whose node classes all take arguments still draws: the class is created from values
/// in scope, and a note names the call so the author can paste it as `root=`.
@Suite struct RootArgumentsTests {
    /// `snippet` run as the figure's code, with `sources` as the app's other files.
    private func run(_ snippet: String, root: String? = nil, sources: [SnippetEvaluator.Code] = []) -> SnippetEvaluator.Result {
        SnippetEvaluator(sources: sources, images: [:]).run(
            .init(snippet: .init(text: snippet, location: SourceLocation(file: "file.swift", line: 1)),
                  root: root, device: Size(width: 375, height: 667)))
    }

    private func notes(_ result: SnippetEvaluator.Result) -> [String] {
        result.diagnostics.filter { $0.severity == .note }.map(\.message)
    }

    private static let productNode = """
        final class ProductNode: ASDisplayNode {
            let title = ASTextNode()
            init(product: Product, onTap: @escaping (Product) -> Void, badge: UIImage? = nil, subtitle: String?) {
                super.init()
                automaticallyManagesSubnodes = true
                title.attributedText = NSAttributedString(string: product.name)
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: title)
            }
        }
        """

    @Test func a_static_sample_of_the_parameter_type_is_used() throws {
        let result = run("""
            struct Product {
                let name: String
                static let sample = Product(name: "Runner")
            }
            \(Self.productNode)
            """)
        #expect(notes(result) == [
            "drew ProductNode(product: Product.sample, onTap: { _ in }, subtitle: nil); add root=\"ProductNode(product: Product.sample, onTap: { _ in }, subtitle: nil)\" to the fence to choose what is drawn",
        ])
        #expect(result.diagnostics.allSatisfy { $0.severity == .note })
        let layout = try #require(result.layout)
        #expect(layout.root.frame.size.height > 16, "the title is laid out inside the insets")
        #expect(result.diagnostics.first?.location?.line == 5, "the note points at the class")
    }

    /// TextureFeed's `UHVideoNode(ratio:videoGravity:)`: a framework type with no argument-free
    /// initializer gives its first static value by name (AVLayerVideoGravity's), an enum of the
    /// framework its first case by name (UITableView.Style's).
    @Test func a_framework_types_static_value_or_case_is_used() {
        let result = run("""
            final class Player: ASDisplayNode {
                init(ratio: CGFloat, videoGravity: AVLayerVideoGravity, tableStyle: UITableView.Style) {
                    super.init()
                    style.preferredSize = CGSize(width: 10, height: 10)
                }
            }
            """)
        #expect(notes(result).first?.hasPrefix("drew Player(ratio: 0, videoGravity: AVLayerVideoGravity.resize, tableStyle: UITableView.Style.grouped);") == true,
                "\(result.diagnostics)")
        #expect(result.layout != nil)
    }

    @Test func the_first_element_of_a_top_level_array_is_used() {
        let result = run("""
            struct Product { let name: String }
            let sampleProducts = [Product(name: "Runner"), Product(name: "Trail")]
            \(Self.productNode)
            """)
        #expect(notes(result).first?.hasPrefix("drew ProductNode(product: sampleProducts[0], ") == true)
        #expect(result.layout != nil)
    }

    @Test func a_model_without_samples_is_built_from_its_memberwise_initializer() {
        let result = run("""
            enum Category { case shoes(size: Int), bags }
            struct Product { let name: String; let price: Double; let category: Category; var note: String? }
            \(Self.productNode)
            """)
        #expect(notes(result).first?.contains("ProductNode(product: Product(name: \"\", price: 0, category: Category.bags), ") == true,
                "\(notes(result))")
        #expect(notes(result).first?.contains("add root='ProductNode(") == true, "a call with quotes is quoted with apostrophes")
    }

    @Test func attributed_strings_and_fonts_have_empty_standard_values() {
        let result = run("""
            final class CommentNode: ASCellNode {
                let body = ASTextNode()
                init(meta: NSMutableAttributedString, body text: NSAttributedString, font: UIFont) {
                    super.init()
                    body.attributedText = text
                }
            }
            """)
        #expect(notes(result).first?.hasPrefix(
            "drew CommentNode(meta: NSMutableAttributedString(string: \"\"), body: NSAttributedString(string: \"\"), font: UIFont.systemFont(ofSize: 17));") == true,
            "\(result.diagnostics)")
        #expect(result.layout != nil)
    }

    @Test func when_nothing_fits_the_error_names_the_class_and_the_parameter() {
        let result = run("""
            protocol FeedService {}
            final class FeedNode: ASDisplayNode {
                init(service: FeedService, limit: Int = 20) { super.init() }
            }
            """)
        #expect(result.layout == nil)
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("FeedNode (service: FeedService)") == true, "\(result.diagnostics)")
        #expect(error?.location?.line == 2)
    }

    @Test func root_auto_names_even_an_argument_free_call() {
        let result = run("""
            final class BoxNode: ASDisplayNode {
                override init() {
                    super.init()
                    style.preferredSize = CGSize(width: 40, height: 40)
                }
            }
            let stray = ASTextNode()
            stray
            """, root: "auto")
        #expect(notes(result).first?.hasPrefix("drew BoxNode();") == true, "root=auto skips the last expression and says what it drew")
        #expect(result.layout?.root.frame.size.height == 40)
    }

    @Test func a_class_that_can_be_made_without_arguments_is_drawn_without_a_note() {
        let result = run("""
            final class BoxNode: ASDisplayNode {}
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.layout != nil)
    }

    /// Texture's LayoutSpecExamples: `OverviewCellNode(layoutExampleType: LayoutExampleNode.Type)`,
    /// whose base class's `title()` asserts and every example overrides; the base itself was chosen
    /// and the run stopped on its assertion. The first subclass that overrides the class methods
    /// stands for it; a class without class methods is passed itself (the test below).
    @Test func an_abstract_base_class_metatype_gets_its_first_concrete_subclass() throws {
        let examples = SnippetEvaluator.Code(text: """
            class ExampleNode: ASDisplayNode {
                class func title() -> String {
                    assertionFailure("every example provides a title")
                    return ""
                }
            }
            final class Header: ExampleNode {
                override class func title() -> String { "Header" }
            }
            final class Footer: ExampleNode {
                override class func title() -> String { "Footer" }
            }
            """, location: SourceLocation(file: "Content/Sources/Examples.swift", line: 1))
        let result = run("""
            final class OverviewCell: ASCellNode {
                let titleNode = ASTextNode()
                init(exampleType: ExampleNode.Type) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    titleNode.attributedText = NSAttributedString(string: exampleType.title())
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: .zero, child: titleNode)
                }
            }
            """, sources: [examples])
        #expect(notes(result).contains { $0.hasPrefix("drew OverviewCell(exampleType: Header.self);") }, "\(result.diagnostics)")
        #expect(result.layout != nil)
    }

    @Test func a_metatype_parameter_gets_the_type_itself_and_makes_one_of_it() throws {
        // Texture's LayoutSpecExamples: a controller made with the node class it shows, which the
        // app's other file declares.
        let node = SnippetEvaluator.Code(text: """
            class ExampleNode: ASDisplayNode {
                required override init() {
                    super.init()
                    style.preferredSize = CGSize(width: 80, height: 40)
                }
            }
            """, location: SourceLocation(file: "Content/Sources/ExampleNode.swift", line: 1))
        let result = run("""
            final class ExampleController: ASDKViewController<ASDisplayNode> {
                let shown: ExampleNode
                init(exampleType: ExampleNode.Type) {
                    shown = exampleType.init()
                    super.init(node: ASDisplayNode())
                    node.automaticallyManagesSubnodes = true
                    node.layoutSpecBlock = { [weak self] _, _ in
                        ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self?.shown ?? ASLayoutSpec())
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, sources: [node])
        #expect(notes(result).contains { $0.contains("drew ExampleController(exampleType: ExampleNode.self)") }, "\(result.diagnostics)")
        // The 80 × 40 node, centred in the 375 × 667 screen.
        let frames = try #require(result.layout, "\(result.diagnostics)").absoluteFrames
        #expect(frames.contains { $0.frame == Rect(x: 147.5, y: 313.5, width: 80, height: 40) }, "\(frames)")
    }

    /// Texture's LayoutSpecExamples: the base example's `title()` asserts that every subclass
    /// overrides it, so `OverviewCell(exampleType: Example.self)` stops. The author's own sample,
    /// made with a subclass, is what is drawn, and its override is the one that runs.
    @Test func the_class_own_static_sample_is_drawn() throws {
        let examples = SnippetEvaluator.Code(text: """
            class Example: ASDisplayNode {
                class func title() -> String { assertionFailure("every example must provide a title"); return "" }
            }
            class Header: Example {
                override class func title() -> String { "Header with items" }
            }
            """, location: SourceLocation(file: "App/Examples.swift", line: 1), isAppFile: true)
        let result = run("""
            final class OverviewCell: ASCellNode {
                static let sample = OverviewCell(exampleType: Header.self)
                let text = ASTextNode()
                init(exampleType: Example.Type) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    text.attributedText = NSAttributedString(string: exampleType.title())
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASWrapperLayoutSpec(layoutElement: text)
                }
            }
            """, sources: [examples])
        #expect(notes(result) == ["drew OverviewCell.sample; add root=\"OverviewCell.sample\" to the fence to choose what is drawn"], "\(result.diagnostics)")
        let text = try #require(result.layout, "\(result.diagnostics)").absoluteFrames.first { $0.name == "text" }
        #expect((text?.frame.size.width ?? 0) > 60, "the subclass's title is laid out")
    }

    @Test func an_image_parameter_gets_an_empty_image() throws {
        let result = run("""
            final class ImageCellNode: ASCellNode {
                let imageNode = ASImageNode()
                init(with image: UIImage) {
                    super.init()
                    automaticallyManagesSubnodes = true
                    imageNode.image = image
                    imageNode.style.preferredSize = CGSize(width: 60, height: 60)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: imageNode)
                }
            }
            """)
        #expect(notes(result).contains { $0.contains("drew ImageCellNode(with: UIImage())") }, "\(result.diagnostics)")
        #expect(result.layout != nil)
    }

    @Test func a_struct_with_initializers_only_in_extensions_keeps_its_memberwise_one() throws {
        // CainLuo's RabbitVideosModel: an ObjectMapper `init?(map:)` in an extension, which nothing
        // in scope can call; Swift keeps the memberwise initializer, and so does root=auto.
        let result = run("""
            protocol Source {}
            struct Video {
                var title: String?
                var views: Int
            }
            extension Video {
                init(source: Source) {
                    self.init(title: nil, views: 0)
                }
            }
            final class VideoNode: ASDisplayNode {
                init(video: Video) {
                    super.init()
                    style.preferredSize = CGSize(width: CGFloat(video.views) + 10, height: 10)
                }
            }
            """)
        #expect(notes(result).contains { $0.contains("drew VideoNode(video: Video(views: 0))") }, "\(result.diagnostics)")
        #expect(result.layout != nil)
    }

    @Test func a_closure_returning_a_generic_node_gets_one_of_its_constraint() throws {
        // muukii's TextureSwiftSupport composes nodes from builders (`child: () -> Content`): the
        // parameter's constraint is the type to make, and a subclass's generic argument wins over it.
        let generic = """
            open class PaddingNode<Content: ASDisplayNode>: ASDisplayNode {
                let content: Content
                init(padding: UIEdgeInsets, child: () -> Content) {
                    content = child()
                    super.init()
                    content.style.preferredSize = CGSize(width: 20, height: 10)
                    addSubnode(content)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: content)
                }
            }
            """
        let result = run(generic)
        #expect(notes(result).contains { $0.contains("drew PaddingNode(padding: .zero, child: { ASDisplayNode() })") }, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        #expect(layout.root.frame.size.height == 18, "the made node is laid out inside the insets")

        // The subclass that fixes the parameter is drawn (as AnyPaddingNode is), with its argument.
        let specialised = run(generic + "\nfinal class TextPaddingNode: PaddingNode<ASTextNode> {}\n")
        #expect(notes(specialised).contains { $0.contains("drew TextPaddingNode(padding: .zero, child: { ASTextNode() })") }, "\(notes(specialised))")
        #expect(specialised.layout != nil)
    }

    @Test func a_closure_returning_a_type_nothing_is_known_of_is_missing() {
        let result = run("""
            final class Holder<Item>: ASDisplayNode {
                init(make: () -> Item) { super.init() }
            }
            """)
        #expect(result.layout == nil)
        #expect(result.diagnostics.contains { $0.message.contains("make: () -> Item") }, "\(result.diagnostics)")
    }
}
