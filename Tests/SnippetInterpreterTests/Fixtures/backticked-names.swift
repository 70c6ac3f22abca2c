// A keyword used as a name is written in backticks (`static let `default``) and reached without
// them (`.default`): the static was stored under "`default`", so `.default` drew nothing.
// expect-frame tile 0 0 30 30
// expect-frame small 0 30 12 12
final class Params {
    static let `default`: Params = .init()
    let side: CGFloat
    init(side: CGFloat = 30) { self.side = side }
}

enum Size { case `default`, small }

final class Tile: ASDisplayNode {
    init(params: Params = .default, size: Size = .default) {
        super.init()
        let side = size == .default ? params.side : 12
        style.preferredSize = CGSize(width: side, height: side)
    }
}

let tile = Tile()
let small = Tile(params: Params.`default`, size: .small)
let stack = ASStackLayoutSpec.vertical()
stack.alignItems = .start
stack.children = [tile, small]
stack
