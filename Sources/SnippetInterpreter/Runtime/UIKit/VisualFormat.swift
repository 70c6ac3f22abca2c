import ConstraintSolver
import Diagnostics
import SwiftSyntax
import UIKitLayout

/// The visual format language (`"H:|-16-[icon(44)]-[title]-|"`) read into the constraints
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` returns, inactive.
/// Grammar (Apple's Auto Layout Guide): orientation, optional superview edges, views with size
/// predicates, and connections with spacing predicates; `-` alone is the standard spacing.
struct VisualFormat {
    /// Standard spacing between siblings; to the superview's edge it is 20 (classic value, noted).
    static let siblingSpacing = 8.0
    static let superviewSpacing = 20.0

    struct Predicate {
        var relation: ConstraintSolver.Relation = .equal
        var constant: Double?
        var view: String?
        var priority = 1000.0
    }

    let format: String
    let views: [String: ViewObject]
    let metrics: [String: Double]
    let registry: ActiveConstraints
    private(set) var usedSuperviewStandardSpacing = false
    private var characters: [Character]
    private var position = 0

    init(format: String, views: [String: ViewObject], metrics: [String: Double], registry: ActiveConstraints) {
        self.format = format
        self.views = views
        self.metrics = metrics
        self.registry = registry
        characters = Array(format.filter { !$0.isWhitespace })
    }

    /// The constraints, in the order UIKit lists them; `alignment` names the `alignAll…` option's attribute.
    mutating func constraints(alignment: Attribute?) throws(InterpreterError) -> [ConstraintObject] {
        var vertical = false
        if let colon = characters.firstIndex(of: ":") {
            let orientation = String(characters[..<colon])
            guard orientation == "H" || orientation == "V" else { throw problem("expected 'H:' or 'V:'") }
            vertical = orientation == "V"
            position = colon + 1
        }
        let (leading, trailing, length): (Attribute, Attribute, Attribute) = vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        var result: [ConstraintObject] = []
        var pendingEdge: [Predicate]?
        if peek == "|" {
            position += 1
            pendingEdge = try connection(toSuperview: true) ?? []
        }
        var previous: ViewObject?
        var pendingConnection: [Predicate]?
        while peek == "[" {
            let (view, sizes) = try viewSpec()
            for predicate in sizes {
                let other = try predicate.view.map { name throws(InterpreterError) in try self.view(named: name) }
                result.append(make(view, length, predicate, second: other, secondAttribute: length))
            }
            if let edge = pendingEdge, let superview = view.superview {
                for predicate in edge { result.append(make(view, leading, predicate, second: superview, secondAttribute: leading)) }
                pendingEdge = nil
            } else if pendingEdge != nil {
                throw problem("'|' needs '\(name(of: view))' to have a superview")
            }
            if let previous, let spacing = pendingConnection {
                for predicate in spacing { result.append(make(view, leading, predicate, second: previous, secondAttribute: trailing)) }
                if let alignment { result.append(make(view, alignment, Predicate(constant: 0), second: previous, secondAttribute: alignment)) }
            }
            previous = view
            pendingConnection = try connection(toSuperview: false)
            if pendingConnection == nil, peek == "[" { pendingConnection = [Predicate(constant: 0)] }
            if peek == "|", let previous {
                position += 1
                guard let superview = previous.superview else { throw problem("'|' needs '\(name(of: previous))' to have a superview") }
                for predicate in pendingConnection ?? [Predicate(constant: 0)] {
                    result.append(make(superview, trailing, predicate, second: previous, secondAttribute: trailing))
                }
                pendingConnection = nil
                break
            }
        }
        if previous == nil { throw problem("expected a view, written '[name]'") }
        if position < characters.count { throw problem("unexpected '\(characters[position])'") }
        return result
    }

    // MARK: Reading

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private func problem(_ message: String) -> InterpreterError {
        InterpreterError("unable to parse constraint format: \(message) at position \(position) of \"\(format)\"")
    }

    private func name(of view: ViewObject) -> String { views.first { $0.value === view }?.key ?? view.typeName }

    private func view(named name: String) throws(InterpreterError) -> ViewObject {
        guard let view = views[name] else {
            throw problem("'\(name)' is not a key in the views dictionary\(NearestName.hint(for: name, in: views.keys.sorted()))")
        }
        return view
    }

    private mutating func identifier() -> String {
        var text = ""
        while let c = peek, c.isLetter || c.isNumber || c == "_" || c == "." { text.append(c); position += 1 }
        return text
    }

    private mutating func viewSpec() throws(InterpreterError) -> (ViewObject, [Predicate]) {
        position += 1
        let view = try self.view(named: identifier())
        var sizes: [Predicate] = []
        if peek == "(" { sizes = try predicateList() }
        guard peek == "]" else { throw problem("expected ']'") }
        position += 1
        return (view, sizes)
    }

    /// `-`, `-8-`, `-(>=8@750)-`; nil when there is no connection (views written side by side).
    private mutating func connection(toSuperview: Bool) throws(InterpreterError) -> [Predicate]? {
        guard peek == "-" else { return nil }
        position += 1
        if peek == "[" || peek == "|" {
            if toSuperview || peek == "|" { usedSuperviewStandardSpacing = true }
            return [Predicate(constant: toSuperview || peek == "|" ? Self.superviewSpacing : Self.siblingSpacing)]
        }
        let predicates = peek == "(" ? try predicateList() : [try predicate()]
        guard peek == "-" else { throw problem("expected '-' after the spacing") }
        position += 1
        return predicates
    }

    private mutating func predicateList() throws(InterpreterError) -> [Predicate] {
        position += 1
        var list = [try predicate()]
        while peek == "," { position += 1; list.append(try predicate()) }
        guard peek == ")" else { throw problem("expected ')'") }
        position += 1
        return list
    }

    private mutating func predicate() throws(InterpreterError) -> Predicate {
        var result = Predicate()
        for (text, relation) in [("==", ConstraintSolver.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where characters[position...].starts(with: text) {
            result.relation = relation
            position += 2
        }
        let object = number() ?? identifier()
        guard !object.isEmpty else { throw problem("expected a number, a metric or a view name") }
        if let value = Double(object) ?? metrics[object] { result.constant = value } else { result.view = object }
        if peek == "@" {
            position += 1
            let priority = number() ?? identifier()
            guard let value = Double(priority) ?? metrics[priority] else { throw problem("expected a priority after '@'") }
            result.priority = value
        }
        return result
    }

    private mutating func number() -> String? {
        var text = ""
        while let c = peek, c.isNumber || c == "." || (c == "-" && text.isEmpty && characters.count > position + 1 && characters[position + 1].isNumber) {
            text.append(c)
            position += 1
        }
        return text.isEmpty ? nil : text
    }

    private func make(_ first: ViewObject, _ attribute: Attribute, _ predicate: Predicate, second: ViewObject?, secondAttribute: Attribute) -> ConstraintObject {
        let secondAnchor: AnchorObject?
        if let view = predicate.view.flatMap({ views[$0] }), second == nil || attribute.isDimension {
            secondAnchor = AnchorObject(item: view, attribute: secondAttribute)
        } else {
            secondAnchor = attribute.isDimension && predicate.view == nil ? nil : second.map { AnchorObject(item: $0, attribute: secondAttribute) }
        }
        let constraint = ConstraintObject(first: AnchorObject(item: first, attribute: attribute), relation: predicate.relation, second: secondAnchor,
                                          multiplier: 1, constant: predicate.constant ?? 0, registry: registry)
        constraint.priority = predicate.priority
        return constraint
    }
}
