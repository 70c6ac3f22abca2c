// An empty ASLayoutSpec with flexGrow 1 is Texture's spacer: it measures to its range minimum, so
// when the stack grows it by the 275 points left over (375 − 50 − 50) it is 275 wide and the
// second box sits at the right edge, x = 325. The declarative SpacerLayout() is the same spec.
// expect-frame leading 0 0 50 50
// expect-frame trailing 325 0 50 50
// expect-frame left 0 50 50 50
// expect-frame right 325 50 50 50
let leading = ASDisplayNode()
leading.style.preferredSize = CGSize(width: 50, height: 50)
let trailing = ASDisplayNode()
trailing.style.preferredSize = CGSize(width: 50, height: 50)
let spacer = ASLayoutSpec()
spacer.style.flexGrow = 1
let classic = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                children: [leading, spacer, trailing])
let left = ASDisplayNode()
left.style.preferredSize = CGSize(width: 50, height: 50)
let right = ASDisplayNode()
right.style.preferredSize = CGSize(width: 50, height: 50)
let declarative = HStackLayout(alignItems: .start) {
    left
    SpacerLayout()
    right
}
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [classic, declarative])
