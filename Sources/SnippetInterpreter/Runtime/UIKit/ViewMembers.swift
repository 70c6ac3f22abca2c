import Diagnostics
import LayoutEngine
import SwiftSyntax
import UIKitLayout

/// Properties and methods of UIView and its subclasses.
enum ViewMembers {
    static func initialize(_ view: ViewObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) {
        for arg in args {
            switch arg.label {
            case "frame": view.frame = try rect(arg.value, at: node)
            case "image": view.imageName = image(arg.value)
            case "arrangedSubviews":
                for arranged in try views(arg.value, at: node) { addArranged(arranged, to: view) }
            // UIActivityIndicatorView's large style is a larger control.
            case "style": view.isLargeControl = ["large", "whiteLarge"].contains(Convert.caseName(arg.value))
            case "type": view.isSystemButton = Convert.caseName(arg.value) == "system"
            // `init?(coder:)` does not change layout here.
            default: continue
            }
        }
    }

    /// `UIStackView.spacingUseDefault`: Float's largest value, as UIKit defines it.
    static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)

    /// What a button's title label passes on to the button, which draws its title with them.
    static let titleSettings: Set<String> = ["font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode"]

    /// A view's own names for its look (a corner radius or a shadow is its layer's).
    static let lookNames: Set<String> = ["backgroundColor", "isHidden", "alpha", "clipsToBounds"]

    static func get(_ name: String, of view: ViewObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        if let button = view.titleOwner, titleSettings.contains(name) { return try get(name, of: button, at: node) }
        if let anchor = AnchorMembers.anchor(name, of: view) { return anchor }
        if let value = CollectionViewMembers.get(name, of: view) { return value }
        if Self.lookNames.contains(name), let value = LayerMembers.get(name, of: view.appearance) { return value }
        switch name {
        case "layer": return .object(LayerProxy(owner: view))
        // Read in a layout hook, once a pass has placed the view (see Interpreter.runLayoutHooks).
        case "safeAreaInsets" where view.safeAreaAfterLayout != nil: return .native(.insets(view.safeAreaAfterLayout ?? .zero))
        case "frame": return .native(.rect(view.frame))
        case "traitCollection": return .native(.inert("UITraitCollection"))
        case "bounds": return .native(.rect(Rect(x: 0, y: 0, width: view.frame.size.width, height: view.frame.size.height)))
        case "center": return .native(.point(Point(x: view.frame.origin.x + view.frame.size.width / 2, y: view.frame.origin.y + view.frame.size.height / 2)))
        case "isHidden": return .bool(view.appearance.isHidden)
        case "alpha": return .double(view.appearance.alpha)
        case "clipsToBounds": return .bool(view.appearance.clipsToBounds)
        case "translatesAutoresizingMaskIntoConstraints": return .bool(view.translatesAutoresizingMaskIntoConstraints)
        case "layoutMargins", "directionalLayoutMargins":
            let m = view.layoutMargins
            return .native(.insets(EdgeInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)))
        case "superview": return view.superview.map(Value.object) ?? Value.none
        case "subviews": return .array(view.subviews.map(Value.object))
        case "layoutMarginsGuide", "readableContentGuide": return .object(view.layoutMarginsGuide)
        case "safeAreaLayoutGuide": return .object(view.safeAreaLayoutGuide)
        case "frameLayoutGuide": return .object(view.frameLayoutGuide)
        case "contentLayoutGuide": return .object(view.contentLayoutGuide)
        case "layoutGuides": return .array(view.layoutGuides.map(Value.object))
        case "text": return view.text.string.isEmpty && view.kind == .label ? Value.none : .string(view.text.string)
        case "attributedText": return view.text.attributedText.map { .native(.attributedString($0)) } ?? Value.none
        case "font": return .native(.font(size: view.text.fontSize, weight: view.text.fontWeight))
        case "numberOfLines": return .int(view.text.numberOfLines)
        case "tintColor": return .native(.color(view.tintColor))
        case "preferredMaxLayoutWidth": return .double(view.text.preferredMaxLayoutWidth)
        case "image": return view.imageName.map { .native(.image(name: $0)) } ?? Value.none
        case "arrangedSubviews": return .array((view.stack?.arranged ?? []).map(Value.object))
        case "axis": return .enumCase(type: "NSLayoutConstraint.Axis", name: (view.stack?.axis ?? .horizontal).rawValue, payload: [])
        case "spacing": return .double(view.stack?.spacing ?? 0)
        case "distribution": return .enumCase(type: "UIStackView.Distribution", name: (view.stack?.distribution ?? .fill).rawValue, payload: [])
        case "alignment": return .enumCase(type: "UIStackView.Alignment", name: (view.stack?.alignment ?? .fill).rawValue, payload: [])
        case "isLayoutMarginsRelativeArrangement": return .bool(view.stack?.isLayoutMarginsRelativeArrangement ?? false)
        case "constraints": return .array([])
        case "contentView": return view.contentView.map(Value.object)
        case "textLabel": return view.kind == .tableViewCell ? .object(view.textLabel) : nil
        case "titleLabel": return view.kind == .button ? .object(view.titleLabel) : nil
        case "dataSource": return view.table?.dataSource.map(Value.object) ?? Value.none
        case "delegate" where view.table != nil: return view.table?.delegate.map(Value.object) ?? Value.none
        case "rowHeight": return .double(view.table?.rowHeight ?? -1)
        case "separatorColor": return (view.table?.separatorColor ?? NamedColors.color("separator")).map { .native(.color($0)) } ?? Value.none
        case "separatorInset": return .native(.insets(view.table?.separatorInset ?? .zero))
        case "contentInsetAdjustmentBehavior" where [.scrollView, .tableView, .collectionView].contains(view.kind):
            return .enumCase(type: "UIScrollView.ContentInsetAdjustmentBehavior", name: view.adjustsContentInset ? "automatic" : "never", payload: [])
        default:
            let declared = APITable.standard.property(name, of: view.uikitClass)
            // `cell.detailTextLabel?.text = …`: an @unsupported property says why, read or written.
            if let refusal = declared?.marker.refusal(of: name, in: view.uikitClass) { throw InterpreterError(refusal, at: node) }
            // An @inert or @notDrawn property reads what was set, else the default its declaration gives.
            if let declared, let value = view.inertReading(name, declared: declared) { return value }
            // Declared @inert (`layer`, `tintColor`): accepted, and changes nothing.
            return declared?.marker == .inert ? .object(InertObject(typeName: name)) : nil
        }
    }

    static func set(_ name: String, of view: ViewObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) {
        if let button = view.titleOwner {
            guard APITable.standard.property(name, of: "UILabel") != nil else {
                let names = APITable.standard.memberNames(of: "UILabel", static: false)
                throw InterpreterError("value of type 'UILabel' has no member '\(name)'\(NearestName.hint(for: name, in: names))", at: node)
            }
            guard titleSettings.contains(name) else {
                throw InterpreterError("a button's title label draws its \(titleSettings.sorted().joined(separator: ", ")); set '\(name)' on the button (its title is setTitle(_:for:))", at: node)
            }
            return try set(name, of: button, to: value, at: node)
        }
        if Self.lookNames.contains(name), try LayerMembers.set(name, of: &view.appearance, to: value, at: node) { return }
        if view.kind == .collectionView, try CollectionViewMembers.set(name, of: view, to: value, at: node) { return }
        switch name {
        case "frame": view.frame = try rect(value, at: node)
        case "bounds":
            // The size changes about the view's centre; the bounds' origin scrolls content, which
            // figures of a view at rest do not show.
            let size = try rect(value, at: node).size
            let center = Point(x: view.frame.minX + view.frame.size.width / 2, y: view.frame.minY + view.frame.size.height / 2)
            view.frame = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        case "center":
            guard case .native(.point(let center)) = value else {
                throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'CGPoint'", at: node)
            }
            view.frame = Rect(x: center.x - view.frame.size.width / 2, y: center.y - view.frame.size.height / 2,
                              width: view.frame.size.width, height: view.frame.size.height)
        case "contentMode": view.appearance.contentMode = try Convert.option(value, "UIView.ContentMode", default: .scaleToFill, at: node)
        case "translatesAutoresizingMaskIntoConstraints": view.translatesAutoresizingMaskIntoConstraints = try Convert.bool(value, name, at: node)
        case "autoresizingMask":
            let items: [Value]
            if case .array(let list) = value { items = list } else { items = [value] }
            view.autoresizingMask = AutoresizingMask(try items.map { item throws(InterpreterError) in
                guard let name = Convert.caseName(item), let option = Self.masks[name] else {
                    throw InterpreterError("cannot convert value of type '\(item.typeName)' to expected type 'UIView.AutoresizingMask'", at: node)
                }
                return option
            })
        case "layoutMargins", "directionalLayoutMargins":
            let insets = try Convert.insets(value, at: node)
            view.layoutMargins = UIKitLayout.EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        case "text":
            if case .none = value { view.text.string = "" } else { view.text.string = try Convert.string(value, at: node) }
            view.text.attributed = nil
        case "placeholder": view.text.placeholder = (try? Convert.string(value, at: node)) ?? ""
        case "attributedText": view.text.attributed = TextMembers.attributedText(value)
        case "font":
            // A text field's font is optional: nil is the default font.
            if case .none = value, view.kind == .textField { (view.text.fontSize, view.text.fontWeight) = (17, "regular"); return }
            guard case .native(.font(let size, let weight)) = value else {
                throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'UIFont'", at: node)
            }
            (view.text.fontSize, view.text.fontWeight) = (size, weight)
        case "textColor": view.text.color = try Convert.color(value, at: node)
        case "tintColor": view.ownTintColor = try Convert.color(value, at: node)
        case "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea":
            // The interpreter warns when either is set away from its default (marginSettingsKeptAtDefault).
            _ = try Convert.bool(value, name, at: node)
        case "lineBreakMode": view.text.lineBreakMode = try Convert.option(value, "NSLineBreakMode", default: .byTruncatingTail, at: node)
        case "contentEdgeInsets":
            let insets = try Convert.insets(value, at: node)
            view.text.contentInsets = insets
        case "textAlignment": view.text.alignment = try Convert.option(value, "NSTextAlignment", default: .natural, at: node)
        case "numberOfLines": view.text.numberOfLines = max(0, Convert.int(try Convert.number(value, name, at: node)))
        case "preferredMaxLayoutWidth": view.text.preferredMaxLayoutWidth = max(0, try Convert.number(value, name, at: node))
        case "image": view.imageName = image(value)
        case "axis": view.stack?.axis = try Convert.option(value, "NSLayoutConstraint.Axis", default: .horizontal, at: node)
        case "distribution": view.stack?.distribution = try Convert.option(value, "UIStackView.Distribution", default: .fill, at: node)
        case "alignment": view.stack?.alignment = try Convert.option(value, "UIStackView.Alignment", default: .fill, at: node)
        case "spacing": view.stack?.spacing = try Convert.number(value, name, at: node)
        case "isLayoutMarginsRelativeArrangement": view.stack?.isLayoutMarginsRelativeArrangement = try Convert.bool(value, name, at: node)
        case "dataSource":
            if case .object(let source) = value { view.table?.dataSource = source } else { view.table?.dataSource = nil }
        case "delegate" where view.table != nil:
            if case .object(let delegate) = value { view.table?.delegate = delegate } else { view.table?.delegate = nil }
        case "rowHeight": view.table?.rowHeight = try Convert.number(value, name, at: node)
        case "separatorStyle": view.table?.hasSeparators = Convert.caseName(value) != "none"
        case "separatorColor": view.table?.separatorColor = try Convert.color(value, at: node)
        case "separatorInset": view.table?.separatorInset = try Convert.insets(value, at: node)
        case "contentInsetAdjustmentBehavior": view.adjustsContentInset = Convert.caseName(value) != "never"
        default:
            if try APITable.standard.acceptsWithoutCode(name, of: view.uikitClass, at: node) { view.keepInert(name, value); return }
            throw InterpreterError("value of type '\(view.typeName)' has no member '\(name)'", at: node)
        }
    }

    static func call(_ name: String, on view: ViewObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        func viewArgument(_ index: Int = 0) throws(InterpreterError) -> ViewObject {
            guard args.indices.contains(index), case .object(let other as ViewObject) = args[index].value else {
                throw InterpreterError("'\(name)' expects a UIView", at: node)
            }
            return other
        }
        // `view.addSubview(view)`: UIKit raises "Can't add self as subview", which stops the app.
        func subviewArgument() throws(InterpreterError) -> ViewObject {
            let subview = try viewArgument()
            if subview === view { throw InterpreterError("Can't add self as subview (UIKit raises an exception here, which stops the app)", at: node) }
            return subview
        }
        switch name {
        case "addSubview": view.addSubview(try subviewArgument())
        case "insertSubview":
            let subview = try subviewArgument()
            view.addSubview(subview)
            view.subviews.removeLast()
            view.subviews.insert(subview, at: try insertionIndex(in: view, args, at: node))
        case "removeFromSuperview": view.removeFromSuperview()
        case "bringSubviewToFront", "sendSubviewToBack":
            let subview = try viewArgument()
            guard let index = view.subviews.firstIndex(where: { $0 === subview }) else { return .void }
            view.subviews.remove(at: index)
            if name == "bringSubviewToFront" { view.subviews.append(subview) } else { view.subviews.insert(subview, at: 0) }
        case "addLayoutGuide":
            guard case .object(let guide as LayoutGuideObject)? = args.first?.value else { throw InterpreterError("'addLayoutGuide' expects a UILayoutGuide", at: node) }
            guide.owner = view
            view.layoutGuides.append(guide)
        case "addConstraint", "addConstraints", "removeConstraint", "removeConstraints":
            let value = args.first?.value ?? .array([])
            let list: [ConstraintObject]
            if case .object(let single as ConstraintObject) = value { list = [single] } else { list = try UIKitRuntime.constraints(value, at: node) }
            for constraint in list {
                if name.hasPrefix("add") { constraint.registry.activate(constraint) } else { constraint.registry.deactivate(constraint) }
            }
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            let priority = try UIKitRuntime.priority(args.first?.value ?? .none, at: node)
            let axis: UIKitLayout.Axis = try Convert.option(args.first { $0.label == "for" }?.value, "NSLayoutConstraint.Axis", default: .horizontal, at: node)
            if name == "setContentHuggingPriority" { view.contentHugging[axis] = priority } else { view.compressionResistance[axis] = priority }
        case "contentHuggingPriority", "contentCompressionResistancePriority":
            let axis: UIKitLayout.Axis = try Convert.option(args.first?.value, "NSLayoutConstraint.Axis", default: .horizontal, at: node)
            return .double((name == "contentHuggingPriority" ? view.contentHugging[axis] : view.compressionResistance[axis]) ?? 0)
        case "addArrangedSubview": addArranged(try subviewArgument(), to: view)
        case "insertArrangedSubview":
            let arranged = try subviewArgument()
            addArranged(arranged, to: view)
            view.stack?.arranged.removeLast()
            let index = Convert.int(try Convert.number(args.first { $0.label == "at" }?.value ?? .int(0), "at", at: node))
            let count = view.stack?.arranged.count ?? 0
            view.stack?.arranged.insert(arranged, at: min(max(0, index), count))
        case "removeArrangedSubview":
            // It stays a subview, laid out by nothing: as in UIKit, the snippet must remove it too.
            let arranged = try viewArgument()
            view.stack?.arranged.removeAll { $0 === arranged }
        case "setCustomSpacing":
            let spacing = try Convert.number(args.first?.value ?? .int(0), "spacing", at: node)
            let after = ObjectIdentifier(try viewArgument(1))
            // `UIStackView.spacingUseDefault` puts the stack's own spacing back.
            view.stack?.customSpacing[after] = spacing >= Self.spacingUseDefault ? nil : spacing
        case "customSpacing":
            return .double(view.stack?.customSpacing[ObjectIdentifier(try viewArgument())] ?? Self.spacingUseDefault)
        // A title or image for another state (`.highlighted`) shows only in that state; figures draw
        // a control in its normal state.
        case "setTitle":
            guard setsNormalState(args) else { return .void }
            if case .string(let title)? = args.first?.value { view.text.string = title } else { view.text.string = "" }
            view.text.fontSize = 15
        case "setImage":
            guard setsNormalState(args) else { return .void }
            view.imageName = args.first.flatMap { image($0.value) }
        case "setTitleColor":
            guard setsNormalState(args) else { return .void }
            if case .none? = args.first?.value { view.text.color = nil } else { view.text.color = try Convert.color(args.first?.value ?? .none, at: node) }
        case "invalidateIntrinsicContentSize", "layoutSubviews", "updateConstraints": break
        case "systemLayoutSizeFitting", "sizeThatFits":
            throw InterpreterError("'\(name)' is not computed while a snippet runs; Layoutbook sizes the figure's root view itself (a UIView subclass is fitted to the device width)", at: node)
        default:
            // Declared @inert or @notDrawn (the checker says which is not drawn): accepted; one
            // that answers whether it worked (`becomeFirstResponder()`) says it did.
            guard let declared = APITable.standard.methods(name, of: view.uikitClass).first,
                  declared.marker == .inert || declared.marker == .notDrawn else { return nil }
            if declared.returnType == "Bool" { return .bool(true) }
        }
        return .void
    }

    /// Whether a `for:` state argument includes `.normal` (`[]` is `.normal` too).
    static func setsNormalState(_ args: [Argument]) -> Bool {
        guard let state = args.first(where: { $0.label == "for" })?.value else { return true }
        if case .array(let items) = state { return items.isEmpty || items.contains { Convert.caseName($0) == "normal" } }
        return Convert.caseName(state) == "normal"
    }

    /// `UIView.AutoresizingMask`'s members.
    static let masks: [String: AutoresizingMask] = [
        "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth, "flexibleRightMargin": .flexibleRightMargin,
        "flexibleTopMargin": .flexibleTopMargin, "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
    ]

    /// `addArrangedSubview`: the view becomes a subview too, and the stack view positions it.
    static func addArranged(_ arranged: ViewObject, to stackView: ViewObject) {
        stackView.addSubview(arranged)
        arranged.translatesAutoresizingMaskIntoConstraints = false
        stackView.stack?.arranged.removeAll { $0 === arranged }
        stackView.stack?.arranged.append(arranged)
    }

    private static func insertionIndex(in view: ViewObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Int {
        guard let position = args.dropFirst().first else { return view.subviews.count }
        if position.label == "at" { return min(max(0, Convert.int(try Convert.number(position.value, "at", at: node))), view.subviews.count) }
        guard case .object(let sibling as ViewObject) = position.value, let index = view.subviews.firstIndex(where: { $0 === sibling }) else {
            return view.subviews.count
        }
        return position.label == "belowSubview" ? index : index + 1
    }

    static func views(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> [ViewObject] {
        guard case .array(let items) = value else { throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type '[UIView]'", at: node) }
        return try items.map { item throws(InterpreterError) in
            guard case .object(let view as ViewObject) = item else {
                throw InterpreterError("cannot convert value of type '\(item.typeName)' to expected element type 'UIView'", at: node)
            }
            return view
        }
    }

    static func rect(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Rect {
        if case .native(.rect(let rect)) = value { return rect }
        if Convert.caseName(value) == "zero" { return Rect(x: 0, y: 0, width: 0, height: 0) }
        throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'CGRect'", at: node)
    }

    /// The name of a `UIImage` value (nil for `nil`).
    static func image(_ value: Value) -> String? {
        if case .native(.image(let name)) = value { return name }
        return nil
    }
}
