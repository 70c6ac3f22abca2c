// A member reached through implicit self is checked against its declared type, as the compiler
// does: `view` in a view controller is a UIView, so a misspelt member is the compiler's error. A
// node's `view` is declared @inert (what is done with it is not drawn), but it has its declared
// type, written with `self.` or without: a scroll node's is a UIScrollView, as Texture's header
// says, and a member the API refuses is refused where the run reaches it (UnsupportedWhenReachedTests).
// expected-error@14:14: value of type 'UIScrollView' has no member 'bouncs'; did you mean 'bounces'?
// expected-error@20:14: value of type 'UIView' has no member 'backgroundColr'; did you mean 'backgroundColor'?
final class StripNode: ASScrollNode {
    override func didLoad() {
        super.didLoad()
        view.bounces = false
        view.showsHorizontalScrollIndicator = false
        self.view.bounces = false
        view.bouncs = false
    }
}
final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColr = .white
    }
}
CardViewController()
