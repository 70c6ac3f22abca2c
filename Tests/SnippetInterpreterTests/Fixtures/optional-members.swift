// A member of an optional read without '?' or '!' does not compile; each of these ran and drew
// whatever the value was. Optional's own members, an unwrapped name and '?' / '!' are allowed.
// expected-error@11:38: value of optional type 'UIImage?' must be unwrapped to refer to member 'size' of wrapped base type 'UIImage'; chain the optional using '?' or force-unwrap using '!'
// expected-error@16:12: value of optional type 'UIImage?' must be unwrapped to refer to member 'size' of wrapped base type 'UIImage'; chain the optional using '?' or force-unwrap using '!'
// expected-error@19:13: value of optional type 'UIImage?' must be unwrapped to refer to member 'size' of wrapped base type 'UIImage'; chain the optional using '?' or force-unwrap using '!'
// expected-error@21:12: value of optional type 'ASTextNode?' must be unwrapped to refer to member 'attributedText' of wrapped base type 'ASTextNode'; chain the optional using '?' or force-unwrap using '!'
// expected-error@23:10: value of optional type 'UIImage?' must be unwrapped to refer to member 'size' of wrapped base type 'UIImage'; chain the optional using '?' or force-unwrap using '!'
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
card
