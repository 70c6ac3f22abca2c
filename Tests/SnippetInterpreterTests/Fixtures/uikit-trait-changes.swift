// A controller and a view that answer trait changes (dark mode, Dynamic Type) override
// traitCollectionDidChange(_:); UIKit calls it when the traits change, after the moment a figure
// shows, so it is checked and never run (FlowCrypt's table controller was left out: "method does
// not override any method from its superclass"). The figure's device has Dynamic Type's default
// category, .large, so the banner is 40 tall, not 80.
// expect-frame banner 0 100 200 40
final class Badge: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        backgroundColor = .red
    }
}
final class Screen: UIViewController {
    let banner = Badge()
    override func viewDidLoad() {
        super.viewDidLoad()
        let large = traitCollection.preferredContentSizeCategory == .large
        banner.frame = CGRect(x: 0, y: 100, width: 200, height: large ? 40 : 80)
        view.addSubview(banner)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory else { return }
        banner.frame.size.height = 300
    }
}
Screen()
