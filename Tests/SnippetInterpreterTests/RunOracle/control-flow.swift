// Control flow as layout code uses it: switches over ranges, tuples and payloads, `where`
// clauses, optional binding and chaining, guard, defer order, labelled loops, stride, while.
import Foundation

enum Sizing { case fixed(CGFloat), fraction(CGFloat), fill }
func width(_ sizing: Sizing, in container: CGFloat) -> CGFloat {
    switch sizing {
    case .fixed(let points) where points > container: return container
    case .fixed(let points): return points
    case .fraction(let share): return container * share
    case .fill: return container
    }
}
print(width(.fixed(500), in: 375), width(.fixed(100), in: 375), width(.fraction(0.5), in: 375), width(.fill, in: 320))

func columns(for width: CGFloat) -> Int {
    switch width {
    case ..<375: return 1
    case 375..<768: return 2
    case 768...: return 3
    default: return 0
    }
}
print(columns(for: 320), columns(for: 375), columns(for: 767.5), columns(for: 1024))

func describe(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "x axis"
    case (let x, let y) where x == y: return "diagonal \(x)"
    default: return "elsewhere"
    }
}
print(describe((0, 0)), describe((3, 0)), describe((2, 2)), describe((1, 5)))

var order: [String] = []
func layoutPass() -> Int {
    defer { order.append("first defer") }
    defer { order.append("second defer") }
    order.append("body")
    return order.count
}
print(layoutPass(), order.joined(separator: " > "))

let names: [String?] = ["title", nil, "subtitle"]
var found = 0
for case let name? in names { found += name.count }
print(found)
let maybe: String? = names[1]
print(maybe?.count ?? -1, names[0]?.uppercased() ?? "none", names.compactMap { $0 }.count)
func firstLong(_ words: [String]) -> String {
    guard let word = words.first(where: { $0.count > 4 }) else { return "none" }
    return word
}
print(firstLong(["ab", "abcdef", "xyz12"]), firstLong(["a"]))

var pairs: [String] = []
outer: for row in 0..<4 {
    for column in 0..<4 {
        if column > row { continue outer }
        if row == 3 { break outer }
        pairs.append("\(row)\(column)")
    }
}
print(pairs.joined(separator: " "))
print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 10, through: 0, by: -5)))
var n = 1
while n < 100 { n *= 3 }
var m = 100
repeat { m -= 40 } while m > 0
print(n, m)
let flag = n > 50 ? "big" : "small"
print(flag, n > 50 && m < 0, !(n > 50) || m == 0)
if case .fraction(let share) = Sizing.fraction(0.25) { print(share * 4) }
let total = (1...5).reduce(0) { $0 + $1 * $1 }
print(total)
