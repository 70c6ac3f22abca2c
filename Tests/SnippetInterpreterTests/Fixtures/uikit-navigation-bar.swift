// A controller that sets its navigation item is drawn in a navigation controller. U15: the bar, 44 pt
// below the 20-pt status bar, adds its height to the top inset, so on the 375 × 667 device a box on
// the safe area's top sits at 20 + 44 = 64. The bar is translucent (UIKit's default): the view fills
// the screen under it.
// expect-root 375 667
// expect-frame view 0 0 375 667
// expect-frame statusBar 0 0 375 20
// expect-frame navigationBar 0 20 375 44
// expect-frame box 16 64 100 50
// expected-warning@1:1: 'ListViewController' is drawn in a UINavigationController, because the code uses its navigation item or navigation controller, with its navigation bar; the bar is translucent (UIKit's default), so the view runs under it; if your app's bars are opaque, say 'navigationBar: opaque' in course.yml
// expected-warning@1:1: a bar's title and items are drawn at the root view's side margins, 8 pt apart; where UIKit puts them inside the bar is not verified
class ListViewController: UIViewController {
    let box = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Products"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: nil)
        view.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    @objc func add() {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
ListViewController()
