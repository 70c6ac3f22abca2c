// `contains` and set algebra on arrays, sets and option sets, each deciding a size: `contains`
// was "no member" on arrays, so apps that filter by it did not run.
// expect-frame a 0 0 10 10
// expect-frame b 0 10 20 20
// expect-frame c 0 30 30 30
// expect-frame d 0 60 40 40
let names = ["title", "badge", "photo"]
let a = ASDisplayNode()
a.style.preferredSize = names.contains("badge") && !names.contains("price") ? CGSize(width: 10, height: 10) : .zero

let b = ASDisplayNode()
b.style.preferredSize = [10, 25, 3].contains(where: { $0 > 20 }) ? CGSize(width: 20, height: 20) : .zero

var corners: CACornerMask = [.layerMinXMinYCorner]
corners.formUnion([.layerMaxXMinYCorner, .layerMinXMinYCorner])
let c = ASDisplayNode()
let both = corners.contains(.layerMaxXMinYCorner) && corners.intersection(.layerMinXMaxYCorner).isEmpty
c.style.preferredSize = both ? CGSize(width: 30, height: 30) : .zero

var tags: Set<String> = ["new", "sale"]
tags.remove("sale")
let d = ASDisplayNode()
d.style.preferredSize = tags.union(["hot"]).count == 2 && !tags.contains("sale") ? CGSize(width: 40, height: 40) : .zero

let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [a, b, c, d]
stack
