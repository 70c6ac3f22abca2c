// A layer's mask clips the layer to the mask's shape, which figures do not draw: it is accepted with
// a warning, and the layout stays (TextureSwiftSupport's MaskingNode sets `self.layer.mask =
// maskNode.layer` in its didLoad).
// expected-warning@15:20: 'mask' changes what the screen shows, but diagrams do not draw it
// expect-frame masked 0 0 60 40
// expect-root 375 40
final class MaskedNode: ASDisplayNode {
    let shape = ASDisplayNode()
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 60, height: 40)
    }
    override func didLoad() {
        super.didLoad()
        self.layer.mask = shape.layer
    }
}
let masked = MaskedNode()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [masked])
