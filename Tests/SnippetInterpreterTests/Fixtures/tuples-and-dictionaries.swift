// Tuples and dictionaries. The loop sums the dictionary's values (10 + 20 = 30); `let (w, h)` takes a
// tuple apart (30, 40); `map { key, value in … }` walks the pairs in key order, so the first doubled
// value is a's, 20; enumerated pairs split into two closure parameters too (2 names). The box is
// 30 + 30 + 20 + 2 (the dictionary's count) = 82 wide and 40 + 2 = 42 tall.
// expect-frame box 0 0 82 42
let sizes: [String: CGFloat] = ["b": 20, "a": 10]
var total: CGFloat = 0
for (key, value) in sizes {
    total += value
}
let pair = (30, 40)
let (w, h) = pair
let doubled = sizes.map { key, value in value * 2 }
let names = ["x", "y"].enumerated().map { index, name in name }
let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: total + CGFloat(w) + doubled[0] + CGFloat(sizes.count),
                                 height: CGFloat(h) + CGFloat(names.count))
ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
