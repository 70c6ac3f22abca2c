// A vertical stack of two fixed boxes, 8 apart, inset by 16: stack children start at the inset.
// expect-frame topNode 16 16 100 40
// expect-frame bottomNode 16 64 60 30
// expect-root 375 110
let topNode = ASDisplayNode()
topNode.style.preferredSize = CGSize(width: 100, height: 40)
let bottomNode = ASDisplayNode()
bottomNode.style.preferredSize = CGSize(width: 60, height: 30)
let stack = ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
                              children: [topNode, bottomNode])
ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: stack)
