import LayoutEngine
import SwiftSyntax

/// A view controller's navigation: its navigation item and bar button items, and the navigation
/// controller's bars. Read when the figure draws the controller (see NavigationChrome).
enum NavigationMembers {
    static func construct(_ type: String, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch type {
        case "UIBarButtonItem": return .object(try barButtonItem(args, at: node))
        case "UINavigationController", "ASNavigationController":
            let navigation = NavigationControllerObject(root: nil, isBuilt: true)
            try initialize(navigation, args, at: node)
            return .object(navigation)
        default: return nil
        }
    }

    /// `UINavigationController(rootViewController:)`, or a subclass's `super.init(rootViewController:)`;
    /// without one, its controllers come later (`setViewControllers`, a push).
    static func initialize(_ navigation: NavigationControllerObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) {
        guard let first = args.first else { return }
        guard case .object(let root as ViewControllerObject) = first.value else {
            throw InterpreterError("cannot convert value of type '\(first.value.typeName)' to expected argument type 'UIViewController'", at: node)
        }
        navigation.root = root
        root.navigationController = navigation
    }

    static func staticCall(_ type: String, _ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        // An appearance proxy: settings on it reach no bar a figure draws (the checker warns).
        if name == "appearance", type == "UINavigationBar" || type == "UIToolbar" { return .object(BarObject(isToolbar: type == "UIToolbar")) }
        if name == "appearance", type == "UITabBar" { return .object(TabBarObject()) }
        if name == "appearance", type == "UITabBarItem" { return .object(TabBarItemObject()) }
        if name == "appearance", type == "UIBarButtonItem" { return .object(BarButtonItemObject(.title(""))) }
        guard type == "UIBarButtonItem" else { return nil }
        switch name {
        case "flexibleSpace": return .object(BarButtonItemObject(.system("flexibleSpace")))
        case "fixedSpace":
            let item = BarButtonItemObject(.system("fixedSpace"))
            item.width = try Convert.number(args.first?.value ?? .int(0), "width", at: node)
            return .object(item)
        default: return nil
        }
    }

    private static func barButtonItem(_ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> BarButtonItemObject {
        // `UIBarButtonItem(title: "Edit", image: pencil)`: both given, as the iOS 14 initializer allows.
        let given = args.filter { ["title", "image"].contains($0.label) && !Arithmetic.isNone($0.value) }
        if given.count == 2 { throw bothTitleAndImage(at: node) }
        let item: BarButtonItemObject
        let shown = given.first ?? args.first
        switch shown?.label {
        case "title": item = BarButtonItemObject(.title(try optionalString(shown?.value ?? .none, at: node) ?? ""))
        case "image": item = BarButtonItemObject(.image(ViewMembers.image(shown?.value ?? .none)))
        case "barButtonSystemItem": item = BarButtonItemObject(.system(Convert.caseName(shown?.value ?? .none) ?? ""))
        // `init(customView:)` is @notDrawn: an empty slot, as wide as nothing; `init()` is empty until set.
        default: item = BarButtonItemObject(.title(""))
        }
        if let style = args.first(where: { $0.label == "style" }) { item.isDone = Convert.caseName(style.value) == "done" }
        if item.content == .system("done") { item.isDone = true }
        return item
    }

    // MARK: Members

    static func get(_ name: String, of object: RuntimeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        if let value = member(name, of: object) { return value }
        guard object is NavigationItemObject || object is BarObject || object is BarButtonItemObject else { return nil }
        let declared = APITable.standard.property(name, of: object.typeName)
        if let refusal = declared?.marker.refusal(of: name, in: object.typeName) { throw InterpreterError(refusal, at: node) }
        guard let declared, declared.marker == .inert || declared.marker == .notDrawn else { return nil }
        return declared.type.hasSuffix("?") ? Value.none : .object(InertObject(typeName: name))
    }

    private static func member(_ name: String, of object: RuntimeObject) -> Value? {
        switch object {
        case let navigation as NavigationControllerObject:
            switch name {
            case "navigationBar": return .object(navigation.navigationBar)
            case "toolbar": return .object(navigation.toolbar)
            case "isNavigationBarHidden": return .bool(navigation.isNavigationBarHidden)
            case "isToolbarHidden": return .bool(navigation.isToolbarHidden)
            case "viewControllers": return .array(navigation.root.map { [Value.object($0)] } ?? [])
            default: return controllerMember(name, of: navigation)
            }
        case let controller as ViewControllerObject: return controllerMember(name, of: controller)
        case let item as NavigationItemObject:
            switch name {
            case "title": return item.title.map(Value.string) ?? Value.none
            case "rightBarButtonItem": return item.rightItems.first.map(Value.object) ?? Value.none
            case "leftBarButtonItem": return item.leftItems.first.map(Value.object) ?? Value.none
            case "rightBarButtonItems": return .array(item.rightItems.map(Value.object))
            case "leftBarButtonItems": return .array(item.leftItems.map(Value.object))
            case "largeTitleDisplayMode": return .enumCase(type: "UINavigationItem.LargeTitleDisplayMode", name: item.largeTitleDisplayMode, payload: [])
            default: return nil
            }
        case let bar as BarObject:
            switch name {
            // Read before the code sets it: UIKit's default (the course's look applies when drawn).
            case "isTranslucent": return .bool(bar.isTranslucent ?? true)
            case "prefersLargeTitles": return .bool(bar.prefersLargeTitles)
            case "barTintColor", "backgroundColor": return bar.barTintColor.map { .native(.color($0)) } ?? Value.none
            case "tintColor": return .native(.color(bar.tintColor ?? NavigationChrome.systemTint))
            case "alpha": return .double(bar.alpha)
            default: return nil
            }
        case let item as BarButtonItemObject:
            switch name {
            case "title": if case .title(let title) = item.content { return .string(title) } else { return Value.none }
            case "image": if case .image(let image?) = item.content { return .native(.image(name: image)) } else { return Value.none }
            case "style": return .enumCase(type: "UIBarButtonItem.Style", name: item.isDone ? "done" : "plain", payload: [])
            case "tintColor": return item.tintColor.map { .native(.color($0)) } ?? Value.none
            case "width": return .double(item.width)
            default: return nil
            }
        default: return nil
        }
    }

    private static func controllerMember(_ name: String, of controller: ViewControllerObject) -> Value? {
        switch name {
        case "title": return controller.title.map(Value.string) ?? Value.none
        case "navigationItem": return .object(controller.navigationItem)
        case "navigationController": return .object(controller.navigationControllerAssumingOne())
        case "traitCollection": return .native(.inert("UITraitCollection"))
        case "toolbarItems": return controller.toolbarItems.isEmpty ? Value.none : .array(controller.toolbarItems.map(Value.object))
        default: return nil
        }
    }

    /// Whether the member was one of these objects': false leaves it to the caller.
    static func set(_ name: String, of object: RuntimeObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        switch object {
        case let navigation as NavigationControllerObject where name == "viewControllers":
            try show(value, in: navigation, at: node)
        case let navigation as NavigationControllerObject where ["isNavigationBarHidden", "isToolbarHidden"].contains(name):
            let hidden = try Convert.bool(value, name, at: node)
            if name == "isToolbarHidden" { navigation.isToolbarHidden = hidden } else { navigation.isNavigationBarHidden = hidden }
        case let controller as ViewControllerObject:
            switch name {
            case "title": controller.title = try optionalString(value, at: node)
            case "toolbarItems": controller.toolbarItems = try items(value, at: node)
            default: return false
            }
        case let item as NavigationItemObject:
            item.isConfigured = true
            switch name {
            case "title": item.title = try optionalString(value, at: node)
            case "rightBarButtonItem": item.rightItems = try items(value, at: node)
            case "leftBarButtonItem": item.leftItems = try items(value, at: node)
            case "rightBarButtonItems": item.rightItems = try items(value, at: node)
            case "leftBarButtonItems": item.leftItems = try items(value, at: node)
            case "largeTitleDisplayMode": item.largeTitleDisplayMode = Convert.caseName(value) ?? "automatic"
            default: return try APITable.standard.acceptsWithoutCode(name, of: item.typeName, at: node)
            }
        case let bar as BarObject:
            switch name {
            case "isTranslucent": bar.isTranslucent = try Convert.bool(value, name, at: node)
            case "prefersLargeTitles": bar.prefersLargeTitles = try Convert.bool(value, name, at: node)
            case "barTintColor", "backgroundColor": bar.barTintColor = try Convert.color(value, at: node)
            case "tintColor": bar.tintColor = try Convert.color(value, at: node)
            case "alpha": bar.alpha = min(1, max(0, try Convert.number(value, name, at: node)))
            default: return try APITable.standard.acceptsWithoutCode(name, of: bar.typeName, at: node)
            }
        case let item as BarButtonItemObject:
            switch name {
            case "title":
                let title = try optionalString(value, at: node) ?? ""
                if case .image(_?) = item.content, !title.isEmpty { throw bothTitleAndImage(at: node) }
                item.content = .title(title)
            case "image":
                let image = ViewMembers.image(value)
                if case .title(let title) = item.content, !title.isEmpty, image != nil { throw bothTitleAndImage(at: node) }
                item.content = .image(image)
            case "style": item.isDone = Convert.caseName(value) == "done"
            case "tintColor": item.tintColor = try Convert.color(value, at: node)
            case "width": item.width = try Convert.number(value, name, at: node)
            default: return try APITable.standard.acceptsWithoutCode(name, of: item.typeName, at: node)
            }
        default: return false
        }
        return true
    }

    /// Which of the two a bar shows when an item has both is not verified: the figure would guess.
    private static func bothTitleAndImage(at node: some SyntaxProtocol) -> InterpreterError {
        InterpreterError("a bar button item with both a title and an image is not drawn: which of the two a bar shows is not verified for figures; set one of them", at: node)
    }

    /// Whether `call` names one of these methods (`nil` leaves it to the caller).
    static func call(_ name: String, on object: RuntimeObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        let first = args.first?.value ?? .none
        switch (object, name) {
        case (let controller as ViewControllerObject, "setToolbarItems"): controller.toolbarItems = try items(first, at: node)
        case (let navigation as NavigationControllerObject, "setViewControllers"): try show(first, in: navigation, at: node)
        case (let navigation as NavigationControllerObject, "setNavigationBarHidden"): navigation.isNavigationBarHidden = try Convert.bool(first, "hidden", at: node)
        case (let navigation as NavigationControllerObject, "setToolbarHidden"): navigation.isToolbarHidden = try Convert.bool(first, "hidden", at: node)
        case (let item as NavigationItemObject, "setRightBarButton"), (let item as NavigationItemObject, "setRightBarButtonItems"):
            item.isConfigured = true
            item.rightItems = try items(first, at: node)
        case (let item as NavigationItemObject, "setLeftBarButton"), (let item as NavigationItemObject, "setLeftBarButtonItems"):
            item.isConfigured = true
            item.leftItems = try items(first, at: node)
        case (_, _) where object is NavigationItemObject || object is BarObject || object is BarButtonItemObject:
            // Declared @inert or @notDrawn (`setBackgroundImage(_:for:)`): the checker said what it is.
            let marker = APITable.standard.methods(name, of: object.typeName).first?.marker
            guard marker == .inert || marker == .notDrawn else { return nil }
        default: return nil
        }
        return .void
    }

    /// `viewControllers = […]`: the last is the one on screen, in this navigation controller; the
    /// figure draws no other.
    private static func show(_ value: Value, in navigation: NavigationControllerObject, at node: some SyntaxProtocol) throws(InterpreterError) {
        guard case .array(let values) = value else {
            throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type '[UIViewController]'", at: node)
        }
        guard case .object(let top as ViewControllerObject)? = values.last else { return }
        navigation.root = top
        top.navigationController = navigation
    }

    /// One item, an array of them, or nil (none).
    private static func items(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> [BarButtonItemObject] {
        switch value {
        case .none: return []
        case .object(let item as BarButtonItemObject): return [item]
        // `.flexibleSpace()` in an array of items: the static function, now that the type is known.
        case .enumCase(_, let name, let payload):
            let args = payload.map { Argument(label: nil, value: $0) }
            guard case .object(let item as BarButtonItemObject)? = try staticCall("UIBarButtonItem", name, args, at: node) else {
                throw InterpreterError("type 'UIBarButtonItem' has no member '\(name)'", at: node)
            }
            return [item]
        case .array(let values):
            var all: [BarButtonItemObject] = []
            for value in values { all += try items(value, at: node) }
            return all
        default: throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'UIBarButtonItem'", at: node)
        }
    }

    static func optionalString(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> String? {
        if case .none = value { return nil }
        return try Convert.string(value, at: node)
    }
}
