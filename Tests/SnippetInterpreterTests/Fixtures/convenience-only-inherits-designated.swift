// A class that declares only convenience initializers inherits its superclass's designated ones, as
// Swift gives them (VATextureKit's VASimpleDisplayNode with `convenience init(viewGetter:)`).
// expect-frame box 0 0 30 10
// expect-frame square 0 10 12 12
// expect-root 375 22
class SimpleNode: ASDisplayNode {
    convenience init(side: CGFloat) {
        self.init()
        style.preferredSize = CGSize(width: side, height: side)
    }
}
final class BoxNode: SimpleNode {
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 30, height: 10)
    }
}
let box = BoxNode()
let square = SimpleNode(side: 12)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box, square])
