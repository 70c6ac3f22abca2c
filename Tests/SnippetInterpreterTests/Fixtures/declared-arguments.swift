// Declared arguments the runtime dropped, each a wrong figure with a green build until the
// declared-effects probe found it: ASDimensionMake(.fraction, 0.5) was 0 points wide; the flexWrap,
// alignContent and lineSpacing given to ASStackLayoutSpec's initializer were ignored (no wrap);
// RelativeLayout ignored its default sizingOption .minimumSize (the tag went to the far right);
// setting an overlay spec's child dropped its overlay; a title set for .highlighted replaced the
// normal one ("Buy" is 25.5 × 21.25 in the placeholder metrics, ceiled to whole points as ASTextNode2 does).
// expect-frame half 0 0 187.5 10
// expect-frame first 0 10 200 20
// expect-frame second 0 35 200 20
// expect-frame tag 0 55 40 20
// expect-frame wide 0 75 80 30
// expect-frame badge 0 75 80 30
// expect-frame buy 0 105 26 22
let half = ASDisplayNode()
half.style.width = ASDimensionMake(.fraction, 0.5)
half.style.height = ASDimensionMake(10)
let first = ASDisplayNode()
first.style.preferredSize = CGSize(width: 200, height: 20)
let second = ASDisplayNode()
second.style.preferredSize = CGSize(width: 200, height: 20)
let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                            flexWrap: .wrap, alignContent: .start, lineSpacing: 5, children: [first, second])
let tag = ASDisplayNode()
tag.style.preferredSize = CGSize(width: 40, height: 20)
let base = ASDisplayNode()
base.style.preferredSize = CGSize(width: 60, height: 30)
let wide = ASDisplayNode()
wide.style.preferredSize = CGSize(width: 80, height: 30)
let badge = ASDisplayNode()
let layered = ASOverlayLayoutSpec(child: base, overlay: badge)
layered.child = wide
let buy = ASButtonNode()
buy.setTitle("Buy", with: nil, with: nil, for: .normal)
buy.setTitle("Buy now, while stocks last", with: nil, with: nil, for: .highlighted)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [
    half, row, RelativeLayout(horizontalPosition: .end, verticalPosition: .start) { tag }, layered, buy,
])
