import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Layouts code calculates itself (`layoutThatFits`, `calculateLayoutThatFits`, `ASCalculateLayout`,
/// `ASCalculateRootLayout`): the size the figure's engine gives the element in that range.
@Suite struct LayoutMeasurementTests {
    /// Bookwitty's `style.width = ASDimensionMake(button.calculateLayoutThatFits(range).size.width)`:
    /// a copy sized by the measured layout is as large as the measured node laid out beside it.
    @Test func a_measured_size_is_the_size_the_layout_gives() throws {
        let frames = try namedFrames("""
            let button = ASButtonNode()
            button.setTitle("Follow", with: UIFont.systemFont(ofSize: 15), with: .black, for: .normal)
            button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
            let range = ASSizeRange(min: .zero, max: CGSize(width: 300, height: 100))
            let measured = button.calculateLayoutThatFits(range)
            assert(measured.position == .zero && measured.frame.size == measured.size)
            let same = button.layoutThatFits(range)
            assert(same.size == measured.size)
            assert(ASCalculateLayout(button, range, CGSize(width: 300, height: 100)).size == measured.size)
            assert(ASCalculateRootLayout(button, range).size == measured.size)
            let copy = ASDisplayNode()
            copy.style.width = ASDimensionMake(measured.size.width)
            copy.style.height = ASDimensionMake(measured.size.height)
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [button, copy])
            """)
        let button = try #require(frames["button"]), copy = try #require(frames["copy"])
        #expect(copy.size == button.size && button.size.width > 24 && button.size.width < 300)
    }

    /// `layoutThatFits` narrows the range with the element's style, as a parent does;
    /// `calculateLayoutThatFits` is the node's own calculation in the range as given (Texture's
    /// `calculateLayoutThatFits:restrictedToSize:relativeToParentSize:` resolves the style first).
    @Test func only_layoutThatFits_narrows_with_the_style() throws {
        _ = try namedFrames("""
            let box = ASDisplayNode()
            box.style.preferredSize = CGSize(width: 40, height: 30)
            let range = ASSizeRange(min: .zero, max: CGSize(width: 200, height: 100))
            assert(box.layoutThatFits(range).size == CGSize(width: 40, height: 30))
            assert(box.calculateLayoutThatFits(range).size == CGSize(width: 200, height: 100))
            let spec = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: box)
            assert(spec.layoutThatFits(range).size == CGSize(width: 50, height: 40))
            box
            """)
    }

    /// The parent size resolves an element's fractional style sizes: `layoutThatFits(_:parentSize:)`
    /// and `ASCalculateLayout` take it as given, `layoutThatFits(_:)` and `ASCalculateRootLayout` use
    /// the range's maximum (Texture's ASLayoutElement.mm and ASLayout.mm).
    @Test func the_parent_size_resolves_fractions() throws {
        _ = try namedFrames("""
            let half = ASDisplayNode()
            half.style.width = ASDimensionMake("50%")
            half.style.height = ASDimensionMake(20)
            let range = ASSizeRange(min: .zero, max: CGSize(width: 300, height: 100))
            assert(half.layoutThatFits(range, parentSize: CGSize(width: 100, height: 100)).size == CGSize(width: 50, height: 20))
            assert(ASCalculateLayout(half, range, CGSize(width: 200, height: 100)).size == CGSize(width: 100, height: 20))
            assert(half.layoutThatFits(range).size == CGSize(width: 150, height: 20))
            assert(ASCalculateRootLayout(half, range).size == CGSize(width: 150, height: 20))
            half
            """)
    }

    /// Measuring does not load the node (its didLoad runs once, when the figure lays it out) nor
    /// make it the subnode of what measured it.
    @Test func measuring_neither_loads_nor_adds_the_node() throws {
        _ = try namedFrames("""
            final class Card: ASDisplayNode {
                var loads = 0
                override func didLoad() { super.didLoad(); loads += 1 }
            }
            final class Holder: ASDisplayNode {
                let card = Card()
                override init() {
                    super.init()
                    card.style.preferredSize = CGSize(width: 10, height: 10)
                    let size = card.layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 50, height: 50))).size
                    assert(size == CGSize(width: 10, height: 10))
                    assert(card.loads == 0 && card.supernode == nil && !card.isNodeLoaded)
                }
            }
            let holder = Holder()
            assert(holder.card.loads == 0)
            holder
            """)
    }

    /// A node measuring itself in its initializer (`layoutThatFits` on implicit self, as Bookwitty's
    /// button sizes itself) before it adds its subnodes: a measurement is no layout on screen, so it
    /// warns of no unshown subnode (the real layout, after `addSubnode`, shows it).
    @Test func a_node_measuring_itself_before_adding_its_subnodes_draws_without_a_warning() throws {
        let result = evaluate("""
            final class Card: ASDisplayNode {
                let title = ASTextNode()
                override init() {
                    super.init()
                    title.attributedText = NSAttributedString(string: "Measured first")
                    let measured = layoutThatFits(ASSizeRange(min: .zero, max: CGSize(width: 200, height: 100))).size
                    style.preferredSize = CGSize(width: measured.width + 20, height: measured.height)
                    addSubnode(title)
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    ASInsetLayoutSpec(insets: .zero, child: title)
                }
            }
            let card = Card()
            let twin = ASTextNode()
            twin.attributedText = NSAttributedString(string: "Measured first")
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [card, twin])
            """)
        #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics)")
        let frames = try #require(result.layout?.absoluteFrames)
        let card = try #require(frames.first { $0.name == "card" }).frame, twin = try #require(frames.first { $0.name == "twin" }).frame
        #expect(card.size.width == twin.size.width + 20 && card.size.height == twin.size.height && twin.size.width > 0)
    }

    @Test func overriding_calculateLayoutThatFits_is_refused_at_the_override() {
        let result = evaluate("""
            final class Manual: ASDisplayNode {
                override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
                    super.calculateLayoutThatFits(constrainedSize)
                }
            }
            Manual()
            """)
        #expect(result.diagnostics.map(\.message).first?.hasPrefix("overriding calculateLayoutThatFits(_:) is not supported") == true, "\(result.diagnostics)")
        #expect(result.diagnostics.first?.location?.line == 2)
    }
}
