// ASButtonNode lays its image and title out in a stack, inset by `contentEdgeInsets`, horizontal
// unless `laysOutHorizontally` is false; its background image lies behind and does not size it
// (Texture's ASButtonNode layoutSpecThatFits). Both settings were accepted and ignored.
// expect-frame follow 0 0 80 60
// expect-frame follow.title 16 8 48 20
// expect-frame stacked 0 60 40 54
// expect-frame stacked.title 0 94 40 20
final class Icon {
    static func square(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }
}
let follow = ASButtonNode()
follow.titleNode.style.preferredSize = CGSize(width: 48, height: 20)
follow.setTitle("Follow", with: UIFont.systemFont(ofSize: 12), with: .white, for: .normal)
follow.setBackgroundImage(Icon.square(100), for: .normal)
follow.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 32, right: 16)

let stacked = ASButtonNode()
stacked.laysOutHorizontally = false
stacked.contentSpacing = 4
stacked.titleNode.style.preferredSize = CGSize(width: 40, height: 20)
stacked.setImage(Icon.square(30), for: .normal)
stacked.setTitle("Like", with: UIFont.systemFont(ofSize: 12), with: nil, for: .normal)

ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [follow, stacked])
