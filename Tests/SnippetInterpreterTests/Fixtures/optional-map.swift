// Optional's `map` runs its closure with the value when there is one, and gives nil when not, as
// real code uses it to apply optional settings.
// expect-frame box 0 0 80 30
// expect-frame label 0 30 0 0
struct Sizing {
    let width: CGFloat?
    let height: CGFloat?

    func apply(to element: ASDisplayNode) {
        width.map { element.style.width = ASDimension(unit: .points, value: $0) }
        height.map { element.style.height = ASDimension(unit: .points, value: $0) }
    }
}
let box = ASDisplayNode()
Sizing(width: 80, height: nil).apply(to: box)
box.style.height = ASDimension(unit: .points, value: 30)
let overlay: ASDisplayNode? = nil
let unused = overlay.map { node -> ASDisplayNode in node }
let label = ASDisplayNode()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box, label].compactMap { $0 })
