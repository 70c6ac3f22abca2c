// Enum patterns as Swift writes them: `case let .fixed(value)` binds the payload (it matched
// nothing, so the `switch` fell to another case and drew the wrong size, with a green build);
// `.fixed(0)` compares it (it matched every `.fixed`); and `if case` / `guard case` test one
// (they were "not supported").
// expect-frame node 0 0 30 30
// expect-frame node#2 0 30 5 5
// expect-frame node#3 0 35 44 44
// expect-frame node#4 0 79 60 20
enum Radius {
    case fixed(CGFloat)
    case proportional(percent: CGFloat)
}

func side(_ radius: Radius) -> CGFloat {
    switch radius {
    case .fixed(0): return 5
    case let .fixed(value): return value
    case .proportional(let percent): return percent
    }
}

func node(width: CGFloat, height: CGFloat) -> ASDisplayNode {
    let node = ASDisplayNode()
    node.style.preferredSize = CGSize(width: width, height: height)
    return node
}

let a = node(width: side(.fixed(30)), height: side(.fixed(30)))
let b = node(width: side(.fixed(0)), height: side(.fixed(0)))
var proportional: CGFloat = 0
if case let .proportional(percent) = Radius.proportional(percent: 44) {
    proportional = percent
}
let c = node(width: proportional, height: side(Radius.fixed(44)))

func wide(_ radius: Radius) -> CGFloat {
    guard case .fixed(let value) = radius, value > 1 else { return 0 }
    return value * 2
}
let d = node(width: wide(.fixed(30)), height: 20 + wide(.proportional(percent: 9)))

let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [a, b, c, d]
stack
