// Methods Swift 4.2 renamed are the compiler's errors with today's names (the check said "no
// member 'sendSubview'; did you mean 'addSubview'?").
// expected-error@9:11: 'sendSubview(toBack:)' has been renamed to 'sendSubviewToBack(_:)'
// expected-error@10:11: 'bringSubview(toFront:)' has been renamed to 'bringSubviewToFront(_:)'
let container = UIView()
let badge = UIView()
container.addSubview(badge)
// The old names:
container.sendSubview(toBack: badge)
container.bringSubview(toFront: badge)
container
