// `super.init()` and `super.didLoad()` ran nothing of a superclass the app declares: a base node that
// sizes itself in its init drew 0 × 0 when a subclass declared an init of its own, and a base's
// didLoad colour was lost, with a green build. They run the superclass's code, as Swift does.
// expect-frame card 0 0 77 33
// expect-frame badge 0 33 20 20
class BaseCard: ASDisplayNode {
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 77, height: 33)
    }

    override func didLoad() {
        super.didLoad()
        style.preferredSize.height = 33
    }
}

final class Card: BaseCard {
    override init() {
        super.init()
        backgroundColor = .red
    }

    override func didLoad() {
        super.didLoad()
        borderWidth = 1
    }
}

class Sized: ASDisplayNode {
    init(side: CGFloat) {
        super.init()
        style.preferredSize = CGSize(width: side, height: side)
    }
}

final class Badge: Sized {
    init() {
        super.init(side: 20)
    }
}

let card = Card()
let badge = Badge()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [card, badge])
