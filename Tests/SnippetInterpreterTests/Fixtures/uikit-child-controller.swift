// Containment: reading a child controller's `view` loads it, as UIKit does, so its viewDidLoad runs
// and its content is drawn inside the parent's view (it was an empty box). The child's view is
// named by how the code reaches it. The banner is pinned under the 20-pt status bar, 120 high; the
// label ("Sale", 34 × 20.5 in the placeholder metrics) is centred in it: y = 20 + 49.75, which
// UIKit rounds to the pixel grid (70 at @2x).
// expected-warning@1:1: the width of label is its text's, measured with Inter, Layoutbook's font; on a device San Francisco can make it a few points wider or narrower
// expect-frame banner.view 0 20 375 120
// expect-frame label 170.5 70 34 20.5
final class BannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        let label = UILabel()
        label.text = "Sale"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        label.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        label.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
    }
}

final class HomeViewController: UIViewController {
    let banner = BannerViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(banner)
        view.addSubview(banner.view)
        banner.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            banner.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.view.heightAnchor.constraint(equalToConstant: 120),
        ])
        banner.didMove(toParent: self)
    }
}
HomeViewController()
