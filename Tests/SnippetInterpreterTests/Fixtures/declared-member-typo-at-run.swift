// Where the checker cannot tell the type (an array's element), the run reports the misspelt member
// of a declared class with the member meant, as the checker does where it can tell.
// expected-error@13:10: value of type 'Tile' has no member 'egde'; did you mean 'edge'?
final class Tile: ASDisplayNode {
    var edge: CGFloat = 0 {
        didSet { style.preferredSize = CGSize(width: edge, height: edge) }
    }
}

let tiles = [Tile(), Tile()]
tiles[0].edge = 10
let stack = ASStackLayoutSpec.vertical()
tiles[1].egde = 30
stack.children = tiles
stack
