// The text view an editable text node wraps (Bookwitty's WriteCommentNode): how it edits is inert,
// and what is set on its own text is a warning, as the node draws its text and placeholder.
// UIView.layoutFittingCompressedSize is the zero size; layoutFittingExpandedSize, whose value UIKit
// does not document, is refused only where the run reaches it (WeChatSwift's tool bar reads it in a
// handler no figure runs).
// expected-warning@15:24: 'font' changes what the screen shows, but diagrams do not draw it
// expect-frame box 0 0 10 10
final class CommentNode: ASDisplayNode {
    let field = ASEditableTextNode()
    let box = ASDisplayNode()
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        field.textView.isEditable = false
        field.textView.font = UIFont.systemFont(ofSize: 20)
        field.attributedPlaceholderText = NSAttributedString(string: "Write a comment")
        let fitting = UIView.layoutFittingCompressedSize
        box.style.preferredSize = CGSize(width: fitting.width + 10, height: fitting.height + 10)
    }
    func growLimit() -> CGFloat { UIView.layoutFittingExpandedSize.height }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box, field])
    }
}
CommentNode()
