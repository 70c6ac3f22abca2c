// UIKit settings that were accepted and dropped (found by the declared-effects probe):
// - `bounds` resizes a frame-positioned view about its centre (60, 40): 120 × 80 at (0, 0);
// - `center` moves one: its centre at (170, 30) puts a 40 × 20 view at (150, 20);
// - a button's `contentEdgeInsets` add to its title ("Buy" at 30 pt through its titleLabel:
//   45 wide in the placeholder metrics and 36 high (L2: 1.1934 × 30, ceiled to the pixel), plus 6
//   above and below (U7), plus the insets 10 and 4): 65 × 56; a title set for .highlighted does not
//   replace the normal one.
// expect-frame grown 0 0 120 80
// expect-frame moved 150 20 40 20
// expect-frame buy 200 0 65 56
// expected-warning@1:1: the width of buy is its text's, measured with Inter, Layoutbook's font; on a device San Francisco can make it a few points wider or narrower
let container = UIView()
container.heightAnchor.constraint(equalToConstant: 100).isActive = true
let grown = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
grown.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
container.addSubview(grown)
let moved = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
moved.center = CGPoint(x: 170, y: 30)
container.addSubview(moved)
let buy = UIButton(type: .system)
buy.setTitle("Buy", for: .normal)
buy.setTitle("Buy now, while stocks last", for: .highlighted)
buy.titleLabel?.font = UIFont.systemFont(ofSize: 30)
buy.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
container.addSubview(buy)
buy.translatesAutoresizingMaskIntoConstraints = false
buy.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 200).isActive = true
buy.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
container
