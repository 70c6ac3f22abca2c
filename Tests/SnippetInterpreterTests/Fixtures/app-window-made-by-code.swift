// An app delegate's own window (`UIWindow()`, `UIWindow(frame:)`) is made and does nothing a figure
// shows. Once UIWindow was declared with its scene initializer, `UIWindow()` was "missing argument
// for parameter 'windowScene'", untrue: a window inherits `init()` (Love's app delegate).
// expect-frame title 0 0 80 20
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func start() {
        window = UIWindow()
        window?.makeKeyAndVisible()
    }
}
AppDelegate().start()
let spare = UIWindow(frame: UIScreen.main.bounds)
let title = ASTextNode()
title.style.preferredSize = CGSize(width: 80, height: 20)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [title])
