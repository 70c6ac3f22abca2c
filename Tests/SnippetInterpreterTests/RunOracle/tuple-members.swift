// A tuple's labelled member holding a closure is called like a method: a dictionary element's
// `value()`, an enumerated element's `element()` (an observer list written as in real apps).
let handlers: [String: () -> String] = ["a": { "first" }, "b": { "second" }]
handlers.sorted { $0.key < $1.key }.forEach { print($0.key, $0.value()) }
let actions: [() -> Int] = [{ 1 }, { 2 }]
for pair in actions.enumerated() {
    print(pair.offset, pair.element())
}
var calls = 0
let observers: [String: () -> Void] = ["only": { calls += 1 }]
observers.forEach { $0.value() }
print("calls", calls)
