// Texture's image modification blocks (a round border, a tint) change the picture, not the layout:
// they are accepted with the warning that figures draw the image as it is, the node keeps its size,
// and a block called on an image (InstaClone's tinted icons) gives the image back.
// expect-frame avatar 0 0 40 40
// expect-frame liked 0 40 24 24
// expect-root 375 64
// expected-warning@12:33: 'ASImageNodeRoundBorderModificationBlock' changes what the screen shows, but diagrams do not draw it
// expected-warning@14:31: 'ASImageNodeTintColorModificationBlock' changes what the screen shows, but diagrams do not draw it
// expected-warning@16:15: 'ASImageNodeTintColorModificationBlock' changes what the screen shows, but diagrams do not draw it
let avatar = ASImageNode()
avatar.style.preferredSize = CGSize(width: 40, height: 40)
avatar.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(1, .white)
let icon = ASImageNode()
icon.imageModificationBlock = ASImageNodeTintColorModificationBlock(.systemBlue)
let liked = ASImageNode()
liked.image = ASImageNodeTintColorModificationBlock(.red)(UIImage())
liked.style.preferredSize = CGSize(width: 24, height: 24)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [avatar, liked])
