// Initializers: every stored property set before super.init, nothing else of self before it.
// The compiler checks this after type-checking, so this file has no other error.
import Foundation

class Base {
    var style = 0
    init() {}
    func setup() {}
}

final class Badge: Base {
    let label: String
    override init() {
        setup()
        label = "x"
        super.init()
    }
}

final class Tile: Base {
    let side: CGFloat
    let corner: CGFloat
    override init() {
        side = 1
        super.init()
    }
}

struct Metrics {
    let width: CGFloat
    let height: CGFloat
    init(width: CGFloat) {
        self.width = width
    }
}

final class Card: Base {
    let title: String
    let side: CGFloat
    var subtitle: String?
    lazy var footer = "footer"
    init(side: CGFloat, compact: Bool) {
        title = "Card"
        if compact { self.side = side / 2 } else { self.side = side }
        super.init()
        setup()
    }
    convenience init(compact: Bool) {
        self.init(side: 40, compact: compact)
    }
}
