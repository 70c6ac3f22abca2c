// Texture's logging switches run and change nothing drawn (an app delegate's ASDisableLogging() was
// "cannot find 'ASDisableLogging' in scope").
// expect-frame box 0 0 20 20
ASDisableLogging()
let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: 20, height: 20)
ASEnableLogging()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
