import LayoutEngine
import SwiftSyntax

/// A tab bar controller's tabs, its tab bar, and each view controller's tab bar item. Read when the
/// figure draws the selected tab's controller (see NavigationChrome).
enum TabBarMembers {
    static func construct(_ type: String, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch type {
        case "UITabBarController", "ASTabBarController": return .object(TabBarControllerObject(typeName: type))
        case "UITabBarItem": return .object(try tabBarItem(args, at: node))
        default: return nil
        }
    }

    private static func tabBarItem(_ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> TabBarItemObject {
        let item = TabBarItemObject()
        for arg in args {
            switch arg.label {
            case "title": item.title = try NavigationMembers.optionalString(arg.value, at: node)
            case "image": item.image = ViewMembers.image(arg.value)
            case "selectedImage": item.selectedImage = ViewMembers.image(arg.value)
            case "tabBarSystemItem": item.systemItem = Convert.caseName(arg.value)
            default: continue
            }
        }
        return item
    }

    // MARK: Members

    static func get(_ name: String, of object: RuntimeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        switch object {
        case let tabs as TabBarControllerObject where ["viewControllers", "selectedIndex", "selectedViewController", "tabBar"].contains(name):
            switch name {
            case "viewControllers": return tabs.viewControllers.isEmpty ? Value.none : .array(tabs.viewControllers.map(Value.object))
            case "selectedIndex": return .int(tabs.selectedIndex)
            case "selectedViewController": return tabs.selected.map(Value.object) ?? Value.none
            default: return .object(tabs.tabBar)
            }
        case let controller as ViewControllerObject:
            switch name {
            case "tabBarController": return controller.enclosingTabBarController.map(Value.object) ?? Value.none
            case "tabBarItem": return .object(controller.tabBarItem)
            default: return nil
            }
        case let item as TabBarItemObject:
            switch name {
            case "title": return item.title.map(Value.string) ?? Value.none
            case "image": return item.image.map { .native(.image(name: $0)) } ?? Value.none
            case "selectedImage": return item.selectedImage.map { .native(.image(name: $0)) } ?? Value.none
            case "badgeValue": return item.badgeValue.map(Value.string) ?? Value.none
            default: return inert(name, of: item, at: node)
            }
        case let bar as TabBarObject:
            switch name {
            case "isTranslucent": return .bool(bar.isTranslucent ?? true)
            case "barTintColor", "backgroundColor": return bar.barTintColor.map { .native(.color($0)) } ?? Value.none
            case "tintColor": return .native(.color(bar.tintColor ?? NavigationChrome.systemTint))
            case "unselectedItemTintColor": return bar.unselectedItemTintColor.map { .native(.color($0)) } ?? Value.none
            case "isHidden": return .bool(bar.isHidden)
            default: return inert(name, of: bar, at: node)
            }
        default: return nil
        }
    }

    /// A declared @inert or @notDrawn setting reads back what was set, else nil or its default.
    private static func inert(_ name: String, of object: RuntimeObject, at node: some SyntaxProtocol) -> Value? {
        guard let declared = APITable.standard.property(name, of: apiType(of: object)), declared.marker == .inert || declared.marker == .notDrawn else { return nil }
        return object.inertReading(name, declared: declared) ?? (declared.type.hasSuffix("?") ? Value.none : nil)
    }

    /// The UIKit class whose declarations an object answers to (an app's `UITabBarItem` subclass is one).
    private static func apiType(of object: RuntimeObject) -> String {
        object is TabBarItemObject ? "UITabBarItem" : object is TabBarObject ? "UITabBar" : object.typeName
    }

    /// Whether the member was one of these objects': false leaves it to the caller.
    static func set(_ name: String, of object: RuntimeObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        switch object {
        case let tabs as TabBarControllerObject where name == "viewControllers": try show(value, in: tabs, at: node)
        case let tabs as TabBarControllerObject where name == "selectedIndex": tabs.selectedIndex = Convert.int(try Convert.number(value, name, at: node))
        case let tabs as TabBarControllerObject where name == "selectedViewController":
            guard case .object(let chosen as ViewControllerObject) = value, let index = tabs.viewControllers.firstIndex(where: { $0 === chosen }) else {
                throw InterpreterError("'selectedViewController' must be one of the tab bar controller's 'viewControllers'", at: node)
            }
            tabs.selectedIndex = index
        case let controller as ViewControllerObject where name == "tabBarItem":
            guard case .object(let item as TabBarItemObject) = value else {
                throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'UITabBarItem'", at: node)
            }
            controller.tabBarItem = item
        case let item as TabBarItemObject:
            switch name {
            case "title": item.title = try NavigationMembers.optionalString(value, at: node)
            case "image": item.image = ViewMembers.image(value)
            case "selectedImage": item.selectedImage = ViewMembers.image(value)
            case "badgeValue": item.badgeValue = try NavigationMembers.optionalString(value, at: node)
            default: return try keep(name, value, on: item, at: node)
            }
        case let bar as TabBarObject:
            switch name {
            case "isTranslucent": bar.isTranslucent = try Convert.bool(value, name, at: node)
            case "barTintColor", "backgroundColor": bar.barTintColor = try Convert.color(value, at: node)
            case "tintColor": bar.tintColor = try Convert.color(value, at: node)
            case "unselectedItemTintColor": bar.unselectedItemTintColor = try Convert.color(value, at: node)
            case "isHidden": bar.isHidden = try Convert.bool(value, name, at: node)
            default: return try keep(name, value, on: bar, at: node)
            }
        default: return false
        }
        return true
    }

    private static func keep(_ name: String, _ value: Value, on object: RuntimeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        guard try APITable.standard.acceptsWithoutCode(name, of: apiType(of: object), at: node) else { return false }
        object.keepInert(name, value)
        return true
    }

    /// Whether `call` names one of these methods (`nil` leaves it to the caller).
    static func call(_ name: String, on object: RuntimeObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard let tabs = object as? TabBarControllerObject, name == "setViewControllers" else { return nil }
        try show(args.first?.value ?? .none, in: tabs, at: node)
        return .void
    }

    /// `viewControllers = […]`: each a tab, in order; the selected one is on screen.
    private static func show(_ value: Value, in tabs: TabBarControllerObject, at node: some SyntaxProtocol) throws(InterpreterError) {
        var controllers: [ViewControllerObject] = []
        if case .array(let values) = value {
            for item in values {
                guard case .object(let controller as ViewControllerObject) = item else {
                    throw InterpreterError("cannot convert value of type '\(item.typeName)' to expected element type 'UIViewController'", at: node)
                }
                controllers.append(controller)
            }
        } else if case .none = value {
        } else {
            throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type '[UIViewController]'", at: node)
        }
        for controller in controllers { controller.tabBarController = tabs }
        tabs.viewControllers = controllers
    }
}
