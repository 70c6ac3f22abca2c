// A node controller's viewDidLayoutSubviews() is UIKit's hook after layout, which diagrams run for a
// UIKit controller but not yet for Texture's: what it sets is a warning, not silently missing.
// expected-warning@14:9: 'backgroundColor' is set in viewDidLayoutSubviews(), which UIKit runs after layout; diagrams do not run it, so this change is not drawn
final class FeedController: ASDKViewController<ASDisplayNode> {
    let banner = ASDisplayNode()
    override init() {
        super.init(node: ASDisplayNode())
        node.addSubnode(banner)
        node.backgroundColor = .white
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        banner.backgroundColor = .red
    }
}
FeedController()
