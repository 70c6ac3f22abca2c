// Changes Swift does not allow, each beside one it allows. Foundation's CGFloat and CGSize only.
import Foundation

struct Metrics {
    var width: CGFloat
    let height: CGFloat
    var area: CGFloat { width * height }
    mutating func grow() { width += 5 }
    func widen() { width = 40 }
    mutating func reset() { width = 0 }
}

final class Card {
    let side: CGFloat = 10
    var metrics = Metrics(width: 1, height: 1)
}

func doubled(_ size: CGSize) -> CGSize { size.width *= 2; return size }
func copied(_ size: CGSize) -> CGSize { var copy = size; copy.width *= 2; return copy }

func run() {
    let card = Card()
    card.side = 30
    card.metrics.width = 20
    let base = Metrics(width: 10, height: 1)
    base.width = 30
    base.grow()
    let total: CGFloat = 1; total += 1
    let sizes = [CGSize(width: 1, height: 1)]; sizes[0].width = 4
    sizes[0] = CGSize.zero; sizes.append(CGSize.zero)
    for item in [Metrics(width: 1, height: 1)] { item.width = 2 }
    for var item in [Metrics(width: 1, height: 1)] { item.width = 2 }
    var changing = base
    changing.area = 3
    changing.height = 2
    changing.width = 3
    let later: CGFloat
    later = 3
    _ = (later, changing)
}
