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

    /// A cell reads where it was placed once its collection placed it (nil in its initializer, as
    /// on a device): each row is taller than the one before.
    @Test func a_cell_knows_its_index_path_when_it_is_laid_out() throws {
        let frames = try children("""
            final class StepCell: ASCellNode {
                var placedInInit = true
                override init() {
                    super.init()
                    placedInInit = indexPath != nil
                }
                override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                    let row = CGFloat(indexPath?.row ?? 0)
                    style.preferredSize = CGSize(width: 40, height: placedInInit ? 1 : 10 + 10 * row)
                    return ASLayoutSpec()
                }
            }
            final class Steps: ASCollectionDataSource {
                func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 3 }
                func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode { StepCell() }
            }
            let steps = Steps()
            let layout = UICollectionViewFlowLayout()
            layout.minimumLineSpacing = 0
            let collection = ASCollectionNode(collectionViewLayout: layout)
            collection.dataSource = steps
            collection.style.preferredSize = CGSize(width: 40, height: 100)
            ASWrapperLayoutSpec(layoutElement: collection)
            """).first?.children.map(\.frame) ?? []
        #expect(frames.map(\.size.height) == [10, 20, 30])
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

    /// `ASPagerNode(collectionViewLayout:)` with an `ASPagerFlowLayout` (snoogle's media pager): it
    /// was "extra argument 'collectionViewLayout'". Pages follow the layout's scroll direction.
    @Test func a_pager_made_with_its_flow_layout_follows_its_direction() throws {
        func frames(_ direction: String) throws -> [Rect] {
            try children("""
                \(Self.tile)
                final class Pages: NSObject, ASPagerDataSource {
                    func numberOfPages(in pagerNode: ASPagerNode) -> Int { 2 }
                    func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode { TileCell(side: 10) }
                }
                let pages = Pages()
                let layout = ASPagerFlowLayout()
                layout.scrollDirection = .\(direction)
                layout.minimumLineSpacing = 0
                let pager = ASPagerNode(collectionViewLayout: layout)
                pager.dataSource = pages
                pager.style.preferredSize = CGSize(width: 375, height: 200)
                ASWrapperLayoutSpec(layoutElement: pager)
                """).first.map { $0.children.map(\.frame) } ?? []
        }
        #expect(try frames("horizontal").last == Rect(x: 375, y: 0, width: 375, height: 200))
        #expect(try frames("vertical").last == Rect(x: 0, y: 200, width: 375, height: 200))
    }

    /// `collectionNode.collectionViewLayout as? UICollectionViewFlowLayout` (snoogle's tag slider sets
    /// its item size through it): it was "has no member 'collectionViewLayout'". What is set through
    /// it places the items.
    @Test func a_collection_nodes_layout_is_read_and_configured_through_it() throws {
        let frames = try children("""
            \(Self.tile)
            final class Tiles: NSObject, ASCollectionDataSource {
                func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 2 }
                func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode { TileCell(side: 10) }
            }
            let tiles = Tiles()
            let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
            if let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout {
                flow.itemSize = CGSize(width: 150, height: 40)
                flow.scrollDirection = .vertical
            }
            collection.dataSource = tiles
            collection.style.preferredSize = CGSize(width: 375, height: 200)
            ASWrapperLayoutSpec(layoutElement: collection)
            """).first.map { $0.children.map(\.frame) } ?? []
        // Two 150-pt items fit 375 (a third would need 470): justified, the second at 375 − 150.
        #expect(frames == [Rect(x: 0, y: 0, width: 150, height: 40), Rect(x: 225, y: 0, width: 150, height: 40)])
    }

    /// A cell node backed by a view of the app's (Bookwitty's `self.init(viewBlock:)` in an ASCellNode
    /// subclass): ASCellNode keeps ASDisplayNode's `init(viewBlock:)`, which the checker had hidden
    /// behind ASCellNode's own initializers ("expected 'viewControllerBlock:'"). It is drawn as a box,
    /// with a warning; the didLoad variant, which Texture marks unavailable on cells, stays an error.
    @Test func a_cell_node_keeps_the_view_block_initializer() {
        let result = evaluate("""
            final class WebContentNode: ASCellNode {
                convenience override init() {
                    self.init(viewBlock: { () -> UIView in UIView() })
                    style.preferredSize = CGSize(width: 100, height: 40)
                }
            }
            WebContentNode()
            """)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let unavailable = evaluate("let cell = ASCellNode(viewBlock: { UIView() }, didLoad: nil)\ncell")
        #expect(unavailable.diagnostics.first?.severity == .error, "\(unavailable.diagnostics)")
    }

    /// A collection node with `layout`, three 100-point tiles and a 375 × 200 frame; `declarations`
    /// come first (the layout class).
    private static func grid(_ layout: String, _ declarations: String = "") -> String {
        """
        \(tile)
        \(declarations)
        final class Tiles: NSObject, ASCollectionDataSource {
            func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode { TileCell(side: 100) }
        }
        let tiles = Tiles()
        let grid = ASCollectionNode(collectionViewLayout: \(layout))
        grid.dataSource = tiles
        grid.style.preferredSize = CGSize(width: 375, height: 200)
        ASWrapperLayoutSpec(layoutElement: grid)
        """
    }

    /// A data source answering more items than a diagram can draw is an error, however large the
    /// count (Int.max crashed the run: the count went through a Double into Int).
    @Test func a_huge_item_count_is_an_error_not_a_crash() {
        let result = evaluate(Self.grid("UICollectionViewFlowLayout()").replacingOccurrences(of: "Int { 3 }", with: "Int { Int.max }"))
        #expect(result.layout == nil)
        #expect(result.diagnostics.map(\.message) == ["9223372036854775807 collection items are too many for a diagram (at most 200)"])
    }

    /// UIKit's base layout class places no item; an app subclasses it to place them by code.
    @Test func the_base_layout_class_shows_no_items() throws {
        let frames = try children(Self.grid("UICollectionViewLayout()")).first.map { $0.children.map(\.frame) }
        #expect(frames == [])
    }

    /// A layout subclass that gives no attributes places no item, as UIKit's base class does (it was
    /// an error that the layout places items by code of its own).
    @Test(arguments: [
        "override func prepare() { super.prepare() }",
        "override var collectionViewContentSize: CGSize { CGSize(width: 375, height: 900) }",
    ])
    func a_layout_that_gives_no_attributes_shows_no_items(member: String) throws {
        let mosaic = """
            final class Mosaic: UICollectionViewLayout {
                \(member)
            }
            """
        let frames = try children(Self.grid("Mosaic()", mosaic)).first.map { $0.children.map(\.frame) }
        #expect(frames == [])
    }

    /// A layout of the app's own (Texture's mosaic sample): UIKit asks it, once the collection has
    /// its bounds, to prepare and then for each item's attributes, and each cell node fills the frame
    /// they give. Two columns of the 375-point collection, 10 apart; each tile goes to the shorter
    /// column and is as tall as its index says (60, 80, 100).
    @Test func a_layout_of_the_apps_own_places_each_item_at_its_attributes_frame() throws {
        let columns = """
            final class Columns: UICollectionViewLayout {
                var cached: [UICollectionViewLayoutAttributes] = []
                override func prepare() {
                    super.prepare()
                    guard let collectionView = collectionView else { return }
                    cached = []
                    let width = (collectionView.bounds.width - 10) / 2
                    var heights: [CGFloat] = [0, 0]
                    for item in 0..<collectionView.numberOfItems(inSection: 0) {
                        let column = heights[0] <= heights[1] ? 0 : 1
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                        attributes.frame = CGRect(x: CGFloat(column) * (width + 10), y: heights[column], width: width, height: CGFloat(60 + 20 * item))
                        heights[column] = attributes.frame.maxY + 10
                        cached.append(attributes)
                    }
                }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    cached.filter { $0.frame.intersects(rect) }
                }
                override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: 400) }
            }
            """
        let frames = try children(Self.grid("Columns()", columns)).first.map { $0.children.map(\.frame) } ?? []
        #expect(frames == [
            Rect(x: 0, y: 0, width: 182.5, height: 60),
            Rect(x: 192.5, y: 0, width: 182.5, height: 80),
            Rect(x: 0, y: 70, width: 182.5, height: 100),
        ])
    }

    /// UIKit shows what `layoutAttributesForElements(in:)` answers; a layout that answers only
    /// `layoutAttributesForItem(at:)` shows no item on a device (the base class's answer is nil), and
    /// none in the figure, with a warning that says why.
    @Test func a_layout_answering_only_for_items_shows_none() throws {
        let diagonal = """
            final class Diagonal: UICollectionViewLayout {
                override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
                    return attributes
                }
            }
            """
        let result = evaluate(Self.grid("Diagonal()", diagonal))
        let frames = try #require(result.layout?.flattened).children.first.map { $0.children.map(\.frame) }
        #expect(frames == [])
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.location?.line == 8
            && $0.message.hasPrefix("'Diagonal' answers layoutAttributesForItem(at:) but not layoutAttributesForElements(in:)") }, "\(result.diagnostics)")
    }

    /// Setting `size` keeps the centre, and `center` keeps the size, as UIKit's attributes do.
    @Test func attributes_resize_about_their_centre() throws {
        let centred = """
            final class Centred: UICollectionViewLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    (0..<2).map { item in
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                        attributes.center = CGPoint(x: 50 + CGFloat(item) * 100, y: 50 + CGFloat(item) * 50)
                        attributes.size = CGSize(width: 40, height: 20)
                        return attributes
                    }
                }
            }
            """
        let frames = try children(Self.grid("Centred()", centred)).first.map { $0.children.map(\.frame) } ?? []
        // The third item gets no attributes: UIKit shows no cell for it.
        #expect(frames == [Rect(x: 30, y: 40, width: 40, height: 20), Rect(x: 130, y: 90, width: 40, height: 20)])
    }

    /// A header the data source gives for a registered kind goes where the layout's supplementary
    /// attributes put it; a layout inspector is accepted with a layout of the app's own and refused
    /// with a flow layout, where it would size the items by code.
    @Test func a_header_goes_where_its_attributes_put_it_and_an_inspector_needs_such_a_layout() throws {
        let snippet = """
            final class Banner: UICollectionViewLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                                  with: IndexPath(item: 0, section: 0))
                    header.frame = CGRect(x: 20, y: 5, width: 300, height: 30)
                    let items = (0..<2).map { item in
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                        attributes.frame = CGRect(x: 0, y: 40 + CGFloat(item) * 50, width: 100, height: 40)
                        return attributes
                    }
                    return [header] + items
                }
            }
            final class Inspector: NSObject, ASCollectionViewLayoutInspecting {
                func collectionView(_ collectionView: ASCollectionView, constrainedSizeForNodeAt indexPath: IndexPath) -> ASSizeRange { ASSizeRangeMake(.zero, CGSize(width: 100, height: 40)) }
                func collectionView(_ collectionView: ASCollectionView, constrainedSizeForSupplementaryNodeOfKind kind: String, at indexPath: IndexPath) -> ASSizeRange { ASSizeRangeMake(.zero, CGSize(width: 300, height: 30)) }
                func collectionView(_ collectionView: ASCollectionView, numberOfSectionsForSupplementaryNodeOfKind kind: String) -> UInt { 1 }
                func collectionView(_ collectionView: ASCollectionView, supplementaryNodesOfKind kind: String, inSection section: UInt) -> UInt { 1 }
                func scrollableDirections() -> ASScrollDirection { [.up, .down] }
            }
            final class Source: NSObject, ASCollectionDataSource {
                func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { 2 }
                func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode { ASCellNode() }
                func collectionNode(_ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> ASCellNode {
                    let title = ASTextCellNode()
                    title.text = "Section"
                    return title
                }
            }
            let source = Source()
            let inspector = Inspector()
            let grid = ASCollectionNode(collectionViewLayout: LAYOUT)
            grid.dataSource = source
            grid.layoutInspector = inspector
            grid.registerSupplementaryNode(ofKind: UICollectionView.elementKindSectionHeader)
            grid.style.preferredSize = CGSize(width: 375, height: 200)
            ASWrapperLayoutSpec(layoutElement: grid)
            """
        let frames = try children(snippet.replacingOccurrences(of: "LAYOUT", with: "Banner()")).first.map { $0.children.map(\.frame) } ?? []
        #expect(frames == [Rect(x: 20, y: 5, width: 300, height: 30), Rect(x: 0, y: 40, width: 100, height: 40), Rect(x: 0, y: 90, width: 100, height: 40)])
        let flow = evaluate(snippet.replacingOccurrences(of: "LAYOUT", with: "UICollectionViewFlowLayout()"))
        #expect(flow.diagnostics.map(\.message).first?.hasPrefix("'layoutInspector' of a collection with a flow layout sizes its items by code of its own") == true,
                "\(flow.diagnostics)")
        #expect(flow.diagnostics.first?.location?.line == 34)
    }

    /// A flow layout subclass whose prepare() changes its settings from the bounds would draw a grid of
    /// other sizes if its code were not run: an error at prepare().
    @Test func a_flow_subclass_preparing_its_settings_is_an_error_at_prepare() {
        let flow = """
            final class Halves: UICollectionViewFlowLayout {
                override func prepare() {
                    super.prepare()
                    itemSize = CGSize(width: (collectionView?.bounds.width ?? 0) / 2, height: 50)
                }
            }
            """
        let result = evaluate(Self.grid("Halves()", flow))
        #expect(result.layout == nil)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.location?.line == 8 && $0.message.hasPrefix("'prepare()' of a UICollectionViewFlowLayout subclass is not run") },
                "\(result.diagnostics)")
    }

    /// A flow layout subclass that only sets the flow layout's properties is a flow layout (it was
    /// an error: the subclass had none of them).
    @Test func a_flow_layout_subclass_that_only_configures_is_a_flow_layout() throws {
        let flow = """
            final class Tiled: UICollectionViewFlowLayout {
                override init() {
                    super.init()
                    minimumInteritemSpacing = 5
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let frames = try children(Self.grid("Tiled()", flow)).first.map { $0.children.map(\.frame) } ?? []
        // Three 100-point tiles fit one line of 375 at the spacing the subclass set (5, not UIKit's
        // 10), and a fourth would not (415): the line is full, its gaps (375 − 300) / 2.
        #expect(frames.count == 3)
        #expect(frames.first == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(frames.last == Rect(x: 275, y: 0, width: 100, height: 100))
    }
}

/// Sections of a collection node: each starts a new line after the previous one's bottom inset, with
/// the header the data source gives when the collection registered the kind, measured in the
/// delegate's size range (else the layout's headerReferenceSize, exactly); a table draws the rows of
/// every section. Items used to come from section 0 only, whatever numberOfSections said.
@Suite struct CollectionSectionTests {
    private static func grid(sections: String, header: String) -> String {
        """
        final class TileCell: ASCellNode {
            init(side: CGFloat) {
                super.init()
                style.preferredSize = CGSize(width: side, height: side)
            }
        }
        final class HeaderCell: ASCellNode {
            override init() {
                super.init()
                style.height = ASDimensionMake(30)
            }
        }
        final class Grid: NSObject, ASCollectionDataSource, ASCollectionDelegateFlowLayout {
            func numberOfSections(in collectionNode: ASCollectionNode) -> Int { \(sections) }
            func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { section == 0 ? 2 : 1 }
            func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
                TileCell(side: indexPath.section == 0 ? 100 : 50)
            }
            func collectionNode(_ collectionNode: ASCollectionNode, nodeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> ASCellNode {
                HeaderCell()
            }
            \(header)
        }
        let grid = Grid()
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        let collection = ASCollectionNode(collectionViewLayout: layout)
        collection.registerSupplementaryNode(ofKind: UICollectionView.elementKindSectionHeader)
        collection.dataSource = grid
        collection.delegate = grid
        collection.style.preferredSize = CGSize(width: 375, height: 400)
        ASWrapperLayoutSpec(layoutElement: collection)
        """
    }

    private func frames(_ snippet: String) throws -> [Rect] {
        let result = evaluate(snippet)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.layout?.flattened).children.first.map { $0.children.map(\.frame) } ?? []
    }

    @Test func a_second_section_starts_below_the_first_with_its_header() throws {
        let frames = try frames(Self.grid(sections: "2", header: """
            func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int) -> ASSizeRange {
                    section == 0 ? ASSizeRangeZero : ASSizeRangeUnconstrained
                }
            """))
        // Section 0 (no header: a zero range): 10 + 100 + 10 = 120 tall; its two equal tiles are
        // spaced as a full line of three would be, (355 − 300) / 2 = 27.5 apart. Section 1: its
        // header (30, as it measures), then the inset: its tile at 120 + 30 + 10.
        #expect(frames == [
            Rect(x: 10, y: 10, width: 100, height: 100), Rect(x: 137.5, y: 10, width: 100, height: 100),
            Rect(x: 0, y: 120, width: 375, height: 30), Rect(x: 10, y: 160, width: 50, height: 50),
        ])
    }

    /// The delegate's UIKit flow-layout methods give each section its own inset and spacing (they
    /// were not asked: every section had the layout's).
    @Test func the_delegate_gives_each_section_its_inset_and_spacing() throws {
        let frames = try frames(Self.grid(sections: "2", header: """
            func collectionNode(_ collectionNode: ASCollectionNode, sizeRangeForHeaderInSection section: Int) -> ASSizeRange { ASSizeRangeZero }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                    section == 0 ? UIEdgeInsets(top: 20, left: 30, bottom: 5, right: 30) : .zero
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 4 }
            """))
        // Section 0: 20 down, 30 in; at a minimum spacing of 4 a full line holds three tiles
        // (308 ≤ 315), so the second is (315 − 300) / 2 = 7.5 after the first; 20 + 100 + 5 = 125
        // tall. Section 1: no inset, its tile at 125.
        #expect(frames == [Rect(x: 30, y: 20, width: 100, height: 100), Rect(x: 137.5, y: 20, width: 100, height: 100), Rect(x: 0, y: 125, width: 50, height: 50)])
    }

    @Test func without_a_delegate_range_the_layouts_reference_size_is_exact() throws {
        let frames = try frames(Self.grid(sections: "1", header: ""))
        // The two equal tiles are spaced as a full line of three: (355 − 300) / 2 = 27.5 apart.
        #expect(frames == [Rect(x: 0, y: 0, width: 375, height: 44), Rect(x: 10, y: 54, width: 100, height: 100), Rect(x: 137.5, y: 54, width: 100, height: 100)])
    }

    @Test func a_table_draws_the_rows_of_every_section() throws {
        let result = evaluate("""
            final class Row: ASCellNode {
                override init() {
                    super.init()
                    style.height = ASDimensionMake(40)
                }
            }
            final class Rows: NSObject, ASTableDataSource {
                func numberOfSections(in tableNode: ASTableNode) -> Int { 3 }
                func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { section + 1 }
                func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { Row() }
                func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section" }
            }
            let rows = Rows()
            let table = ASTableNode()
            table.dataSource = rows
            table.style.preferredSize = CGSize(width: 375, height: 400)
            ASWrapperLayoutSpec(layoutElement: table)
            """)
        #expect(result.diagnostics.map(\.message) == ["a table's section headers and footers are not drawn: the figure shows its rows one after another"])
        #expect(result.diagnostics.first?.location?.line == 11)
        let rows = try #require(result.layout?.flattened).children.first?.children ?? []
        #expect(rows.count == 6)
    }

    /// GoodGame's `scrollToTop` reads the table's offset and scrolls: the offset reads the origin
    /// until set, then what was set; scrolling is not drawn, and says so.
    @Test func a_table_or_collection_offset_reads_the_origin_and_scrolling_is_a_warning() throws {
        let result = evaluate("""
            let table = ASTableNode()
            let grid = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
            let start = table.contentOffset.x + table.contentInset.top + grid.contentOffset.y + grid.contentInset.left
            table.contentOffset = CGPoint(x: 3, y: 4)
            let moved = table.contentOffset.y
            table.setContentOffset(CGPoint(x: table.contentOffset.x, y: 0), animated: true)
            table.style.preferredSize = CGSize(width: 10 + start + moved, height: 20)
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: table)
            """)
        #expect(result.layout?.absoluteFrames.first { $0.name == "table" }?.frame.size == Size(width: 14, height: 20))
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning }, "\(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.message.contains("setContentOffset") })
        #expect(result.diagnostics.contains { $0.message.contains("contentOffset") && !$0.message.contains("setContentOffset") })
    }
}
