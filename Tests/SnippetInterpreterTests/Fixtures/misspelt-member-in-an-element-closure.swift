// A closure given to a walk over an array of known element type (`forEach`, `first`, `filter`,
// `sorted`…) takes elements, so `$0.widht` and a named parameter's misspelt member are the
// compiler's errors. A one-element array's `sorted` never calls its closure, and `$0.mode ==
// .regulr` was never equal: both ran without a word.
// expected-error@16:32: value of type 'CardNode' has no member 'widht'; did you mean 'width'?
// expected-error@17:28: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@18:41: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@19:43: value of type 'CardNode' has no member 'mdoe'; did you mean 'mode'?
enum Mode { case compact, regular }
final class CardNode: ASDisplayNode {
    var mode: Mode = .compact
    var width: CGFloat = 0
}
let card = CardNode()
let cards = [card]
let widest = cards.sorted { $0.widht > $1.width }
cards.forEach { $0.mode = .regulr }
let regular = cards.first { $0.mode == .regulr }
let compact = cards.filter { each in each.mdoe == .compact }
let total = cards.map { $0.width }.reduce(0, +)
card.style.preferredSize = CGSize(width: 100, height: 40)
card
