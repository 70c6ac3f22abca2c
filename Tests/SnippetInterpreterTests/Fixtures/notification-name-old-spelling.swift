// `NSNotification.Name` is Swift's `Notification.Name`, and the keyboard's Swift 4 names are the
// compiler's renames (`NSNotification.Name.UIKeyboardWillHide` was "cannot find 'NSNotification' in
// scope; did you mean 'Notification'?", untrue: nine files of the corpora spell it so).
// expected-error@8:49: 'UIKeyboardWillHide' has been renamed to 'UIResponder.keyboardWillHideNotification'
let saved = NSNotification.Name("saved")
let center = NotificationCenter.default
center.addObserver(forName: saved, object: nil, queue: nil) { _ in }
center.addObserver(forName: NSNotification.Name.UIKeyboardWillHide, object: nil, queue: nil) { _ in }
let text = ASTextNode()
text
