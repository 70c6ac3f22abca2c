// Loops, closures, optionals, switch and interpolation building a row of badges.
// Three 20-wide badges 4 apart (the nil one is dropped by compactMap); then a 10 × 10 dot.
// Every badge is named after its variable, "badge"; the dot after three of them proves the count.
// expect-frame badge 0 0 20 20
// expect-frame dotNode 72 0 10 10
enum Size { case small, large }
func side(_ size: Size) -> CGFloat {
    switch size {
    case .small: return 10
    case .large: return 20
    }
}
var badges: [ASDisplayNode?] = []
for index in 0..<4 {
    if index == 2 { badges.append(nil); continue }
    let badge = ASDisplayNode()
    badge.style.preferredSize = CGSize(width: side(.large), height: side(.large))
    badges.append(badge)
}
let named = badges.compactMap { $0 }
var labels: [String] = []
for (i, badge) in named.enumerated() { labels.append("badge\(i)") }
let title: String? = nil
let text = title ?? "fallback \(named.count)"
let dotNode = ASDisplayNode()
dotNode.style.preferredSize = CGSize(width: side(.small), height: text.isEmpty ? 0 : 10)
ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .start, children: named + [dotNode])
