// What the TokoFree/UIWorkshop files do that once stopped them: `.none` for an optional colour,
// writing one field of an implicit-self struct property (shadowOffset.height), Bool.toggle(),
// `.zero` for a CGSize parameter, view-controller containment and bar button items (accepted: the
// navigation bar is not the controller's view), and a layer transform (allowed, not drawn: a warning).
// expected-warning@45:5: 'transform' changes what the screen shows, but diagrams do not draw it
// expected-warning@47:13: 'transform' changes what the screen shows, but diagrams do not draw it
// expect-root 375 40
final class BoxNode: ASDisplayNode {
    private var isWide = false

    init(size: CGSize, title: UIColor?) {
        super.init()
        backgroundColor = .none
        shadowOpacity = 0.2
        shadowOffset.height = 2
        isWide.toggle()
        // Definite initialisation: a `let` without a value is assigned once, in each branch.
        let label: String
        if isWide { label = "wide" } else { label = "narrow" }
        DispatchQueue.global().async { print(label) }
        let button = ASButtonNode()
        button.setTitle("short", with: .none, with: .black, for: .normal)
        style.height = ASDimensionMake(0)
        // Queued work has run before the screen shows.
        DispatchQueue.main.async {
            self.style.height = ASDimensionMake(isWide && self.shadowOffset.height == 2 ? 40 + size.width : 0)
        }
    }
}

final class ParentController: ASDKViewController<ASDisplayNode> {
    private let child = ASDKViewController(node: ASDisplayNode())

    override init() {
        super.init(node: ASDisplayNode())
        navigationItem.setRightBarButton(UIBarButtonItem(title: "Real VC", style: .plain, target: self, action: nil), animated: false)
        addChild(child)
        child.didMove(toParent: self)
    }

    required init?(coder: NSCoder) { fatalError() }
}

let box = BoxNode(size: .zero, title: nil)
box.transform = CATransform3DMakeScale(4 / 6, 4 / 6, 1)
let parent = ParentController()
parent.node.transform = CATransform3DMakeScale(4 / 6, 4 / 6, 1)
box
