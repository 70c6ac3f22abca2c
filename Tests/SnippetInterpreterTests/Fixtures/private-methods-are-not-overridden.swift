// Two private helpers of the same name, in a base node and its subclass (InstaClone's story nodes):
// each class's init calls its own, as Swift binds a private method; neither overrides the other
// (it was an error, "overriding declaration requires an 'override' keyword", and the subclass's
// helper would have run twice, the base's never).
// expect-frame imageNode 0 0 60 60
// expect-frame addButton 0 60 20 20
class StoryFeedNode: ASDisplayNode {
    let imageNode = ASDisplayNode()
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        setupNodes()
    }
    private func setupNodes() {
        imageNode.style.preferredSize = CGSize(width: 60, height: 60)
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: imageNode)
    }
}
class UserStoryNode: StoryFeedNode {
    let addButton = ASDisplayNode()
    override init() {
        super.init()
        setupNodes()
    }
    private func setupNodes() {
        addButton.style.preferredSize = CGSize(width: 20, height: 20)
    }
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [imageNode, addButton])
    }
}
ASCenterLayoutSpec(centeringOptions: [], sizingOptions: .minimumXY, child: UserStoryNode())
