import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// A tab bar controller is drawn as its selected tab's controller with the tab bar at the bottom of
/// the screen: 49 pt above the bottom inset, its background down to the screen's edge, the view's
/// safe area ending at its top (U15), one item per tab sharing its width. Text frames use the
/// placeholder metrics (0.5 × size per character).
@Suite struct UIKitTabBarTests {
    static let notched = Size(width: 390, height: 844)

    static let inbox = """
        final class InboxViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    box.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                    box.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
        }
        """

    /// The tab bar's labels by text, each with its colour; frames relative to the item.
    static func tabLabels(_ root: Layout) throws -> [String: (frame: Rect, color: RGBAColor?)] {
        let bar = try #require(root.subtree.first { $0.name == "tabBar" })
        var labels: [String: (frame: Rect, color: RGBAColor?)] = [:]
        for layout in bar.subtree { if let text = layout.node?.text?.text { labels[text.string] = (layout.frame, text.spans.first?.color) } }
        return labels
    }

    @Test func the_selected_tab_is_drawn_above_the_tab_bar_with_one_item_per_tab() throws {
        let drawn = try UIKitNavigationTests.run(Self.inbox + """

            let settings = UIViewController()
            settings.title = "Settings"
            let favorites = UIViewController()
            favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: InboxViewController()), settings, favorites]
            tabs
            """, device: Self.notched)
        // 844 − 34 (home indicator) − 49 = 761; the bar runs down to the screen's edge.
        #expect(drawn.frames["tabBar"] == Rect(x: 0, y: 761, width: 390, height: 83))
        #expect(drawn.frames["navigationBar"] == Rect(x: 0, y: 44, width: 390, height: 44))
        // The safe area ends at the tab bar's top, so the box pinned to it sits right above the bar.
        #expect(drawn.frames["box"] == Rect(x: 0, y: 721, width: 390, height: 40))
        // Three tabs share 390 pt: 130 each.
        #expect(drawn.frames["tabBarItem[0]"] == Rect(x: 0, y: 761, width: 130, height: 49))
        #expect(drawn.frames["tabBarItem[2]"] == Rect(x: 260, y: 761, width: 130, height: 49))
        let labels = try Self.tabLabels(drawn.root)
        // The navigation controller's tab takes its root's title, in the tint: 5 × 5 = 25 wide at 10 pt.
        #expect(labels["Inbox"]?.frame.origin == Point(x: 52.5, y: 33))
        #expect(labels["Inbox"]?.color == NavigationChrome.systemTint)
        #expect(labels["Settings"]?.color == TabBarFigure.unselectedTint)
        #expect(labels["Favorites"] != nil)
        #expect(drawn.notes.contains { $0.contains("'InboxViewController' is drawn as tab 1 of 3 of the 'UITabBarController'") }, "\(drawn.notes)")
    }

    /// `selectedIndex` chooses the tab drawn; an opaque tab bar ends the view at its top.
    @Test func the_selected_index_chooses_the_tab_and_an_opaque_bar_ends_the_view() throws {
        let drawn = try UIKitNavigationTests.run(Self.inbox + """

            let first = UIViewController()
            first.title = "First"
            let tabs = UITabBarController()
            tabs.viewControllers = [first, InboxViewController()]
            tabs.selectedIndex = 1
            tabs.tabBar.isTranslucent = false
            tabs
            """)
        // No home indicator on a 375 × 667 screen: the bar is 49 pt at the bottom, and the view
        // ends above it, where its safe area ends too.
        #expect(drawn.frames["tabBar"] == Rect(x: 0, y: 618, width: 375, height: 49))
        #expect(drawn.frames["view"] == Rect(x: 0, y: 0, width: 375, height: 618))
        #expect(drawn.frames["box"] == Rect(x: 0, y: 578, width: 375, height: 40))
        let labels = try Self.tabLabels(drawn.root)
        #expect(labels["Inbox"]?.color == NavigationChrome.systemTint)
        #expect(labels["First"]?.color == TabBarFigure.unselectedTint)
    }

    /// A subclass makes its tabs in viewDidLoad, as apps do; a Texture tab is drawn too.
    @Test func a_subclass_makes_its_tabs_when_its_view_loads() throws {
        let drawn = try UIKitNavigationTests.run("""
            final class FeedController: ASDKViewController<ASDisplayNode> {
                override init() {
                    super.init(node: ASDisplayNode())
                    title = "Feed"
                    node.backgroundColor = .white
                }
                required init?(coder: NSCoder) { fatalError("not used") }
            }
            final class MainTabBarController: ASTabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let profile = UIViewController()
                    profile.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), selectedImage: nil)
                    viewControllers = [FeedController(), profile]
                    tabBar.tintColor = .red
                }
            }
            MainTabBarController()
            """)
        #expect(drawn.frames["tabBar"] == Rect(x: 0, y: 618, width: 375, height: 49))
        let labels = try Self.tabLabels(drawn.root)
        #expect(labels["Feed"]?.color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(labels["Me"]?.frame.origin == Point(x: (187.5 - 10) / 2, y: 33))
        // A tab not selected shows its item's image, 25 pt, centred at the top of its half.
        let me = try #require(drawn.root.subtree.first { $0.name == "tabBarItem[1]" })
        #expect(me.subtree.contains { $0.node?.appearance.imageName == "person" && $0.frame == Rect(x: (187.5 - 25) / 2, y: 6, width: 25, height: 25) })
    }

    /// An app's own item class (WeChat's `WCTabBarItem: UITabBarItem`, made with `init()`) is an item.
    @Test func an_item_of_the_apps_own_class_is_drawn() throws {
        let drawn = try UIKitNavigationTests.run("""
            final class AppTabBarItem: UITabBarItem {
                override init() {
                    super.init()
                    title = "Chats"
                }
                required init?(coder: NSCoder) { fatalError("not used") }
            }
            let chats = UIViewController()
            chats.tabBarItem = AppTabBarItem()
            let tabs = UITabBarController()
            tabs.viewControllers = [chats]
            tabs
            """)
        #expect(try Self.tabLabels(drawn.root)["Chats"]?.frame.origin == Point(x: (375 - 25) / 2, y: 33))
    }

    @Test func a_tab_bar_controller_without_tabs_has_nothing_to_draw() {
        let result = evaluate("UITabBarController()")
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("'UITabBarController' has no tabs; set its 'viewControllers'") },
                "\(result.diagnostics)")
    }
}
