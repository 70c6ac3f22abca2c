// `NSNotification.Name` is Swift's `Notification.Name`, and the keyboard's and the app's Swift 4
// names are the compiler's renames (`NSNotification.Name.UIKeyboardWillHide` was "cannot find
// 'NSNotification' in scope; did you mean 'Notification'?", untrue: nine files of the corpora spell
// it so). Written as an implicit member where a `Notification.Name` is expected, the old name is
// the same rename.
// expected-error@11:49: 'UIKeyboardWillHide' has been renamed to 'UIResponder.keyboardWillHideNotification'
// expected-error@12:30: 'UIApplicationDidBecomeActive' has been renamed to 'UIApplication.didBecomeActiveNotification'
let saved = NSNotification.Name("saved")
let center = NotificationCenter.default
center.addObserver(forName: saved, object: nil, queue: nil) { _ in }
center.addObserver(forName: NSNotification.Name.UIKeyboardWillHide, object: nil, queue: nil) { _ in }
center.addObserver(forName: .UIApplicationDidBecomeActive, object: nil, queue: nil) { _ in }
let text = ASTextNode()
text
