// A member reached through implicit self is checked against its declared type, as the compiler
// does: `view` in a view controller is a UIView, so a misspelt member is the compiler's error. A
// node's `view` is declared @inert (a node's view is not modelled), so what is done with it is
// accepted, as at run time.
// expected-error@16:14: value of type 'UIView' has no member 'backgroundColr'; did you mean 'backgroundColor'?
final class StripNode: ASScrollNode {
    override func didLoad() {
        super.didLoad()
        view.bounces = false
        view.showsHorizontalScrollIndicator = false
    }
}
final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColr = .white
    }
}
CardViewController()
