// Mistakes in navigation code are the compiler's or UIKit's, at their place.
// expected-error@10:24: value of type 'UINavigationItem' has no member 'rightBarButonItem'; did you mean 'rightBarButtonItem'?
// expected-error@11:67: cannot convert value of type 'Int' to expected argument type 'String'
// expected-error@12:45: value of type 'UINavigationBar' has no member 'isTranslucnt'; did you mean 'isTranslucent'?
class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        // line 10 below
        navigationItem.rightBarButonItem = item
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: 5, style: .plain, target: nil, action: nil)
        navigationController?.navigationBar.isTranslucnt = false
    }
}
ListViewController()
