// `defer` runs when its scope is left, the last first, after a `return` has its value; code that
// asks whether it runs on the main thread hears yes (layout code runs there), and
// `UITraitCollection.current` is the figure's device. Each was "not supported" or "no member".
// expect-frame tile 0 0 30 20
// expect-frame badge 0 20 12 12
func ensureOnMain(_ block: () -> Void) {
    if Thread.current.isMainThread && Thread.isMainThread { block() }
}

final class Tile: ASDisplayNode {
    var width: CGFloat = 0
    var log: [String] = []

    func grow() -> CGFloat {
        defer { width += 10 }
        defer { log.append("second") ; width *= 2 }
        width = 5
        return width
    }
}

let tile = Tile()
let before = tile.grow()
// 5 returned; then width = 5 * 2 + 10 = 20.
tile.style.preferredSize = CGSize(width: before * 6, height: tile.width)

let badge = ASDisplayNode()
ensureOnMain {
    let compact = UITraitCollection.current.horizontalSizeClass == .compact
    badge.style.preferredSize = compact ? CGSize(width: 12, height: 12) : .zero
}

let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [tile, badge]
stack
