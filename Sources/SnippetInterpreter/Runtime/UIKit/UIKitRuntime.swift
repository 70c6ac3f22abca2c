import ConstraintSolver
import Diagnostics
import LayoutEngine
import SwiftSyntax
import UIKitLayout

/// The UIKit views and Auto Layout surface: construction, static members and member dispatch.
enum UIKitRuntime {
    static let valueTypes: Set<String> = ["UINavigationController", "ASNavigationController", "UITabBarController", "ASTabBarController", "UITabBar", "UITabBarItem", "UINavigationBar", "UIToolbar", "UIBarButtonItem", "NSLayoutConstraint", "UILayoutGuide", "UILayoutPriority", "NSDirectionalEdgeInsets", "UINib", "Bundle"]

    static func isType(_ name: String) -> Bool { ViewObject.kinds[name] != nil || valueTypes.contains(name) }

    /// The priorities UIKit names (U4).
    static let priorities: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
        "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
    ]

    static func construct(_ type: String, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        if let value = try NavigationMembers.construct(type, args, at: node) { return value }
        if let value = try TabBarMembers.construct(type, args, at: node) { return value }
        if let kind = ViewObject.kinds[type] {
            let view = ViewObject(typeName: type, kind: kind)
            if kind == .tableView { TextureRuntime.warnAboutTableStyle(args, interpreter, at: node) }
            try ViewMembers.initialize(view, args, at: node)
            if kind == .collectionView { try CollectionViewMembers.initialize(view, args, at: node) }
            return .object(view)
        }
        switch type {
        case "UILayoutGuide": return .object(LayoutGuideObject(role: .custom, owner: nil))
        case "UINib":
            let name = try Convert.string(args.first { $0.label == "nibName" }?.value ?? .none, at: node)
            return .object(try Nibs.nib(named: name, interpreter, at: node))
        case "UILayoutPriority":
            return .double(try priority(args.first?.value ?? .int(0), at: node))
        case "NSDirectionalEdgeInsets":
            func number(_ label: String) throws(InterpreterError) -> Double {
                try args.first { $0.label == label }.map { arg throws(InterpreterError) in try Convert.number(arg.value, label, at: node) } ?? 0
            }
            // Left to right: leading is left, trailing is right.
            return .native(.insets(EdgeInsets(top: try number("top"), left: try number("leading"), bottom: try number("bottom"), right: try number("trailing"))))
        case "NSLayoutConstraint":
            return .object(try AnchorMembers.itemConstraint(args, interpreter.activeConstraints, at: node))
        default: return nil
        }
    }

    /// A priority written as a number, `UILayoutPriority(…)` or a named level.
    static func priority(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Double {
        if let number = value.number { return number }
        if let name = Convert.caseName(value) {
            if let level = priorities[name] { return level }
            throw InterpreterError("type 'UILayoutPriority' has no member '\(name)'\(NearestName.hint(for: name, in: priorities.keys.sorted()))", at: node)
        }
        throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'UILayoutPriority'", at: node)
    }

    static func staticMember(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("UILayoutPriority", _): return priorities[name].map(Value.double)
        case (_, "noIntrinsicMetric") where ViewObject.kinds[type] != nil: return .double(ContentSize.noIntrinsicMetric)
        // "The smallest possible size" for systemLayoutSizeFitting(_:).
        case (_, "layoutFittingCompressedSize") where ViewObject.kinds[type] != nil: return .native(.size(.zero))
        // UIKit's value, Float.greatestFiniteMagnitude: as a custom spacing it means "the stack's spacing".
        case ("UIStackView", "spacingUseDefault"): return .double(ViewMembers.spacingUseDefault)
        case ("UIStackView", "spacingUseSystem"): return .double(8)
        case ("NSDirectionalEdgeInsets", "zero"): return .native(.insets(.zero))
        case ("UITableView", "automaticDimension"): return .double(-1)
        // The identifiers UIKit gives supplementary views, as strings.
        case ("UICollectionView", "elementKindSectionHeader"): return .string("UICollectionElementKindSectionHeader")
        case ("UICollectionView", "elementKindSectionFooter"): return .string("UICollectionElementKindSectionFooter")
        case ("Bundle", "main"): return .object(RuntimeObject(typeName: "Bundle"))
        case ("UICollectionViewFlowLayout", "automaticSize"): return .native(.size(FlowLayoutObject.automaticSize))
        default: return nil
        }
    }

    static func staticCall(_ type: String, _ name: String, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        if type == "NSLayoutConstraint", name == "constraints" { return try visualFormat(args, interpreter, at: node) }
        if type == "UIView", ["animate", "transition", "performWithoutAnimation"].contains(name) { return try animate(args, interpreter, at: node) }
        if let value = try NavigationMembers.staticCall(type, name, args, at: node) { return value }
        guard type == "NSLayoutConstraint", name == "activate" || name == "deactivate" else { return nil }
        for constraint in try constraints(args.first?.value ?? .array([]), at: node) {
            if name == "activate" { interpreter.activeConstraints.activate(constraint) } else { interpreter.activeConstraints.deactivate(constraint) }
        }
        return .void
    }

    /// `UIView.animate(withDuration:…animations:completion:)`, `UIView.transition(with:…)` and
    /// `UIView.performWithoutAnimation(_:)`: UIKit sets the animated values when
    /// it is called (the animation is only what the screen shows meanwhile), and the completion runs
    /// when it ends, so a figure, drawn after, shows the state after both.
    private static func animate(_ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        // The animations are the first closure (a trailing one has no label), the completion the second.
        let closures = args.compactMap { argument -> Callable? in
            if case .function(let function) = argument.value { return function }
            return nil
        }
        for (index, closure) in closures.prefix(2).enumerated() {
            _ = try interpreter.invoke(closure, index == 0 ? [] : [Argument(label: nil, value: .bool(true))], at: node)
        }
        return .void
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    private static func visualFormat(_ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        func argument(_ label: String) -> Value { args.first { $0.label == label }?.value ?? .none }
        let format = try Convert.string(argument("withVisualFormat"), at: node)
        var views: [String: ViewObject] = [:]
        if case .dictionary(let entries) = argument("views") {
            for (key, value) in entries { if case .object(let view as ViewObject) = value { views[key] = view } }
        }
        var metrics: [String: Double] = [:]
        if case .dictionary(let entries) = argument("metrics") {
            for (key, value) in entries { if let number = value.number { metrics[key] = number } }
        }
        let options: [Value]
        if case .array(let items) = argument("options") { options = items } else { options = [argument("options")] }
        let alignment = options.compactMap(Convert.caseName).first { $0.hasPrefix("alignAll") }
            .flatMap { Attribute(rawValue: $0.dropFirst("alignAll".count).prefix(1).lowercased() + $0.dropFirst("alignAll".count + 1)) }
        var reader = VisualFormat(format: format, views: views, metrics: metrics, registry: interpreter.activeConstraints)
        let constraints: [ConstraintObject]
        do {
            constraints = try reader.constraints(alignment: alignment)
        } catch {
            throw InterpreterError(error.message, at: node)
        }
        for constraint in constraints { constraint.syntax = Syntax(node) }
        if reader.usedSuperviewStandardSpacing {
            interpreter.layoutNotes.append(InterpreterError("\"\(format)\" uses the standard spacing to the superview's edge, taken as \(Int(VisualFormat.superviewSpacing)) pt, which Layoutbook has not verified", at: node))
        }
        return .array(constraints.map(Value.object))
    }

    static func constraints(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> [ConstraintObject] {
        guard case .array(let items) = value else {
            throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type '[NSLayoutConstraint]'", at: node)
        }
        return try items.map { item throws(InterpreterError) in
            guard case .object(let constraint as ConstraintObject) = item else {
                throw InterpreterError("cannot convert value of type '\(item.typeName)' to expected element type 'NSLayoutConstraint'", at: node)
            }
            return constraint
        }
    }

    // MARK: Members

    static func get(_ name: String, of object: RuntimeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch object {
        case let view as ViewObject: return try ViewMembers.get(name, of: view, at: node)
        case let guide as LayoutGuideObject: return AnchorMembers.anchor(name, of: guide) ?? guideMember(name, of: guide)
        case let constraint as ConstraintObject: return AnchorMembers.get(name, of: constraint)
        default:
            if let value = try TabBarMembers.get(name, of: object, at: node) { return value }
            return try NavigationMembers.get(name, of: object, at: node)
        }
    }

    static func set(_ name: String, of object: RuntimeObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        switch object {
        case let view as ViewObject: try ViewMembers.set(name, of: view, to: value, at: node)
        case let constraint as ConstraintObject: try AnchorMembers.set(name, of: constraint, to: value, at: node)
        case let guide as LayoutGuideObject where name == "identifier": guide.identifier = try Convert.string(value, at: node)
        default:
            if try TabBarMembers.set(name, of: object, to: value, at: node) { return true }
            return try NavigationMembers.set(name, of: object, to: value, at: node)
        }
        return true
    }

    /// `label.sizeToFit()`: the frame takes the view's own size, measured now as the layout measures
    /// it (a view without a size of its own keeps its size, as UIView's `sizeThatFits` returns it).
    /// A label of several lines wraps at its current width (none when it has no width yet).
    private static func sizeToFit(_ view: ViewObject, _ interpreter: Interpreter, at node: some SyntaxProtocol) -> Value {
        let sizes = IntrinsicSizes(textMeasurer: interpreter.textMeasurer, images: interpreter.images, grid: UIKitLayout.PixelGrid(scale: 2))
        let wrapWidth = view.kind == .label && view.text.numberOfLines != 1 && view.frame.size.width > 0 ? view.frame.size.width : nil
        let (size, note) = sizes.size(of: view, wrapWidth: wrapWidth)
        if let note { interpreter.warn(InterpreterError(note, at: node)) }
        if size.width != ContentSize.noIntrinsicMetric { view.frame.size.width = size.width }
        if size.height != ContentSize.noIntrinsicMetric { view.frame.size.height = size.height }
        view.noteConfigured(at: interpreter.lines(of: node))
        return .void
    }

    static func call(_ name: String, on object: RuntimeObject, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch object {
        case let view as ViewObject:
            if view.kind == .tableView, let value = try TableMembers.call(name, on: view, args, interpreter, at: node) { return value }
            if view.kind == .collectionView, let value = try CollectionViewMembers.call(name, on: view, args, interpreter, at: node) { return value }
            if name == "sizeToFit", args.isEmpty { return sizeToFit(view, interpreter, at: node) }
            // The app's window is the figure's screen, which draws the controller or view the figure
            // shows: what its declaration marks is not run on it (`addSubview` puts a view where no figure draws it).
            if view.typeName == "UIWindow", let answer = interpreter.declaredOnlyCall(name, of: "UIWindow", at: node) { return answer }
            return try ViewMembers.call(name, on: view, args, at: node)
        case let anchor as AnchorObject: return .object(try AnchorMembers.constraint(name, from: anchor, args, interpreter.activeConstraints, at: node))
        case let nib as NibObject where name == "instantiate":
            return .array(try Nibs.load(nib.name, owner: args.first?.value, interpreter, at: node))
        case _ where object.typeName == "Bundle" && name == "loadNibNamed":
            let nibName = try Convert.string(args.first?.value ?? .none, at: node)
            _ = try Nibs.nib(named: nibName, interpreter, at: node)
            return .array(try Nibs.load(nibName, owner: args.first { $0.label == "owner" }?.value, interpreter, at: node))
        default:
            if let value = try TabBarMembers.call(name, on: object, args, at: node) { return value }
            return try NavigationMembers.call(name, on: object, args, at: node)
        }
    }

    private static func guideMember(_ name: String, of guide: LayoutGuideObject) -> Value? {
        switch name {
        case "owningView": guide.owner.map(Value.object) ?? Value.none
        case "identifier": .string(guide.identifier)
        default: nil
        }
    }
}
