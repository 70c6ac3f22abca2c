// A member of an optional read without '?' or '!' does not compile; each of these ran and drew
// whatever the value was. Optional's own members, an unwrapped name and '?' / '!' are allowed.
// expected-error@13:38: value of optional type 'UIImage?' must be unwrapped to refer to member 'size' of wrapped base type 'UIImage'; chain the optional using '?' or force-unwrap using '!'
// expected-error@18:12: value of optional type 'UIImage?' must be unwrapped to refer to member 'size' of wrapped base type 'UIImage'; chain the optional using '?' or force-unwrap using '!'
// expected-error@21:13: value of optional type 'UIImage?' must be unwrapped to refer to member 'size' of wrapped base type 'UIImage'; chain the optional using '?' or force-unwrap using '!'
// expected-error@23:12: value of optional type 'ASTextNode?' must be unwrapped to refer to member 'attributedText' of wrapped base type 'ASTextNode'; chain the optional using '?' or force-unwrap using '!'
// expected-error@25:15: value of optional type 'UIImage?' must be unwrapped to refer to member 'size' of wrapped base type 'UIImage'; chain the optional using '?' or force-unwrap using '!'
// expected-error@35:26: value of optional type 'CGFloat?' must be unwrapped to a value of type 'CGFloat'; coalesce using '??' to provide a default, or force-unwrap using '!'
// expected-error@39:18: value of optional type 'CGFloat?' must be unwrapped to a value of type 'CGFloat'; coalesce using '??' to provide a default, or force-unwrap using '!'
final class Card: ASDisplayNode {
    var photo: UIImage?
    var title: String = ""
    func widthOfPhoto() -> CGFloat { photo.size.width }
    func safeWidth() -> CGFloat { photo?.size.width ?? 0 }
}
func measure(_ image: UIImage?) -> CGFloat {
    if let image { return image.size.width }
    return image.size.height
}
let shoe = UIImage(named: "shoe")
let width = shoe.size.width
let maybe = ASDisplayNode() as? ASTextNode
let text = maybe.attributedText
let card = Card()
let w2 = card.photo.size
let label: String? = "Hi"
let n = label.map { $0.count }
let count = label!.count
// TextureSwiftSupport makes an optional node a layout element: its modifiers compile.
let badge: ASDisplayNode? = ASDisplayNode()
let sized = badge.preferredSize(CGSize(width: 10, height: 10))
// An optional where a number or a size is needed.
func gap(_ value: CGFloat?) -> CGFloat {
    let inset: CGFloat? = value
    return CGSize(width: inset, height: 10).width
}
let spacingIfAny: CGFloat? = 3
let column = ASStackLayoutSpec()
column.spacing = spacingIfAny
column.style.preferredSize = CGSize(width: spacingIfAny ?? 0, height: spacingIfAny!)
let padded = card.padding(spacingIfAny ?? 1)
card
