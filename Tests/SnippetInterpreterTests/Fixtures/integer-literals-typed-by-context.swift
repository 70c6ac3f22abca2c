// Swift types an integer literal by where it stands: `let half: CGFloat = 7 / 2` is 3.5, as are
// `7 / 2` beside a CGFloat operand, in a CGFloat parameter of the API (`CGSize(width:)`) or of
// the code's own function, and a CGFloat parameter given 7 holds 7.0. Worked out as Ints they were
// 3, a figure off by half a point or more with a green build. Int arithmetic stays Int.
// expect-frame node 0 0 3.5 1
// expect-frame node#2 0 1 33.5 1
// expect-frame node#3 0 2 33.5 1
// expect-frame node#4 0 3 3.5 1
// expect-frame plain 0 4 3.5 1
// expect-frame node#5 0 5 2 1
func node(_ width: CGFloat) -> ASDisplayNode {
    let node = ASDisplayNode()
    node.style.preferredSize = CGSize(width: width, height: 1)
    return node
}

func halved(_ value: CGFloat) -> CGFloat { value / 2 }

let inset: CGFloat = 30
let half: CGFloat = 7 / 2
let count = 5
let plain = ASDisplayNode()

let nodes = [
    node(half),
    node(7 / 2 + inset),
    node(CGFloat(67) / 2),
    node(halved(7)),
    plain,
    node(CGFloat(count / 2)),
]
plain.style.preferredSize = CGSize(width: 7 / 2, height: 1)

let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = nodes
stack
