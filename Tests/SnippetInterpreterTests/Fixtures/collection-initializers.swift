// Swift's collection initializers. `Array(repeating:count:)` and `[T](repeating:count:)` were
// "cannot find 'Array' in scope", and an `extension Array` in the code made Array a struct of the
// code's with only `init()`. Checked with swiftc: 30 + 4 + 2 + 1 = 37 wide, 8 + 12 + 2 = 22 high.
// expect-frame node 0 0 37 22
extension Array {
    func second() -> Element? { count > 1 ? self[1] : nil }
}

let widths = [CGFloat](repeating: 10, count: 3)
let heights = Array(repeating: 4, count: 2)
let indices = Array(0..<4)
let tags = Set(["a", "b", "a"])
let sizes = Dictionary(uniqueKeysWithValues: [("s", 8), ("m", 12)])
let byLength = Dictionary(grouping: ["ab", "cd", "efg"], by: { $0.count })
let width = widths.reduce(0, +) + CGFloat(indices.count + tags.count + (indices.second() ?? 0))
let height = CGFloat(heights.reduce(0, +) + (sizes["m"] ?? 0) + (byLength[2]?.count ?? 0))
let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: width, height: height)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node]
stack
