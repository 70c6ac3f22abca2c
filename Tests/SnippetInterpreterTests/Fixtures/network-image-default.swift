// ASNetworkImageNode shows its defaultImage until the URL's image arrives, which is the moment a
// figure shows: the node is that image, at its size unless the code sizes the node. It was accepted
// and ignored, and the node drawn as an empty placeholder of no size.
// expect-frame cover 0 0 60 30
// expect-frame avatar 0 30 48 48
let placeholder = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { context in
    UIColor.lightGray.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 60, height: 30))
}
let cover = ASNetworkImageNode()
cover.defaultImage = placeholder
cover.url = URL(string: "https://example.com/cover.jpg")

let avatar = ASNetworkImageNode()
avatar.defaultImage = placeholder
avatar.style.preferredSize = CGSize(width: 48, height: 48)

ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [cover, avatar])
