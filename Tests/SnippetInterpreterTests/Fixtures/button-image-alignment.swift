// ASButtonNode's `imageAlignment = .end` puts the title before the image, and its
// `contentHorizontalAlignment` and `contentVerticalAlignment` place the stack of image and title
// in a button larger than it (Texture's ASButtonNode: the stack's horizontal and vertical
// alignment). FlowCrypt's recipient button was "no member 'imageAlignment'".
// expect-frame recipient 0 0 100 40
// expect-frame recipient.title 11 10 50 20
// expect-frame recipient.image 69 10 20 20
// expect-frame corner 0 40 100 40
// expect-frame corner.image 0 40 20 20
// expect-frame corner.title 28 40 50 20
// expect-frame bottomRight.image 36 100 20 20
// expect-frame bottomRight.title 60 100 40 20
final class Icon {
    static func square(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }
}
func dress(_ button: ASButtonNode, title: String, titleWidth: CGFloat) {
    button.style.preferredSize = CGSize(width: 100, height: 40)
    button.titleNode.style.preferredSize = CGSize(width: titleWidth, height: 20)
    button.setImage(Icon.square(20), for: .normal)
    button.setTitle(title, with: UIFont.systemFont(ofSize: 12), with: .black, for: .normal)
}
let recipient = ASButtonNode(), corner = ASButtonNode(), bottomRight = ASButtonNode()
dress(recipient, title: "To: Ann", titleWidth: 50)
dress(corner, title: "Top left", titleWidth: 50)
dress(bottomRight, title: "End", titleWidth: 40)
recipient.imageAlignment = .end
corner.contentHorizontalAlignment = .left
corner.contentVerticalAlignment = .top
bottomRight.contentHorizontalAlignment = .right
bottomRight.contentVerticalAlignment = .bottom
bottomRight.contentSpacing = 4
if recipient.imageAlignment != .end || corner.contentHorizontalAlignment != .left {
    recipient.style.preferredSize = .zero
}
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [recipient, corner, bottomRight])
