import LayoutEngine

/// `tabBarItem`: what a view controller shows in its tab bar controller's tab bar.
final class TabBarItemObject: RuntimeObject {
    var title: String?
    var image: String?
    var selectedImage: String?
    /// A system item (`.favorites`, `.more`) by its case name: its own title and symbol.
    var systemItem: String?
    var badgeValue: String?

    /// `typeName`: the app's subclass (`class WCTabBarItem: UITabBarItem`), else UIKit's class.
    override init(typeName: String = "UITabBarItem") { super.init(typeName: typeName) }
}

/// `tabBarController.tabBar`: its colours and whether content runs under it.
final class TabBarObject: RuntimeObject {
    /// Nil until the code sets it: UIKit's tab bar is translucent.
    var isTranslucent: Bool?
    var barTintColor: RGBAColor?
    /// The selected item's colour.
    var tintColor: RGBAColor?
    var unselectedItemTintColor: RGBAColor?
    var isHidden = false

    init() { super.init(typeName: "UITabBar") }
}

/// `UITabBarController` (or Texture's `ASTabBarController`): its tabs' controllers, the selected
/// one, which is the one on screen, and the tab bar at the bottom.
final class TabBarControllerObject: ViewControllerObject {
    let tabBar = TabBarObject()
    var viewControllers: [ViewControllerObject] = []
    var selectedIndex = 0

    init(typeName: String) { super.init(typeName: typeName, isUIKit: true) }

    /// The controller on screen: the selected tab's, or nil while there are none.
    var selected: ViewControllerObject? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : viewControllers.first
    }
}
