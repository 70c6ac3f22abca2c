// A struct whose initializer is declared in an extension keeps its memberwise initializer, as Swift
// keeps it (a model with `init?(map:)` in an extension is still made with its properties' labels).
// expect-frame badge 0 0 44 20
// expect-root 375 20
struct BadgeSize {
    var width: CGFloat
    var height: CGFloat = 20
}
extension BadgeSize {
    init(square side: CGFloat) { self.init(width: side, height: side) }
}
let size = BadgeSize(width: 44)
let badge = ASDisplayNode()
badge.style.preferredSize = CGSize(width: size.width, height: size.height)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [badge])
