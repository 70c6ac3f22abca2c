// Observing is checked as swiftc checks it: a misspelt method of the notification centre is an error.
// expected-error@5:28: value of type 'NotificationCenter' has no member 'removeObservr'; did you mean 'removeObserver'?
let screen = UIViewController()
NotificationCenter.default.removeObserver(screen)
NotificationCenter.default.removeObservr(screen)
screen
