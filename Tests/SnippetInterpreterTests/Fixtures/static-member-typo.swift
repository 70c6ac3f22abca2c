// A misspelt static member (a protocol extension's factory, reached through a conforming class)
// says which one was meant.
// expected-error@14:12: type 'Tile' has no member 'sqaure'; did you mean 'square'?
protocol Sized { init(side: CGFloat) }
extension Sized {
    static func square() -> Self { self.init(side: 40) }
}
final class Tile: ASDisplayNode, Sized {
    init(side: CGFloat) {
        super.init()
        style.preferredSize = CGSize(width: side, height: side)
    }
}
let tile = Tile.sqaure()
tile
