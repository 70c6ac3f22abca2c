// Inside an extension of a Swift or Core Graphics value type, its own members are reached without
// `self.` (`width * height` in `extension CGSize`, `uppercased()` in `extension String`). They were
// "cannot find 'width' in scope". Checked with swiftc: 3 × 4 + "AB!".count = 15 wide, 4 × 2 = 8 high.
// expect-frame node 0 0 15 8
extension CGSize {
    var area: CGFloat { width * height }
    func scaled(_ f: CGFloat) -> CGSize { CGSize(width: width * f, height: height * f) }
}
extension String {
    var shout: String { uppercased() + "!" }
}
let s = CGSize(width: 3, height: 4)
let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: s.area + CGFloat("ab".shout.count), height: s.scaled(2).height)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node]
stack
