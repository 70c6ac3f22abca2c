// A table of two cells, each a box inset by 8. A cell gets an exact width of 375 (§3.4), the
// inset passes min 375 − 16 = 359 to the box (§2.3), so its preferred 100 is raised to 359.
// Rows are 56 tall and a 0.5 pt separator (1/scale) follows each, so row two starts at 56.5.
// The table is the controller's view, under the 20-pt status bar: its rows start 20 pt down
// (UIKit adjusts its content inset by its safe area, U15), so each frame below is 20 lower.
// expect-frame boxA 8 28 359 40
// expect-frame boxB 8 84.5 359 40
final class CellA: ASCellNode {
    let boxA = ASDisplayNode()
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        boxA.style.preferredSize = CGSize(width: 100, height: 40)
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: boxA)
    }
}

final class CellB: ASCellNode {
    let boxB = ASDisplayNode()
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        boxB.style.preferredSize = CGSize(width: 100, height: 40)
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: boxB)
    }
}

final class ListViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    override init() {
        super.init(node: ASTableNode(style: .plain))
        node.dataSource = self
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let first = indexPath.row == 0
        return { first ? CellA() : CellB() }
    }
}
