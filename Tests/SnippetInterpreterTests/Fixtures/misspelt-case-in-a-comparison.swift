// An implicit member compared with `==` or `!=` is a member of the other operand's type, as the
// compiler looks it up. `UIDevice.current.userInterfaceIdiom == .pd` ran without a word and was
// false, so the figure silently took the iPhone's branch; the code's own enums and UIKit's
// colors were just as unchecked. `.none` against an optional is Optional's own case.
// expected-error@17:61: type 'UIUserInterfaceIdiom' has no member 'pd'; did you mean 'pad'?
// expected-error@18:26: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@19:36: type 'UIColor' has no member 'rd'; did you mean 'red'?
enum Mode { case compact, regular }
final class CardNode: ASDisplayNode {
    var mode: Mode = .compact
    var pending: Mode? = nil
}
let card = CardNode()
let compact = card.mode == .compact && .compact == card.mode
let settled = card.pending == .none
let phone = UIDevice.current.userInterfaceIdiom != .phone
let side: CGFloat = UIDevice.current.userInterfaceIdiom == .pd ? 300 : 100
let wide = card.mode != .regulr
let red = card.backgroundColor == .rd
card.style.preferredSize = CGSize(width: side, height: 44)
card
