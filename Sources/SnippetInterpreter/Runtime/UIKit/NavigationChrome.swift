import LayoutEngine
import UIKitLayout

/// The bars a navigation controller and a tab bar controller put around a view controller's view on
/// the figure's device: where they are, where the view is and which safe area they leave it (U15: a
/// bar adds its height to the inset on its side). On an iPhone in portrait a navigation bar is 44 pt
/// below the status bar, 96 pt with a large title; a tab bar 49 pt above the bottom inset, its
/// background running down under the home indicator; a toolbar 44 pt above either. A translucent bar
/// (UIKit's default) lies over the view, which fills the screen; an opaque one sits outside it.
struct NavigationChrome {
    static let barHeight = 44.0
    static let largeTitleBarHeight = 96.0
    static let toolbarHeight = 44.0
    static let tabBarHeight = 49.0
    static let systemTint = RGBAColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)

    let screen: Size
    /// Nil when the bar is hidden.
    let navigationBar: Rect?
    let toolbar: Rect?
    /// The tab bar, down to the screen's bottom edge; nil when there is none or it is hidden.
    let tabBar: Rect?
    /// The controller's view on the screen.
    let viewFrame: Rect
    /// The view's safe-area insets: the parts of the screen the status bar, the bars and the home
    /// indicator cover.
    let safeAreaInsets: UIKitLayout.EdgeInsets
    let controller: ViewControllerObject
    /// Nil when the controller is in no navigation controller (a tab of its own).
    let navigation: NavigationControllerObject?
    let tabs: TabBarControllerObject?
    let opaqueByDefault: Bool
    /// Whether the navigation bar lets the view run under it: the code's setting, else the course's.
    let isBarTranslucent: Bool

    /// Nil when the controller is shown in no navigation or tab bar controller: it neither is a tab,
    /// nor built a navigation controller, reached for `navigationController` or set its navigation item.
    /// `opaqueByDefault`: the course says its app's bars are opaque (`navigationBar: opaque`).
    init?(_ controller: ViewControllerObject, device: UIKitLayout.Device, opaqueByDefault: Bool) {
        let tabs = controller.enclosingTabBarController
        let navigated = controller.navigationController != nil || controller.navigationItem.isConfigured
        guard navigated || tabs != nil else { return nil }
        let navigation = navigated ? controller.navigationControllerAssumingOne() : nil
        self.controller = controller
        self.navigation = navigation
        self.tabs = tabs
        self.opaqueByDefault = opaqueByDefault
        isBarTranslucent = navigation?.navigationBar.isTranslucent ?? !opaqueByDefault
        let isToolbarTranslucent = navigation?.toolbar.isTranslucent ?? !opaqueByDefault
        let isTabBarTranslucent = tabs?.tabBar.isTranslucent ?? true
        screen = Size(width: device.width, height: device.height)
        let status = device.safeAreaInsets.top, home = device.safeAreaInsets.bottom
        let large = navigation?.navigationBar.prefersLargeTitles == true && controller.navigationItem.largeTitleDisplayMode != "never"
        let barHeight = large ? Self.largeTitleBarHeight : Self.barHeight
        navigationBar = navigation.flatMap { $0.isNavigationBarHidden ? nil : Rect(x: 0, y: status, width: device.width, height: barHeight) }
        tabBar = tabs.flatMap { $0.tabBar.isHidden ? nil : Rect(x: 0, y: device.height - home - Self.tabBarHeight, width: device.width, height: Self.tabBarHeight + home) }
        let barsBottom = tabBar?.minY ?? device.height - home
        toolbar = navigation.flatMap { $0.isToolbarHidden ? nil : Rect(x: 0, y: barsBottom - Self.toolbarHeight, width: device.width, height: Self.toolbarHeight) }
        // An opaque bar ends the view where it begins (`extendedLayoutIncludesOpaqueBars` is false).
        var (minY, maxY) = (0.0, device.height)
        if let bar = navigationBar, !isBarTranslucent { minY = bar.maxY }
        if let bar = tabBar, !isTabBarTranslucent { maxY = bar.minY }
        if let bar = toolbar, !isToolbarTranslucent { maxY = bar.minY }
        viewFrame = Rect(x: 0, y: minY, width: device.width, height: maxY - minY)
        // What the status bar, the bars over the view and the home indicator cover of it.
        let coveredTop = navigationBar?.maxY ?? status
        let coveredBottom = toolbar?.minY ?? barsBottom
        safeAreaInsets = UIKitLayout.EdgeInsets(top: max(0, coveredTop - minY), left: 0, bottom: max(0, maxY - coveredBottom), right: 0)
    }

    /// The device the view is laid out on: its size and its safe area, as the bars leave them.
    func device(from device: UIKitLayout.Device) -> UIKitLayout.Device {
        UIKitLayout.Device(width: viewFrame.size.width, height: viewFrame.size.height, scale: device.scale, safeAreaInsets: safeAreaInsets)
    }

    var title: String? { controller.navigationItem.title ?? controller.title }
    var showsLargeTitle: Bool { (navigationBar?.size.height ?? 0) > Self.barHeight }

    /// What the figure says under it: why it has bars, what it assumed, and what is not verified.
    var notes: [InterpreterError] {
        var notes: [InterpreterError] = []
        if navigation != nil { notes += [InterpreterError(note), InterpreterError(NavigationBarsFigure.note)] }
        if let tabs { notes += [InterpreterError(tabNote(tabs)), InterpreterError(NavigationBarsFigure.tabBarNote)] }
        return notes
    }

    /// Which tab is drawn, and how the tab bar lies over the view.
    private func tabNote(_ tabs: TabBarControllerObject) -> String {
        let tab = tabs.viewControllers.firstIndex { $0 === controller || $0 === controller.navigationController }.map { $0 + 1 } ?? 1
        var said = "'\(controller.typeName)' is drawn as tab \(tab) of \(tabs.viewControllers.count) of the '\(tabs.typeName)'"
        if !tabs.viewControllers.indices.contains(tabs.selectedIndex) {
            said += "; its selectedIndex (\(tabs.selectedIndex)) is not one of its tabs, so the first is drawn"
        }
        guard tabBar != nil else { return said + ", its tab bar hidden" }
        let translucent = tabs.tabBar.isTranslucent ?? true
        let how = tabs.tabBar.isTranslucent == nil ? "UIKit's default" : "as the code says"
        return said + (translucent ? ", with its tab bar, translucent (\(how)), so the view runs under it"
            : ", with its tab bar, opaque (as the code says), so the view ends above it")
    }

    /// What the note says: why the figure has bars, and what it assumed.
    private var note: String {
        guard let navigation else { return "" }
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
