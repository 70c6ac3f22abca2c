// ASAbsoluteLayoutSpec's sizing, given to its initializer or set afterwards: .sizeToFit wraps the
// children's extent (60 × 40, then 20 × 15), where .default fills the bounded width (semantics
// §2.7), so each centred spec shows its width. The runtime ignored the sizing: both were 375 wide.
// expect-frame box 177.5 10 40 30
// expect-frame other 182.5 40 15 15
let box = ASDisplayNode()
box.style.layoutPosition = CGPoint(x: 20, y: 10)
box.style.preferredSize = CGSize(width: 40, height: 30)
let fitted = ASAbsoluteLayoutSpec(sizing: .sizeToFit, children: [box])
let other = ASDisplayNode()
other.style.layoutPosition = CGPoint(x: 5, y: 0)
other.style.preferredSize = CGSize(width: 15, height: 15)
let later = ASAbsoluteLayoutSpec(children: [other])
later.sizing = .sizeToFit
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [
    ASCenterLayoutSpec(centeringOptions: .X, sizingOptions: [], child: fitted),
    ASCenterLayoutSpec(centeringOptions: .X, sizingOptions: [], child: later),
])
