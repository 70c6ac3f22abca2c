// ASTableNode's `init()` is a convenience initializer calling its one designated initializer,
// `init(style: .plain)` (ASTableNode.h marks only `initWithStyle:` NS_DESIGNATED_INITIALIZER). A
// subclass that overrides `init(style:)` inherits `init()`, and `ListTable()` runs the override:
// here it is what makes the table show two rows. FlowCrypt's `TableNode()` was "missing argument
// for parameter 'style'". Frames as in table-rows.swift: a row 56 tall, a 0.5 pt separator, the
// table 20 pt under the status bar.
// expect-frame box 8 28 359 40
// expect-frame box#2 8 84.5 359 40
final class ListTable: ASTableNode {
    var rows = 1
    override init(style: UITableView.Style) {
        super.init(style: style)
        assert(style == .plain)
        rows = 2
    }
}

final class Cell: ASCellNode {
    let box = ASDisplayNode()
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        box.style.preferredSize = CGSize(width: 100, height: 40)
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: box)
    }
}

final class ListViewController: ASDKViewController<ListTable>, ASTableDataSource {
    override init() {
        super.init(node: ListTable())
        node.dataSource = self
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { node.rows }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return { Cell() }
    }
}
ListViewController()
