// A view controller centring a 120 × 120 box on a 375 × 667 screen.
// expect-frame boxNode 127.5 273.5 120 120
// expected-warning@1:1: 'BoxViewController' is drawn in a UINavigationController, because the code uses its navigation item or navigation controller, with its navigation bar; the bar is translucent (UIKit's default), so the view runs under it; if your app's bars are opaque, say 'navigationBar: opaque' in course.yml
// expected-warning@1:1: a bar's title and items are drawn at the root view's side margins, 8 pt apart; where UIKit puts them inside the bar is not verified
final class BoxViewController: ASDKViewController<ASDisplayNode> {
    private let boxNode = ASDisplayNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        boxNode.backgroundColor = .systemBlue
        boxNode.style.preferredSize = CGSize(width: 120, height: 120)
        node.layoutSpecBlock = { [weak self] _, _ in
            guard let self else { return ASLayoutSpec() }
            return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.boxNode)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Box"
    }
}
