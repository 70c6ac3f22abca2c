// Top-level functions overloaded by their parameters (TextureSwiftSupport's makeInsets(_:) and
// makeInsets(_:_:)): each call runs the overload its arguments match, as the compiler chooses.
// expect-frame box 12 12 50 30
// expect-root 375 48
func insets(_ all: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: all, left: all, bottom: all, right: all) }
func insets(_ vertical: CGFloat, _ horizontal: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
}
func insets(top: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0) }

let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: 50, height: 30)
let stack = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
let inner = ASInsetLayoutSpec(insets: insets(4, 10), child: stack)
let middle = ASInsetLayoutSpec(insets: insets(top: 6), child: inner)
ASInsetLayoutSpec(insets: insets(2), child: middle)
