import ConstraintSolver
import InterfaceBuilder
import LayoutEngine
import SwiftSyntax
import UIKitLayout

/// Loads a nib as UIKit does: makes its objects (a snippet's class where `customClass` names one,
/// created through its `init?(coder:)`), sets what the file records (frames, colours, fonts,
/// margins, content priorities, stack-view settings), activates its constraints, connects outlets
/// to the owner and the objects, then calls `awakeFromNib`.
struct XIBLoader {
    /// Element names → the UIKit class they stand for.
    static let classes: [String: String] = [
        "view": "UIView", "label": "UILabel", "imageView": "UIImageView", "button": "UIButton", "stackView": "UIStackView",
        "switch": "UISwitch", "activityIndicatorView": "UIActivityIndicatorView", "textField": "UITextField",
        "scrollView": "UIScrollView", "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "collectionViewCell": "UICollectionViewCell", "collectionReusableView": "UICollectionReusableView",
    ]

    let interpreter: Interpreter
    let file: InterfaceFile
    private var objects: [String: RuntimeObject] = [:]
    private var created: [RuntimeObject] = []
    private var pendingConstraints: [(XMLElementNode, ViewObject)] = []
    private var pendingConnections: [(XMLElementNode, RuntimeObject)] = []
    /// Views made from a snippet's class whose `init?(coder:)` runs once the file's values are set.
    private var pendingCoderInits: [ViewObject] = []
    /// Constraints the file keeps but does not install (`<variation key="default"><mask><exclude>`).
    private var uninstalled: Set<String> = []

    init(interpreter: Interpreter, file: InterfaceFile) {
        self.interpreter = interpreter
        self.file = file
    }

    /// The top-level objects, File's Owner's outlets connected to `owner`.
    mutating func load(owner: RuntimeObject?) throws(InterpreterError) -> [Value] {
        var topLevel: [Value] = []
        for element in file.document.objects {
            if element.name == "placeholder" {
                if element["placeholderIdentifier"] == "IBFilesOwner", let owner {
                    objects[element["id"] ?? "-1"] = owner
                    pendingConnections.append((element, owner))
                }
                continue
            }
            guard Self.classes[element.name] != nil else { continue }
            topLevel.append(.object(try makeView(element, superview: nil, arranged: false)))
        }
        for (element, view) in pendingConstraints { try activateConstraint(element, in: view) }
        // super.init(coder:) has decoded the frame, the subviews and their constraints by the time the
        // class's own init?(coder:) code runs.
        for view in pendingCoderInits { try interpreter.runCoderInitializer(of: view) }
        for (element, source) in pendingConnections { try connect(element, from: source) }
        for object in created { try awake(object) }
        return topLevel
    }

    private func error(_ message: String, _ element: XMLElementNode) -> InterpreterError {
        InterpreterError(message, inFile: file.path, line: element.line)
    }

    // MARK: Views

    private mutating func makeView(_ element: XMLElementNode, superview: ViewObject?, arranged: Bool) throws(InterpreterError) -> ViewObject {
        let uikitClass = Self.classes[element.name] ?? "UIView"
        let view = try instance(of: element["customClass"], uikitClass: uikitClass, element)
        if let id = element["id"] { objects[id] = view }
        view.name = view.name ?? element["userLabel"].map(Self.identifier)
        try configure(view, element)
        if let superview {
            if arranged { ViewMembers.addArranged(view, to: superview) } else { superview.addSubview(view) }
            // Interface Builder writes the flag only when it is off.
            view.translatesAutoresizingMaskIntoConstraints = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
        }
        try addChildren(of: element, to: view)
        created.append(view)
        return view
    }

    /// A snippet's class made as a nib makes it (its stored properties, then `init?(coder:)`), or
    /// UIKit's own.
    private mutating func instance(of customClass: String?, uikitClass: String, _ element: XMLElementNode) throws(InterpreterError) -> ViewObject {
        if let customClass, let declared = interpreter.classes[customClass] {
            guard case .object(let view as ViewObject) = try interpreter.instantiateFromCoder(declared, runningInit: false) else {
                throw error("'\(customClass)' is not a UIView subclass, but the file uses it as a \(uikitClass)", element)
            }
            pendingCoderInits.append(view)
            return view
        }
        if let customClass, ViewObject.kinds[customClass] == nil {
            interpreter.layoutNotes.append(InterpreterError("unknown class '\(customClass)' in the Interface Builder file: UIKit makes a \(uikitClass) instead", inFile: file.path, line: element.line))
        }
        let type = customClass.flatMap { ViewObject.kinds[$0] != nil ? $0 : nil } ?? uikitClass
        return ViewObject(typeName: type, kind: ViewObject.kinds[type] ?? .view)
    }

    private mutating func addChildren(of element: XMLElementNode, to view: ViewObject) throws(InterpreterError) {
        for child in element.children {
            switch child.name {
            case "subviews":
                for subview in child.children where Self.classes[subview.name] != nil {
                    _ = try makeView(subview, superview: view, arranged: view.kind == .stackView)
                }
            // A table cell's content view has an element of its own; a collection cell's is a view keyed so.
            case "tableViewCellContentView", "view" where child["key"] == "contentView":
                guard let content = view.contentView else { continue }
                if let id = child["id"] { objects[id] = content }
                try configure(content, child)
                try addChildren(of: child, to: content)
            case "constraints":
                pendingConstraints += child.children.filter { $0.name == "constraint" }.map { ($0, view) }
            case "variation" where child["key"] == "default":
                for mask in child.children where mask.name == "mask" && mask["key"] == "constraints" {
                    uninstalled.formUnion(mask.children.compactMap { $0["reference"] })
                }
            case "viewLayoutGuide":
                if let id = child["id"] {
                    switch child["key"] {
                    case "safeArea": objects[id] = view.safeAreaLayoutGuide
                    case "contentLayoutGuide": objects[id] = view.contentLayoutGuide
                    case "frameLayoutGuide": objects[id] = view.frameLayoutGuide
                    default: break
                    }
                }
            case "connections": pendingConnections.append((element, view))
            default: continue
            }
        }
    }

    /// What the element records about the view, as its setters would set it.
    private func configure(_ view: ViewObject, _ element: XMLElementNode) throws(InterpreterError) {
        let a = element.attributes
        if a["hidden"] == "YES" { view.appearance.isHidden = true }
        if a["clipsSubviews"] == "YES" { view.appearance.clipsToBounds = true }
        if let alpha = a["alpha"].flatMap(Double.init) { view.appearance.alpha = alpha }
        if let mode = a["contentMode"].flatMap(ContentMode.init(rawValue:)) { view.appearance.contentMode = mode }
        for (attribute, axis, hugging) in [("horizontalHuggingPriority", UIKitLayout.Axis.horizontal, true), ("verticalHuggingPriority", .vertical, true),
                                           ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false)] {
            guard let value = a[attribute].flatMap(Double.init) else { continue }
            if hugging { view.contentHugging[axis] = value } else { view.compressionResistance[axis] = value }
        }
        if let text = a["text"] { view.text.string = text }
        if let lines = a["numberOfLines"].flatMap(Int.init) { view.text.numberOfLines = lines }
        if let image = a["image"] { view.imageName = image }
        if let placeholder = a["placeholder"] { view.text.placeholder = placeholder }
        if view.stack != nil {
            if a["axis"] == "vertical" { view.stack?.axis = .vertical }
            if let distribution = a["distribution"].flatMap(StackView.Distribution.init(rawValue:)) { view.stack?.distribution = distribution }
            if let alignment = a["alignment"].flatMap(StackView.Alignment.init(rawValue:)) { view.stack?.alignment = alignment }
            if let spacing = a["spacing"].flatMap(Double.init) { view.stack?.spacing = spacing }
            if a["layoutMarginsFollowReadableWidth"] == nil, a["layoutMarginsRelativeArrangement"] == "YES" { view.stack?.isLayoutMarginsRelativeArrangement = true }
        }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("rect", "frame"):
                view.frame = Rect(x: Self.number(child["x"]), y: Self.number(child["y"]), width: Self.number(child["width"]), height: Self.number(child["height"]))
            case ("color", "backgroundColor"): view.appearance.backgroundColor = Self.color(child)
            case ("color", "textColor"): view.text.color = Self.color(child)
            case ("fontDescription", "fontDescription"): (view.text.fontSize, view.text.fontWeight) = Self.font(child)
            case ("edgeInsets", "layoutMargins"):
                view.layoutMargins = UIKitLayout.EdgeInsets(top: Self.number(child["top"]), left: Self.number(child["left"]),
                                                            bottom: Self.number(child["bottom"]), right: Self.number(child["right"]))
            case ("directionalEdgeInsets", "directionalLayoutMargins"):
                view.layoutMargins = UIKitLayout.EdgeInsets(top: Self.number(child["top"]), left: Self.number(child["leading"]),
                                                            bottom: Self.number(child["bottom"]), right: Self.number(child["trailing"]))
            case ("autoresizingMask", "autoresizingMask"):
                view.autoresizingMask = AutoresizingMask(Self.maskNames.filter { child[$0.key] == "YES" }.map(\.value))
            case ("state", "normal"):
                if let title = child["title"] { view.text.string = title; view.text.fontSize = 15 }
                if let image = child["image"] { view.imageName = image }
            default: continue
            }
        }
    }

    // MARK: Constraints and outlets

    /// `<constraint firstItem= firstAttribute= relation= secondItem= secondAttribute= multiplier= constant= priority=>`:
    /// an absent first item is the view that holds the constraint; installed means active.
    private mutating func activateConstraint(_ element: XMLElementNode, in holder: ViewObject) throws(InterpreterError) {
        let a = element.attributes
        let first = try a["firstItem"].map { id throws(InterpreterError) in try item(id, element) } ?? holder
        guard let firstAttribute = try attribute(a["firstAttribute"], element) else { throw error("a constraint needs a first attribute", element) }
        var second: AnchorObject?
        if let secondAttribute = try attribute(a["secondAttribute"], element) {
            second = AnchorObject(item: try a["secondItem"].map { id throws(InterpreterError) in try item(id, element) } ?? holder, attribute: secondAttribute)
        }
        let relation = AnchorMembers.relationCases[a["relation"] ?? "equal"] ?? .equal
        let constraint = ConstraintObject(first: AnchorObject(item: first, attribute: firstAttribute), relation: relation, second: second,
                                          multiplier: Self.multiplier(a["multiplier"]), constant: Self.number(a["constant"]),
                                          registry: interpreter.activeConstraints)
        constraint.priority = a["priority"].flatMap(Double.init) ?? 1000
        constraint.identifier = a["identifier"]
        if let id = a["id"] { objects[id] = constraint }
        if !uninstalled.contains(a["id"] ?? "") { interpreter.activeConstraints.activate(constraint) }
    }

    private func item(_ id: String, _ element: XMLElementNode) throws(InterpreterError) -> RuntimeObject {
        guard let object = objects[id] else { throw error("a constraint names '\(id)', which is no view or layout guide of the file", element) }
        return object
    }

    private func attribute(_ name: String?, _ element: XMLElementNode) throws(InterpreterError) -> Attribute? {
        guard let name else { return nil }
        if name == "firstBaseline" || name == "lastBaseline" || name == "baseline" {
            throw error("baseline constraints need the system font's metrics, which Layoutbook does not have", element)
        }
        guard let attribute = Attribute(rawValue: name) else { throw error("unknown constraint attribute '\(name)'", element) }
        return attribute
    }

    /// `<outlet property= destination=>` sets the property of the object that holds the connection.
    private func connect(_ element: XMLElementNode, from source: RuntimeObject) throws(InterpreterError) {
        for outlet in element.elements(in: "connections") {
            guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
            guard let target = objects[destination] else { throw error("outlet '\(property)' connects to '\(destination)', which is not in the file", outlet) }
            if outlet.name == "outletCollection" {
                var list: [Value] = []
                if case .array(let existing)? = source.fields[property] { list = existing }
                source.fields[property] = .array(list + [.object(target)])
                continue
            }
            guard outlet.name == "outlet" else { continue }
            if let controller = source as? ViewControllerObject, property == "view", let view = target as? ViewObject {
                controller.assignedView = view
                view.name = view.name ?? "view"
                continue
            }
            guard source.declaredClass == nil || TextureRuntime.isUserField(property, of: source) else {
                throw error("'\(source.typeName)' has no outlet '\(property)': declare '@IBOutlet var \(property)' in the class", outlet)
            }
            source.fields[property] = .object(target)
            if let view = target as? ViewObject { view.name = property }
        }
    }

    private func awake(_ object: RuntimeObject) throws(InterpreterError) {
        guard let awake = interpreter.method("awakeFromNib", of: object) else { return }
        _ = try interpreter.call(awake, [], selfObject: object, at: awake)
    }

    // MARK: Values

    /// `<autoresizingMask widthSizable="YES" flexibleMaxX="YES">`.
    static let maskNames: [String: AutoresizingMask] = [
        "flexibleMinX": .flexibleLeftMargin, "widthSizable": .flexibleWidth, "flexibleMaxX": .flexibleRightMargin,
        "flexibleMinY": .flexibleTopMargin, "heightSizable": .flexibleHeight, "flexibleMaxY": .flexibleBottomMargin,
    ]

    static func number(_ text: String?) -> Double { text.flatMap(Double.init) ?? 0 }

    /// `"9:16"` is 9 / 16; `"0.5"` is 0.5.
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        return parts.count == 2 && parts[1] != 0 ? parts[0] / parts[1] : Double(text) ?? 1
    }

    /// `systemColor="systemBlueColor"`, or components in `red`/`green`/`blue` or `white`, with `alpha`.
    static func color(_ element: XMLElementNode) -> RGBAColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return NamedColors.color(name.hasSuffix("Color") ? String(name.dropLast(5)) : name)
        }
        let alpha = element["alpha"].flatMap(Double.init) ?? 1
        if let white = element["white"].flatMap(Double.init) { return RGBAColor(red: white, green: white, blue: white, alpha: alpha) }
        return RGBAColor(red: number(element["red"]), green: number(element["green"]), blue: number(element["blue"]), alpha: alpha)
    }

    /// `type="system"`/`"boldSystem"` with `pointSize` and `weight`, a named font's size, or a text style.
    static func font(_ element: XMLElementNode) -> (size: Double, weight: String) {
        if let style = element["style"], let text = Fonts.textStyles[Self.textStyleName(style)] { return text }
        let size = element["pointSize"].flatMap(Double.init) ?? 17
        let weight = element["type"] == "boldSystem" ? "bold" : element["weight"] ?? "regular"
        return (size, weight)
    }

    /// `UICTFontTextStyleBody` → `body`.
    private static func textStyleName(_ style: String) -> String {
        let name = style.replacingOccurrences(of: "UICTFontTextStyle", with: "")
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// A user label as a name: `Sub View` → `subView`.
    static func identifier(_ label: String) -> String {
        let words = label.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let first = words.first else { return label }
        return first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// A `.xib` of the course's Sources: its path for messages, its name for `UINib(nibName:)`, and
/// its parsed document.
struct InterfaceFile: Sendable {
    let path: String
    let name: String
    let document: XIBDocument
}
