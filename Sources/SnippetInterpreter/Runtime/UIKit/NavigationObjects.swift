import LayoutEngine

/// `UIBarButtonItem`: what a navigation bar or toolbar shows for it.
final class BarButtonItemObject: RuntimeObject {
    enum Content: Equatable {
        case title(String)
        case image(String?)
        /// A system item (`.add`, `.done`) by its case name.
        case system(String)
    }

    var content: Content
    /// `.done` draws its title semibold.
    var isDone = false
    var tintColor: RGBAColor?
    /// A `.fixedSpace` item's width.
    var width = 0.0

    init(_ content: Content) {
        self.content = content
        super.init(typeName: "UIBarButtonItem")
    }

    var isFlexibleSpace: Bool { content == .system("flexibleSpace") }
}

/// `navigationItem`: what a view controller asks its navigation bar to show.
final class NavigationItemObject: RuntimeObject {
    var title: String?
    var leftItems: [BarButtonItemObject] = []
    var rightItems: [BarButtonItemObject] = []
    var largeTitleDisplayMode = "automatic"
    /// Whether the code set anything: a controller that configures its navigation item is shown in
    /// a navigation controller.
    var isConfigured = false

    init() { super.init(typeName: "UINavigationItem") }
}

/// `navigationController?.navigationBar` or `…toolbar`: their look and whether content runs under them.
final class BarObject: RuntimeObject {
    /// Nil until the code sets it: then the course's look decides (`navigationBar:` in course.yml).
    var isTranslucent: Bool?
    var prefersLargeTitles = false
    var barTintColor: RGBAColor?
    var tintColor: RGBAColor?
    var alpha = 1.0

    init(isToolbar: Bool) { super.init(typeName: isToolbar ? "UIToolbar" : "UINavigationBar") }
}

/// `UINavigationController`: the one the snippet builds around a controller, or the one a
/// controller reaches through `navigationController` (assumed, and said in a note).
final class NavigationControllerObject: ViewControllerObject {
    let navigationBar = BarObject(isToolbar: false)
    let toolbar = BarObject(isToolbar: true)
    var isNavigationBarHidden = false
    var isToolbarHidden = true
    /// The controller it shows (the top of its stack), when the snippet built it
    /// (`UINavigationController(rootViewController:)`, `setViewControllers`); nil for the one a
    /// controller assumes by reaching for `navigationController`.
    var root: ViewControllerObject?
    /// Made by the snippet (`UINavigationController(…)`), not assumed.
    let isBuilt: Bool

    init(root: ViewControllerObject?, isBuilt: Bool) {
        self.root = root
        self.isBuilt = isBuilt
        super.init(typeName: "UINavigationController", isUIKit: true)
    }
}
