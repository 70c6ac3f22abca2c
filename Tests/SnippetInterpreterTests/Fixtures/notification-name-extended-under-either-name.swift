// `NSNotification.Name` and `Notification.Name` are one type: a name an app's extension of one
// declares is a member of the other (Provenance's `extension NSNotification.Name { static let
// willEnterForeground = UIApplication.willEnterForegroundNotification }`, used as
// `name: .willEnterForeground`, was "type 'Notification.Name' has no member 'willEnterForeground'").
// The app's life-cycle notifications are declared; a figure's app posts none of them.
// expect-frame list 0 0 100 40
extension NSNotification.Name {
    static let willEnterForeground = UIApplication.willEnterForegroundNotification
}
extension Notification.Name {
    static let listChanged = Notification.Name("listChanged")
}
final class ListNode: ASDisplayNode {
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 100, height: 40)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .willEnterForeground, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: NSNotification.Name.listChanged, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: nil)
    }
    @objc func refresh() {}
}
let list = ListNode()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [list])
