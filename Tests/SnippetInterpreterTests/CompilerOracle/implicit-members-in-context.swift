// A misspelt implicit member wherever its type is known, and a value of another kind than
// expected: a comparison, both branches of `?:`, literals of a written element type, a default
// value, assignments, patterns, `??` and a closure over an array's elements (swiftc's inference
// errors for a misspelt member inside `sorted` or `first` are its own, and not compared).
import Foundation

enum Mode { case compact, regular }

final class Card {
    var mode: Mode = .compact
    var pending: Mode?
    var width: CGFloat = 0
    var title = ""
    var isWide = false
    func layout(mode: Mode = .regulr) {}
    func next() -> Mode { mode == .compact ? .regular : .compat }
    func set(width: CGFloat) { self.width = width }
    func caption() -> String { width }
    func settle() {
        guard case .regulr = mode else { return }
        if case .some(let waiting) = pending { mode = waiting }
    }
}

let flag = true
let card = Card()
let cards = [card]
let compared = card.mode == .regulr
let differs = card.mode != .compat
let chosen: Mode = flag ? .compact : .regulr
let all: [Mode] = [.compact, .regulr]
let named: [String: Mode] = ["wide": .regulr]
let wrapped: Mode = (flag ? .compact : .regulr)
var current = Mode.compact
current = .regulr
card.mode = flag ? .regular : .compat
if case .regulr = card.mode { card.mode = .compact }
let fallback = card.pending ?? .regulr
cards.forEach { $0.mode = .regulr }
let narrow: CGFloat = card.title
card.set(width: card.isWide)
let label: String = card.width
let counts: [Int] = [1, "a"]
let keyed: [String: Int] = [1: 2, "b": "c"]
