import ConstraintSolver
import SwiftSyntax
import UIKitLayout

/// Anchors and the constraints they make (U1), and NSLayoutConstraint's own members.
enum AnchorMembers {
    /// `topAnchor` → `.top`, and so on.
    static let anchorAttributes: [String: Attribute] = [
        "leadingAnchor": .leading, "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right,
        "topAnchor": .top, "bottomAnchor": .bottom, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY,
    ]

    /// The anchor methods: which relation, and whether the argument is a constant or another anchor.
    static let relations: [String: ConstraintSolver.Relation] = [
        "equalTo": .equal, "greaterThanOrEqualTo": .greaterThanOrEqual, "lessThanOrEqualTo": .lessThanOrEqual,
        "equalToConstant": .equal, "greaterThanOrEqualToConstant": .greaterThanOrEqual, "lessThanOrEqualToConstant": .lessThanOrEqual,
        "equalToSystemSpacingAfter": .equal, "greaterThanOrEqualToSystemSpacingAfter": .greaterThanOrEqual,
        "lessThanOrEqualToSystemSpacingAfter": .lessThanOrEqual, "equalToSystemSpacingBelow": .equal,
        "greaterThanOrEqualToSystemSpacingBelow": .greaterThanOrEqual, "lessThanOrEqualToSystemSpacingBelow": .lessThanOrEqual,
    ]

    /// `NSLayoutConstraint.Relation`'s cases.
    static let relationCases: [String: ConstraintSolver.Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]

    /// U17: system spacing is 8 pt at the default text size.
    static let systemSpacing = 8.0

    static func anchor(_ name: String, of item: RuntimeObject) -> Value? {
        anchorAttributes[name].map { .object(AnchorObject(item: item, attribute: $0)) }
    }

    /// `first.constraint(equalTo: second, multiplier: m, constant: c)` and its relatives.
    static func constraint(_ name: String, from first: AnchorObject, _ args: [Argument], _ registry: ActiveConstraints,
                           at node: some SyntaxProtocol) throws(InterpreterError) -> ConstraintObject {
        let constraint = try makeConstraint(name, from: first, args, registry, at: node)
        constraint.syntax = Syntax(node)
        return constraint
    }

    private static func makeConstraint(_ name: String, from first: AnchorObject, _ args: [Argument], _ registry: ActiveConstraints,
                                       at node: some SyntaxProtocol) throws(InterpreterError) -> ConstraintObject {
        guard name == "constraint", let label = args.first?.label, let relation = relations[label] else {
            throw InterpreterError("value of type '\(first.typeName)' has no member '\(name)'", at: node)
        }
        func number(_ label: String, _ fallback: Double) throws(InterpreterError) -> Double {
            guard let arg = args.first(where: { $0.label == label }) else { return fallback }
            return try Convert.number(arg.value, label, at: node)
        }
        if label.hasSuffix("Constant") {
            return ConstraintObject(first: first, relation: relation, second: nil, multiplier: 1,
                                    constant: try Convert.number(args[0].value, label, at: node), registry: registry)
        }
        guard case .object(let second as AnchorObject) = args[0].value else {
            throw InterpreterError("cannot convert value of type '\(args[0].value.typeName)' to expected argument type '\(first.typeName)'", at: node)
        }
        if label.contains("SystemSpacing") {
            // `b.constraint(equalToSystemSpacingAfter: a, multiplier: m)`: b == a + 8 × m.
            return ConstraintObject(first: first, relation: relation, second: second, multiplier: 1,
                                    constant: systemSpacing * (try number("multiplier", 1)), registry: registry)
        }
        return ConstraintObject(first: first, relation: relation, second: second, multiplier: try number("multiplier", 1),
                                constant: try number("constant", 0), registry: registry)
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    static func itemConstraint(_ args: [Argument], _ registry: ActiveConstraints, at node: some SyntaxProtocol) throws(InterpreterError) -> ConstraintObject {
        guard args.count == 7, case .object(let firstItem) = args[0].value else {
            throw InterpreterError("NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) expects a view or layout guide as 'item'", at: node)
        }
        let firstAttribute = try attribute(args[1].value, at: node)
        guard let relationName = Convert.caseName(args[2].value), let relation = relationCases[relationName] else {
            throw InterpreterError("cannot convert value of type '\(args[2].value.typeName)' to expected argument type 'NSLayoutConstraint.Relation'", at: node)
        }
        var second: AnchorObject?
        if case .object(let secondItem) = args[3].value, let attribute = try optionalAttribute(args[4].value, at: node) {
            second = AnchorObject(item: secondItem, attribute: attribute)
        }
        let multiplier = try Convert.number(args[5].value, "multiplier", at: node)
        // `leading == 10` alone: UIKit raises an NSInvalidArgumentException where it is made.
        if !firstAttribute.isDimension, second == nil || multiplier == 0 {
            throw InterpreterError("A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal "
                + "constraint of a location equal to a constant. Location attributes must be specified in pairs (UIKit raises an exception here, "
                + "which stops the app; relate '\(firstAttribute)' to another view's, or constrain a width or height to a constant)", at: node)
        }
        let constraint = ConstraintObject(first: AnchorObject(item: firstItem, attribute: firstAttribute), relation: relation, second: second,
                                          multiplier: multiplier, constant: try Convert.number(args[6].value, "constant", at: node), registry: registry)
        constraint.syntax = Syntax(node)
        return constraint
    }

    private static func attribute(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Attribute {
        guard let attribute = try optionalAttribute(value, at: node) else {
            throw InterpreterError("'.notAnAttribute' is only valid for the second item of a size constraint", at: node)
        }
        return attribute
    }

    private static func optionalAttribute(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Attribute? {
        let name = Convert.caseName(value)
        if name == "notAnAttribute" { return nil }
        if name == "firstBaseline" || name == "lastBaseline" {
            throw InterpreterError("baseline attributes need the system font's metrics, which Layoutbook does not have: align tops or centres instead", at: node)
        }
        return try Convert.option(value, "NSLayoutConstraint.Attribute", default: Attribute.top, at: node)
    }

    // MARK: NSLayoutConstraint's properties

    static func get(_ name: String, of constraint: ConstraintObject) -> Value? {
        switch name {
        case "isActive": .bool(constraint.registry.contains(constraint))
        case "constant": .double(constraint.constant)
        case "priority": .double(constraint.priority)
        case "multiplier": .double(constraint.multiplier)
        case "identifier": constraint.identifier.map(Value.string) ?? Value.none
        case "relation": .enumCase(type: "NSLayoutConstraint.Relation", name: relationCases.first { $0.value == constraint.relation }?.key ?? "equal", payload: [])
        case "firstAttribute": .enumCase(type: "NSLayoutConstraint.Attribute", name: constraint.first.attribute.rawValue, payload: [])
        case "secondAttribute": .enumCase(type: "NSLayoutConstraint.Attribute", name: constraint.second?.attribute.rawValue ?? "notAnAttribute", payload: [])
        default: nil
        }
    }

    static func set(_ name: String, of constraint: ConstraintObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) {
        switch name {
        case "isActive":
            if try Convert.bool(value, name, at: node) { constraint.registry.activate(constraint) } else { constraint.registry.deactivate(constraint) }
        case "constant": constraint.constant = try Convert.number(value, name, at: node)
        case "priority":
            let priority = try UIKitRuntime.priority(value, at: node)
            guard priority > 0, priority <= 1000 else {
                throw InterpreterError("a constraint's priority must be greater than 0 and at most 1000, not \(Describe.value(value))", at: node)
            }
            // U3: UIKit raises when an active constraint switches between required and optional.
            if constraint.registry.contains(constraint), (priority == 1000) != (constraint.priority == 1000) {
                throw InterpreterError("mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: set the priority before activating the constraint", at: node)
            }
            constraint.priority = priority
        case "identifier":
            if case .none = value { constraint.identifier = nil } else { constraint.identifier = try Convert.string(value, at: node) }
        default: throw InterpreterError("value of type 'NSLayoutConstraint' has no member '\(name)'", at: node)
        }
    }
}
