// Inside ShimmerNode's initializer, `Context` is ShimmerNode.Context, so `.init(rating:)` (the
// other class's Context) is a wrong label there, reported before the run, even though
// RatingNode.Context is declared last and has that initializer.
// expected-error@21:39: incorrect argument label 'rating:' in call to 'ShimmerNode.Context' (expected 'duration:')
class ShimmerNode: ASDisplayNode {
    struct Context {
        let duration: Double
        init(duration: Double = 1.5) { self.duration = duration }
    }
    init(context: Context) { super.init() }
}

final class RatingNode: ASDisplayNode {
    struct Context {
        let rating: Double
        init(rating: Double) { self.rating = rating }
    }
    init(context: Context) { super.init() }
}

let node = ShimmerNode(context: .init(rating: 3))
node.style.preferredSize = CGSize(width: 10, height: 10)
node
