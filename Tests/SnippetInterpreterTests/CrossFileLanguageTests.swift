import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Swift that whole app files use, across the course's Sources and the snippet: nested types reached
/// by their full name, custom operators with their own precedence, sets and dictionaries as types.
@Suite struct CrossFileLanguageTests {
    private static let model = """
        struct Product {
            struct Description {
                struct Review {
                    let stars: Int
                    static let sample = Review(stars: 4)
                }
                var reviews: [Review]
            }
            enum Kind { case shoe, bag }
            let description: Description
            let kind: Kind
        }
        struct Image {
            struct Icon { static let side: CGFloat = 18 }
        }
        extension UIColor {
            static let brandWhite = UIColor(white: 1, alpha: 1)
        }
        precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence }
        infix operator **: PowerPrecedence
        func ** (base: CGFloat, times: CGFloat) -> CGFloat { base * base * times }
        protocol Coordinator: AnyObject {
            var children: [Coordinator] { get set }
        }
        extension Coordinator {
            func removeDependency(_ coordinator: Coordinator) {
                children.removeAll { $0 === coordinator }
            }
        }
        """

    private func width(_ snippet: String) throws -> Double {
        let result = SnippetEvaluator(sources: [.init(text: Self.model, location: SourceLocation(file: "Content/Sources/Model.swift", line: 1))], images: [:])
            .run(.init(snippet: .init(text: snippet + """

                let box = ASDisplayNode()
                box.style.preferredSize = CGSize(width: width, height: 10)
                ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
                """, location: SourceLocation(file: "a.md", line: 1)), device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.layout?.flattened.children.first).frame.size.width
    }

    /// An extension's static colour given by its implicit name inside a class (`.fableWhite` in
    /// fable's button node): it was "type 'UIColor' has no member 'fableWhite'", though the same
    /// line at the top level ran.
    @Test func an_extensions_static_member_by_its_implicit_name_inside_a_class() throws {
        #expect(try width("""
            final class Card: ASDisplayNode {
                let field = ASDisplayNode()
                override init() {
                    super.init()
                    field.backgroundColor = .brandWhite
                }
            }
            let card = Card()
            let width: CGFloat = card.field.backgroundColor == UIColor.brandWhite ? 20 : 10
            """) == 20)
    }

    /// An app's own type named like a framework's (Karrot's `struct Image { struct Icon … }` beside
    /// SwiftUI's `Image`) is the app's: the checker looked `Image.Icon` up in SwiftUI, "type 'Image'
    /// has no member 'Icon'".
    @Test func an_apps_type_named_like_a_frameworks_is_the_apps() throws {
        #expect(try width("""
            import AsyncDisplayKit
            let width = Image.Icon.side
            """) == 18)
    }

    /// A protocol extension's method in another file is a member of a class that conforms (the
    /// checker said "no member"; the run found it).
    @Test func a_protocol_extensions_method_of_another_file_is_the_conforming_classs() throws {
        #expect(try width("""
            final class People: NSObject, Coordinator {
                var children: [Coordinator] = []
                func finish(_ other: Coordinator) { self.removeDependency(other) }
            }
            let people = People()
            let other = People()
            people.children = [other, people]
            people.finish(other)
            let width = CGFloat(people.children.count * 10)
            """) == 10)
    }

    /// An app's extension of a framework protocol (`extension ASLayoutElement { func flexShrink() }`,
    /// fable-ios) is a member of every node and spec, beside the framework's own `flexShrink(_:)`:
    /// the checker chose the framework's ("missing argument"), and the run would have too.
    @Test func an_extension_of_a_framework_protocol_reaches_its_nodes_and_specs() throws {
        let frames = try namedFrames("""
            extension ASLayoutElement {
                @discardableResult
                func flexShrink() -> Self {
                    style.flexShrink = 1
                    return self
                }
            }
            let title = ASTextNode()
            title.attributedText = NSAttributedString(string: String(repeating: "A title far wider than the screen ", count: 4))
            let badge = ASDisplayNode()
            badge.style.preferredSize = CGSize(width: 40, height: 40)
            let column = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [title]).flexShrink()
            ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .start,
                              children: [column, ASInsetLayoutSpec(insets: .zero, child: badge).flexShrink(0)])
            """)
        // The row is the screen's 375 pt: the badge keeps its 40 and the 8 pt gap, the column shrinks
        // to the other 327 and its text wraps inside them (unshrunk, it would push the badge off screen).
        #expect(frames["badge"]?.origin.x == 335)
        #expect(try #require(frames["title"]?.size.width) <= 327)
    }

    /// A subclass's method does not hide the other overloads of its name (VATextureKit's scroll node
    /// overrides `animateLayoutTransition(_:)` and calls an extension's
    /// `animateLayoutTransition(context:)`): the checker saw only the subclass's own, "extraneous
    /// argument label 'context:'".
    @Test func an_override_leaves_the_other_overloads_of_its_name_callable() throws {
        let frames = try namedFrames("""
            extension ASDisplayNode {
                func resize(width: CGFloat) { style.preferredSize = CGSize(width: width, height: 20) }
            }
            class Base: ASDisplayNode {
                func resize(_ scale: CGFloat) { resize(width: 10 * scale) }
            }
            class Box: Base {
                override func resize(_ scale: CGFloat) { resize(width: 30 * scale) }
            }
            let box = Box()
            box.resize(2)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
            """)
        #expect(frames["box"]?.size.width == 60)
    }

    /// An app class's method beside the framework's of the same name (`addSubnode(_:width:)` and
    /// Texture's `addSubnode(_:)`): a call whose labels fit only the framework's calls it, as Swift
    /// picks by labels. The lookup asked the app class's own name, which the API does not declare,
    /// so the run called the app's method again and again.
    @Test func a_call_fitting_only_the_frameworks_labels_calls_the_frameworks_method_from_an_app_class() throws {
        let frames = try namedFrames("""
            class Card: ASDisplayNode {
                let icon = ASDisplayNode()
                override init() {
                    super.init()
                    addSubnode(icon, width: 30)
                }
                func addSubnode(_ node: ASDisplayNode, width: CGFloat) {
                    node.style.preferredSize = CGSize(width: width, height: 20)
                    addSubnode(node)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [icon])
                }
            }
            let card = Card()
            """)
        #expect(frames["icon"]?.size.width == 30)
    }

    /// A computed static member's locals are its own (StudySwift's `class var contentNode` declares
    /// `let contentNode = ASDisplayNode()`): they were defined among the globals, so reading the local
    /// ran the member again, "call depth 200", and any local outlived the getter.
    @Test func a_computed_static_members_locals_are_its_own() throws {
        let frames = try namedFrames("""
            extension ASDisplayNode {
                class var contentNode: ASDisplayNode {
                    let contentNode = ASDisplayNode()
                    contentNode.style.preferredSize = CGSize(width: 30, height: 10)
                    return contentNode
                }
            }
            enum Sizes {
                static var side: CGFloat {
                    let side: CGFloat = 12
                    return side * 2
                }
            }
            let box = ASDisplayNode.contentNode
            let other = ASDisplayNode()
            other.style.preferredSize = CGSize(width: Sizes.side, height: 10)
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [box, other])
            """)
        // The node keeps the name of the variable that first held it.
        #expect(frames["contentNode"]?.size.width == 30)
        #expect(frames["other"]?.size.width == 24)
    }

    /// `lines: UInt? = .none` is nil, as Swift takes it (VATextureKit's text node): it was kept as a
    /// case of no type, so `if let lines` bound it and the assignment after failed. Swift takes
    /// Optional's `none` even where the wrapped enum has a `none` of its own.
    @Test func none_where_an_optional_is_expected_is_nil() throws {
        #expect(try width("""
            enum Mode { case none, wide }
            func measure(lines: UInt? = .none, mode: Mode? = .none) -> CGFloat {
                var total: CGFloat = 10
                if let lines { total += CGFloat(lines) }
                if mode != nil { total += 100 }
                return total
            }
            let width = measure()
            """) == 10)
    }

    /// `lazy var table: ASTableNode = .new { … }` (fable-ios): a static method of the app's extension
    /// of a class the expected type inherits is that type's implicit member; it was a case of no type.
    @Test func a_static_method_of_an_extended_superclass_is_an_implicit_member() throws {
        let frames = try namedFrames("""
            extension ASDisplayNode {
                static func new<T>(_ closure: () -> T) -> T { closure() }
            }
            final class ListNode: ASDisplayNode {
                lazy var header: ASDisplayNode = .new {
                    let node = ASDisplayNode()
                    node.style.preferredSize = CGSize(width: 120, height: 30)
                    return node
                }
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [header])
                }
            }
            ListNode()
            """)
        // The node the closure made is the header the spec lays out.
        #expect(frames.values.contains { $0.size == Size(width: 120, height: 30) }, "\(frames)")
    }

    /// `UIColor.lightGray.cgColor` beside the app's `static func lightGray() -> UIColor`
    /// (Orange-Market): a name not called is UIKit's property, as swiftc chooses; the run took the
    /// method and failed ("value of type 'closure' has no member 'cgColor'"). Called, it is the method.
    @Test func a_framework_property_beside_an_app_method_of_its_name_is_the_property() throws {
        #expect(try width("""
            extension UIColor {
                static func lightGray() -> UIColor { UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1) }
            }
            let border = UIColor.lightGray.cgColor
            assert(UIColor.lightGray() != UIColor.lightGray)
            assert(UIColor.lightGray() == UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1))
            let width: CGFloat = 10
            """) == 10)
    }

    @Test func nested_types_of_another_file_are_reached_by_their_full_name() throws {
        #expect(try width("""
            let review = Product.Description.Review(stars: 3)
            let product = Product(description: Product.Description(reviews: [review, Product.Description.Review.sample]), kind: Product.Kind.bag)
            let width = CGFloat(product.description.reviews[0].stars * 10 + product.description.reviews[1].stars)
            """) == 34)
    }

    @Test func a_custom_operator_from_sources_binds_by_its_precedence_group() throws {
        // ** binds tighter than *: 1 + (2 ** 3) * 2 = 1 + 12 * 2.
        #expect(try width("let width: CGFloat = 1 + 2 ** 3 * 2") == 25)
    }

    @Test func a_snippet_declares_its_own_operator() throws {
        #expect(try width("""
            infix operator <>: AdditionPrecedence
            func <> (lhs: CGFloat, rhs: CGFloat) -> CGFloat { lhs * 10 + rhs }
            let width = 2 <> 3 * 2
            """) == 26)
    }

    @Test func a_set_keeps_each_element_once() throws {
        #expect(try width("""
            var tags: Set<String> = ["sale", "new", "sale"]
            tags.insert("new")
            tags.insert("hot")
            let more = Set([1, 1, 2])
            let counts: Dictionary<String, Int> = ["a": 5]
            let width = CGFloat(tags.count * 10 + more.count + (counts["a"] ?? 0))
            """) == 37)
    }
}

/// A `let` declared without a value takes exactly one assignment, as Swift's definite initialisation allows.
@Suite struct DefiniteInitializationTests {
    @Test func a_let_is_assigned_once_in_a_branch_and_not_again() {
        let once = evaluate("""
            let width: CGFloat
            if true { width = 30 } else { width = 10 }
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: width, height: 10)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
            """)
        #expect(once.diagnostics.isEmpty, "\(once.diagnostics)")
        #expect(once.layout?.flattened.children.first?.frame.size.width == 30)
        let twice = evaluate("""
            let width: CGFloat
            width = 30
            width = 40
            ASDisplayNode()
            """)
        #expect(twice.diagnostics.map(\.message).contains("cannot assign to value: 'width' is a 'let' constant"), "\(twice.diagnostics)")
    }
}

/// Texture runs `didLoad()` when a node's view loads, before it is shown: what it sets is drawn.
@Suite struct DidLoadTests {
    @Test func what_did_load_sets_is_drawn() throws {
        let result = evaluate("""
            final class BadgeNode: ASDisplayNode {
                override init() {
                    super.init()
                    style.preferredSize = CGSize(width: 20, height: 20)
                }
                override func didLoad() {
                    super.didLoad()
                    cornerRadius = 10
                    backgroundColor = .red
                }
            }
            let badge = BadgeNode()
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: badge)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let root = try #require(result.layout?.root)
        let appearance = try #require(root.subtree.compactMap(\.node?.appearance).first { $0.backgroundColor != nil })
        #expect(appearance.cornerRadius == 10)
        #expect(appearance.backgroundColor == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
}

/// How apps write colours: an `extension UIColor` initializer taking a hex value, taken apart with
/// shifts and masks. Hex, binary and octal literals read as the compiler reads them (they were 0,
/// so the colour came out black, with no word why).
@Suite struct HexColourTests {
    @Test func an_extension_initializer_of_uicolor_makes_the_colour_of_a_hex_literal() throws {
        let result = evaluate("""
            extension UIColor {
                convenience init(hexValue: Int) {
                    self.init(hex: hexValue, alpha: 1.0)
                }

                convenience init(hex: Int, alpha: CGFloat) {
                    self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                              blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
                }
            }
            let badge = ASDisplayNode()
            badge.backgroundColor = UIColor(hexValue: 0x1AAD19)
            badge.style.preferredSize = CGSize(width: 0b1010, height: 0o17)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: badge)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let root = try #require(result.layout?.root)
        let badge = try #require(root.subtree.first { $0.node?.appearance.backgroundColor != nil })
        #expect(badge.node?.appearance.backgroundColor == RGBAColor(red: 0x1A / 255.0, green: 0xAD / 255.0, blue: 0x19 / 255.0, alpha: 1))
        #expect(badge.size == Size(width: 10, height: 15))
    }

    @Test func text_is_read_as_an_int_in_any_radix_and_nil_when_it_is_not_a_number() throws {
        let result = evaluate("""
            let a = ASDisplayNode()
            a.style.preferredSize = CGSize(width: CGFloat(Int("1E", radix: 16) ?? 0), height: CGFloat(Int("12") ?? 0))
            let b = ASDisplayNode()
            b.style.preferredSize = CGSize(width: CGFloat(Int(7.9)), height: CGFloat(Int("x1") ?? 5))
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [a, b])
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let frames = try #require(result.layout).absoluteFrames
        #expect(frames.first { $0.name == "a" }?.frame.size == Size(width: 30, height: 12))
        #expect(frames.first { $0.name == "b" }?.frame.size == Size(width: 7, height: 5))
    }

    /// Texture's layout examples: two classes each nest an `ImageSize`; inside each, the name is its
    /// own (the other class's was used, and its sizes were missing or wrong).
    @Test func a_nested_types_simple_name_is_the_enclosing_classs_own() throws {
        let result = evaluate("""
            extension UIImage {
                class func dot(size: CGSize, shape: () -> UIBezierPath) -> UIImage {
                    UIGraphicsBeginImageContext(size)
                    shape().fill()
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    return image!
                }
            }
            class CornerNode: ASDisplayNode {
                let dot = ASImageNode()
                struct ImageSize { static let icon = CGSize(width: 26, height: 26) }
                override init() {
                    super.init()
                    automaticallyManagesSubnodes = true
                    let icon = UIImage.dot(size: ImageSize.icon) { () -> UIBezierPath in
                        return UIBezierPath(ovalIn: CGRect(origin: CGPoint.zero, size: ImageSize.icon))
                    }
                    dot.image = icon
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: dot)
                }
            }
            class ProfileNode: ASDisplayNode {
                struct ImageSize { static let icon = CGSize(width: 15, height: 15) }
            }
            CornerNode()
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.absoluteFrames.first { $0.name == "dot" }?.frame.size == Size(width: 26, height: 26))
    }

    /// ReactorKit apps nest a `State` in every reactor; the checker took `State()` and `Section.cards`
    /// for the last declared type of the name, and called correct code an error ("incorrect
    /// argument label 'beer:' in call to 'State'").
    @Test func the_checker_reads_a_nested_types_simple_name_as_the_enclosing_types_own() throws {
        let result = evaluate("""
            final class JournalReactor {
                struct State { var beer: Int }
                enum Section { case cards, banner }
                let initialState = State(beer: 12)
                let first = Section.cards
            }
            final class LoginReactor {
                struct State { var isLoading: Bool = false }
                enum Section { case form }
                let initialState = State()
                let first = Section.form
            }
            let journal = JournalReactor()
            let login = LoginReactor()
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: CGFloat(journal.initialState.beer), height: login.initialState.isLoading ? 1 : 30)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.flattened.children.first?.frame.size == Size(width: 12, height: 30))
        let wrong = evaluate("""
            final class JournalReactor { struct State { var beer: Int } }
            final class LoginReactor {
                struct State { var isLoading: Bool = false }
                let initialState = State(beer: 2)
            }
            ASDisplayNode()
            """)
        // The error is about LoginReactor's own State, whose one parameter is `isLoading`.
        let error = try #require(wrong.diagnostics.first { $0.severity == .error })
        #expect(error.location?.line == 4 && error.message.contains("'beer") && error.message.contains("isLoading"), "\(wrong.diagnostics)")
    }

    /// snoogle's menu items keep a `didSelect` closure beside a `didSelect(index:)` method that calls
    /// it: `self.didSelect()` is the closure (the checker wanted the method's `index:`).
    @Test func a_closure_property_is_called_beside_a_method_of_its_name() throws {
        let result = evaluate("""
            final class MenuItem {
                let didSelect: () -> Void
                init(didSelect: @escaping () -> Void) { self.didSelect = didSelect }
                func didSelect(index: Int) { self.didSelect() }
            }
            var width: CGFloat = 10
            let item = MenuItem(didSelect: { width = 40 })
            item.didSelect(index: 0)
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: width, height: 10)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.flattened.children.first?.frame.size == Size(width: 40, height: 10))
    }

    /// ASDKgram's table controller sets `node.allowsSelection` (its own `ASTableNode`); another
    /// file's `let node = ASNetworkImageNode()` made the checker read `node` as that image node.
    @Test func a_member_of_self_is_not_a_name_another_type_binds() throws {
        let result = evaluate("""
            class PhotoCell: ASCellNode {
                let photo: ASNetworkImageNode = {
                    let node = ASNetworkImageNode()
                    node.contentMode = .scaleAspectFill
                    return node
                }()
            }
            class FeedController: ASDKViewController<ASTableNode> {
                override init() {
                    super.init(node: ASTableNode())
                    node.allowsSelection = false
                    node.backgroundColor = .red
                }
                required init?(coder: NSCoder) { fatalError("not used") }
            }
            FeedController()
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.layout != nil)
    }

    /// Texture's layout examples tell their classes apart with NSObject's class-side `isEqual`
    /// (it failed as "no member 'isEqual'").
    @Test func a_class_is_equal_to_itself_only() throws {
        let result = evaluate("""
            class ExampleNode: ASDisplayNode {}
            class HeaderNode: ExampleNode {}
            class FooterNode: ExampleNode {}
            let kind: ExampleNode.Type = HeaderNode.self
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: 10, height: (kind.isEqual(HeaderNode.self) ? 10 : 1) + (kind.isEqual(FooterNode.self) ? 100 : 0))
            box
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.root.size.height == 10)
    }

    /// Bookwitty's `extension Optional where Wrapped: StringType { func isEmptyOrNil() }`, called on
    /// a `String?` holding text and holding nil (it was "no member 'isEmptyOrNil'").
    @Test func an_optionals_extension_method_runs_on_a_value_and_on_nil() throws {
        let result = evaluate("""
            protocol StringType { var get: String { get } }
            extension String: StringType { var get: String { return self } }
            extension Optional where Wrapped: StringType {
                func isEmptyOrNil() -> Bool {
                    guard self != nil else { return true }
                    return self!.get.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                }
            }
            let title: String? = "Hello"
            let subtitle: String? = nil
            let blank: String? = "  "
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: 10, height: (title.isEmptyOrNil() ? 100 : 1) + (subtitle.isEmptyOrNil() ? 10 : 0) + (blank.isEmptyOrNil() ? 20 : 0))
            box
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.root.size.height == 31)
    }

    /// The same extension in the app's sources, used inside a node's method: the checker knew only
    /// the snippet's members and said "no member 'isEmptyOrNil'" on the `String?`.
    @Test func an_optionals_extension_method_from_the_sources_is_known_to_the_checker() throws {
        let sources = """
            extension Optional where Wrapped == String {
                func isEmptyOrNil() -> Bool { self?.isEmpty ?? true }
            }
            """
        let result = SnippetEvaluator(sources: [.init(text: sources, location: SourceLocation(file: "App/String.swift", line: 1), isAppFile: true)], images: [:])
            .run(.init(snippet: .init(text: """
                final class Card: ASDisplayNode {
                    private func isValid(_ value: String?) -> Bool { !value.isEmptyOrNil() }
                    override init() {
                        super.init()
                        style.preferredSize = CGSize(width: 10, height: isValid("x") && !isValid(nil) ? 10 : 20)
                    }
                }
                Card()
                """, location: SourceLocation(file: "a.md", line: 1)), device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.root.size.height == 10)
    }

    /// Texture's `styledWithBlock:` (Bookwitty's `ASLayoutSpec().styled { style in … }`): the block
    /// sets the element's style and the element is returned.
    @Test func styled_sets_the_style_and_returns_the_element() throws {
        let result = evaluate("""
            let title = ASDisplayNode()
            title.style.preferredSize = CGSize(width: 40, height: 20)
            let spacer = ASLayoutSpec().styled { style in
                style.flexGrow = 1
            }
            let badge = ASDisplayNode().styled { $0.preferredSize = CGSize(width: 30, height: 20) }
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [title, spacer, badge])
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        // The spacer grows over the row: the badge ends at the right edge of the 375-point device.
        #expect(result.layout?.absoluteFrames.first { $0.name == "badge" }?.frame == Rect(x: 345, y: 0, width: 30, height: 20))
    }

    /// Swift imports `styledWithBlock:` as `styled(_:)`, without a label (StudySwift writes
    /// `node.styled({ … })`): the interface said `styled(with:)`, and the checker rejected the call.
    @Test func styled_takes_its_block_without_a_label() throws {
        let plain = evaluate("""
            let badge = ASDisplayNode().styled({ $0.preferredSize = CGSize(width: 30, height: 20) })
            ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .end, alignItems: .start, children: [badge])
            """)
        #expect(plain.diagnostics.filter { $0.severity == .error }.isEmpty, "\(plain.diagnostics)")
        #expect(plain.layout?.absoluteFrames.first { $0.name == "badge" }?.frame == Rect(x: 345, y: 0, width: 30, height: 20))
        let labelled = evaluate("""
            let badge = ASDisplayNode().styled(with: { $0.preferredSize = CGSize(width: 30, height: 20) })
            badge
            """)
        #expect(labelled.diagnostics.map(\.message) == ["extraneous argument label 'with:' in call to 'styled'"])
    }

    /// Two static overloads told apart by a label (ASFeedList's `attributedString(string:font:)` and
    /// `attributedString(string:fontSize:)`): the call runs the one its labels name (the first
    /// declared ran, given a CGFloat for its font).
    @Test func a_static_overload_is_chosen_by_its_labels() throws {
        let result = evaluate("""
            extension NSAttributedString {
                static func styled(_ string: String, font: UIFont) -> NSAttributedString {
                    NSAttributedString(string: string, attributes: [.font: font])
                }
                static func styled(_ string: String, fontSize size: CGFloat) -> NSAttributedString {
                    NSAttributedString.styled(string, font: UIFont.systemFont(ofSize: size))
                }
            }
            let label = ASTextNode()
            label.attributedText = NSAttributedString.styled("Big", fontSize: 30)
            label
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.flattened.details?.text?.text.spans.first?.fontSize == 30)
    }

    /// `color: .darkBlueColor()` where a `UIColor?` is expected: the static method of the app's
    /// extension of UIColor (it was taken for a colour's name and failed as "no member").
    @Test func an_implicit_member_call_finds_a_static_method_of_an_extension_of_a_runtime_type() throws {
        let result = evaluate("""
            extension UIColor {
                static func darkBlueColor() -> UIColor { UIColor(red: 0, green: 0, blue: 0.5, alpha: 1) }
            }
            func tinted(_ color: UIColor?) -> UIColor { color ?? .black }
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: 10, height: 10)
            box.backgroundColor = tinted(.darkBlueColor())
            box
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layout?.root.node?.appearance.backgroundColor == RGBAColor(red: 0, green: 0, blue: 0.5, alpha: 1))
    }

    @Test func an_extension_initializer_that_never_calls_self_init_is_an_error() {
        let result = evaluate("""
            extension UIColor {
                convenience init(brand: Bool) {}
            }
            let box = ASDisplayNode()
            box.backgroundColor = UIColor(brand: true)
            box
            """)
        #expect(result.diagnostics.map(\.message).contains("'self.init' isn't called on all paths before returning from initializer"))
    }
}

/// Blocks keep `self`: inside `if`, `switch` and `guard`, an extension's initializer of a runtime
/// type still delegates to `self.init`, and a value type's method still reads `self`.
@Suite struct BlockSelfTests {
    @Test func an_extension_initializer_delegates_from_inside_a_switch() throws {
        let code = try String(contentsOf: SnippetFixtureTests.folder.appendingPathComponent("runtime-extension-init-branches.swift"), encoding: .utf8)
        let result = SnippetFixtureTests.run(code, file: "colour.swift")
        let root = try #require(result.layout?.root, "\(result.diagnostics)")
        let box = try #require(root.subtree.first { $0.name == "box" })
        // UIColor(level: 9) takes the `if level > 5` branch: red.
        #expect(box.node?.appearance.backgroundColor == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func an_enum_method_reads_self_inside_an_if() throws {
        let result = SnippetFixtureTests.run("""
            enum Size {
                case small, large
                func side() -> CGFloat {
                    if true {
                        switch self {
                        case .small: return 20
                        case .large: return 40
                        }
                    }
                    return 0
                }
            }
            let tile = ASDisplayNode()
            tile.style.preferredSize = CGSize(width: Size.large.side(), height: 10)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [tile])
            """, file: "tile.swift")
        let frames = try #require(result.layout, "\(result.diagnostics)").absoluteFrames
        #expect(frames.first { $0.name == "tile" }?.frame == Rect(x: 0, y: 0, width: 40, height: 10), "\(result.diagnostics)")
    }
}

/// An extension of a runtime class in the app's sources reaches the snippet's subclasses, for the
/// checker as for the run: CainLuo's `extension NSObject { var className }` was "no member" when the
/// snippet read `self.className` in a controller (only the snippet's own extensions were seen).
@Suite struct RuntimeExtensionAcrossFilesTests {
    @Test func a_member_of_an_extension_of_nsobject_in_sources_is_known_in_a_snippet() throws {
        let sources = """
            extension NSObject {
                class var className: String { String(describing: self) }
                var className: String { type(of: self).className }
            }
            """
        let snippet = """
            final class Named: ASDisplayNode {
                let label = ASTextNode()
                override init() {
                    super.init()
                    label.attributedText = NSAttributedString(string: self.className, attributes: [.font: UIFont.systemFont(ofSize: 10)])
                }
            }
            let named = Named()
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [named.label])
            """
        let result = SnippetEvaluator(sources: [.init(text: sources, location: SourceLocation(file: "App/NSObject+Name.swift", line: 1), isAppFile: true)],
                                      images: [:], textMeasurer: PlaceholderTextMeasurer())
            .run(.init(snippet: .init(text: snippet, location: SourceLocation(file: "a.md", line: 1)), device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // "Named": 5 characters of 10-pt text in the placeholder metrics.
        #expect(try #require(result.layout?.flattened.children.first).frame.size.width == 25)
    }
}

/// Files are read in name order, and `Card+Style.swift` sorts before `Card.swift`: an extension read
/// before its type was replaced by the type's declaration and lost ("no member 'styled'").
@Suite struct ExtensionBeforeTypeTests {
    @Test func an_extension_in_a_file_read_before_its_type_still_extends_it() throws {
        let style = """
            extension Card: Sized {
                func styled() -> Card {
                    style.preferredSize = CGSize(width: 42, height: side)
                    return self
                }
            }
            """
        let card = """
            protocol Sized {}
            extension Sized {
                var side: CGFloat { 24 }
            }
            final class Card: ASDisplayNode {}
            """
        let result = SnippetEvaluator(sources: [.init(text: style, location: SourceLocation(file: "Content/Sources/Card+Style.swift", line: 1)),
                                                .init(text: card, location: SourceLocation(file: "Content/Sources/Card.swift", line: 1))],
                                      images: [:])
            .run(.init(snippet: .init(text: """
                let card = Card().styled()
                ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [card])
                """, location: SourceLocation(file: "a.md", line: 1)), device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let frame = try #require(result.layout?.absoluteFrames.first { $0.name == "card" }).frame
        #expect([frame.size.width, frame.size.height] == [42, 24])
    }
}
