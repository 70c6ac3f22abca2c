// A struct or an enum where a number, text or a truth value is expected is the compiler's error,
// at the line that writes it (`let width: CGFloat = card.style.height`, an ASDimension, ran and
// failed only where the width was used; unused, it drew as if the code compiled).
// expected-error@12:33: cannot convert value of type 'ASDimension' to specified type 'CGFloat'
// expected-error@13:32: cannot convert value of type 'CGSize' to specified type 'CGFloat'
// expected-error@14:25: cannot convert value of type 'UIUserInterfaceSizeClass' to specified type 'String'
// expected-error@15:34: cannot convert value of type 'ASStackLayoutAlignSelf' to specified type 'Bool'
final class CardNode: ASDisplayNode {
    var density = UIUserInterfaceSizeClass.compact
}
let card = CardNode()
let width: CGFloat = card.style.height
let size: CGFloat = card.frame.size
let name: String = card.density
let alignment: Bool = card.style.alignSelf
let fine: CGFloat = card.frame.size.width
card.style.preferredSize = CGSize(width: width, height: 40)
card
