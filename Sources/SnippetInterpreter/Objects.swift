import LayoutEngine
import SwiftSyntax

/// A reference-type value: a Texture node, a layout spec, a view controller or an instance of
/// a class (or struct) declared in the snippet.
class RuntimeObject {
    var typeName: String
    /// Stored properties of declared classes, and extra properties of runtime objects.
    var fields: [String: Value] = [:]
    /// Plain values set to @inert properties (`isLayerBacked = true`, a spec's `isMutable`): read
    /// back as set.
    var inertValues: [String: Value] = [:]
    /// `lazy var` properties not read yet: their initializers run on first read, with `self`.
    var lazyInitializers: [String: (initializer: ExprSyntax, type: String?)] = [:]
    /// The declared class this object is an instance of (nil for plain runtime objects).
    var declaredClass: ClassDeclaration?
    /// What its class's generic parameters stand for (`Content` → `ASTextNode`).
    var genericArguments: [String: String] = [:]
    /// Where the code that created it is, as snippet line numbers.
    var sourceLines: SourceLineRange?
    /// Lines that set its properties or its style's, in the order they ran, once each.
    var configuringLines: [SourceLineRange] = []

    /// Keeps a plain value set to an @inert or @notDrawn property, to read back (a number, a point,
    /// insets); other values are only checked.
    func keepInert(_ name: String, _ value: Value) {
        switch value {
        case .bool, .int, .double, .string, .enumCase, .native(.point), .native(.size), .native(.rect), .native(.insets): inertValues[name] = value
        default: break
        }
    }

    /// What a declared @inert or @notDrawn property reads: the plain value set to it (see
    /// `keepInert`), else the default its declaration gives; nil when neither is known.
    func inertReading(_ name: String, declared: APIProperty) -> Value? {
        inertValues[name] ?? declared.initialValue
    }

    func noteConfigured(at lines: SourceLineRange?) {
        guard let lines, lines != sourceLines, !configuringLines.contains(lines) else { return }
        configuringLines.append(lines)
    }

    init(typeName: String) {
        self.typeName = typeName
    }
}

/// ASDisplayNode and its subclasses.
final class NodeObject: RuntimeObject {
    var kind: NodeKind
    var name: String?
    var style = LayoutStyle()
    var appearance = NodeAppearance()
    var attributedText: AttributedText?
    var maximumNumberOfLines = 0
    /// ASScrollNode: `automaticallyManagesContentSize` and `scrollableDirections` (vertical by default).
    var managesContentSize = false
    var scrollsVertically = true
    var scrollsHorizontally = false
    /// ASTextNode's `textContainerInset`.
    var textContainerInset = EdgeInsets.zero
    /// ASTextNode's `truncationMode`; nil keeps the default, tail truncation.
    var truncationMode: ParagraphStyle.LineBreakMode?
    var imageSize: Size?
    var layoutSpecBlock: Callable?
    /// `automaticallyManagesSubnodes`, and the nodes `addSubnode(_:)` added, in order (Texture's
    /// `subnodes`): a node in this node's spec that is neither managed nor added takes its place on
    /// a device but is not shown.
    var managesSubnodes = false
    var addedSubnodes: [NodeObject] = []
    /// Button content.
    var buttonTitle: AttributedText?
    var buttonImage: String?
    /// ASNetworkImageNode's `defaultImage`: what it shows until the URL's image arrives.
    var defaultImage: String?
    /// ASCellNode's `indexPath`: where its table or collection placed it; nil until then.
    var indexPath: Value?
    /// ASButtonNode's background image (normal state), behind its content; it does not size the button.
    var buttonBackgroundImage: String?
    /// ASButtonNode's options for the stack of its image and title: `contentSpacing`,
    /// `laysOutHorizontally`, `imageAlignment`, the content alignments and `contentEdgeInsets`.
    /// Its parts are filled in when the figure lays the button out.
    var buttonLayout = ButtonConfiguration()
    /// `imageNode` and `titleNode`, once code has read them (see ButtonParts).
    var buttonParts: [String: NodeObject] = [:]
    /// Table rows (cells) from a data source.
    var rows: [NodeObject] = []
    /// The size layout gave the node, while code that runs during layout reads `bounds`.
    var boundsSize: Size = .zero
    /// Whether its class's `didLoad()` has run (once, as Texture runs it when the view loads).
    var didLoadRan = false
    /// The node that added it (`addSubnode`) or whose layout holds it, once the figure lays that out.
    weak var supernode: NodeObject?

    /// `removeFromSupernode()`, and the first half of adding a node that another node holds.
    func removeFromSupernode() {
        supernode?.addedSubnodes.removeAll { $0 === self }
        supernode = nil
    }
    /// `view.contentInsetAdjustmentBehavior` of a table or collection node: false for `.never`,
    /// which keeps its rows at the top of a controller's view, under the bars.
    var adjustsContentInset = true
    /// The Texture class it is (or its class descends from), whose declarations say what its
    /// members do: `ASTableNode` for a `FeedNode: ASTableNode`.
    let apiClass: String

    init(typeName: String, kind: NodeKind, apiClass: String? = nil) {
        self.kind = kind
        self.apiClass = apiClass ?? typeName
        super.init(typeName: typeName)
    }
}

/// A Texture layout spec: its kind, arguments, children and its own style.
final class SpecObject: RuntimeObject {
    enum Kind {
        case stack(StackOptions)
        case inset(EdgeInsets)
        case center(CenterOptions)
        case relative(RelativeOptions)
        case ratio(Double)
        case overlay
        case background
        case absolute(AbsoluteSizing)
        case wrapper
        case corner(CornerOptions)
        case empty
    }

    var kind: Kind
    var children: [Value]
    var style = LayoutStyle()
    /// The call that made it, where a problem of its own is reported.
    var madeAt: Syntax?

    init(typeName: String, kind: Kind, children: [Value]) {
        self.kind = kind
        self.children = children
        super.init(typeName: typeName)
    }
}

/// ASDKViewController<Node>: its root node is laid out at the device's exact size.
class ViewControllerObject: RuntimeObject {
    var node: NodeObject?
    /// A UIViewController subclass (not ASDKViewController).
    let isUIKitClass: Bool
    /// Its `view` is a UIKit view laid out with Auto Layout: a UIViewController's, or an
    /// ASDKViewController's made without a node (Texture 3's `init()`, "a nil node whose root view
    /// will be backed by a standard UIView as with a normal UIViewController"). Swift lets no code
    /// use the controller before `super.init(node:)` gives it its node.
    var isUIKit: Bool { isUIKitClass || node == nil }
    /// `view = …` in `loadView()`.
    var assignedView: ViewObject?
    /// Whether its view was made and `viewDidLoad` ran (see `Interpreter.loadView(of:)`).
    var isViewLoaded = false
    /// The variable or property it is first bound to: its view is `banner.view` in figures.
    var name: String?
    private lazy var defaultView: ViewObject = {
        let view = ViewObject(typeName: "UIView", kind: .view)
        view.name = name.map { "\($0).view" } ?? "view"
        // As in viewDidLoad on a device: the screen's size, resizing with its window.
        view.frame = Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height)
        view.resizesWithSuperview()
        return view
    }()

    /// The root view: the one `loadView()` assigned, else a plain UIView made on first use.
    var rootView: ViewObject { assignedView ?? defaultView }

    /// The device's size, which the root view has when viewDidLoad runs.
    var screenSize = Size(width: 375, height: 667) {
        didSet { if assignedView == nil { defaultView.frame = Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height) } }
    }

    /// `init(nibName:bundle:)` with a name: the nib its view is loaded from.
    var nibName: String?
    /// `title`: the navigation bar shows it unless `navigationItem.title` is set.
    var title: String?
    private(set) lazy var navigationItem = NavigationItemObject()
    var toolbarItems: [BarButtonItemObject] = []
    /// The navigation controller showing this one: the snippet's own (weak: it holds this one as its
    /// root), else the one assumed when the code reaches for `navigationController`.
    weak var navigationController: NavigationControllerObject?
    private var assumedNavigationController: NavigationControllerObject?
    /// The tab bar controller showing this one (or the navigation controller it is in) as a tab.
    weak var tabBarController: TabBarControllerObject?
    /// What its tab shows: UIKit's item takes the controller's `title` until it has its own.
    lazy var tabBarItem = TabBarItemObject()

    /// The tab bar controller this one is shown in, directly or inside a navigation controller.
    var enclosingTabBarController: TabBarControllerObject? { tabBarController ?? navigationController?.tabBarController }

    /// `navigationController`, as the code reads it: a controller that asks for one is shown in one.
    func navigationControllerAssumingOne() -> NavigationControllerObject {
        if let navigationController { return navigationController }
        let assumed = NavigationControllerObject(root: nil, isBuilt: false)
        assumedNavigationController = assumed
        navigationController = assumed
        return assumed
    }

    init(typeName: String, isUIKit: Bool = false) {
        self.isUIKitClass = isUIKit
        super.init(typeName: typeName)
    }
}
