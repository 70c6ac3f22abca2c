// A getter the code declares runs once for each time the code reads it: working out the type an
// implicit member on the right of `=` has must not read the chain again.
struct Size2 {
    var width: Double = 0
}
final class Counter {
    var reads = 0
    var stored = Size2()
    var size: Size2 {
        get {
            reads += 1
            print("read \(reads)")
            return stored
        }
        set { stored = newValue }
    }
}
let counter = Counter()
counter.size.width = .pi
print("reads: \(counter.reads)")
print(counter.stored.width > 3)
