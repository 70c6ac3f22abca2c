// Overrides a real node makes for touches, focus, the safe area and a change of traits are Texture's
// own (they were "does not override any method"): they answer events after the moment a figure shows.
// expected-warning@19:32: 'draw(_:withParameters:isCancelled:isRasterizing:)' draws the node's own content, which diagrams do not draw: the figure shows its box
final class TouchNode: ASDisplayNode {
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 40, height: 40)
    }

    override func canBecomeFirstResponder() -> Bool { true }
    override func isFirstResponder() -> Bool { false }
    override func canResignFirstResponder() -> Bool { true }
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
    }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event)
    }
    public override class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool, isRasterizing: Bool) {}
    override func asyncTraitCollectionDidChange(withPreviousTraitCollection previousTraitCollection: ASPrimitiveTraitCollection) {
        super.asyncTraitCollectionDidChange(withPreviousTraitCollection: previousTraitCollection)
    }
}

TouchNode()
