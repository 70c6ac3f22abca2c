// An implicit member chain (SE-0287) that starts with a nested type: `.Insets.side` where a CGFloat
// is expected is `CGFloat.Insets.side` (FlowCrypt's UIConstants; it was "value of type '' has no
// member 'side'"). The subclass reaches its superclass's class property: NSMutableParagraphStyle
// .default is a style too, and a copy of it is one to change. The box is inset by 20 at the top
// (.Insets.scaled(2)) and 24 at the left (.Insets.side).
// expect-frame box 24 20 20 20
extension CGFloat {
    enum Insets {
        static var side: CGFloat { 24 }
        static func scaled(_ factor: CGFloat) -> CGFloat { 10 * factor }
    }
}
let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: 20, height: 20)
let paragraph = NSMutableParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
paragraph.lineSpacing = 1
let spec = ASInsetLayoutSpec(insets: UIEdgeInsets(top: .Insets.scaled(2), left: .Insets.side, bottom: 0, right: 0), child: box)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [spec])
