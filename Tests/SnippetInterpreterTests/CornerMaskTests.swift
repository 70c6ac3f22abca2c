import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// `maskedCorners`, the corners `cornerRadius` rounds (a card rounded on top only). It was "no
/// member", so apps that set it did not run.
@Suite struct CornerMaskTests {
    @Test func masked_corners_reach_the_figure_and_read_back() throws {
        let result = evaluate("""
            let card = ASDisplayNode()
            card.style.preferredSize = CGSize(width: 100, height: 40)
            card.cornerRadius = 12
            card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            if !card.maskedCorners.contains(.layerMaxXMinYCorner) { card.cornerRadius = 0 }
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: card)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let root = try #require(result.layout?.root)
        let appearance = try #require(root.subtree.compactMap(\.node?.appearance).first { $0.cornerRadius > 0 })
        #expect(appearance.cornerRadius == 12)
        #expect(appearance.roundedCorners == [.topLeft, .topRight])
    }

    @Test func one_corner_is_a_mask_too() throws {
        let result = evaluate("""
            let tag = ASDisplayNode()
            tag.style.preferredSize = CGSize(width: 40, height: 20)
            tag.cornerRadius = 8
            tag.maskedCorners = .layerMaxXMaxYCorner
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: tag)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let appearance = try #require(result.layout?.root.subtree.compactMap(\.node?.appearance).first { $0.cornerRadius > 0 })
        #expect(appearance.roundedCorners == [.bottomRight])
    }

    @Test func a_misspelt_corner_is_reported_with_the_one_meant() {
        let result = evaluate("""
            let card = ASDisplayNode()
            card.maskedCorners = [.layerMinXMinYCornr]
            card
            """)
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("layerMinXMinYCornr") && $0.contains("did you mean 'layerMinXMinYCorner'") }, "\(messages)")
    }
}
