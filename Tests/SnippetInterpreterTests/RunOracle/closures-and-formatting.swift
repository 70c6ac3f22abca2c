// Closures as callbacks and builders use them: captured variables shared or copied by a capture
// list, escaping closures kept and called later, closures returned and composed; and text
// formatted for labels with String(format:) and interpolation.
import Foundation

var taps = 0
var handlers: [() -> Void] = []
func onTap(_ handler: @escaping () -> Void) { handlers.append(handler) }
onTap { taps += 1 }
onTap { taps += 10 }
handlers.forEach { $0() }
handlers[0]()
print(taps, handlers.count)

var width: CGFloat = 100
let shared = { width * 2 }
let copied = { [width] in width * 2 }
width = 150
print(shared(), copied())

func adder(_ step: Int) -> (Int) -> Int { { $0 + step } }
let addFive = adder(5)
let twice: (Int) -> Int = { addFive(addFive($0)) }
print(addFive(1), twice(1), [1, 2, 3].map(addFive))
func apply(_ value: CGFloat, _ transforms: [(CGFloat) -> CGFloat]) -> CGFloat {
    transforms.reduce(value) { result, transform in transform(result) }
}
print(apply(10, [{ $0 + 5 }, { $0 * 2 }, { $0 - 1 }]))
let sortedByLength = ["ccc", "a", "bb", "dd"].sorted { $0.count < $1.count }
print(sortedByLength)
var memo: [Int: Int] = [:]
func fibonacci(_ n: Int) -> Int {
    if n < 2 { return n }
    if let known = memo[n] { return known }
    let value = fibonacci(n - 1) + fibonacci(n - 2)
    memo[n] = value
    return value
}
print(fibonacci(30), memo.count)

let price = 1234.5
print(String(format: "%.1f", price), String(format: "%08.2f", price), String(format: "%d%%", 42))
print(String(format: "%5d|%-5d|", 42, 7), String(format: "%x %X %o", 255, 255, 8))
print(String(format: "%@ has %d items", "Cart", 3), String(format: "%.0f", 2.5), String(format: "%.0f", 3.5))
print(String(format: "%e", 12345.678), String(format: "%g", 0.0001), String(format: "%g", 123456789.0))
let rating = 4.25
print("Rated \(rating) of \(5)", "\(Int(rating))★", "\(rating > 4 ? "great" : "ok")")
// (CGSize and CGPoint describe themselves differently on Linux than on iOS, so they are not printed.)
print("\(true)", "\([1.5, 2])", "\(["a": 1])", "\(Optional(3) ?? 0)")
