// A value of one geometry struct where another is needed: Swift converts between none of them,
// whether the value is made in place, named by a constant or read from another value's property.
import Foundation

let size = CGSize(width: 10, height: 20)
let point = CGPoint(x: 1, y: 2)
let rect = CGRect(origin: size, size: size)
let fine = CGRect(origin: point, size: size)
var frame = CGRect.zero
frame.size = CGPoint(x: 3, y: 4)
frame.origin = fine.size
frame.origin = fine.origin
frame.size = fine.size
let made = CGRect(origin: .zero, size: CGSize(width: 1, height: 1))

// A struct or an enum where a number, text or a truth value is expected: none converts to them.
struct Spacing { var value: CGFloat = 8 }
enum Density { case compact, regular }
final class Card {
    var frame = CGRect.zero
    var spacing = Spacing()
    var density = Density.compact
    var link = URL(fileURLWithPath: "/")
}
let card = Card()
let width: CGFloat = card.frame.size
let gap: CGFloat = card.spacing
let label: String = card.density
let path: String = card.link
let flag: Bool = card.frame
let right: CGFloat = card.frame.size.width
let alsoRight: CGFloat = card.spacing.value
