// Members of Texture and UIKit that apps of the fresh corpus use, as their headers declare them: a
// node's bounds set by hand and a node added to a plain view are warnings (figures draw neither);
// a collection's scroll indicators and bounce are inert; `present` and `dismiss` take no completion.
// expected-warning@16:9: 'addSubnode' changes what the screen shows, but diagrams do not draw it
// expected-warning@12:14: 'bounds' changes what the screen shows, but diagrams do not draw it
// expect-frame grid 0 0 40 30
final class HeaderNode: ASDisplayNode {
    let grid = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        self.bounds = CGRect(x: 0, y: 0, width: 100, height: 250)
        grid.showsHorizontalScrollIndicator = grid.alwaysBounceHorizontal
        grid.alwaysBounceHorizontal = !grid.showsVerticalScrollIndicator
        let host = UIView()
        host.addSubnode(ASDisplayNode())
        grid.style.preferredSize = CGSize(width: 40, height: 30)
    }
    func show(_ controller: UIViewController) {
        controller.present(UIViewController(), animated: true)
        controller.dismiss(animated: false)
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [grid])
    }
}
