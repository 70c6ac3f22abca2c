// UIKit runs viewWillLayoutSubviews(), each view's own layoutSubviews() and viewDidLayoutSubviews()
// once the constraints have placed the views: code there that places views by hand, from the
// frames and safe area the pass gave, is drawn (it was never run, and the avatar stayed where
// viewDidLoad left it). A view class that declares no initializer is made with UIView's
// init(frame:), which it inherits. On the 375 × 667 screen the safe area starts 20 pt down.
// expect-frame avatar 16 36 343 80
// expect-frame dot 0 130 30 10
// expect-frame view.subviews[2] 0 200 5 5
final class ProfileViewController: UIViewController {
    let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let badge = Badge(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.backgroundColor = .blue
        view.addSubview(avatar)
        view.addSubview(badge)
        view.addSubview(Spacer(frame: CGRect(x: 0, y: 200, width: 5, height: 5)))
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        avatar.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 16, width: view.bounds.width - 32, height: 80)
        avatar.layer.cornerRadius = 40
        badge.frame = CGRect(x: 0, y: avatar.frame.maxY + 14, width: 30, height: 10)
    }
}
final class Badge: UIView {
    let dot = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(dot)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func layoutSubviews() {
        super.layoutSubviews()
        dot.frame = bounds
    }
}
final class Spacer: UIView {}
ProfileViewController()
