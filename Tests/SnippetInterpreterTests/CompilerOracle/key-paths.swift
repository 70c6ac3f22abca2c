// Key paths with a misspelt component: written with their root, or given to a walk over an array.
import Foundation

struct Inner { var size: CGFloat = 0 }
final class Card { var title = ""; var inner = Inner(); var maybe: Inner? }
let cards = [Card()]
let written = \Card.mdoe
let titles = cards.map(\.titel)
let sizes = cards.map(\.inner.sise)
let maybes = cards.compactMap(\.maybe?.sise)
let fine = \Card.inner.size
let counts = cards.map(\.title.count)
