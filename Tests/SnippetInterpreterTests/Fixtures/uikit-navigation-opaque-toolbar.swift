// An opaque navigation bar ends the view where it begins: the view is (0, 64, 375, 603) and its safe
// area starts at its top. The toolbar, translucent by default, lies over the view's bottom: 44 pt
// high at the screen's bottom (no home indicator on this device), so it adds 44 to the bottom inset
// and a box on the safe area's bottom ends at 603 - 44 = 559 in the view, 623 on the screen.
// expect-root 375 667
// expect-frame view 0 64 375 603
// expect-frame navigationBar 0 20 375 44
// expect-frame toolbar 0 623 375 44
// expect-frame top 0 64 375 10
// expect-frame bottom 0 573 375 50
// expected-warning@1:1: 'EditorViewController' is drawn in a UINavigationController, because the code uses its navigation item or navigation controller, with its navigation bar and toolbar; the bar is opaque (as the code says), so the view starts below it
// expected-warning@1:1: a bar's title and items are drawn at the root view's side margins, 8 pt apart; where UIKit puts them inside the bar is not verified
class EditorViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.isTranslucent = false
        navigationController?.isToolbarHidden = false
        toolbarItems = [UIBarButtonItem(title: "Bold", style: .plain, target: nil, action: nil), .flexibleSpace(),
                        UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        let top = UIView()
        let bottom = UIView()
        for part in [top, bottom] {
            view.addSubview(part)
            part.translatesAutoresizingMaskIntoConstraints = false
            part.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            part.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            top.heightAnchor.constraint(equalToConstant: 10),
            bottom.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            bottom.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}
EditorViewController()
