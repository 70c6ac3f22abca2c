// `BackgroundLayout { … } background: { … }`: a closure after the first trailing one carries its
// parameter's label (SE-0279); the call is checked with it, and the background is drawn behind.
// expect-frame box 10 10 40 20
// expect-frame backdrop 0 0 60 40
// expect-root 375 40
let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: 40, height: 20)
let backdrop = ASDisplayNode()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [
    BackgroundLayout {
        InsetLayout(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)) { box }
    } background: {
        backdrop
    }
])
