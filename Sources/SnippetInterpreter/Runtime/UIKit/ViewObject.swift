import LayoutEngine
import SwiftSyntax
import ConstraintSolver
import UIKitLayout

/// A UIKit view: UIView and the subclasses Layoutbook lays out. Layout reads it when the
/// snippet has run (UIKit lays out after viewDidLoad), so every property holds its final value.
final class ViewObject: RuntimeObject {
    /// What decides a view's intrinsic size and how it is drawn.
    enum Kind: String {
        case view, label, imageView, button, switchControl, activityIndicator, textField, scrollView, stackView, tableView, tableViewCell
        case collectionView, collectionViewCell

        /// A cell: made with its content view, where code adds its subviews.
        var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }
    }

    static let kinds: [String: Kind] = [
        "UIView": .view, "UILabel": .label, "UIImageView": .imageView, "UIButton": .button, "UIControl": .view,
        "UISwitch": .switchControl, "UIActivityIndicatorView": .activityIndicator, "UITextField": .textField,
        "UIScrollView": .scrollView, "UIStackView": .stackView, "UITableView": .tableView, "UITableViewCell": .tableViewCell,
        "UICollectionView": .collectionView, "UICollectionViewCell": .collectionViewCell, "UICollectionReusableView": .view,
    ]

    let kind: Kind
    /// The UIKit class it is, or a snippet's class descends from (the API table's name for it).
    let uikitClass: String
    /// The variable or property it was first bound to.
    var name: String?
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Its safe-area insets once a first layout pass has placed it (read by layout hooks); nil before.
    var safeAreaAfterLayout: LayoutEngine.EdgeInsets?
    var translatesAutoresizingMaskIntoConstraints = true
    var autoresizingMask: AutoresizingMask = []
    weak var superview: ViewObject?
    var subviews: [ViewObject] = []
    var layoutGuides: [LayoutGuideObject] = []
    var appearance = NodeAppearance()
    var layoutMargins = UIKitLayout.EdgeInsets.defaultLayoutMargins
    var contentHugging: [UIKitLayout.Axis: Double] = [.horizontal: 250, .vertical: 250]
    var compressionResistance: [UIKitLayout.Axis: Double] = [.horizontal: 750, .vertical: 750]
    /// UILabel, UIButton's title, UITextField.
    var text = TextProperties()
    /// `UIButton(type: .system)`: its title takes the tint colour; a custom button's is white.
    var isSystemButton = false
    /// The `tintColor` set on this view; nil inherits its superview's, as UIKit does.
    var ownTintColor: RGBAColor?

    /// `tintColor`: its own, else the nearest superview's, else the system blue.
    var tintColor: RGBAColor {
        var view: ViewObject? = self
        while let current = view {
            if let own = current.ownTintColor { return own }
            view = current.superview
        }
        return NavigationChrome.systemTint
    }
    var imageName: String?
    /// `UIActivityIndicatorView(style: .large)`.
    var isLargeControl = false
    /// `contentInsetAdjustmentBehavior` is not `.never`: a table's rows start below what covers it.
    var adjustsContentInset = true
    var stack: StackProperties?
    var table: TableProperties?
    var collection: CollectionViewProperties?
    /// A cell's content view, made with the cell (code adds its subviews there).
    private(set) var contentView: ViewObject?
    /// A cell's `textLabel`, made on first use, as UIKit does.
    private(set) lazy var textLabel: ViewObject = {
        let label = ViewObject(typeName: "UILabel", kind: .label)
        label.name = "textLabel"
        contentView?.addSubview(label)
        return label
    }()
    /// A button's `titleLabel`: not a view of the figure. Its text settings are the button's own
    /// (the button draws its title from them); `titleOwner` is the button.
    private(set) lazy var titleLabel: ViewObject = {
        let label = ViewObject(typeName: "UILabel", kind: .label)
        label.name = "titleLabel"
        label.titleOwner = self
        return label
    }()
    private(set) weak var titleOwner: ViewObject?
    /// Guides every view has, made once so that anchors of the same guide are the same item.
    private(set) lazy var layoutMarginsGuide = LayoutGuideObject(role: .layoutMargins, owner: self)
    private(set) lazy var safeAreaLayoutGuide = LayoutGuideObject(role: .safeArea, owner: self)
    private(set) lazy var frameLayoutGuide = LayoutGuideObject(role: .scrollFrame, owner: self)
    private(set) lazy var contentLayoutGuide = LayoutGuideObject(role: .scrollContent, owner: self)

    init(typeName: String, kind: Kind) {
        self.kind = kind
        self.uikitClass = typeName
        super.init(typeName: typeName)
        if kind == .stackView {
            stack = StackProperties()
            // A stack view arranges its views edge to edge: its own margins start at zero.
            layoutMargins = .zero
        }
        if kind == .tableView { table = TableProperties() }
        if kind == .collectionView { collection = CollectionViewProperties() }
        // Scroll views (tables and collections too) clip what scrolls out of them.
        if [.tableView, .collectionView, .scrollView].contains(kind) { appearance.clipsToBounds = true }
        if kind.isCell {
            let content = ViewObject(typeName: "UIView", kind: .view)
            content.name = "contentView"
            addSubview(content)
            contentView = content
        }
    }

    func addSubview(_ view: ViewObject) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        parent.stack?.arranged.removeAll { $0 === self }
        superview = nil
    }

    /// Flexible width and height: the frame follows the superview's size.
    func resizesWithSuperview() { autoresizingMask = [.flexibleWidth, .flexibleHeight] }

    /// The views below this one, depth first, in subview order.
    var descendants: [ViewObject] { subviews.flatMap { [$0] + $0.descendants } }
}

/// UILabel's text, font and line settings (also a button's title and a text field's text).
struct TextProperties {
    var string = ""
    var attributed: AttributedText?
    var fontSize = 17.0
    var fontWeight = "regular"
    var color: RGBAColor?
    var alignment = ParagraphStyle.Alignment.natural
    var numberOfLines = 1
    var preferredMaxLayoutWidth = 0.0
    var placeholder = ""
    /// UILabel's `lineBreakMode`, once set; it applies to attributed text too.
    var lineBreakMode: ParagraphStyle.LineBreakMode?
    /// UIButton's `contentEdgeInsets`: added around the title (U7).
    var contentInsets = EdgeInsets()

    /// What is drawn and measured: the attributed text when set, else the plain text in the font.
    var attributedText: AttributedText? {
        if var attributed {
            if let lineBreakMode { attributed.paragraph.lineBreakMode = lineBreakMode }
            return attributed
        }
        guard !string.isEmpty else { return nil }
        var paragraph = ParagraphStyle()
        paragraph.alignment = alignment
        paragraph.lineBreakMode = lineBreakMode ?? .byTruncatingTail
        return AttributedText(spans: [TextSpan(text: string, fontSize: fontSize, fontWeight: fontWeight, color: color)], paragraph: paragraph)
    }
}

/// UITableView's rows: where they come from and how tall they are.
struct TableProperties {
    var dataSource: RuntimeObject?
    /// Asked for each row's height (`tableView(_:heightForRowAt:)`) and told before a row shows
    /// (`tableView(_:willDisplay:forRowAt:)`), where it answers them.
    var delegate: RuntimeObject?
    /// Reuse identifier → the cell class registered for it.
    var registered: [String: String] = [:]
    /// `UITableView.automaticDimension` (-1) sizes each row to fit its cell.
    var rowHeight = -1.0
    var hasSeparators = true
    /// `separatorColor` (nil: UIKit's separator grey) and `separatorInset` (its left and right count).
    var separatorColor: RGBAColor?
    var separatorInset = LayoutEngine.EdgeInsets(top: 0, left: TableRows.separatorInset, bottom: 0, right: 0)
}

/// UIStackView's arrangement.
struct StackProperties {
    var arranged: [ViewObject] = []
    var axis = UIKitLayout.Axis.horizontal
    var distribution = StackView.Distribution.fill
    var alignment = StackView.Alignment.fill
    var spacing = 0.0
    var customSpacing: [ObjectIdentifier: Double] = [:]
    var isLayoutMarginsRelativeArrangement = false
}

/// A rectangle constraints can use: a view's margins or safe area, a scroll view's frame or
/// content, or a `UILayoutGuide` the snippet made.
final class LayoutGuideObject: RuntimeObject {
    enum Role: String {
        case layoutMargins = "layoutMarginsGuide", safeArea = "safeAreaLayoutGuide"
        case scrollFrame = "frameLayoutGuide", scrollContent = "contentLayoutGuide", custom
    }

    let role: Role
    weak var owner: ViewObject?
    var identifier = ""

    init(role: Role, owner: ViewObject?) {
        self.role = role
        self.owner = owner
        super.init(typeName: "UILayoutGuide")
    }
}

/// `view.topAnchor`: an item (a view or a guide) and one of its attributes.
final class AnchorObject: RuntimeObject {
    let item: RuntimeObject
    let attribute: Attribute

    init(item: RuntimeObject, attribute: Attribute) {
        self.item = item
        self.attribute = attribute
        super.init(typeName: attribute.isDimension ? "NSLayoutDimension" : attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor")
    }
}

/// NSLayoutConstraint: `first relation multiplier × second + constant`, inactive until activated.
final class ConstraintObject: RuntimeObject {
    let first: AnchorObject
    let relation: ConstraintSolver.Relation
    let second: AnchorObject?
    let multiplier: Double
    var constant: Double
    var priority = 1000.0
    var identifier: String?
    /// The code that made it: conflicts are reported there.
    var syntax: Syntax?
    /// The run's list of active constraints, which `isActive` reads and writes.
    let registry: ActiveConstraints

    init(first: AnchorObject, relation: ConstraintSolver.Relation, second: AnchorObject?, multiplier: Double, constant: Double,
         registry: ActiveConstraints) {
        self.registry = registry
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        super.init(typeName: "NSLayoutConstraint")
    }
}

/// What a run has activated, in activation order: UIKit meets conflicts in that order (S6).
final class ActiveConstraints {
    private(set) var list: [ConstraintObject] = []

    func contains(_ constraint: ConstraintObject) -> Bool { list.contains { $0 === constraint } }

    func activate(_ constraint: ConstraintObject) {
        if !contains(constraint) { list.append(constraint) }
    }

    func deactivate(_ constraint: ConstraintObject) {
        list.removeAll { $0 === constraint }
    }
}
