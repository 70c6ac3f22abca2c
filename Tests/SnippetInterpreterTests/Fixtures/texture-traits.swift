// Texture's `asyncTraitCollection()` is the figure's device too (an iPhone in portrait, light mode):
// SwifterUI picks its iPad layout when both size classes are regular. It was "no member".
// expect-frame badge 0 0 100 40
final class Badge: ASDisplayNode {
    override init() {
        super.init()
        let traits = asyncTraitCollection()
        let isPad = traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
        let isDark = traits.userInterfaceStyle == .dark
        style.preferredSize = CGSize(width: isPad ? 300 : 100, height: isDark ? 80 : 40)
    }
}

let badge = Badge()
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [badge])
