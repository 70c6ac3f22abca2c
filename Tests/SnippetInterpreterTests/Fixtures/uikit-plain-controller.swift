// `UIViewController()` was "cannot find in scope". A constraint on a view outside the figure (never
// added to it) was reported as UIKit's crash, which it is not: a view's own height needs no common
// ancestor, and UIKit lays that view out elsewhere, or never.
// expect-frame card 16 100 100 50
let spare = UIView()
spare.heightAnchor.constraint(equalToConstant: 200).isActive = true
let card = UIView()
let controller = UIViewController()
controller.view.addSubview(card)
card.translatesAutoresizingMaskIntoConstraints = false
NSLayoutConstraint.activate([
    card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
    card.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
    card.widthAnchor.constraint(equalToConstant: 100),
    card.heightAnchor.constraint(equalToConstant: 50),
])
controller
