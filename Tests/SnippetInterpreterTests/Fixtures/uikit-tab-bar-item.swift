// A controller's tab bar item is what a UITabBarController's tab bar shows for it; drawn alone, the
// controller has no tab bar, and setting its item changes nothing (it was "no member 'title'").
// A badge is not drawn: a warning says so.
// expected-warning@11:20: 'badgeValue' changes what the screen shows, but diagrams do not draw it
// expect-frame box 16 20 100 50
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        tabBarItem.title = "Home"
        tabBarItem.badgeValue = "3"
        let box = UIView()
        view.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}
HomeViewController()
