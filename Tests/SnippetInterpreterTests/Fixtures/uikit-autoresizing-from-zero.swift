// A frame set inside a `UIView()` (size zero) with a flexible width: when the superview is laid out
// 375 wide, the width takes all it gained (U9), 120 + 375 = 495, as on a device (the classic
// oversized subview). The mask was ignored here because the superview had no size to share from.
// expect-frame sub 10 10 495 60
// expect-frame pinned 10 80 120 10
let container = UIView()
let sub = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 60))
sub.autoresizingMask = .flexibleWidth
container.addSubview(sub)
let pinned = UIView(frame: CGRect(x: 10, y: 80, width: 120, height: 10))
container.addSubview(pinned)
container.heightAnchor.constraint(equalToConstant: 100).isActive = true
container
