// An app's own member that has a Swift 2 name of the SDK's (its extension's `whiteColor()`, its
// subclass's `hidden`) is the app's, not the compiler's rename: it runs.
// expect-frame node 0 0 10 10
extension UIColor {
    static func whiteColor() -> UIColor { .white }
}
final class Card: ASDisplayNode {
    var hidden = false
    var opaque: Bool { true }
}
let node = Card()
node.hidden = true
node.backgroundColor = UIColor.whiteColor()
node.backgroundColor = .whiteColor()
let o = node.opaque
node.style.preferredSize = CGSize(width: 10, height: 10)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [node]
stack
