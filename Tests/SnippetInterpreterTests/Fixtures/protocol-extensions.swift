// A protocol's extension gives the types that conform to it its methods, static factories included
// (muukii's `ShapeLayerNode.roundedCorner(radius:)` is `self.init { … }` in `extension
// ShapeDisplaying`): each was "no member" or, for the checker, "extra argument in call to
// 'ShapeDisplaying' (declared as 'init()')". A conformance declared in an extension counts too, and
// a nested type reads its outer type's static members without naming it (`fillColor` in `Mocks`).
// A struct gets its protocols' default methods and static members too.
// expect-frame tile 0 0 40 40
// expect-frame bar 0 40 60 10
// expect-frame chip 0 50 16 16
protocol Sized: AnyObject {
    init(side: CGFloat)
    var side: CGFloat { get }
}

extension Sized {
    static func square() -> Self {
        return self.init(side: 40)
    }
}

final class Tile: ASDisplayNode, Sized {
    let side: CGFloat

    init(side: CGFloat) {
        self.side = side
        super.init()
        style.preferredSize = CGSize(width: side, height: side)
    }
}

protocol Wide {}
extension Wide {
    var width: CGFloat { 60 }
}

enum Mocks {
    static var height: CGFloat { 10 }

    final class Bar: ASDisplayNode {}
}

extension Mocks.Bar: Wide {}

extension Mocks.Bar {
    func sized() -> Mocks.Bar {
        style.preferredSize = CGSize(width: width, height: height)
        return self
    }
}

protocol Measured {
    var base: CGFloat { get }
}

extension Measured {
    static var scale: CGFloat { 2 }
    func measured() -> CGFloat { base * Self.scale }
}

struct Chip: Measured {
    let base: CGFloat
}

let chip = ASDisplayNode()
chip.style.preferredSize = CGSize(width: Chip(base: 8).measured(), height: 8 * Chip.scale)
let tile = Tile.square()
let bar = Mocks.Bar().sized()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [tile, bar, chip])
