// Texture's specs may be made with `init()` and their child and options set after (AsyncDisplay_Study
// does): an inset spec's insets, a center spec's options, a relative spec's positions. In a
// vertical stack: `a` (30 × 20) inset by 5 and 10; `b` (20 × 10) centred in 100 × 50; `c` (10 × 10)
// at the end of 100 × 50 both ways; `d` (40 × 10) with `bubble` behind it, the background set
// before the child (ASBackgroundLayoutSpec declares only a class factory, so it keeps `init()`);
// `e` (20 × 10) with `dot` over it.
// expect-frame a 10 5 30 20
// expect-frame b 40 45 20 10
// expect-frame c 90 115 10 10
// expect-frame d 0 125 40 10
// expect-frame bubble 0 125 40 10
// expect-frame e 0 135 20 10
// expect-frame dot 0 135 20 10
let a = ASDisplayNode()
a.style.preferredSize = CGSize(width: 30, height: 20)
let padded = ASInsetLayoutSpec()
padded.insets = UIEdgeInsets(top: 5, left: 10, bottom: 0, right: 0)
padded.child = a
let b = ASDisplayNode()
b.style.preferredSize = CGSize(width: 20, height: 10)
let centered = ASCenterLayoutSpec()
centered.centeringOptions = .XY
centered.sizingOptions = []
centered.child = b
centered.style.preferredSize = CGSize(width: 100, height: 50)
let c = ASDisplayNode()
c.style.preferredSize = CGSize(width: 10, height: 10)
let corner = ASRelativeLayoutSpec()
corner.horizontalPosition = .end
corner.verticalPosition = .end
corner.sizingOption = []
corner.child = c
corner.style.preferredSize = CGSize(width: 100, height: 50)
let d = ASDisplayNode()
d.style.preferredSize = CGSize(width: 40, height: 10)
let bubble = ASDisplayNode()
let backed = ASBackgroundLayoutSpec()
backed.background = bubble
backed.child = d
let e = ASDisplayNode()
e.style.preferredSize = CGSize(width: 20, height: 10)
let dot = ASDisplayNode()
let marked = ASOverlayLayoutSpec()
marked.child = e
marked.overlay = dot
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [padded, centered, corner, backed, marked])
