// UIKit runs viewDidLayoutSubviews() after layout and a view's layoutSubviews() during it, between
// the app's code and the screen; diagrams do not run them, so what they set is a warning at each
// assignment rather than silently missing (the avatar stays where viewDidLoad left it). A view
// class that declares no initializer is made with UIView's init(frame:), which it inherits.
// expected-warning@20:9: 'frame' is set in viewDidLayoutSubviews(), which UIKit runs after layout; diagrams do not run it, so this change is not drawn
// expected-warning@21:9: 'cornerRadius' is set in viewDidLayoutSubviews(), which UIKit runs after layout; diagrams do not run it, so this change is not drawn
// expected-warning@28:9: 'frame' is set in layoutSubviews(), which UIKit runs during layout; diagrams do not run it, so this change is not drawn
// expect-frame avatar 0 0 40 40
// expect-frame view.subviews[1] 0 50 20 10
final class ProfileViewController: UIViewController {
    let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.backgroundColor = .blue
        view.addSubview(avatar)
        view.addSubview(Badge(frame: CGRect(x: 0, y: 50, width: 20, height: 10)))
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        avatar.frame = CGRect(x: 16, y: 60, width: 80, height: 80)
        avatar.layer.cornerRadius = 40
    }
}
final class Badge: UIView {
    let dot = UIView()
    override func layoutSubviews() {
        super.layoutSubviews()
        dot.frame = bounds
    }
}
ProfileViewController()
