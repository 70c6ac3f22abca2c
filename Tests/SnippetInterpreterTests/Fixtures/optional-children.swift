// expected-error@8:44: 'children' expects [ASLayoutElement], found [ASLayoutElement?]
final class CardNode: ASDisplayNode {
    let titleNode = ASTextNode()
    var badgeNode: ASDisplayNode?

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                                 children: [titleNode, badgeNode])
    }
}
