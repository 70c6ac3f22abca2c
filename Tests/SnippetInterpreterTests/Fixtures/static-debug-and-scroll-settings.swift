// Real apps switch on Texture's debugging overlays (static settings) and configure how a collection
// scrolls: both are accepted without changing the layout. Settings that move the items at rest
// (contentInset) say that the figure does not show them.
// expected-warning@19:25: 'contentInset' changes what the screen shows, but diagrams do not draw it
// expect-root 375 60
final class ListNode: ASDisplayNode {
    let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())

    override init() {
        super.init()
        ASControlNode.enableHitTestDebug = true
        ASDisplayNode.shouldShowRangeDebugOverlay = true
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        automaticallyManagesSubnodes = true
        style.height = ASDimensionMake(60)
        collection.view.isDirectionalLockEnabled = true
        collection.view.isPagingEnabled = true
        collection.view.bounces = false
        collection.view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    }
}

ListNode()
