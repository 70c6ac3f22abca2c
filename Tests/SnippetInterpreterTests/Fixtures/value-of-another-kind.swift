// A number, text or a truth value read from a name where another of the three is expected is the
// compiler's error, in its words for the place: `let label: String = card.width` ran and showed
// "0" as the label's text. An element of an array literal and a key or value of a dictionary
// literal are named as such ("expected element type", "expected dictionary key type").
// expected-error@18:32: cannot convert return expression of type 'CGFloat' to return type 'String'
// expected-error@21:28: cannot convert value of type 'String' to specified type 'CGFloat'
// expected-error@22:22: cannot convert value of type 'Bool' to expected argument type 'CGFloat'
// expected-error@23:26: cannot convert value of type 'CGFloat' to specified type 'String'
// expected-error@24:18: cannot convert value of type 'String' to expected element type 'Int'
// expected-error@25:30: cannot convert value of type 'Int' to expected dictionary key type 'String'
// expected-error@25:41: cannot convert value of type 'String' to expected dictionary value type 'Int'
final class CardNode: ASDisplayNode {
    var width: CGFloat = 0
    var title = ""
    var isWide = false
    var items: [Int] = []
    func set(width: CGFloat) { self.width = width }
    func caption() -> String { width }
}
let card = CardNode()
let narrow: CGFloat = card.title
card.set(width: card.isWide)
let label: String = card.width
card.items = [1, "a"]
let counts: [String: Int] = [1: 2, "b": "c"]
let fine: Bool = card.isWide
card.set(width: card.width)
card.style.preferredSize = CGSize(width: 100, height: 40)
card
