// Layout code snaps sizes to points: `rounded()`, `rounded(.down)`, `truncatingRemainder` and
// `squareRoot()` on CGFloat (each was "no member", so such code did not run).
// expect-frame node 0 0 33 1
// expect-frame node#2 0 1 33 1
// expect-frame node#3 0 2 34 1
// expect-frame node#4 0 3 10 1
// expect-frame node#5 0 4 12 1
func node(_ width: CGFloat) -> ASDisplayNode {
    let node = ASDisplayNode()
    node.style.preferredSize = CGSize(width: width, height: 1)
    return node
}

let width: CGFloat = 100
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [
    node((width / 3).rounded()),
    node((width / 3).rounded(.down)),
    node((width / 3).rounded(.up)),
    node(width.truncatingRemainder(dividingBy: 30)),
    node(CGFloat(144).squareRoot()),
]
stack
