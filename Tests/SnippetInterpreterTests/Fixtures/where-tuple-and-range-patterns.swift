// `where` clauses decide, in a switch and a for-in: they were ignored, so `case let x where x > 100`
// matched every value and `for node in nodes where …` ran for all of them, drawing the wrong
// sizes with a green build. Tuple patterns (`case (0, _)`) and range patterns (`case 0..<10`)
// match as Swift's `~=` does (they were an error), and `for case` takes only matching items.
// expect-frame node 0 0 10 4
// expect-frame node#2 0 4 20 4
// expect-frame node#3 0 8 30 4
// expect-frame node#4 0 12 40 4
// expect-frame node#5 0 16 50 4
// expect-frame node#6 0 20 60 4
// expect-frame node#7 0 24 99 4
// expect-frame node#8 0 28 99 4
// expect-frame node#9 0 32 33 4
func side(_ n: Int) -> CGFloat {
    switch n {
    case let x where x > 100: return 1
    case 0..<10: return 2
    case 10...20: return 3
    default: return 4
    }
}

func pair(_ a: Int, _ b: Int) -> CGFloat {
    switch (a, b) {
    case (0, _): return 5
    case (_, 0): return 6
    case let (x, y) where x == y: return 7
    default: return 8
    }
}

enum Badge { case dot, count(Int) }

let values: [CGFloat] = [side(500), side(5), side(15), side(50), pair(0, 3), pair(3, 0), pair(4, 4), pair(1, 2)]
var nodes: [ASDisplayNode] = []
for value in values {
    let node = ASDisplayNode()
    node.style.preferredSize = CGSize(width: value * 10, height: 4)
    nodes.append(node)
}
for node in nodes where node.style.preferredSize.width > 60 {
    node.style.preferredSize = CGSize(width: 99, height: 4)
}
var counted = 0
for case let .count(n) in [Badge.dot, Badge.count(30), Badge.count(3)] {
    counted += n
}
let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: CGFloat(counted), height: 4)
nodes.append(node)

let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = nodes
stack
