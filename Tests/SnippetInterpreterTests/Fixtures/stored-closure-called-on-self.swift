// A stored closure of implicit self is called by its name, as VATextureKit's
// `lazy var child = childGetter()` does: the call looked for a function and found none.
// expect-frame tile 0 0 30 30
// expect-frame child 0 30 10 10
final class Tile: ASDisplayNode {
    let makeChild: () -> ASDisplayNode
    lazy var child = makeChild()

    init(builder: @escaping () -> ASDisplayNode) {
        makeChild = builder
        super.init()
        style.preferredSize = CGSize(width: 30, height: 30)
        child.style.preferredSize = CGSize(width: 10, height: 10)
    }
}

let tile = Tile { ASDisplayNode() }
let child = tile.child
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [tile, child]
stack
