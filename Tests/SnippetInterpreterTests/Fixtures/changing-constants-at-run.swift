// A struct whose type only the run knows (made by a function), held by a `let`: the run refuses
// to change it, as the compiler would; it drew the changed width.
// expected-error@13:1: cannot assign to property: 'metrics' is a 'let' constant; change 'let' to 'var' to make it mutable
struct Metrics {
    var width: CGFloat
}

func makeMetrics() -> Metrics { Metrics(width: 10) }

var changed = makeMetrics()
changed.width = 20
let metrics = makeMetrics()
metrics.width = 30
let node = ASDisplayNode()
node.style.preferredSize = CGSize(width: metrics.width, height: 1)
node
