// A Texture table whose view says `.never` keeps its rows at the top of the controller's view, under
// the translucent bar and the status bar (UIKit adjusts a scroll view's content inset unless its
// behaviour is `.never`), where the default starts them at 64 (texture-table-under-bars.swift).
// expected-warning@1:1: 'FeedViewController' is drawn in a UINavigationController, because the code uses its navigation item or navigation controller, with its navigation bar; the bar is translucent (UIKit's default), so the view runs under it; if your app's bars are opaque, say 'navigationBar: opaque' in course.yml
// expected-warning@1:1: a bar's title and items are drawn at the root view's side margins, 8 pt apart; where UIKit puts them inside the bar is not verified
// expect-frame navigationBar 0 20 375 44
// expect-frame box 8 8 359 40
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
    override func viewDidLoad() {
        super.viewDidLoad()
        node.view.contentInsetAdjustmentBehavior = .never
        assert(node.view.contentInsetAdjustmentBehavior == .never)
    }
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { BoxCell() }
}
FeedViewController()
