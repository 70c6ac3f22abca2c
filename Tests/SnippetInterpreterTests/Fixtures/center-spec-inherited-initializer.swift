// ASCenterLayoutSpec is a subclass of ASRelativeLayoutSpec that declares only a factory, so Swift
// gives it its superclass's initializer: made with positions, it places its child as a relative
// spec does (it was an error, "extra argument 'horizontalPosition'"). In a 200 × 100 spec the
// 60 × 20 box sits at the end horizontally and in the middle vertically.
// expect-frame box 140 40 60 20
// expect-frame caption 0 100 10 10
let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: 60, height: 20)
let placed = ASCenterLayoutSpec(horizontalPosition: .end, verticalPosition: .center, sizingOption: [], child: box)
placed.style.preferredSize = CGSize(width: 200, height: 100)
let caption = ASDisplayNode()
caption.style.preferredSize = CGSize(width: 10, height: 10)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [placed, caption])
