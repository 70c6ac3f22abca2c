// A view controller centring a 120 × 120 box on a 375 × 667 screen.
// expect-frame boxNode 127.5 273.5 120 120
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
