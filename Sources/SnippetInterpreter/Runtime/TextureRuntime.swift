import Diagnostics
import LayoutEngine
import SwiftSyntax

/// The UIKit and Texture types a snippet can use, with Texture's initialisers and labels.
enum TextureRuntime {
    static let nodeKinds: [String: NodeKind] = [
        "ASDisplayNode": .display, "ASTextNode": .text, "ASTextNode2": .text, "ASEditableTextNode": .text, "ASImageNode": .image,
        "ASNetworkImageNode": .networkImage, "ASButtonNode": .button, "ASCellNode": .cell, "ASTextCellNode": .cell,
        "ASTableNode": .table, "ASScrollNode": .scroll, "ASControlNode": .display, "ASCollectionNode": .collection, "ASPagerNode": .pager,
        // Drawn as the placeholder box they show before playback (see `warnAboutVideo`).
        "ASVideoNode": .networkImage, "ASVideoPlayerNode": .networkImage,
    ]
    static let specTypes: Set<String> = [
        "ASLayoutSpec", "ASStackLayoutSpec", "ASInsetLayoutSpec", "ASCenterLayoutSpec", "ASRelativeLayoutSpec",
        "ASRatioLayoutSpec", "ASOverlayLayoutSpec", "ASBackgroundLayoutSpec", "ASAbsoluteLayoutSpec",
        "ASWrapperLayoutSpec", "ASCornerLayoutSpec",
    ]
    static let valueTypes: Set<String> = [
        "UIEdgeInsets", "CGSize", "CGPoint", "CGRect", "UIColor", "UIFont", "UIFontDescriptor", "NSAttributedString", "NSMutableAttributedString",
        "UIImage", "URL", "ASSizeRange", "ASDimension", "ASLayoutSize", "NSParagraphStyle", "NSMutableParagraphStyle", "CGFloat", "Double", "Int", "UInt32",
        "String", "Character", "Float", "DispatchTime", "NSCoder", "DispatchQueue", "UIBezierPath", "NSRange", "UIScreen", "Set", "UICollectionViewFlowLayout", "UICollectionViewLayout", "UIBarButtonItem",
        "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "IndexPath", "Task", "Thread", "UITraitCollection",
        "NotificationCenter", "Notification", "Notification.Name", "OperationQueue", "NSValue", "UIResponder",
        "NumberFormatter", "NSNumber", "NSDecimalNumber", "Locale",
    ]

    /// API classes every member of which is `@inert` (or `@notDrawn` where they are used): made as
    /// objects that take any setting and draw nothing.
    static let inertTypes: Set<String> = [
        "CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation",
        "CAAnimationGroup", "CAMediaTimingFunction", "CAShapeLayer", "CGAffineTransform", "UIImage.SymbolConfiguration", "NSStringDrawingContext",
    ]

    static func isType(_ name: String) -> Bool {
        nodeKinds[name] != nil || specTypes.contains(name) || valueTypes.contains(name) || name == "ASDKViewController" || name == "UIViewController" || name == "UICollectionViewController" || name == "NSObject"
            || DeclarativeLayout.types.contains(name) || UIKitRuntime.isType(name) || SwiftUIRuntime.isType(name) || APITable.standard.type(name)?.kind == .enum
    }

    /// The runtime object a declared class starts from: the nearest runtime ancestor decides.
    static func baseObject(for declared: ClassDeclaration, in classes: [String: ClassDeclaration]) -> RuntimeObject {
        var ancestor = declared.superclass
        var seen: Set<String> = []
        while let name = ancestor, seen.insert(name).inserted {
            if let kind = nodeKinds[name] {
                let node = NodeObject(typeName: declared.name, kind: kind, apiClass: name)
                if TextCellNode.isTextCell(node) { TextCellNode.setUp(node) }
                return node
            }
            if let kind = ViewObject.kinds[name] { return ViewObject(typeName: name, kind: kind) }
            if name == "ASDKViewController" { return ViewControllerObject(typeName: declared.name) }
            if name == "UICollectionViewController" { return CollectionViewControllerObject(typeName: declared.name) }
            if name == "UITableViewController" { return TableViewControllerObject(typeName: declared.name) }
            if name == "UIViewController" { return ViewControllerObject(typeName: declared.name, isUIKit: true) }
            if name == "UINavigationController" || name == "ASNavigationController" { return NavigationControllerObject(root: nil, isBuilt: true) }
            if name == "UITabBarController" || name == "ASTabBarController" { return TabBarControllerObject(typeName: declared.name) }
            if name == "UITabBarItem" { return TabBarItemObject(typeName: declared.name) }
            if name == "UICollectionViewFlowLayout" || name == "ASPagerFlowLayout" { return FlowLayoutObject() }
            if name == "UICollectionViewLayout" { return CodeCollectionLayout.layoutObject(typeName: declared.name) }
            ancestor = classes[name]?.superclass
        }
        return RuntimeObject(typeName: declared.name)
    }

    static func isUserField(_ name: String, of object: RuntimeObject) -> Bool {
        object.declaredClass?.storedProperties.contains { $0.bindings.contains { TypeName.of($0.pattern) == name } } ?? false
    }

    // MARK: Construction

    static func construct(_ type: String, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        if let kind = nodeKinds[type] {
            if kind == .table { warnAboutTableStyle(args, interpreter, at: node) }
            warnAboutVideo(type, interpreter, at: node)
            return try makeNode(type, kind, args, at: node)
        }
        if specTypes.contains(type) { return try Specs.make(type, args, at: node) }
        if DeclarativeLayout.types.contains(type) { return try DeclarativeLayout.make(type, args, interpreter, at: node) }
        if type == "UICollectionViewFlowLayout" || type == "ASPagerFlowLayout" { return .object(FlowLayoutObject()) }
        if type == "ASTextKitComponents" { return try EditableTextNode.components(args, at: node) }
        if type == "UICollectionViewLayoutAttributes" { return try LayoutAttributesObject.make(args, at: node) }
        // UIKit's abstract layout: it places no items (an app subclasses it to place them).
        if type == "UICollectionViewLayout" { return .object(CodeCollectionLayout.layoutObject(typeName: type)) }
        // Drawn by no figure: a tab bar's item, Core Animation's animations and shape layers (masks), a symbol's
        // configuration, a drawing context (which collects a scale factor).
        if inertTypes.contains(type) { return .object(InertObject(typeName: type)) }
        // A video's asset: loaded after the moment a figure shows, never drawn (see `warnAboutVideo`).
        if type == "AVAsset" { return .native(.inert(type)) }
        if type == "Task" {
            // Its work runs after the moment the figure shows, as `asyncAfter`'s does: checked, not run.
            interpreter.warn(InterpreterError("work started with 'Task' runs later, after the moment the figure shows; it is not run", at: node))
            return .native(.inert("Task"))
        }
        if let value = try UIKitRuntime.construct(type, args, interpreter, at: node) { return value }
        if let value = try SwiftUIRuntime.construct(type, args, interpreter, at: node) { return value }
        if type == "ASDKViewController" {
            let controller = ViewControllerObject(typeName: type)
            if let first = args.first, case .object(let root as NodeObject) = first.value { controller.node = root }
            return .object(controller)
        }
        // `UserDefaults()` reads the same settings as `.standard`: the run's store; `UserDefaults(suiteName:)` a group's.
        if type == "UserDefaults" {
            guard let suite = args.first(where: { $0.label == "suiteName" })?.value, !Arithmetic.isNone(suite) else { return interpreter.settingsStore() }
            return interpreter.settingsStore(suite: try Convert.string(suite, at: node))
        }
        if type == "UICollectionViewController" {
            let controller = CollectionViewControllerObject(typeName: type)
            try superInit(controller, args, interpreter, at: node)
            return .object(controller)
        }
        if type == "UITableViewController" {
            let controller = TableViewControllerObject(typeName: type)
            try superInit(controller, args, interpreter, at: node)
            return .object(controller)
        }
        // `UIViewController()`: a plain controller whose view the snippet sets or fills.
        if type == "UIViewController" {
            let controller = ViewControllerObject(typeName: type, isUIKit: true)
            if case .string(let name)? = args.first(where: { $0.label == "nibName" })?.value { controller.nibName = name }
            return .object(controller)
        }
        return try Values.make(type, args, interpreter, at: node)
    }

    static func makeNode(_ type: String, _ kind: NodeKind, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let object = NodeObject(typeName: type, kind: kind)
        if TextCellNode.isTextCell(object) { TextCellNode.setUp(object, args) }
        // ASCollectionNode(collectionViewLayout:) keeps its layout object; ASDisplayNode(viewBlock:) and
        // similar initialisers do not change layout.
        if let layout = args.first(where: { $0.label == "collectionViewLayout" }) { object.fields["__layout"] = layout.value }
        try EditableTextNode.initialize(object, args, at: node)
        return .object(object)
    }

    /// `ASTableNode(style: .grouped)`: the rows are laid out as in a plain table; the spacing and
    /// background a grouped table adds around its sections are not drawn, and the figure says so.
    static func warnAboutTableStyle(_ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) {
        guard let style = args.first(where: { $0.label == "style" }).flatMap({ Convert.caseName($0.value) }), style != "plain" else { return }
        interpreter.warn(InterpreterError("a '.\(style)' table's section spacing and background are not drawn: the figure shows its rows as a plain table lays them out", at: node))
    }

    /// A video node is drawn as the box it shows before playback, which is the moment a figure shows;
    /// what playback would show is not drawn, and the figure says so.
    static func warnAboutVideo(_ type: String, _ interpreter: Interpreter, at node: some SyntaxProtocol) {
        guard type == "ASVideoNode" || type == "ASVideoPlayerNode" else { return }
        let missing = type == "ASVideoPlayerNode" ? "neither the video's frames nor the player's controls are drawn" : "the video's frames are not drawn"
        interpreter.warn(InterpreterError("'\(type)' is drawn as its placeholder box, as it shows before playback starts: \(missing)", at: node))
    }

    /// `super.init()` / `super.init(node:)` inside a declared class's init.
    static func superInit(_ object: RuntimeObject, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) {
        if let video = object as? NodeObject { warnAboutVideo(video.apiClass, interpreter, at: node) }
        if let editable = object as? NodeObject { try EditableTextNode.initialize(editable, args, at: node) }
        if (object as? NodeObject)?.kind == .table || (object as? ViewObject)?.kind == .tableView { warnAboutTableStyle(args, interpreter, at: node) }
        if let view = object as? ViewObject { return try ViewMembers.initialize(view, args, at: node) }
        if let navigation = object as? NavigationControllerObject { return try NavigationMembers.initialize(navigation, args, at: node) }
        // `init(style: .grouped)`: the table's style, which only a plain table's figure draws as it is.
        if object is TableViewControllerObject, args.first?.label == "style" { return warnAboutTableStyle(args, interpreter, at: node) }
        if let controller = object as? CollectionViewControllerObject, let layout = args.first(where: { $0.label == "collectionViewLayout" }) {
            guard case .object(let layoutObject) = layout.value else { throw InterpreterError("UICollectionViewController needs a UICollectionViewLayout, found '\(layout.value.typeName)'", at: node) }
            return controller.setLayout(layoutObject)
        }
        if let controller = object as? ViewControllerObject, let first = args.first {
            // `super.init(nibName: "Greeting", bundle: nil)`: nil finds the nib as UIKit does.
            if first.label == "nibName" {
                if case .string(let name) = first.value { controller.nibName = name }
                return
            }
            guard case .object(let root as NodeObject) = first.value else {
                throw InterpreterError("'super.init(node:)' expects a node, found '\(first.value.typeName)'", at: node)
            }
            controller.node = root
        }
    }

    static func staticMember(_ type: String, _ name: String, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch (type, name) {
        case ("UIColor", _):
            if let color = NamedColors.color(name) { return .native(.color(color)) }
        case ("UIEdgeInsets", "zero"): return .native(.insets(.zero))
        case ("NSParagraphStyle", "default"), ("NSMutableParagraphStyle", "default"): return .object(ParagraphStyleObject())
        case ("CGSize", "zero"): return .native(.size(.zero))
        case ("CGPoint", "zero"): return .native(.point(.zero))
        case ("CGRect", "zero"): return .native(.rect(Rect(x: 0, y: 0, width: 0, height: 0)))
        case ("CGRect", "null"): return .native(.rect(RectGeometry.null))
        case ("ASDimension", "auto"): return .native(.dimension(.auto))
        // Texture reads the largest finite value as "unbounded", as the layout engine reads infinity.
        case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"), ("Float", "greatestFiniteMagnitude"),
             ("Double", "infinity"), ("CGFloat", "infinity"), ("Float", "infinity"):
            return .double(.infinity)
        case ("CGFloat", "zero"), ("Double", "zero"), ("Float", "zero"): return .double(0)
        case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return .double(.pi)
        case ("CGFloat", "leastNormalMagnitude"), ("Double", "leastNormalMagnitude"), ("Float", "leastNormalMagnitude"): return .double(.leastNormalMagnitude)
        case ("CGFloat", "leastNonzeroMagnitude"), ("Double", "leastNonzeroMagnitude"), ("Float", "leastNonzeroMagnitude"): return .double(.leastNonzeroMagnitude)
        case ("CGFloat", "nan"), ("Double", "nan"), ("Float", "nan"): return .double(.nan)
        case ("Int", "min"): return .int(.min)
        case ("Int", "max"): return .int(.max)
        case ("UInt32", "max"): return .int(Int(UInt32.max))
        case ("DispatchQueue", "main"): return .native(.inert("DispatchQueue"))
        case ("Locale", _): if let locale = NumberFormatting.localeMember(name, of: .type(type)) { return locale }
        case ("NSDecimalNumber", _): if let constant = NumberFormatting.decimalNumberConstant(name) { return constant }
        case ("NSAttributedString", "Key"): return .type("NSAttributedString.Key")
        default: if let value = UIKitRuntime.staticMember(type, name) { return value }
        }
        if let constant = declaredConstant(name, of: type) { return constant }
        // `NotificationCenter.default`, `OperationQueue.main`: an object declared @inert, which
        // takes any call and draws nothing.
        if let declared = APITable.standard.property(name, of: type), declared.isStatic, declared.marker == .inert,
           case let held = StaticTypes.bare(declared.type), APITable.standard.type(held)?.kind == .class {
            return .native(.inert(held))
        }
        // `Edge.Set.top`, `UIFont.Weight.bold`: a nested type the API declares is a type, as written.
        if name.first?.isUppercase == true, APITable.standard.type("\(type).\(name)") != nil { return .type("\(type).\(name)") }
        return .enumCase(type: type, name: name, payload: [])
    }

    /// `UIFont.labelFontSize`: a constant the API declares with its value (`static let … = 17`).
    private static func declaredConstant(_ name: String, of type: String) -> Value? {
        guard let declared = APITable.standard.property(name, of: type), declared.isStatic,
              let value = declared.initialValue else { return nil }
        let isFloatingPoint = ["CGFloat", "Double", "Float"].contains(declared.type)
        return isFloatingPoint ? value.number.map(Value.double) : value
    }

    static func staticCall(_ type: String, _ name: String, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        if let value = try UIKitRuntime.staticCall(type, name, args, interpreter, at: node) { return value }
        if let value = try SwiftUIRuntime.staticCall(type, name, args, at: node) { return value }
        switch (type, name) {
        case ("ASStackLayoutSpec", "vertical"), ("ASStackLayoutSpec", "horizontal"):
            var options = StackOptions(direction: name == "vertical" ? .vertical : .horizontal, alignItems: .stretch)
            options.spacing = 0
            return .object(SpecObject(typeName: type, kind: .stack(options), children: []))
        case ("UIImage", "as_resizableRoundedImage"):
            return try ImageContexts.resizableRoundedImage(args, interpreter, at: node)
        case ("UIImage", "as_imageNamed"):
            return try Values.make("UIImage", [Argument(label: "named", value: args.first?.value ?? .string(""))], interpreter, at: node)
        case ("ASWrapperLayoutSpec", "wrapper"):
            return try Specs.make(type, [Argument(label: "layoutElement", value: args.first?.value ?? .none)], at: node)
        case ("UIFont", "systemFont"), ("UIFont", "boldSystemFont"), ("UIFont", "monospacedDigitSystemFont"), ("UIFont", "italicSystemFont"):
            let size = try Convert.number(args.first?.value ?? .int(17), "ofSize", at: node)
            let weight = name == "boldSystemFont" ? "bold" : (args.first { $0.label == "weight" }.flatMap { Convert.caseName($0.value) } ?? "regular")
            return .native(.font(size: size, weight: weight))
        case ("UIFont", "preferredFont"):
            let style = try Fonts.textStyle(args.first?.value, at: node)
            return .native(.font(size: style.size, weight: style.weight))
        case ("UIFontDescriptor", "preferredFontDescriptor"):
            let style = try Fonts.textStyle(args.first?.value, at: node)
            return .native(.fontDescriptor(size: style.size, weight: style.weight))
        case ("DispatchQueue", "global"): return .native(.inert("DispatchQueue"))
        case ("NumberFormatter", "localizedString"): return try NumberFormatting.localizedString(args, at: node)
        // A moment for `asyncAfter`, whose work runs after the figure (it is checked, not run).
        case ("DispatchTime", "now"): return .native(.inert("DispatchTime"))
        case ("MainActor", "assumeIsolated"):
            guard case .function(let work)? = args.last?.value else { throw InterpreterError("'assumeIsolated' expects a closure", at: node) }
            return try interpreter.invoke(work, [], at: node)
        case ("ASDimension", _), (_, "ASDimensionMake"):
            return try Values.make("ASDimension", args, interpreter, at: node)
        // `NSObject.cancelPreviousPerformRequests(withTarget: self)`: a static method declared @inert.
        case _ where APITable.standard.methods(name, of: type).contains { $0.isStatic && $0.marker == .inert }:
            return APITable.standard.methods(name, of: type).first?.returnType?.hasSuffix("?") == true ? .none : .void
        default:
            return try Values.make(type, args, interpreter, at: node)
        }
    }

    /// Implicit-member calls such as `.init(top: 8, left: 8, bottom: 8, right: 8)`.
    static func implicitCall(_ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let labels = args.map(\.label)
        if name == "init", labels == ["top", "left", "bottom", "right"] {
            let n = try args.map { arg throws(InterpreterError) in try Convert.number(arg.value, arg.label ?? "", at: node) }
            return .native(.insets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])))
        }
        if name == "init", labels == ["width", "height"] {
            return .native(.size(Size(width: try Convert.number(args[0].value, "width", at: node), height: try Convert.number(args[1].value, "height", at: node))))
        }
        // `.constant(true)` where a SwiftUI Binding is expected: the value it holds.
        if name == "constant", args.count == 1, args[0].label == nil { return args[0].value }
        // UIFont's factories, where a font is expected (`label.font = .preferredFont(forTextStyle: .body)`).
        if ["systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "preferredFont"].contains(name) {
            return try staticCall("UIFont", name, args, Interpreter(budget: .default, images: [:], substitutions: [:]), at: node)
        }
        return .enumCase(type: "", name: name, payload: args.map(\.value))
    }

    /// A node method the runtime has no code for, answered by its declaration's marker.
    static func declaredOnly(_ name: String, of node: NodeObject, _ interpreter: Interpreter, at syntax: some SyntaxProtocol) -> Value? {
        guard !NodeMembers.methods.contains(name) else { return nil }
        return interpreter.declaredOnlyCall(name, of: node.apiClass, at: syntax)
    }

    // MARK: Members

    /// A layer's drawn property is its owner's look; another reads what was set, else its declared default.
    private static func layerMember(_ name: String, of layer: LayerProxy) -> Value {
        if let value = LayerMembers.get(LayerMembers.lookName(ofLayerMember: name), of: layer.owner.appearance, onLayer: true) { return value }
        return layer.inertValues[name] ?? APITable.standard.property(name, of: "CALayer")?.initialValue ?? Value.none
    }

    static func get(_ name: String, of object: RuntimeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        if let target = object as? NodeObject { return try NodeMembers.get(name, of: target, at: node) }
        if let spec = object as? SpecObject { return try Specs.get(name, of: spec, at: node) }
        if let value = ImageContexts.get(name, of: object) { return value }
        if let value = TextScanner.get(name, of: object) { return value }
        if let value = BridgedStrings.get(name, of: object) { return value }
        if let value = (object as? PlaygroundPageObject)?.get(name) { return value }
        if let value = (object as? LayoutAttributesObject)?.get(name) ?? (object as? CollectionViewProxy)?.get(name) { return value }
        if let layer = object as? LayerProxy { return layerMember(name, of: layer) }
        if let value = try UIKitRuntime.get(name, of: object, at: node) { return value }
        if let value = try SwiftUIRuntime.get(name, of: object, at: node) { return value }
        if let controller = object as? TableViewControllerObject, name == "tableView" { return .object(controller.tableView) }
        if let controller = object as? CollectionViewControllerObject {
            switch name {
            case "collectionView": return .object(controller.collectionView)
            case "collectionViewLayout": return .object(controller.layout)
            default: break
            }
        }
        if let controller = object as? ViewControllerObject {
            switch name {
            case "node": return controller.node.map(Value.object) ?? Value.none
            case "view" where controller.isUIKit: return .object(controller.rootView)
            case "isViewLoaded": return .bool(controller.isViewLoaded)
            // A Texture controller's view is its node's: `view.backgroundColor` is the node's look.
            case "view": return .object(controller.node.map { NodeViewProxy(owner: $0) } ?? InertObject(typeName: name))
            case "tabBarItem": return .object(InertObject(typeName: name))
            // Read by UIKit for the status bar's text, which figures do not draw: UIKit's default unless overridden.
            case "preferredStatusBarStyle": return .enumCase(type: "UIStatusBarStyle", name: "default", payload: [])
            default: return nil
            }
        }
        if let style = object as? StyleProxy { return try StyleMembers.get(name, of: style, at: node) }
        if let paragraph = object as? ParagraphStyleObject { return TextMembers.get(name, of: paragraph) }
        if let formatter = object as? NumberFormatterObject { return NumberFormatting.get(name, of: formatter) }
        if let layout = object as? FlowLayoutObject { return CollectionMembers.get(name, of: layout) }
        if let text = object as? AttributedStringObject { return TextMembers.get(name, of: text) }
        if let view = object as? NodeViewProxy, let value = view.look(name) { return value }
        // `containerNode.view.centerXAnchor`: Auto Layout between a node's view and UIKit views put in it.
        if object is NodeViewProxy, NodeViewProxy.layoutNames.contains(name) || name.hasSuffix("Anchor") {
            throw InterpreterError("'\(name)' of a node's view: Auto Layout inside a node's view is not supported, because diagrams do not draw UIKit views added to a node (lay the node out with a layout spec)", at: node)
        }
        if object is InertObject { return .object(InertObject(typeName: name)) }
        return nil
    }

    static func set(_ name: String, of object: RuntimeObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) {
        if let target = object as? NodeObject {
            try checkKind(of: value, assignedTo: name, of: target.apiClass, at: node)
            return try NodeMembers.set(name, of: target, to: value, at: node)
        }
        if let spec = object as? SpecObject { return try Specs.set(name, of: spec, to: value, at: node) }
        if try UIKitRuntime.set(name, of: object, to: value, at: node) { return }
        if let controller = object as? TableViewControllerObject, name == "tableView" {
            guard case .object(let view as ViewObject) = value, view.kind == .tableView else {
                throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'UITableView'", at: node)
            }
            return controller.replaceTableView(with: view)
        }
        if let controller = object as? CollectionViewControllerObject, name == "collectionView" {
            guard case .object(let view as ViewObject) = value, view.kind == .collectionView else {
                throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'UICollectionView'", at: node)
            }
            return controller.replaceCollectionView(with: view)
        }
        if let controller = object as? ViewControllerObject, controller.isUIKit, name == "view" {
            guard case .object(let view as ViewObject) = value else { throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'UIView'", at: node) }
            controller.assignedView = view
            return
        }
        if let style = object as? StyleProxy { return try StyleMembers.set(name, of: style, to: value, at: node) }
        if let paragraph = object as? ParagraphStyleObject { return try TextMembers.set(name, of: paragraph, to: value, at: node) }
        if let formatter = object as? NumberFormatterObject, try NumberFormatting.set(name, of: formatter, to: value, at: node) { return }
        if let layout = object as? FlowLayoutObject { return try CollectionMembers.set(name, of: layout, to: value, at: node) }
        if let attributes = object as? LayoutAttributesObject, try attributes.set(name, to: value, at: node) { return }
        if try ImageContexts.set(name, of: object, to: value, at: node) { return }
        if try TextScanner.set(name, of: object, to: value, at: node) { return }
        // A layer's other settings (`shadowPath`, `mask`) are declared @inert: accepted, not drawn.
        if let layer = object as? LayerProxy {
            if try !LayerMembers.set(LayerMembers.lookName(ofLayerMember: name), of: &layer.owner.appearance, to: value, onLayer: true, at: node) { layer.keepInert(name, value) }
            return
        }
        if let view = object as? NodeViewProxy, ViewMembers.lookNames.contains(name) {
            _ = try LayerMembers.set(name, of: &view.owner.appearance, to: value, at: node)
            return
        }
        if let view = object as? NodeViewProxy, name == "contentInsetAdjustmentBehavior" {
            view.owner.adjustsContentInset = Convert.caseName(value) != "never"
            return
        }
        if object is ViewControllerObject || object is InertObject { return }
        throw MemberHints.noMember(name, of: object, apiType: object.typeName, at: node)
    }

    /// A number, flag or string given to a declared property of another of those kinds, in the
    /// compiler's words and with the declared type (`$0.maximumNumberOfLines = "one"` in a closure the
    /// checker does not type: the conversion said "expected argument type 'CGFloat'").
    private static func checkKind(of value: Value, assignedTo name: String, of apiType: String, at node: some SyntaxProtocol) throws(InterpreterError) {
        guard let declared = APITable.standard.property(name, of: apiType) else { return }
        let type = declared.type
        let fits: Bool
        switch value {
        case .int, .double: fits = !["Bool", "String", "String?"].contains(type)
        case .bool: fits = !["String", "String?"].contains(type) && !StaticTypes.numberTypes.contains(StaticTypes.bare(type))
        case .string: fits = type != "Bool" && !StaticTypes.numberTypes.contains(StaticTypes.bare(type))
        default: return
        }
        if !fits { throw InterpreterError("cannot assign value of type '\(value.typeName)' to type '\(type)'", at: node) }
    }

    static func call(_ name: String, on object: RuntimeObject, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        // `containerNode.view.addSubview(spinner)`: a UIKit view inside a node, which the figure leaves out.
        if object is NodeViewProxy, NodeViewProxy.addingSubviews.contains(name) {
            interpreter.warn(InterpreterError("'\(name)' puts a UIKit view inside a node's view, which diagrams do not draw", at: node))
            return .void
        }
        if let modified = try interpreter.swiftUIModifier(name, on: object, args, at: node) { return modified }
        if interpreter.runsLater(name, of: interpreter.runtimeClass(of: object), argumentCount: args.count, at: node) { return .void }
        if let value = try ImageContexts.call(name, on: object, args, interpreter, at: node) { return value }
        if let value = try TextScanner.call(name, on: object, args, interpreter, at: node) { return value }
        if let value = try BridgedStrings.call(name, on: object, args, at: node) { return value }
        if let value = try TextDrawing.call(name, on: .object(object), args, interpreter, at: node) { return value }
        // `layer.removeAllAnimations()`, `layer.add(animation, forKey:)`: declared, and drawn by no figure.
        if object is LayerProxy { return .void }
        if let value = try CustomLayouts.call(name, on: object, args, interpreter, at: node) { return value }
        let modifierArguments = Interpreter.omittingNilDefaults(args, candidates: APITable.standard.methods(name, of: "ASLayoutElement"))
        if let modified = try DeclarativeLayout.modifier(name, on: object, modifierArguments, interpreter, at: node) { return modified }
        // `ASLayoutSpec().styled { $0.flexGrow = 1 }`: the block sets the element's style; the element is returned.
        if name == "styled", object is NodeObject || object is SpecObject, case .function(let block)? = args.last?.value {
            _ = try interpreter.invoke(block, [Argument(label: nil, value: .object(StyleProxy(node: object as? NodeObject, spec: object as? SpecObject)))], at: node)
            return .object(object)
        }
        if let value = try LayoutMeasurement.call(name, on: object, args, interpreter, at: node) { return value }
        if let proxy = object as? CollectionViewProxy, let value = try proxy.call(name, args, at: node) { return value }
        if let settings = object as? StoredSettings, let value = try settings.call(name, args, at: node) { return value }
        if let page = object as? PlaygroundPageObject, name == "setLiveView" {
            try page.show(args.first?.value ?? .none, interpreter, at: node)
            return .void
        }
        if let target = object as? NodeObject {
            if let value = declaredOnly(name, of: target, interpreter, at: node) { return value }
            if name == "calculateSizeThatFits" { return try interpreter.inheritedSizeThatFits(of: target, args, at: node) }
            return try NodeMembers.call(name, on: target, args, at: node)
        }
        if let controller = object as? ViewControllerObject, controller.isUIKit, name == "loadViewIfNeeded" {
            if !controller.isViewLoaded { try interpreter.loadView(of: controller) }
            return .void
        }
        if let value = try UIKitRuntime.call(name, on: object, args, interpreter, at: node) { return value }
        if let text = object as? AttributedStringObject { return try TextMembers.call(name, on: text, args, at: node) }
        if let paragraph = object as? ParagraphStyleObject, let copy = TextMembers.copy(name, of: paragraph) { return copy }
        if let formatter = object as? NumberFormatterObject, let value = NumberFormatting.call(name, on: formatter, args) { return value }
        if let answer = try interpreter.refusedCall(name, of: interpreter.runtimeClass(of: object), args, at: node) { return answer }
        if object is InertObject || object is ViewControllerObject { return .void }
        // `ns.rang(of:)` on a bridged string: the SDK's nearest member, as the compiler suggests it.
        throw MemberHints.noMember(name, of: object, apiType: object.typeName, at: node)
    }
}

/// Things snippets touch that do not affect layout (`view`, `navigationItem`): reads and
/// writes are accepted and ignored so real view-controller files run.
class InertObject: RuntimeObject {}

/// `node.style`: writes go to the owner's style.
final class StyleProxy: RuntimeObject {
    let node: NodeObject?
    let spec: SpecObject?

    init(node: NodeObject? = nil, spec: SpecObject? = nil) {
        self.node = node
        self.spec = spec
        super.init(typeName: "ASLayoutElementStyle")
    }

    var style: LayoutStyle {
        get { node?.style ?? spec?.style ?? LayoutStyle() }
        set {
            node?.style = newValue
            spec?.style = newValue
        }
    }
}
