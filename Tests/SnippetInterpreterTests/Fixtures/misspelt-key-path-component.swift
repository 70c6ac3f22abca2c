// Each component of a key path names a member of the type before it: `\Card.mdoe` with its root
// written, `cards.map(\.titel)` whose root is the array's element, through an optional (`\.maybe?.sise`)
// and a framework type. None was checked before the run, and a key path the figure never applied
// ran without a word. The compiler points at the key path's backslash.
// expected-error@15:13: value of type 'Card' has no member 'mdoe'
// expected-error@16:23: value of type 'Card' has no member 'titel'; did you mean 'title'?
// expected-error@17:23: value of type 'Inner' has no member 'sise'; did you mean 'size'?
// expected-error@18:30: value of type 'Inner' has no member 'sise'; did you mean 'size'?
// expected-error@21:24: value of type 'ASDisplayNode' has no member 'frme'; did you mean 'frame'?
struct Inner { var size: CGFloat = 0 }
final class Card { var title = ""; var inner = Inner(); var maybe: Inner? }
let cards = [Card()]
let node = ASDisplayNode()
if node.bounds.width > 10 {
    let k = \Card.mdoe
    let n = cards.map(\.titel)
    let m = cards.map(\.inner.sise)
    let o = cards.compactMap(\.maybe?.sise)
    let p = \Card.inner.size
    let q = cards.map(\.title.count)
    let r = [node].map(\.frme)
}
node
