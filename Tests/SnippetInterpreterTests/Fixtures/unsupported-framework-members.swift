// Members UIKit has but figures cannot honour are errors that say why, not "has no member" (they
// exist): a point converted between views is known only after layout. The refusal names the type
// that declares the method (it named the method: "'convert(_:to:)' of convert").
// expected-error@7:14: 'convert(_:to:)' of UIView is known only after layout, and snippets run before it: compute from sizes the code sets
let view = UIView()
let other = UIView()
let origin = view.convert(CGPoint.zero, to: other)
view
