// A node class as it is written in an iOS project: a closure-initialised property (its node is
// named after the property, not the closure's local), #imageLiteral, a multi-line string, CGColor,
// required init?(coder:), didLoad/layout overrides and an @objc action, all accepted.
// Worked out with the placeholder measurer (7 pt per character at 14 pt, 17.5 pt lines): the bio
// is two 16-character lines, 112 × 35. The root is exactly 375 wide, so the inset leaves 343; the
// row is 40 tall (the avatar) and centres the bio at (40 − 35) / 2 = 2.5.
// didLoad() runs (as when the view loads); layout() does not, and what it sets is a warning.
// expected-warning@51:9: 'cornerRadius' is set in layout(), which iOS runs after layout; diagrams do not run it, so this change is not drawn
// expect-frame avatarNode 16 16 40 40
// expect-frame bioNode 68 18.5 112 35
// expect-root 375 72
final class ProfileNode: ASDisplayNode {
    private let avatarNode: ASImageNode = {
        let node = ASImageNode()
        node.image = #imageLiteral(resourceName: "avatar")
        node.style.preferredSize = CGSize(width: 40, height: 40)
        node.cornerRadius = 20
        node.borderWidth = 1
        node.borderColor = UIColor(white: 0, alpha: 0.1).cgColor
        return node
    }()
    private let bioNode = ASTextNode()
    private var isCompact = false

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        let bio = """
        Designs layouts.
        Teaches Texture.
        """
        bioNode.attributedText = NSAttributedString(string: bio, attributes: [
            .font: UIFont.systemFont(ofSize: 14),
            .foregroundColor: UIColor.label.withAlphaComponent(0.8),
        ])
        backgroundColor = .systemBackground
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func didLoad() {
        super.didLoad()
        layer.shadowOpacity = 0.2
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    override func layout() {
        super.layout()
        avatarNode.cornerRadius = avatarNode.bounds.height / 2
    }

    @objc private func tapped() {
        isCompact.toggle()
        setNeedsLayout()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let stack = ASStackLayoutSpec.horizontal()
        stack.spacing = 12
        stack.alignItems = .center
        stack.children = [avatarNode, bioNode]
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: stack)
    }
}

// Swizzling code names a property's setter: there `UIView.frame` is the instance property.
extension UIView {
    static let frameSetter = #selector(setter: UIView.frame)
}
