// A struct is a value: `var wide = base` is a copy, and so is what a function receives, an array
// element, a stored property and a `for var` loop's item. The instance was shared, so widening the copy widened the
// original too: every node drew 40 wide, with a green build.
// expect-frame node 0 0 10 1
// expect-frame node#2 0 1 20 1
// expect-frame node#3 0 2 15 1
// expect-frame node#4 0 3 40 1
// expect-frame node#5 0 4 10 1
// expect-frame node#6 0 5 10 1
// expect-frame node#7 0 6 30 1
// expect-frame node#8 0 7 10 1
struct Metrics {
    var width: CGFloat
}

final class Card {
    var metrics = Metrics(width: 0)
}

func grown(_ metrics: Metrics) -> Metrics {
    var copy = metrics
    copy.width += 5
    return copy
}

var base = Metrics(width: 10)
var wide = base
wide.width = 20
let grownCopy = grown(base)
var list = [base, base]
list[0].width = 40
let card = Card()
card.metrics = base
card.metrics.width = 30
var appended: [Metrics] = []
appended.append(base)
for var metrics in appended {
    metrics.width = 50
}

func node(_ width: CGFloat) -> ASDisplayNode {
    let node = ASDisplayNode()
    node.style.preferredSize = CGSize(width: width, height: 1)
    return node
}

let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node(base.width), node(wide.width), node(grownCopy.width), node(list[0].width), node(list[1].width),
                  node(appended[0].width), node(card.metrics.width), node(appended.first?.width ?? 0)]
stack
