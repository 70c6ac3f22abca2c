// `break` in a switch case leaves the switch, not the loop around it (it ended the loop, so later
// items were never configured: a wrong figure with a green build); `fallthrough` runs the next
// case; `repeat … while` runs once before asking. Arrays sort, search and zip as Swift's do, and an
// operator is a function (`sorted(by: >)`, `reduce(0, +)`).
// expect-frame node 0 0 10 10
// expect-frame node#2 0 10 20 10
// expect-frame node#3 0 20 11 10
// expect-frame node#4 0 30 8 10
// expect-frame node#5 0 40 4 10
// expect-frame node#6 0 50 33 10
// expect-frame node#7 0 60 95 10
enum Kind { case skip, keep }

var nodes: [ASDisplayNode] = []
for kind in [Kind.skip, Kind.keep, Kind.keep] {
    switch kind {
    case .skip: break
    case .keep:
        let node = ASDisplayNode()
        node.style.preferredSize = CGSize(width: 10 * CGFloat(nodes.count + 1), height: 10)
        nodes.append(node)
    }
}

var k = 0
switch 1 {
case 1:
    k += 1
    fallthrough
case 2:
    k += 10
default:
    k += 100
}

var e = 0
repeat { e += 8 } while e < 5

let sortedFirst = [9, 3, 5].sorted(by: >).first ?? 0
let found = [5, 3, 9].first(where: { $0 > 4 }) ?? 0
let pairs = zip([1, 2], [10, 20]).map { $0 + $1 }.reduce(0, +)
let steps = stride(from: 0, through: 90, by: 5).count
let index = [5, 3, 9].firstIndex(of: 9) ?? 0

for width in [k, e, found - 1 + index - 2, pairs, steps * 5] {
    let node = ASDisplayNode()
    node.style.preferredSize = CGSize(width: CGFloat(width), height: 10)
    nodes.append(node)
}
_ = sortedFirst

let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = nodes
stack
