// An implicit member with associated values, where the context gives the enum: `let gap: Gap =
// .medium(15)`, a parameter's default `= .regular(30)`, an argument `.medium(5)`. The case was made
// without its type, so `gap.size` was "value of type '' has no member 'size'" (FlowCrypt's
// `NSAttributedString.Style`, an enum nested in an extension of a framework class). The widths add
// up to 15 + 30 + 5 = 50 for the first box; the second is 12 + 20 = 32 wide. The third adds an
// array's elements (1 + 2), returned cases (3 + 4) and a struct's property after assignment (20).
// expect-frame box 0 0 50 10
// expect-frame other 0 10 32 10
// expect-frame third 0 20 30 10
enum Gap {
    case regular(CGFloat), medium(CGFloat)
    var size: CGFloat {
        switch self {
        case let .regular(size): return size
        case let .medium(size): return size
        }
    }
}
extension NSAttributedString {
    enum Style {
        case plain(CGFloat), bold(CGFloat)
        var font: UIFont {
            switch self {
            case let .plain(size): return .systemFont(ofSize: size)
            case let .bold(size): return .boldSystemFont(ofSize: size)
            }
        }
    }
}
func width(_ gap: Gap = .regular(30)) -> CGFloat { gap.size }
func fontSize(_ style: NSAttributedString.Style = .bold(20)) -> CGFloat { style.font.pointSize }

let gap: Gap = .medium(15)
let style: NSAttributedString.Style = .plain(12)
let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: gap.size + width() + width(.medium(5)), height: 10)
let other = ASDisplayNode()
other.style.preferredSize = CGSize(width: style.font.pointSize + fontSize(), height: 10)
func make() -> Gap { .medium(3) }
func makeOther() -> Gap { return .regular(4) }
let gaps: [Gap] = [.medium(1), .regular(2)]
struct Holder { var gap: Gap }
var holder = Holder(gap: .medium(10))
holder.gap = .regular(20)
let third = ASDisplayNode()
third.style.preferredSize = CGSize(width: gaps.map { $0.size }.reduce(0, +) + make().size + makeOther().size + holder.gap.size, height: 10)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [box, other, third])
