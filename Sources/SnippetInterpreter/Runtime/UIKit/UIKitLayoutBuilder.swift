import ConstraintSolver
import LayoutEngine
import SwiftSyntax
import UIKitLayout

/// Lays out a UIKit view tree once the snippet has run: its views become a `ViewHierarchy`, the
/// active constraints become `LayoutConstraint`s, and `AutoLayoutEngine` solves them as UIKit
/// would. What UIKit would log (conflicts, ambiguity) becomes warnings at the code responsible.
struct UIKitLayoutBuilder {
    let interpreter: Interpreter
    let sizes: IntrinsicSizes
    private(set) var views: [ViewObject] = []
    private var ids: [ObjectIdentifier: ViewID] = [:]
    private var customGuides: [ObjectIdentifier: LayoutItem] = [:]
    private(set) var hierarchy = ViewHierarchy()
    private(set) var notes: [String] = []
    /// Notes that matter only when the view ends up with no width or height (an empty image view).
    private var sizeNotes: [(ViewObject, String)] = []
    /// False while fitting a table cell on its own: constraints of views outside it are left out.
    let strict: Bool
    /// Constraints the system adds for this layout only (a fitted cell's content view).
    var systemConstraints: [(first: ViewObject, attribute: Attribute, second: ViewObject, constant: Double, relation: ConstraintSolver.Relation)] = []
    /// Views laid out by constraints here although their flag says frames (a fitted cell's content view).
    var constrainedViews: Set<ObjectIdentifier> = []

    init(interpreter: Interpreter, textMeasurer: any TextMeasuring, strict: Bool = true) {
        self.strict = strict
        self.interpreter = interpreter
        sizes = IntrinsicSizes(textMeasurer: textMeasurer, images: interpreter.images, grid: UIKitLayout.PixelGrid(scale: 2))
    }

    /// Solves the tree under `root`; a multi-line label without a preferred width is measured again
    /// at the width it was given, until nothing changes (L3).
    mutating func layout(root: ViewObject, as kind: LayoutRoot) throws(InterpreterError) -> AutoLayoutResult {
        try build(root: root)
        var session = AutoLayoutSession(hierarchy, root: ViewID(index: 0), as: kind)
        var result = session.result
        for _ in 0..<3 {
            var changed = false, edited = true
            for (index, view) in views.enumerated() where view.kind == .label && view.text.numberOfLines != 1 && view.text.preferredMaxLayoutWidth == 0 {
                let id = ViewID(index: index)
                guard let width = result.frames[id]?.width else { continue }
                let size = sizes.label(view.text, wrapWidth: width)
                if size != hierarchy[id].intrinsicContentSize {
                    hierarchy[id].intrinsicContentSize = size
                    changed = true
                    edited = edited && session.setIntrinsicSize(size, of: id)
                }
            }
            if !changed { break }
            if !edited { session = AutoLayoutSession(hierarchy, root: ViewID(index: 0), as: kind) }
            result = session.result
        }
        for (view, note) in sizeNotes {
            if let frame = id(of: view).flatMap({ result.frames[$0] }), frame.width == 0 || frame.height == 0 { notes.append(note) }
        }
        if let note = textWidthNote(result) { notes.append(note) }
        return result
    }

    /// L2: a label's width is its text's, which needs San Francisco's metrics; Layoutbook measures
    /// with Inter. Said where a text's width decided a frame (the view is exactly as wide as its text).
    private func textWidthNote(_ result: AutoLayoutResult) -> String? {
        // Views made in a loop share a name: say each name once.
        var seen: Set<String> = []
        let decided = views.enumerated().compactMap { index, view -> String? in
            guard [.label, .button, .textField].contains(view.kind), !view.text.string.isEmpty || view.text.attributed != nil else { return nil }
            let id = ViewID(index: index)
            guard let frame = result.frames[id], abs(frame.width - hierarchy[id].intrinsicContentSize.width) < 0.25 else { return nil }
            return hierarchy[id].name
        }.filter { seen.insert($0).inserted }
        guard !decided.isEmpty else { return nil }
        let subject = decided.count == 1 ? "the width of \(decided[0]) is its text's" : "the widths of \(decided.joined(separator: ", ")) are their texts'"
        return "\(subject), measured with Inter, Layoutbook's font; on a device San Francisco can make \(decided.count == 1 ? "it" : "them") a few points wider or narrower"
    }

    func id(of view: ViewObject) -> ViewID? { ids[ObjectIdentifier(view)] }

    // MARK: Views

    private mutating func build(root: ViewObject) throws(InterpreterError) {
        for view in [root] + root.descendants { try add(view) }
        for view in views { configureStack(of: view) }
        for extra in systemConstraints {
            guard let first = id(of: extra.first), let second = id(of: extra.second) else { continue }
            hierarchy.constraints.append(LayoutConstraint(Anchor(.view(first), extra.attribute), extra.relation, Anchor(.view(second), extra.attribute),
                                                          constant: extra.constant, origin: .encapsulatedLayout))
        }
        let active = interpreter.activeConstraints.list
        for (order, constraint) in active.enumerated() where (strict && !isElsewhere(constraint)) || isInside(constraint) {
            hierarchy.constraints.append(try layoutConstraint(constraint, tag: order))
        }
    }

    private mutating func add(_ view: ViewObject) throws(InterpreterError) {
        var described = View(name: name(of: view), superview: view.superview.flatMap { id(of: $0) })
        described.frame = Frame(x: view.frame.origin.x, y: view.frame.origin.y, width: view.frame.size.width, height: view.frame.size.height)
        described.translatesAutoresizingMaskIntoConstraints = view.translatesAutoresizingMaskIntoConstraints && !constrainedViews.contains(ObjectIdentifier(view))
        described.autoresizingMask = view.autoresizingMask
        if let parent = view.superview { described.autoresizingReference = (parent.frame.size.width, parent.frame.size.height) }
        // A cell's content view fills the cell and resizes with it, as UIKit makes it; a list that
        // placed the cell gave it its frame (a table's is a separator shorter).
        if let cell = view.superview, cell.contentView === view, view.frame.size == Size(width: 0, height: 0) {
            described.frame = Frame(x: 0, y: 0, width: cell.frame.size.width, height: cell.frame.size.height)
            described.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        described.contentHugging = view.contentHugging
        described.compressionResistance = view.compressionResistance
        described.layoutMargins = view.layoutMargins
        described.isHidden = view.appearance.isHidden
        described.intrinsicContentSize = try intrinsicSize(of: view)
        ids[ObjectIdentifier(view)] = hierarchy.addView(described)
        views.append(view)
    }

    /// The variable it is bound to; else the way code reaches it: `row.arrangedSubviews[1]`,
    /// `card.subviews[0]`; the root, unnamed, by its class.
    private func name(of view: ViewObject) -> String {
        if let name = view.name { return name }
        guard let parent = view.superview, let parentID = id(of: parent) else { return view.typeName }
        let parentName = hierarchy[parentID].name
        if let index = parent.stack?.arranged.firstIndex(where: { $0 === view }) { return "\(parentName).arrangedSubviews[\(index)]" }
        return "\(parentName).subviews[\(parent.subviews.firstIndex { $0 === view } ?? 0)]"
    }

    /// A snippet's `override var intrinsicContentSize` wins; otherwise the view's kind decides.
    private mutating func intrinsicSize(of view: ViewObject) throws(InterpreterError) -> ContentSize {
        if interpreter.declarations(of: view).contains(where: { $0.computedProperties["intrinsicContentSize"] != nil }),
           let value = try interpreter.member("intrinsicContentSize", of: view, Syntax(TokenSyntax.identifier("intrinsicContentSize")),
                                              Interpreter.Context(scope: interpreter.globals)) {
            guard case .native(.size(let size)) = value else {
                throw InterpreterError("'intrinsicContentSize' must be a CGSize, found '\(value.typeName)'")
            }
            return ContentSize(width: size.width, height: size.height)
        }
        let (size, note) = sizes.size(of: view, wrapWidth: nil)
        if let note { if view.kind == .imageView { sizeNotes.append((view, note)) } else { notes.append(note) } }
        return size
    }

    private mutating func configureStack(of view: ViewObject) {
        guard let properties = view.stack, let id = id(of: view) else { return }
        var stack = StackView()
        stack.axis = properties.axis
        stack.distribution = properties.distribution
        stack.alignment = properties.alignment
        stack.spacing = properties.spacing
        stack.isLayoutMarginsRelativeArrangement = properties.isLayoutMarginsRelativeArrangement
        stack.arrangedSubviews = properties.arranged.compactMap { self.id(of: $0) }
        for arranged in properties.arranged {
            if let spacing = properties.customSpacing[ObjectIdentifier(arranged)], let arrangedID = self.id(of: arranged) {
                stack.customSpacing[arrangedID] = spacing
            }
        }
        if [.firstBaseline, .lastBaseline].contains(properties.alignment) {
            notes.append("\(view.name ?? "a stack view") aligns \(properties.alignment.rawValue): Layoutbook has no system font metrics and aligns \(properties.alignment == .firstBaseline ? "tops" : "bottoms") instead")
        }
        hierarchy[id].stack = stack
    }

    // MARK: Constraints

    /// Whether every item of the constraint is a view (or a guide of a view) of this layout.
    private func isInside(_ constraint: ConstraintObject) -> Bool {
        [constraint.first.item, constraint.second?.item].compactMap { $0 }.allSatisfy { item in
            let owner = (item as? ViewObject) ?? (item as? LayoutGuideObject)?.owner
            return owner.map { id(of: $0) != nil } ?? false
        }
    }

    /// Whether the constraint relates only views outside this layout that UIKit can relate (one
    /// view's own size, or views under a common ancestor): it lays out a hierarchy the figure does
    /// not show, and UIKit accepts it. Views with no common ancestor are UIKit's crash, reported.
    private func isElsewhere(_ constraint: ConstraintObject) -> Bool {
        let owners = [constraint.first.item, constraint.second?.item].compactMap { $0 }.compactMap { item in
            (item as? ViewObject) ?? (item as? LayoutGuideObject)?.owner
        }
        guard !owners.isEmpty, owners.allSatisfy({ id(of: $0) == nil }) else { return false }
        func ancestors(_ view: ViewObject) -> [ObjectIdentifier] {
            var chain: [ObjectIdentifier] = []
            var current: ViewObject? = view
            while let next = current { chain.append(ObjectIdentifier(next)); current = next.superview }
            return chain
        }
        guard owners.count > 1 else { return true }
        return !Set(ancestors(owners[0])).isDisjoint(with: ancestors(owners[1]))
    }

    private mutating func layoutConstraint(_ constraint: ConstraintObject, tag: Int) throws(InterpreterError) -> LayoutConstraint {
        let first = try anchor(constraint.first, of: constraint)
        let second = try constraint.second.map { anchor throws(InterpreterError) in try self.anchor(anchor, of: constraint) }
        if let second, first.attribute.isDimension != second.attribute.isDimension || (!first.attribute.isDimension && first.attribute.axis != second.attribute.axis) {
            throw InterpreterError("constraint between '\(first.attribute)' and '\(second.attribute)' is invalid: UIKit relates a position only to a position on the same axis, and a size to a size", at: constraint.syntax)
        }
        return LayoutConstraint(first, constraint.relation, second, multiplier: constraint.multiplier, constant: constraint.constant,
                                priority: constraint.priority, identifier: constraint.identifier, origin: .app(tag: tag))
    }

    private mutating func anchor(_ anchor: AnchorObject, of constraint: ConstraintObject) throws(InterpreterError) -> Anchor {
        Anchor(try item(anchor.item, of: constraint), anchor.attribute)
    }

    /// The layout item an anchor belongs to; an item outside the laid-out tree is UIKit's "no common
    /// ancestor" crash, reported at the constraint.
    private mutating func item(_ object: RuntimeObject, of constraint: ConstraintObject) throws(InterpreterError) -> LayoutItem {
        let owner: ViewObject?
        switch object {
        case let view as ViewObject: owner = view
        case let guide as LayoutGuideObject: owner = guide.owner
        default: throw InterpreterError("a constraint relates views and layout guides, not '\(object.typeName)'", at: constraint.syntax)
        }
        guard let owner, let ownerID = id(of: owner) else {
            let name = (object as? ViewObject)?.name ?? (object as? LayoutGuideObject)?.owner?.name ?? object.typeName
            throw InterpreterError("unable to activate the constraint: '\(name)' is not in the view hierarchy (add it with addSubview before activating; UIKit stops the app here)", at: constraint.syntax)
        }
        guard let guide = object as? LayoutGuideObject else { return .view(ownerID) }
        switch guide.role {
        case .layoutMargins: return .layoutMarginsGuide(ownerID)
        case .safeArea: return .safeAreaLayoutGuide(ownerID)
        case .custom, .scrollFrame, .scrollContent: return customGuide(guide, owner: ownerID)
        }
    }

    /// A UILayoutGuide, or a scroll view's frame or content guide: an item of its own. The frame guide
    /// is the scroll view's bounds; the content guide starts at the content's origin, sized by constraints.
    private mutating func customGuide(_ guide: LayoutGuideObject, owner: ViewID) -> LayoutItem {
        if let known = customGuides[ObjectIdentifier(guide)] { return known }
        let name = "\(hierarchy[owner].name).\(guide.role == .custom ? (guide.identifier.isEmpty ? "layoutGuide\(customGuides.count + 1)" : guide.identifier) : guide.role.rawValue)"
        let item = hierarchy.addLayoutGuide(named: name, to: owner)
        customGuides[ObjectIdentifier(guide)] = item
        let pinned: [Attribute] = guide.role == .scrollFrame ? [.left, .top, .width, .height] : guide.role == .scrollContent ? [.left, .top] : []
        for attribute in pinned {
            hierarchy.constraints.append(LayoutConstraint(Anchor(item, attribute), .equal, Anchor(.view(owner), attribute), origin: .layoutGuide))
        }
        return item
    }
}
