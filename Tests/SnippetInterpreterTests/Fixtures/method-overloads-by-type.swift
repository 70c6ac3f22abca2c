// Methods overloaded by their parameter's type under one label (TextureSwiftSupport's
// padding(_: CGFloat) and padding(_: UIEdgeInsets)): each call runs the overload its value fits.
// expect-frame a 5 5 20 20
// expect-frame b 2 31 20 20
// expect-root 375 54
extension ASDisplayNode {
    func padded(_ all: CGFloat) -> ASInsetLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: all, left: all, bottom: all, right: all), child: self)
    }
    func padded(_ insets: UIEdgeInsets) -> ASInsetLayoutSpec {
        ASInsetLayoutSpec(insets: insets, child: self)
    }
}
let a = ASDisplayNode()
a.style.preferredSize = CGSize(width: 20, height: 20)
let b = ASDisplayNode()
b.style.preferredSize = CGSize(width: 20, height: 20)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                  children: [a.padded(5), b.padded(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))])
