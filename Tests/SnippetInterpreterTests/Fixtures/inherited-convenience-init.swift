// Swift's second rule of initializer inheritance: a class that overrides all of its superclass's
// designated initializers inherits its convenience ones. UIView's `init()` (NSObject's, imported as
// a convenience initializer) calls `init(frame: .zero)`, and UIViewController's calls
// `init(nibName: nil, bundle: nil)`, so `TitleView()` and `Screen()` run the overrides: the
// controller's view gets the title view, whose override added the badge (AsyncDisplay_Study's
// NavTitleView was "missing argument for parameter 'frame'").
// expect-frame header 0 100 200 40
// expect-frame badge 10 110 20 20
final class TitleView: UIView {
    let badge = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        assert(frame == .zero)
        badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        addSubview(badge)
    }
    required init?(coder: NSCoder) { fatalError() }
}
final class Screen: UIViewController {
    let header = TitleView()
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        assert(nibNameOrNil == nil && nibBundleOrNil == nil)
        header.frame = CGRect(x: 0, y: 100, width: 200, height: 40)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
    }
}
Screen()
