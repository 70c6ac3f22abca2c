// The app's singletons describe the figure's device before any layout: an iPhone in portrait
// running iOS 17.0, whose one window is its screen, with the screen's safe area. HealthyTracker's
// `UIApplication.shared.windows[0].safeAreaInsets` was "cannot find 'UIApplication' in scope",
// FlowCrypt's `UIDevice.current.userInterfaceIdiom == .pad` "type 'UIDevice' has no member 'current'".
// The screen's `nativeBounds` are in pixels, its bounds times its scale.
// expect-frame banner 16 20 343 44
// expected-warning@38:9: 'addSubview' changes what the screen shows, but diagrams do not draw it
extension UIViewController {
    var windowInsets: UIEdgeInsets {
        if #available(iOS 13.0, *) {
            let window = UIApplication.shared.windows[0]
            return window.safeAreaInsets
        }
        return .zero
    }
}
extension UIDevice {
    static var isIpad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
}
final class BannerController: ASDKViewController<ASDisplayNode> {
    let banner = ASDisplayNode()
    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        let side: CGFloat = UIDevice.isIpad ? 32 : 16
        let width = UIApplication.shared.keyWindow?.bounds.width ?? 0
        banner.style.preferredSize = CGSize(width: width - 2 * side, height: UIApplication.shared.statusBarFrame.height + 24)
        let top = windowInsets.top
        node.layoutSpecBlock = { [banner] _, _ in
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: top, left: side, bottom: .infinity, right: .infinity), child: banner)
        }
        let device = UIDevice.current
        let pixels = UIScreen.main.nativeBounds
        if device.systemVersion != "17.0" || device.orientation != .portrait || device.model != "iPhone"
            || pixels.width != 750 || pixels.height / UIScreen.main.scale != 667 {
            banner.style.preferredSize = .zero
        }
        UIApplication.shared.windows.first?.addSubview(UIView())
    }
    required init?(coder: NSCoder) { fatalError() }
}
BannerController()
