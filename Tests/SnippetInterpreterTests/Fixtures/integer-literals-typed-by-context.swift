// Swift types an integer literal by where it stands: `let half: CGFloat = 7 / 2` is 3.5, as are
// `7 / 2` beside a CGFloat operand, in a CGFloat parameter of the API (`UIEdgeInsets(top:)`) or of
// the code's own function, and a CGFloat parameter given 7 holds 7.0. Worked out as Ints they were
// 3, a figure off by half a point or more with a green build. Int arithmetic stays Int.
// CGSize also has `init(width: Int, height: Int)`, and Swift prefers the overload that keeps
// literals Ints: `CGSize(width: 7 / 2, height: 1)` is 3 wide; beside a CGFloat (`height: inset`) or
// a decimal literal the CGFloat overload is the one that fits, and it is 3.5.
// expect-frame node 0 0 3.5 1
// expect-frame node#2 0 1 33.5 1
// expect-frame node#3 0 2 33.5 1
// expect-frame node#4 0 3 3.5 1
// expect-frame plain 0 4 3 1
// expect-frame node#5 0 5 2 1
// expect-frame mixed 0 6 3.5 30
// expect-frame decimal 0 36 3.5 1.5
// expect-frame inner 3 41 0 0
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
let mixed = ASDisplayNode()
mixed.style.preferredSize = CGSize(width: 7 / 2, height: inset)
let decimal = ASDisplayNode()
decimal.style.preferredSize = CGSize(width: 7 / 2, height: 1.5)
let inner = ASDisplayNode()
let padded = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 7 / 2, left: 3, bottom: 0, right: 3), child: inner)

let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = nodes + [mixed, decimal, padded]
stack
