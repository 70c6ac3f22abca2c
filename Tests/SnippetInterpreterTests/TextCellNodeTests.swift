import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// ASTextCellNode is, by ASCellNode.mm, its text node (the cell's text with the cell's attributes,
/// an 18-point system font by default) in an inset spec of `textInsets` (11 above and below, 15 at
/// the sides by default). The oracle is that composition written out by hand.
@Suite struct TextCellNodeTests {
    private func frames(_ code: String) throws -> [Rect] {
        let evaluator = SnippetEvaluator(sources: [], images: [:])
        let result = evaluator.run(.init(snippet: .init(text: code, location: SourceLocation(file: "a.md", line: 1)),
                                         device: Size(width: 375, height: 667)))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        return try #require(result.layout).absoluteFrames.map(\.frame)
    }

    private static let handMade = """
        let text = ASTextNode()
        text.attributedText = NSAttributedString(string: "Hello, cells", attributes: [.font: UIFont.systemFont(ofSize: INSIZE)])
        let cell = ASCellNode()
        cell.automaticallyManagesSubnodes = true
        cell.layoutSpecBlock = { _, _ in ASInsetLayoutSpec(insets: INSETS, child: text) }
        cell
        """

    @Test func a_text_cell_is_its_text_inset_by_its_defaults() throws {
        let cell = try frames("let cell = ASTextCellNode()\ncell.text = \"Hello, cells\"\ncell")
        let expected = try frames(Self.handMade.replacingOccurrences(of: "INSIZE", with: "18")
            .replacingOccurrences(of: "INSETS", with: "UIEdgeInsets(top: 11, left: 15, bottom: 11, right: 15)"))
        #expect(cell == expected)
        // The text node (the frames leave out the root): inset by the defaults, one line of text high.
        #expect(cell.count == 1 && cell[0].minX == 15 && cell[0].minY == 11 && cell[0].size.height > 0)
    }

    @Test func attributes_and_insets_of_its_own_are_used() throws {
        let cell = try frames("""
            let cell = ASTextCellNode(attributes: [.font: UIFont.systemFont(ofSize: 12)], insets: UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
            cell.text = "Hello, cells"
            cell
            """)
        let expected = try frames(Self.handMade.replacingOccurrences(of: "INSIZE", with: "12")
            .replacingOccurrences(of: "INSETS", with: "UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8)"))
        #expect(cell == expected)
    }
}
