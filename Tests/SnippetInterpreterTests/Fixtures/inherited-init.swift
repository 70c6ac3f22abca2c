// A class that declares no initializer inherits its superclass's, and a subclass is laid out rather
// than the base class declared before it. DetailController() runs BaseController's init(), which
// gives it its node; viewDidLoad then configures that node from an extension method. The 20 × 20 box
// is centred in the 375 × 667 view: x = (375 − 20) / 2 = 177.5, y = (667 − 20) / 2 = 323.5.
// expect-root 375 667
// expect-frame box 177.5 323.5 20 20
class BaseController: ASDKViewController<ASDisplayNode> {
    override init() {
        super.init(node: ASDisplayNode())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class DetailController: BaseController {
    override func viewDidLoad() {
        super.viewDidLoad()
        configure()
    }
}

extension DetailController {
    private func configure() {
        let box = ASDisplayNode()
        box.style.preferredSize = CGSize(width: 20, height: 20)
        node.addSubnode(box)
        node.layoutSpecBlock = { _, _ in
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: box)
        }
    }
}
