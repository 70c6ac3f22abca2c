import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// A view controller that uses its navigation item or navigation controller is drawn in one: the
/// bars at their places on the device (44 pt below the status bar, a toolbar 44 pt above the
/// bottom inset), the view under translucent bars or beside opaque ones, and the bar's title and
/// items. Text frames use the placeholder metrics (0.5 × size per character, L2 line heights).
@Suite struct UIKitNavigationTests {
    static let controller = """
        class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Products"
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .done, target: nil, action: nil)
            }
        }
        ListViewController()
        """

    static func run(_ code: String, device: Size = SnippetFixtureTests.device, opaque: Bool = false) throws -> (root: Layout, frames: [String: Rect], notes: [String]) {
        let evaluator = SnippetEvaluator(sources: [], images: [:], textMeasurer: PlaceholderTextMeasurer(), opaqueNavigationBars: opaque)
        let result = evaluator.run(.init(snippet: .init(text: code, location: SourceLocation(file: "s.md", line: 1)), device: device))
        let layout = try #require(result.layout, "\(result.diagnostics)")
        var frames: [String: Rect] = [:]
        for frame in layout.absoluteFrames { if let name = frame.name, frames[name] == nil { frames[name] = frame.frame } }
        return (layout.root, frames, result.diagnostics.filter { $0.severity == .note }.map(\.message))
    }

    /// The bar's labels, by text: frames relative to the bar, which spans the screen's width.
    static func barLabels(_ root: Layout, bar: String = "navigationBar") throws -> [String: Rect] {
        let drawn = try #require(root.subtree.first { $0.name == bar })
        var labels: [String: Rect] = [:]
        for layout in drawn.subtree { if let text = layout.node?.text?.text { labels[text.string] = layout.frame } }
        return labels
    }

    @Test func the_title_is_centred_and_the_items_sit_at_the_side_margins() throws {
        let drawn = try Self.run(Self.controller)
        let labels = try Self.barLabels(drawn.root)
        // "Products" at 17 pt: 68 × 20.5, centred in the 375 × 44 bar.
        #expect(labels["Products"] == Rect(x: 153.5, y: 11.75, width: 68, height: 20.5))
        // "Edit" (34 wide) ends 16 pt from the right; "Close" (42.5) starts 16 pt from the left.
        #expect(labels["Edit"].map(\.maxX) == 359)
        #expect(labels["Close"].map(\.minX) == 16)
        #expect(drawn.notes.contains { $0.contains("the bar is translucent (UIKit's default)") })
    }

    /// UIKit runs viewWillAppear, then viewDidAppear, as the controller comes on screen: a controller
    /// that hides its bar in viewWillAppear has none, and a title set in viewDidAppear is shown (the
    /// code in both was never run, and the figure had the bar). Containers run theirs first.
    @Test func what_view_will_and_did_appear_set_is_drawn() throws {
        let drawn = try Self.run("""
            final class ProfileViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                    navigationController?.setToolbarHidden(animated, animated: animated)
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    toolbarItems = [UIBarButtonItem(title: tabBarController?.title ?? "none", style: .plain, target: nil, action: nil)]
                }
            }
            final class Tabs: UITabBarController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    title = "Set by the tabs"
                }
            }
            let tabs = Tabs()
            tabs.viewControllers = [UINavigationController(rootViewController: ProfileViewController())]
            tabs
            """)
        #expect(drawn.frames["navigationBar"] == nil)
        #expect(drawn.frames["toolbar"] != nil)
        #expect(try Self.barLabels(drawn.root, bar: "toolbar")["Set by the tabs"] != nil)
    }

    @Test func course_wide_opaque_bars_start_the_view_below_the_bar() throws {
        let drawn = try Self.run(Self.controller, opaque: true)
        #expect(drawn.frames["view"] == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(drawn.notes.contains { $0.contains("the bar is opaque (as course.yml says)") })
        // The code's own setting wins over the course's.
        let translucent = try Self.run(Self.controller.replacingOccurrences(
            of: "title = \"Products\"", with: "title = \"Products\"\n        navigationController?.navigationBar.isTranslucent = true"), opaque: true)
        #expect(translucent.frames["view"] == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func a_hidden_bar_leaves_the_status_bar_only() throws {
        let drawn = try Self.run("""
            let controller = UIViewController()
            controller.navigationController?.setNavigationBarHidden(true, animated: false)
            let box = UIView()
            controller.view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor).isActive = true
            box.heightAnchor.constraint(equalToConstant: 10).isActive = true
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor).isActive = true
            box.widthAnchor.constraint(equalToConstant: 10).isActive = true
            controller
            """)
        #expect(drawn.frames["navigationBar"] == nil)
        #expect(drawn.frames["box"] == Rect(x: 0, y: 20, width: 10, height: 10))
    }

    @Test func on_a_notched_iphone_the_bars_clear_the_notch_and_the_home_indicator() throws {
        // U15: 44 above and 34 below on 812-pt-tall iPhones.
        let drawn = try Self.run("""
            let controller = UIViewController()
            controller.title = "Notched"
            controller.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
            controller.navigationController?.isToolbarHidden = false
            controller
            """, device: Size(width: 375, height: 812))
        #expect(drawn.frames["navigationBar"] == Rect(x: 0, y: 44, width: 375, height: 44))
        #expect(drawn.frames["toolbar"] == Rect(x: 0, y: 734, width: 375, height: 44))
    }

    @Test func toolbar_items_share_the_width_their_flexible_spaces_leave() throws {
        let drawn = try Self.run("""
            let controller = UIViewController()
            controller.navigationController?.isToolbarHidden = false
            controller.toolbarItems = [UIBarButtonItem(title: "Bold", style: .plain, target: nil, action: nil), .flexibleSpace(),
                                       UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)]
            controller
            """)
        let labels = try Self.barLabels(drawn.root, bar: "toolbar")
        // "Bold" and "Send" are 34 wide: one at the left margin, the other pushed to the right one.
        #expect(labels["Bold"].map(\.minX) == 16)
        #expect(labels["Send"].map(\.maxX) == 359)
    }

    @Test func a_controller_under_another_on_the_stack_says_which_one_shows() throws {
        let drawn = try Self.run("""
            final class DetailViewController: UIViewController {}
            let list = UIViewController()
            list.navigationController?.viewControllers = [list, DetailViewController()]
            list
            """)
        // The navigation controller was assumed (the code reached for it), not built.
        #expect(drawn.notes.contains { $0.contains("is drawn in a UINavigationController, because the code uses") }, "\(drawn.notes)")
        #expect(drawn.notes.contains { $0.contains("it is not the top of the navigation stack, so on a device 'DetailViewController' shows instead") }, "\(drawn.notes)")
    }

    /// `UIBarButtonItem()` is an item with nothing to show until its title is set (GitHubRepoFinder's
    /// login item was "missing argument for parameter 'customView'"). An item given both a title and
    /// an image is refused: which one a bar shows is not verified, and the last one set was drawn.
    @Test func an_empty_item_shows_what_is_set_and_both_a_title_and_an_image_are_refused() throws {
        let drawn = try Self.run("""
            class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let login = UIBarButtonItem()
                    login.title = "Login"
                    // iOS 14's initializer, its title only (Provenance's `UIBarButtonItem(image: .tag)`).
                    navigationItem.rightBarButtonItems = [login, UIBarButtonItem(title: "Help")]
                }
            }
            ListViewController()
            """)
        let labels = try Self.barLabels(drawn.root)
        #expect(labels["Login"].map(\.maxX) == 359)
        #expect(labels["Help"] != nil)
        for order in [("title = \"Login\"", "image = UIImage(systemName: \"person\")"), ("image = UIImage(systemName: \"person\")", "title = \"Login\"")] {
            let evaluator = SnippetEvaluator(sources: [], images: [:], textMeasurer: PlaceholderTextMeasurer())
            let code = "let login = UIBarButtonItem()\nlogin.\(order.0)\nlogin.\(order.1)\nUIView()"
            let result = evaluator.run(.init(snippet: .init(text: code, location: SourceLocation(file: "s.md", line: 1)), device: SnippetFixtureTests.device))
            let error = result.diagnostics.first { $0.severity == .error }
            #expect(error?.message.hasPrefix("a bar button item with both a title and an image is not drawn") == true, "\(result.diagnostics)")
            #expect(error?.location?.line == 3)
        }
        let evaluator = SnippetEvaluator(sources: [], images: [:], textMeasurer: PlaceholderTextMeasurer())
        let both = evaluator.run(.init(snippet: .init(text: "let item = UIBarButtonItem(title: \"Tag\", image: UIImage(systemName: \"tag\"))\nUIView()",
                                                   location: SourceLocation(file: "s.md", line: 1)), device: SnippetFixtureTests.device))
        #expect(both.diagnostics.first { $0.severity == .error }?.message.hasPrefix("a bar button item with both a title and an image") == true, "\(both.diagnostics)")
    }
}
