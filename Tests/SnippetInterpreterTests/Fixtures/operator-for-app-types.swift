// An app's `+` for its own operand types (TextureSwiftSupport adds insets) runs for insets only:
// `+` between numbers, inside it and elsewhere, stays Swift's.
// expect-frame box 4 3 50 30
// expect-root 375 36
func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
}

let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: 40 + 10, height: 30)
let stack = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
ASInsetLayoutSpec(insets: UIEdgeInsets(top: 2, left: 3, bottom: 2, right: 3) + UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), child: stack)
