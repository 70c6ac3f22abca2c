// A controller's tab bar item is shown by a UITabBarController's tab bar, which figures do not
// build: setting it is accepted and draws nothing (it was "no member 'title'").
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
