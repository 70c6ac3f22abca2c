import LayoutEngine
import UIKitLayout

/// The bars a navigation controller puts around a view controller's view on the figure's device:
/// where they are, where the view is and which safe area they leave it (U15: a bar adds its height
/// to the inset on its side). On an iPhone in portrait a navigation bar is 44 pt below the status
/// bar, 96 pt with a large title, and a toolbar 44 pt above the bottom inset. A translucent bar
/// (UIKit's default) lies over the view, which fills the screen; an opaque one sits outside it.
struct NavigationChrome {
    static let barHeight = 44.0
    static let largeTitleBarHeight = 96.0
    static let toolbarHeight = 44.0
    static let systemTint = RGBAColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)

    let screen: Size
    /// Nil when the bar is hidden.
    let navigationBar: Rect?
    let toolbar: Rect?
    /// The controller's view on the screen.
    let viewFrame: Rect
    /// The view's safe-area insets: the parts of the screen the status bar, the bars and the home
    /// indicator cover.
    let safeAreaInsets: UIKitLayout.EdgeInsets
    let controller: ViewControllerObject
    let navigation: NavigationControllerObject
    let opaqueByDefault: Bool
    /// Whether the navigation bar lets the view run under it: the code's setting, else the course's.
    let isBarTranslucent: Bool

    /// Nil when the controller is not shown in a navigation controller: it neither built one, nor
    /// reached for `navigationController`, nor set its navigation item.
    /// `opaqueByDefault`: the course says its app's bars are opaque (`navigationBar: opaque`).
    init?(_ controller: ViewControllerObject, device: UIKitLayout.Device, opaqueByDefault: Bool) {
        guard controller.navigationController != nil || controller.navigationItem.isConfigured else { return nil }
        let navigation = controller.navigationControllerAssumingOne()
        self.controller = controller
        self.navigation = navigation
        self.opaqueByDefault = opaqueByDefault
        isBarTranslucent = navigation.navigationBar.isTranslucent ?? !opaqueByDefault
        let isToolbarTranslucent = navigation.toolbar.isTranslucent ?? !opaqueByDefault
        screen = Size(width: device.width, height: device.height)
        let status = device.safeAreaInsets.top, home = device.safeAreaInsets.bottom
        let large = navigation.navigationBar.prefersLargeTitles && controller.navigationItem.largeTitleDisplayMode != "never"
        let barHeight = large ? Self.largeTitleBarHeight : Self.barHeight
        navigationBar = navigation.isNavigationBarHidden ? nil : Rect(x: 0, y: status, width: device.width, height: barHeight)
        toolbar = navigation.isToolbarHidden ? nil : Rect(x: 0, y: device.height - home - Self.toolbarHeight, width: device.width, height: Self.toolbarHeight)
        var top = navigationBar.map { $0.maxY } ?? status
        var bottom = toolbar.map { device.height - $0.minY } ?? home
        var frame = Rect(x: 0, y: 0, width: device.width, height: device.height)
        // An opaque bar ends the view where it begins (`extendedLayoutIncludesOpaqueBars` is false).
        if let bar = navigationBar, !isBarTranslucent {
            frame = Rect(x: 0, y: bar.maxY, width: frame.size.width, height: frame.maxY - bar.maxY)
            top = 0
        }
        if let bar = toolbar, !isToolbarTranslucent {
            frame = Rect(x: 0, y: frame.minY, width: frame.size.width, height: bar.minY - frame.minY)
            bottom = 0
        }
        viewFrame = frame
        safeAreaInsets = UIKitLayout.EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// The device the view is laid out on: its size and its safe area, as the bars leave them.
    func device(from device: UIKitLayout.Device) -> UIKitLayout.Device {
        UIKitLayout.Device(width: viewFrame.size.width, height: viewFrame.size.height, scale: device.scale, safeAreaInsets: safeAreaInsets)
    }

    var title: String? { controller.navigationItem.title ?? controller.title }
    var showsLargeTitle: Bool { (navigationBar?.size.height ?? 0) > Self.barHeight }

    /// What the figure says under it: why it has bars, what it assumed, and what is not verified.
    var notes: [InterpreterError] { [InterpreterError(note), InterpreterError(NavigationBarsFigure.note)] }

    /// What the note says: why the figure has bars, and what it assumed.
    var note: String {
        let bars = [navigationBar.map { _ in "navigation bar" }, toolbar.map { _ in "toolbar" }].compactMap { $0 }
        let drawn = bars.isEmpty ? "no bars (hidden)" : "its " + bars.joined(separator: " and ")
        let how = navigation.isBuilt ? "in the UINavigationController the snippet builds,"
            : "in a UINavigationController, because the code uses its navigation item or navigation controller,"
        let said = navigation.navigationBar.isTranslucent != nil ? "as the code says" : opaqueByDefault ? "as course.yml says" : "UIKit's default"
        let look = navigationBar == nil ? "" : isBarTranslucent
            ? "; the bar is translucent (\(said)), so the view runs under it; if your app's bars are opaque, say 'navigationBar: opaque' in course.yml"
            : "; the bar is opaque (\(said)), so the view starts below it"
        // `viewControllers = [list, detail]` then drawing `list`: UIKit shows `detail` over it.
        let covered = navigation.root.flatMap { $0 === controller ? nil : "; it is not the top of the navigation stack, so on a device '\($0.typeName)' shows instead" } ?? ""
        return "'\(controller.typeName)' is drawn \(how) with \(drawn)\(look)\(covered)"
    }
}
