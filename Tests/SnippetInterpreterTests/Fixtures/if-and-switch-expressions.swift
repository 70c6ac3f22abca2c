// Swift 5.9's `if` and `switch` expressions: a getter or function whose one statement is a
// `switch` returns the value of the branch taken, and `let side = if … else …` binds it. The
// getter was "missing return", and the binding was empty.
// expect-frame node 0 0 12 12
// expect-frame node#2 0 12 40 24
// expect-frame other 0 36 8 8
enum Size {
    case small, large

    var side: CGFloat {
        switch self {
        case .small: 12
        case .large: 40
        }
    }
}

func height(for size: Size) -> CGFloat {
    if size == .small { 12 } else if size == .large { 24 } else { 0 }
}

func node(_ size: Size) -> ASDisplayNode {
    let node = ASDisplayNode()
    node.style.preferredSize = CGSize(width: size.side, height: height(for: size))
    return node
}

let small = node(.small)
let large = node(.large)
let other = ASDisplayNode()
let side: CGFloat = if small.style.preferredSize.width > 100 { 50 } else { 8 }
other.style.preferredSize = CGSize(width: side, height: side)

let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [small, large, other]
stack
