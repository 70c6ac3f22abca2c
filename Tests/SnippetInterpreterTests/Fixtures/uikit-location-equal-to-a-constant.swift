// A location attribute constrained to a constant (no second item, or a multiplier of 0) is an
// NSInvalidArgumentException where NSLayoutConstraint makes it: the app stops. The figure placed
// the view 10 points from the left instead.
// expected-error@9:1: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs (UIKit raises an exception here, which stops the app; relate 'leading' to another view's, or constrain a width or height to a constant)
let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
let badge = UIView()
root.addSubview(badge)
badge.translatesAutoresizingMaskIntoConstraints = false
NSLayoutConstraint(item: badge, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10).isActive = true
NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10).isActive = true
root
