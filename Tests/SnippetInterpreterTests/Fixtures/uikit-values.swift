// Values the runtime refused or dropped (found by the declared-effects probe): CGRect(origin:size:)
// was a zero rect; CGPoint's x and y, CGRect's origin and NSRange's length could not be set;
// `attributes: nil` was an error; Float(…) and DispatchTime.now() were unknown; "\(size)" printed
// "CGSize" where Swift prints "(40.0, 20.0)": the label's 14 characters are 119 × 21.25 in the
// placeholder metrics (22 high, ceiled).
// expect-frame box 10 5 40 20
// expect-frame label 0 25 119 22
var rect = CGRect(origin: CGPoint(x: 1, y: 1), size: CGSize(width: 40, height: 20))
var corner = CGPoint(x: 0, y: 0)
corner.x = 10
corner.y = 5
rect.origin = corner
let box = ASDisplayNode()
box.style.preferredSize = rect.size
box.style.layoutPosition = rect.origin
var range = NSRange(location: 0, length: 1)
range.length = 2
let scale = Float(2)
_ = DispatchTime.now()
let label = ASTextNode()
label.attributedText = NSAttributedString(string: "\(rect.size) \(range.length)", attributes: nil)
label.style.layoutPosition = CGPoint(x: 0, y: 25)
ASAbsoluteLayoutSpec(sizing: .sizeToFit, children: [box, label])
