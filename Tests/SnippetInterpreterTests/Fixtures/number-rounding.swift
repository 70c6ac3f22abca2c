// Layout code snaps sizes to points: `rounded()`, `rounded(.down)`, `truncatingRemainder` and
// `squareRoot()` on CGFloat, and Foundation's `floor`, `ceil`, `round`, `sqrt`, `abs`, `pow`
// (each was "no member" or "cannot find", so such code did not run).
// expect-frame node 0 0 33 1
// expect-frame node#2 0 1 33 1
// expect-frame node#3 0 2 34 1
// expect-frame node#4 0 3 10 1
// expect-frame node#5 0 4 12 1
// expect-frame node#6 0 5 33 1
// expect-frame node#7 0 6 34 1
// expect-frame node#8 0 7 33 1
// expect-frame node#9 0 8 5 1
// expect-frame node#10 0 9 25 1
// expect-frame node#11 0 10 8 1
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
    node(floor(width / 3)),
    node(ceil(width / 3)),
    node(round(width / 3)),
    node(sqrt(25)),
    node(abs(-width / 4)),
    node(pow(2, 3)),
]
stack
