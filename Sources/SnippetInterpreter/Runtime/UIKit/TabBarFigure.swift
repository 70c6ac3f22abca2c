import LayoutEngine

/// Draws a tab bar controller's tab bar: a box from its top down to the screen's bottom edge, in its
/// bar colour, with one item per tab sharing the top 49 pt equally, each its image above its title.
/// The selected tab's title is in the bar's tint, the others' in grey. Where UIKit puts an item's
/// image and title inside the bar is not documented: a note says so (NavigationBarsFigure.tabBarNote).
struct TabBarFigure {
    let tabs: TabBarControllerObject
    /// The controller the figure draws: its tab (or its navigation controller's) is the selected one.
    let drawn: ViewControllerObject
    let figure: NavigationBarsFigure

    static let imageSize = 25.0
    static let imageTop = 6.0
    static let titleTop = 33.0
    static let titleSize = 10.0
    /// The colour of the tabs not selected, when the code sets none: iOS's system grey.
    static let unselectedTint = RGBAColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    /// A system item's title and its symbol, by the case name of `UITabBarItem.SystemItem`.
    static let systemItems: [String: (title: String, symbol: String)] = [
        "more": ("More", "ellipsis"), "favorites": ("Favorites", "star.fill"), "featured": ("Featured", "star"),
        "topRated": ("Top Rated", "star"), "recents": ("Recents", "clock"), "contacts": ("Contacts", "person.crop.circle"),
        "history": ("History", "clock"), "bookmarks": ("Bookmarks", "book"), "search": ("Search", "magnifyingglass"),
        "downloads": ("Downloads", "arrow.down.circle"), "mostRecent": ("Most Recent", "clock"), "mostViewed": ("Most Viewed", "list.number"),
    ]

    func bar(at frame: Rect) -> DisplayNode {
        let width = frame.size.width / Double(max(1, tabs.viewControllers.count))
        let items = tabs.viewControllers.enumerated().map { index, tab in
            item(index, of: tab, at: Rect(x: Double(index) * width, y: 0, width: width, height: NavigationChrome.tabBarHeight))
        }
        return figure.box(named: "tabBar", className: "UITabBar", frame: frame, color: tabs.tabBar.barTintColor, alpha: 1, items)
    }

    /// One tab's item: its image centred at the top of its share of the bar, its title below.
    private func item(_ index: Int, of tab: ViewControllerObject, at cell: Rect) -> DisplayNode {
        let isSelected = tab === drawn || tab === drawn.navigationController
        let (title, image) = look(of: tab, isSelected: isSelected)
        var children: [DisplayNode] = []
        if let image {
            let icon = DisplayNode.image(named: image, pointSize: nil, info: ElementInfo(className: "UIImageView"))
            children.append(figure.place(icon, at: Rect(x: (cell.size.width - Self.imageSize) / 2, y: Self.imageTop, width: Self.imageSize, height: Self.imageSize)))
        }
        if let title, !title.isEmpty {
            let color = isSelected ? tabs.tabBar.tintColor ?? NavigationChrome.systemTint : tabs.tabBar.unselectedItemTintColor ?? Self.unselectedTint
            let text = figure.label(title, size: Self.titleSize, weight: "medium", color: color)
            let textWidth = min(text.size.width, cell.size.width)
            children.append(figure.place(text.node, at: Rect(x: (cell.size.width - textWidth) / 2, y: Self.titleTop, width: textWidth, height: text.size.height)))
        }
        let placed = AbsoluteLayoutSpec(sizing: .default, children: children, info: ElementInfo(isPlacement: true))
        return DisplayNode.withLayoutSpec(style: .placed(at: cell), info: ElementInfo(name: "tabBarItem[\(index)]", className: "UITabBarButton")) { _ in placed }
    }

    /// A tab's title and image: its tab bar item's, a system item's own, else the controller's title
    /// (a navigation controller's, else its root's, as UIKit passes a root's title up to its tab).
    private func look(of tab: ViewControllerObject, isSelected: Bool) -> (title: String?, image: String?) {
        let item = tab.tabBarItem
        if let system = item.systemItem.flatMap({ Self.systemItems[$0] }) { return (system.title, system.symbol) }
        let image = isSelected ? item.selectedImage ?? item.image : item.image
        return (item.title ?? tab.title ?? (tab as? NavigationControllerObject)?.root?.title, image)
    }
}
