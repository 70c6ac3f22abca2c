// A swipe gesture is made and set as UIKit code does, and changes nothing drawn (StudySwift's setup
// screen stopped on "cannot find 'UISwipeGestureRecognizer' in scope"); a misspelt setting is an error.
// expected-error@11:6: value of type 'UISwipeGestureRecognizer' has no member 'directon'; did you mean 'direction'?
let view = UIView()
let right = UISwipeGestureRecognizer(target: nil, action: nil)
right.direction = UISwipeGestureRecognizer.Direction.right
view.addGestureRecognizer(right)
let left = UISwipeGestureRecognizer(target: nil, action: nil)
left.direction = .left
left.numberOfTouchesRequired = 2
left.directon = .left
view.addGestureRecognizer(left)
view
