// An enum's raw values are its cases' literals, or the ones Swift gives them: the previous
// integer + 1 (0 first) for numbers, the case's name for a String. They were the case's name
// whatever the raw type (`Side.left.rawValue` was "left", not "L"), and `init(rawValue:)` was
// refused. Checked with swiftc: width 5 × 10 + "L".count = 51, height 2 × 15 = 30 (plus 0,
// since "left" is no Side's raw value).
// expect-frame node 0 0 51 30
enum Gap: Int { case none, small = 4, large }
enum Scale: Double { case one = 1, two }
enum Side: String { case left = "L", right }

let width = CGFloat(Gap.large.rawValue) * 10 + CGFloat(Side.left.rawValue.count)
let unknown: CGFloat = Side(rawValue: "left") == nil ? 0 : 100
let height = CGFloat(Scale.two.rawValue) * (Side(rawValue: "right") == .right ? 15 : 0) + unknown
let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: width, height: height)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [node])
