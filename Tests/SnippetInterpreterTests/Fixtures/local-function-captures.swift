// A function declared inside a method sees the method's `self` and locals, as Swift's local
// functions capture them (the workshop's header cell builds its specs in a nested
// `makeVerticalInsetSpec()` that names `titleNode`; it was "cannot find 'titleNode' in scope").
// The title is inset by the method's local `inset`, 10, and the spacer comes from a local function
// that calls another.
// expect-frame title 10 10 100 20
// expect-frame spacer 10 30 40 5
final class HeaderNode: ASDisplayNode {
    let title = ASDisplayNode()
    let spacer = ASDisplayNode()
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        title.style.preferredSize = CGSize(width: 100, height: 20)
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let inset: CGFloat = 10
        func height() -> CGFloat { inset / 2 }
        func makeSpacer() -> ASDisplayNode {
            spacer.style.preferredSize = CGSize(width: 4 * inset, height: height())
            return spacer
        }
        func makeStack() -> ASStackLayoutSpec {
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [title, makeSpacer()])
        }
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset), child: makeStack())
    }
}
let header = HeaderNode()
header.style.preferredSize = CGSize(width: 200, height: 100)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [header])
