// A screen that follows the keyboard observes notifications, as chat and form screens do. The
// keyboard shows after the moment a figure shows, so observing draws nothing and the observer is
// never called: the field stays where viewDidLoad put it. Its body is still checked, and an
// app's own notification name (an extension of Notification.Name) is made as Foundation makes it.
// expect-frame field 0 500 375 44
extension Notification.Name {
    static let draftSaved = Notification.Name("draftSaved")
}
final class ComposeScreen: UIViewController {
    let field = UIView()
    var token: NSObjectProtocol?
    override func viewDidLoad() {
        super.viewDidLoad()
        field.frame = CGRect(x: 0, y: 500, width: 375, height: 44)
        view.addSubview(field)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
        token = NotificationCenter.default.addObserver(forName: .draftSaved, object: nil, queue: .main) { [weak self] _ in
            self?.field.frame.origin.y = 0
        }
    }
    deinit {
        NotificationCenter.default.removeObserver(self)
    }
    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        field.frame.origin.y = frame.minY - 44
    }
    @objc func keyboardWillHide() {
        field.frame.origin.y = 500
    }
}
ComposeScreen()
