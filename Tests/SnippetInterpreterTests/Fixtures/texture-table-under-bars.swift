// A Texture table as a controller's view in a navigation controller: the node is the view and fills
// the screen under the translucent bar, so its rows start below the status bar and the 44-pt bar,
// at 64 (UIKit adjusts a table's content inset by its safe area, U15). The cell insets its 40-pt
// box by 8: the box is at (8, 64 + 8), 375 − 16 wide.
// expected-warning@1:1: 'FeedViewController' is drawn in a UINavigationController, because the code uses its navigation item or navigation controller, with its navigation bar; the bar is translucent (UIKit's default), so the view runs under it; if your app's bars are opaque, say 'navigationBar: opaque' in course.yml
// expected-warning@1:1: a bar's title and items are drawn at the root view's side margins, 8 pt apart; where UIKit puts them inside the bar is not verified
// expect-frame navigationBar 0 20 375 44
// expect-frame box 8 72 359 40
final class BoxCell: ASCellNode {
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

final class FeedViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    override init() {
        super.init(node: ASTableNode(style: .plain))
        node.dataSource = self
        navigationItem.title = "Feed"
    }
    required init?(coder: NSCoder) { fatalError() }
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { BoxCell() }
}
FeedViewController()
