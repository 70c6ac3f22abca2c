// An overlay or background spec is sized by its child: Texture cannot lay one out without it.
// The error is at the call that made the spec.
// expected-error@6:15: 'ASOverlayLayoutSpec' is laid out without a child, and Texture sizes it by its child: set its 'child'
let badge = ASDisplayNode()
badge.style.preferredSize = CGSize(width: 10, height: 10)
let overlay = ASOverlayLayoutSpec()
overlay.overlay = badge
overlay
