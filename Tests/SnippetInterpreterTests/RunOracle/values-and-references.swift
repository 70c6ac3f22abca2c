// Structs are copied and classes shared, as layout code relies on: copies on assignment, on
// passing and in arrays; observers, lazy and computed properties; mutating methods; inout.
import Foundation

struct Insets {
    var top: CGFloat = 8
    var side: CGFloat = 16
    var total: CGFloat { top * 2 + side * 2 }
    mutating func grow(by amount: CGFloat) { top += amount; side += amount }
}

final class Box {
    var width: CGFloat = 10 {
        willSet { log.append("will \(newValue)") }
        didSet { log.append("did \(oldValue)") }
    }
    var log: [String] = []
    lazy var area: CGFloat = width * width
    init(width: CGFloat) { self.width = width }
}

var a = Insets()
var b = a
b.grow(by: 4)
print(a.top, b.top, a.total, b.total)
var list = [a, b]
list[0].side = 100
print(a.side, list[0].side, list[1].side)
func widened(_ insets: Insets) -> Insets {
    var copy = insets
    copy.side *= 2
    return copy
}
print(widened(a).side, a.side)

let box = Box(width: 20)
let same = box
same.width = 30
print(box.width, box.log.count, box.log.joined(separator: ","))
print(box.area)
box.width = 40
print(box.area, box.log.last ?? "-")
let boxes = [box, Box(width: 5)]
boxes[0].width = 50
print(box.width, boxes.map { $0.width })

func scale(_ value: inout CGFloat, _ insets: inout Insets) {
    value *= 3
    insets.grow(by: 1)
}
var side: CGFloat = 2
scale(&side, &a)
print(side, a.top, a.side)

var counter = 0
let increment = { counter += 1 }
increment()
increment()
print(counter)
func makeCounter() -> () -> Int {
    var count = 0
    return { count += 1; return count }
}
let next = makeCounter()
_ = next()
print(next(), next())
var captured = 1
let reader = { captured * 10 }
captured = 5
print(reader())
