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
        precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence }
        infix operator **: PowerPrecedence
        func ** (base: CGFloat, times: CGFloat) -> CGFloat { base * base * times }
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
        func all(_ layout: Layout) -> [Layout] { [layout] + layout.children.flatMap(all) }
        let root = try #require(result.layout?.root)
        let appearance = try #require(all(root).compactMap(\.node?.appearance).first { $0.backgroundColor != nil })
        #expect(appearance.cornerRadius == 10)
        #expect(appearance.backgroundColor == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
