// An implicit member on the right of `=` has the type of what it is assigned to, as in Swift:
// `style.height = .init(unit: .points, value: 60)` is an ASDimension of 60 points (it was an
// error naming an empty type), in a stored property of the app's node as on a framework property.
// The box is 60 high and half the stack's 375 points wide; the caption sits 12 (the gap) below it.
// expect-frame box 0 0 187.5 60
// expect-frame caption 0 72 40 20
final class Gaps: ASDisplayNode {
    var gap: ASDimension = .auto
    override init() {
        super.init()
        gap = .init(unit: .points, value: 12)
    }
}
var first: ASDimension = .auto
first = .init(unit: .fraction, value: 0.5)
let box = ASDisplayNode()
box.style.height = .init(unit: .points, value: 60.0)
box.style.width = first
let caption = ASDisplayNode()
caption.style.preferredSize = .init(width: 40, height: 20)
ASStackLayoutSpec(direction: .vertical, spacing: Gaps().gap.value, justifyContent: .start, alignItems: .start, children: [box, caption])
