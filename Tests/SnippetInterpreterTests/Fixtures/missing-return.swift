// expected-error@7:5: missing return in instance method expected to return 'ASLayoutSpec'
final class CardNode: ASDisplayNode {
    let titleNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let spec = ASInsetLayoutSpec(insets: .zero, child: titleNode)
    }
}
