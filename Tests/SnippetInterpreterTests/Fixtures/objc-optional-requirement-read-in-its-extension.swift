// An `@objc optional` requirement is nil on a type that does not implement it, read in the
// protocol's extension (`fixTheme ?? ThemeManager.themeStyle`, a workshop project's theme) or
// called with `?()`. It was "cannot find 'fixTheme' in scope". A type that implements the
// requirement answers with its own value and method: 44 for the plain node, 60 and 120 for the
// one that fixes its height and widens when told.
// expect-frame plain 0 0 100 44
// expect-frame fixed 0 44 120 60
@objc protocol Themed {
    @objc optional var fixedHeight: CGFloat { get }
    @objc optional func heightDidChange()
}
extension Themed {
    var height: CGFloat { fixedHeight ?? 44 }
    func refresh() { heightDidChange?() }
}
final class PlainNode: ASDisplayNode, Themed {
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 100, height: height)
        refresh()
    }
}
final class FixedNode: ASDisplayNode, Themed {
    var fixedHeight: CGFloat { 60 }
    func heightDidChange() { style.preferredSize.width = 120 }
    override init() {
        super.init()
        style.preferredSize = CGSize(width: 100, height: self.height)
        refresh()
    }
}
let plain = PlainNode(), fixed = FixedNode()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [plain, fixed])
