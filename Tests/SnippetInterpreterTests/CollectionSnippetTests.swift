import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// ASCollectionNode and ASPagerNode as real files write them: a flow layout configured in code, a
/// data source giving cells, a delegate giving each item's size range.
@Suite struct CollectionSnippetTests {
    private func children(_ snippet: String) throws -> [FlattenedNode] {
        let result = evaluate(snippet)
        // A controller's collection node says where its items start if they overflow it.
        #expect(result.diagnostics.allSatisfy { $0.severity == .note && $0.message.contains("adjusted content inset") }, "\(result.diagnostics)")
        return try #require(result.layout?.flattened).children
    }

    private static let tile = """
        final class TileCell: ASCellNode {
            init(side: CGFloat) {
                super.init()
                style.preferredSize = CGSize(width: side, height: side)
            }
        }
        """

    @Test func a_grid_controller_draws_its_items_in_flow_lines() throws {
        let frames = try children("""
            \(Self.tile)
            final class GridController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource, ASCollectionDelegate {
                override init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.minimumInteritemSpacing = 5
                    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                    super.init(node: ASCollectionNode(collectionViewLayout: layout))
                    node.dataSource = self
                    node.delegate = self
                }
                required init?(coder: NSCoder) { fatalError() }
                func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 3 }
                func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
                    return { TileCell(side: 100) }
                }
                func collectionNode(_ collectionNode: ASCollectionNode, constrainedSizeForItemAt indexPath: IndexPath) -> ASSizeRange {
                    let width = (collectionNode.bounds.width - 20 - 5) / 2
                    return ASSizeRangeMake(CGSize(width: width, height: 0), CGSize(width: width, height: 200))
                }
            }
            """).map(\.frame)
        // (375 − 20 − 5) / 2 = 175 wide: two per line, justified (gap 5); the third starts the last line.
        #expect(frames.count == 3)
        #expect(frames[0] == Rect(x: 10, y: 10, width: 175, height: 100))
        #expect(frames[1] == Rect(x: 190, y: 10, width: 175, height: 100))
        #expect(frames[2] == Rect(x: 10, y: 120, width: 175, height: 100))
    }

    @Test func a_pager_lays_its_pages_side_by_side_at_its_own_size() throws {
        let frames = try children("""
            \(Self.tile)
            final class Pages: NSObject, ASPagerDataSource {
                func numberOfPages(in pagerNode: ASPagerNode) -> Int { 2 }
                func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode { TileCell(side: 10) }
            }
            let pages = Pages()
            let pager = ASPagerNode()
            pager.dataSource = pages
            pager.style.preferredSize = CGSize(width: 375, height: 200)
            ASWrapperLayoutSpec(layoutElement: pager)
            """).first.map { $0.children.map(\.frame) } ?? []
        #expect(frames == [Rect(x: 0, y: 0, width: 375, height: 200), Rect(x: 375, y: 0, width: 375, height: 200)])
    }
}
