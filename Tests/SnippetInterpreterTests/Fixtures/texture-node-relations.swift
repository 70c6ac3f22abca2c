// What real apps read of a node and its table, as Texture declares it: a node's supernode is nil in
// its initializer and the node whose layout holds it once laid out (its didLoad runs then), or the
// node that added it; its `subnodes` are the nodes it added, in order (empty, not nil, before any;
// AsyncDisplay_Study's `subnodes?.forEach { $0.isLayerBacked = true }`); `contentsRect` is the unit rectangle; a cell's accessory is UIKit's to draw
// (a warning); a table's visible nodes and content size are known only after layout, an error only
// where the run reaches them (GoodGame's `scrollToBottom`, TextureFeed's `findPlayableCell`).
// expected-warning@27:9: 'accessoryType' changes what the screen shows, but diagrams do not draw it
// expect-frame badge 0 0 20 20
final class Badge: ASDisplayNode {
    override init() {
        super.init()
        assert(supernode == nil && self.supernode == nil)
        style.preferredSize = CGSize(width: 20, height: 20)
    }
    override func didLoad() {
        super.didLoad()
        assert(supernode is Row && supernode?.supernode == nil)
        assert(contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
final class Row: ASCellNode {
    let badge = Badge()
    let table = ASTableNode()
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        accessoryType = .disclosureIndicator
        assert(subnodes?.isEmpty == true)
        let added = ASDisplayNode()
        addSubnode(added)
        assert(added.supernode === self)
        let first = ASDisplayNode()
        insertSubnode(first, at: 0)
        assert(subnodes?.count == 2 && subnodes?[0] === first && subnodes?[1] === added)
        first.removeFromSupernode()
        assert(first.supernode == nil && subnodes?.count == 1)
        subnodes?.forEach { $0.isLayerBacked = true }
        view.endEditing(true)
    }
    func scrollToBottom() {
        let height = table.view.contentSize.height
        for node in table.visibleNodes { print(node, height) }
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [badge])
    }
}
Row()
