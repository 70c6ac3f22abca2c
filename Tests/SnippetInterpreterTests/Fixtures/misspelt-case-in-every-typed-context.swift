// A misspelt implicit member is checked wherever its type is known, as the compiler checks it: in
// both branches of `?:`, in parentheses, in array and dictionary literals of a written element
// type, as a parameter's default value, and assigned to a variable or to a property of the app's
// own type. Each of these ran without a word; a branch not taken or a default not used drew the
// figure as if the code compiled, and a taken one left an untyped case behind.
// expected-error@17:31: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@18:58: type 'Mode' has no member 'compat'; did you mean 'compact'?
// expected-error@22:39: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@23:31: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@24:39: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@25:41: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@27:12: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@28:32: type 'Mode' has no member 'compat'; did you mean 'compact'?
enum Mode { case compact, regular }
final class CardNode: ASDisplayNode {
    var mode: Mode = .compact
    func layout(mode: Mode = .regulr) {}
    func next() -> Mode { mode == .compact ? .regular : .compat }
}
let flag = true
let card = CardNode()
let chosen: Mode = flag ? .compact : .regulr
let all: [Mode] = [.compact, .regulr]
let named: [String: Mode] = ["wide": .regulr]
let wrapped: Mode = (flag ? .compact : .regulr)
var current = Mode.compact
current = .regulr
card.mode = flag ? .regular : .compat
card.style.preferredSize = CGSize(width: 100, height: 40)
card
