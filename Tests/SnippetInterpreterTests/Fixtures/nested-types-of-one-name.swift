// Two classes each nest a `Context` (VATextureKit's nodes do). Inside `ShimmerNode` and its
// subclasses, `Context` is `ShimmerNode.Context`, whichever file declares the other one first:
// the inherited initializer's `.init()` makes a ShimmerNode.Context (duration 1.5), and the
// default `.regular` is ShimmerNode.Speed's (factor 2), not RatingNode.Speed's.
// Shimmer: 10 × duration wide, 10 × factor high. Stack of the two, vertical, spacing 0.
// expect-frame plain 0 0 15 20
// expect-frame custom 0 20 30 10
final class RatingNode: ASDisplayNode {
    struct Context {
        let rating: Double
        init(rating: Double) { self.rating = rating }
    }
    enum Speed { case regular, slow }
    init(context: Context) { super.init() }
}

class ShimmerNode: ASDisplayNode {
    struct Context {
        let duration: Double
        init(duration: Double = 1.5) { self.duration = duration }
    }
    enum Speed {
        case regular, slow
        var factor: CGFloat { self == .regular ? 2 : 1 }
    }
    let context: Context
    init(context: Context = .init(), speed: Speed = .regular) {
        self.context = context
        super.init()
        style.preferredSize = CGSize(width: 10 * context.duration, height: 10 * speed.factor)
    }
}

final class LoadingShimmer: ShimmerNode {}

final class CardNode: ASDisplayNode {
    let plain = LoadingShimmer(context: .init())
    let custom = LoadingShimmer(context: .init(duration: 3), speed: .slow)

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [plain, custom])
    }
}

CardNode()
