// A subclass that declares no initializer inherits its superclass's: `Child()` does not exist when
// the superclass needs an inset, so the figure is made as root=auto makes one, with a note.
// expected-warning@15:7: drew Child(inset: 0); add root="Child(inset: 0)" to the fence to choose what is drawn
// expect-root 375 20
class Base: ASDisplayNode {
    let inset: CGFloat
    let box = ASDisplayNode()
    init(inset: CGFloat) {
        self.inset = inset
        super.init()
        automaticallyManagesSubnodes = true
        box.style.preferredSize = CGSize(width: 20, height: 20)
    }
}
class Child: Base {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset), child: box)
    }
}
