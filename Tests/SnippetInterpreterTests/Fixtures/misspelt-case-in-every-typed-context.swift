// A misspelt implicit member is checked wherever its type is known, as the compiler checks it: in
// both branches of `?:`, in parentheses, in array and dictionary literals of a written element
// type, as a parameter's default value, assigned to a variable or to a property of the app's own
// type, in `if case` and `guard case` patterns, in a switch over an API enum and as the default
// of `??`. Each of these ran without a word: a branch not taken or a default not used drew the
// figure as if the code compiled, and a taken one left an untyped case behind or was never equal.
// expected-error@23:31: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@24:58: type 'Mode' has no member 'compat'; did you mean 'compact'?
// expected-error@26:21: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@32:39: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@33:31: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@34:39: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@35:41: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@37:12: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@38:32: type 'Mode' has no member 'compat'; did you mean 'compact'?
// expected-error@39:10: type 'Mode' has no member 'regulr'; did you mean 'regular'?
// expected-error@40:33: reference to member 'regulr' cannot be resolved without a contextual type; did you mean 'regular'?
// expected-error@42:7: type 'UIUserInterfaceIdiom' has no member 'pd'; did you mean 'pad'?
enum Mode { case compact, regular }
final class CardNode: ASDisplayNode {
    var mode: Mode = .compact
    var pending: Mode?
    func layout(mode: Mode = .regulr) {}
    func next() -> Mode { mode == .compact ? .regular : .compat }
    func settle() {
        guard case .regulr = mode else { return }
        if case .some(let waiting) = pending, case .none = pending { mode = waiting }
    }
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
if case .regulr = card.mode { card.mode = .compact }
let fallback = card.pending ?? .regulr
switch UIDevice.current.userInterfaceIdiom {
case .pd: card.mode = .regular
default: break
}
card.style.preferredSize = CGSize(width: 100, height: 40)
card
