// `UIView.animate` sets what it animates at once, as UIKit does (the animation is only what the
// screen shows meanwhile), and its completion runs when it ends: the figure is the state after.
// expect-frame box 0 0 80 40
// expect-root 375 40
let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: 40, height: 40)
UIView.animate(withDuration: 0.3) {
    box.style.preferredSize = CGSize(width: 60, height: 40)
} completion: { _ in
    box.style.preferredSize = CGSize(width: 80, height: 40)
}
UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: { box.alpha = 0.5 }, completion: nil)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box])
