// What public Texture projects use, accepted as the SDK accepts it: hooks a diagram does not run
// warn when they change what is drawn, a frame set by hand is said not to be drawn, and API that is
// deprecated but not removed (UIActivityIndicatorView's .gray) still compiles.
// expected-warning@39:15: 'frame' changes what the screen shows, but diagrams do not draw it
// expected-warning@18:9: 'backgroundColor' is set in willEnterHierarchy(), which iOS runs when the node joins a window; diagrams do not run it, so this change is not drawn
// expected-warning@1:1: 'ListController' is drawn in a UINavigationController, because the code uses its navigation item or navigation controller, with its navigation bar; the bar is translucent (UIKit's default), so the view runs under it; if your app's bars are opaque, say 'navigationBar: opaque' in course.yml
// expected-warning@1:1: a bar's title and items are drawn at the root view's side margins, 8 pt apart; where UIKit puts them inside the bar is not verified
final class BadgeNode: ASDisplayNode {
    let label = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        label.attributedText = NSAttributedString(string: String(format: "%d of %d", 3, 12))
    }

    override func willEnterHierarchy() {
        backgroundColor = .systemRed
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), child: label)
    }
}

final class ListController: ASDKViewController<ASDisplayNode> {
    let badge = BadgeNode()
    let spinner = UIActivityIndicatorView(style: .gray)

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.backgroundColor = .white
        node.layoutSpecBlock = { [unowned self] _, _ in ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.badge) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
        if badge.isNodeLoaded && badge.accessibilityIdentifier == nil { badge.accessibilityIdentifier = "badge" }
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
