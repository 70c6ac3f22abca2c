// Texture's image modification blocks (a round border, a tint) change the picture, not the layout:
// they are accepted, and the node keeps its size.
// expect-frame avatar 0 0 40 40
// expect-root 375 40
let avatar = ASImageNode()
avatar.style.preferredSize = CGSize(width: 40, height: 40)
avatar.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(1, .white)
let icon = ASImageNode()
icon.imageModificationBlock = ASImageNodeTintColorModificationBlock(.systemBlue)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [avatar])
