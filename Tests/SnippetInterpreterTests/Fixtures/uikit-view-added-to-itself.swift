// A view added to itself is UIKit's exception "Can't add self as subview": the app stops there.
// expected-error@6:1: Can't add self as subview (UIKit raises an exception here, which stops the app)
let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
let stack = UIStackView()
card.addSubview(stack)
card.addSubview(card)
card
