// An optional assigned to a variable or a property the code declares as not optional: the compiler
// asks for it to be unwrapped, whether the place was declared with a type or a literal.
import Foundation

final class Card {
    var title = ""
    var isWide = false
    var width: CGFloat = 0
    var subtitle: String? = nil
}
let card = Card()
let maybeTitle: String? = nil
let maybeWidth: CGFloat? = 3
let maybeFlag: Bool? = nil
var label = ""
var count: Int = 0
let maybeCount: Int? = nil
label = maybeTitle
count = maybeCount
card.title = maybeTitle
card.isWide = maybeFlag
card.width = maybeWidth
card.subtitle = maybeTitle
label = maybeTitle ?? "none"
if let title = maybeTitle { label = title }
var size = CGSize.zero
let maybeSize: CGSize? = nil
size = maybeSize
// A variable of the code's own type, a class or a struct, holds no optional either.
struct Badge { var text = "" }
var current: Card = Card()
var badge: Badge = Badge()
let maybeCard: Card? = nil
let maybeBadge: Badge? = nil
current = maybeCard
badge = maybeBadge
