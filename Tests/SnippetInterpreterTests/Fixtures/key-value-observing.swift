// Key-value observing runs its handler as Foundation does: at once with `.initial`, then after each
// change of the property (Provenance's controllers observe their settings with `observe(\.dateStyle,
// options: .new)`, which was "value of type 'UserDefaults' has no member 'observe'"). Swift's KVO
// sees an app's property only where it is `dynamic`; an invalidated observation calls nothing, nor
// one nothing keeps (dropped, or replaced in the property that held it).
// expect-frame card 0 0 50 40
// expect-frame other 0 40 80 30
final class Settings: NSObject {
    @objc dynamic var compact = false
    @objc dynamic var title = "Card"
    var plain = false
}
final class CardNode: ASDisplayNode {
    var observations: [NSKeyValueObservation] = []
    var heightObservation: NSKeyValueObservation?
    init(settings: Settings) {
        super.init()
        style.preferredSize = CGSize(width: 10, height: 40)
        observations.append(settings.observe(\.compact, options: [.initial, .new]) { [weak self] _, change in
            guard let compact = change.newValue else { return }
            self?.style.preferredSize.width = compact ? 50 : 100
        })
        // Not dynamic: a change is never seen.
        observations.append(settings.observe(\.plain, options: .new) { [weak self] _, _ in
            self?.style.preferredSize.height = 99
        })
        // Released at once: a change never reaches it.
        _ = settings.observe(\.compact, options: .new) { [weak self] _, _ in
            self?.style.preferredSize.height = 98
        }
        settings.observe(\.compact, options: .new) { [weak self] _, _ in
            self?.style.preferredSize.height = 97
        }
        heightObservation = settings.observe(\.compact, options: .new) { [weak self] _, _ in
            self?.style.preferredSize.height = 96
        }
        heightObservation = nil
    }
}
let settings = Settings()
let card = CardNode(settings: settings)
// The initial call made it 100 wide; this change makes it 50.
settings.compact = true
settings.plain = true
let other = ASDisplayNode()
other.style.preferredSize = CGSize(width: 80, height: 30)
var widths: [CGFloat] = []
let observation = settings.observe(\Settings.title, options: [.old, .new]) { _, change in
    widths.append(change.oldValue == "Card" && change.newValue == "Deck" ? 80 : 1)
}
settings.title = "Deck"
observation.invalidate()
settings.title = "Pile"
other.style.preferredSize.width = widths.count == 1 ? widths[0] : 2
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [card, other])
