import Diagnostics
import LayoutEngine
import SwiftSyntax
import UIKitLayout

/// UIKit snippets: a view controller's view at the device's size, or a view fitted to its width.
extension SnippetEvaluator {
    func layOutUIKit(_ controller: ViewControllerObject, _ request: Request, _ interpreter: Interpreter) throws(InterpreterError) -> Result {
        controller.screenSize = request.device
        if !controller.isViewLoaded { try interpreter.loadView(of: controller) }
        try interpreter.appear(controller)
        // The figure's root is the view; a child controller's is named by how code reaches it.
        if controller.assignedView == nil { controller.rootView.name = "view" }
        let device = UIKitLayout.Device.iPhone(width: request.device.width, height: request.device.height)
        if !device.rootMarginsAreObserved {
            interpreter.layoutNotes.append(InterpreterError("the root view's 20-pt side margins on a \(Int(device.width))-pt-wide screen are not verified"))
        }
        let chrome = NavigationChrome(controller, device: device, opaqueByDefault: opaqueNavigationBars)
        if let chrome { interpreter.layoutNotes += chrome.notes }
        return try layOutUIKit(controller.rootView, as: .viewController(chrome?.device(from: device) ?? device), request, interpreter,
                               chrome: chrome, controller: controller)
    }

    func layOutUIKit(_ root: ViewObject, as kind: LayoutRoot, _ request: Request, _ interpreter: Interpreter,
                     chrome: NavigationChrome? = nil, controller: ViewControllerObject? = nil) throws(InterpreterError) -> Result {
        var builder = UIKitLayoutBuilder(interpreter: interpreter, textMeasurer: textMeasurer)
        var solved = try builder.layout(root: root, as: kind)
        /// A new pass over the hierarchy, with what the last one added or moved.
        func layOutAgain() throws(InterpreterError) {
            builder = UIKitLayoutBuilder(interpreter: interpreter, textMeasurer: textMeasurer)
            solved = try builder.layout(root: root, as: kind)
        }
        // Table and collection views ask their data source for the cells that fit, once their own
        // frame is known; a list inside such a cell (a carousel in a table row) once the next pass
        // has placed it, up to three lists deep.
        var filled: Set<ObjectIdentifier> = []
        for _ in 0..<3 {
            let lists = builder.views.filter { ($0.table?.dataSource != nil || $0.collection?.dataSource != nil) && !filled.contains(ObjectIdentifier($0)) }
            guard !lists.isEmpty else { break }
            for list in lists {
                filled.insert(ObjectIdentifier(list))
                try insertCells(of: list, builder: builder, solved: solved, kind: kind, interpreter)
            }
            try layOutAgain()
        }
        // Frames the app's own layout hooks set, from the frames this pass gave: laid out again.
        var safeArea = UIKitLayout.EdgeInsets.zero
        if case .viewController(let device) = kind { safeArea = device.safeAreaInsets }
        if try interpreter.runLayoutHooks(of: controller, views: builder.views, frames: solved.frames, id: builder.id(of:), rootSafeArea: safeArea) {
            try layOutAgain()
        }
        report(solved, builder, interpreter)
        let rootFrame = solved.frames[ViewID(index: 0)] ?? .zero
        let figure = UIKitFigure(views: builder.views, names: builder.hierarchy.views.map(\.name), frames: solved.frames, textMeasurer: textMeasurer)
        var layout = figure.layoutResult(rootSize: Size(width: rootFrame.width, height: rootFrame.height), chrome: chrome)
        var lines: [Int: Int] = [:]
        for (order, constraint) in interpreter.activeConstraints.list.enumerated() {
            if let syntax = constraint.syntax, let range = interpreter.lines(of: syntax) { lines[order] = range.startLine }
        }
        let offset = chrome?.viewFrame.origin ?? Point(x: 0, y: 0)
        layout.annotations = ConstraintAnnotations(hierarchy: builder.hierarchy, solved: solved, sourceLines: lines).annotations()
            .map { $0.moved(by: offset) }
        layout.ruleCount = ("constraints", builder.hierarchy.constraints.filter(\.origin.isApp).count)
        return Result(layout: layout, diagnostics: [])
    }

    /// A table's rows or a collection's items, asked of its data source with its frame from `solved`.
    /// A list under the unsafe top of a controller's view (the status bar, a translucent navigation
    /// bar) insets its content by the part it covers (U15).
    private func insertCells(of list: ViewObject, builder: UIKitLayoutBuilder, solved: AutoLayoutResult, kind: LayoutRoot,
                             _ interpreter: Interpreter) throws(InterpreterError) {
        guard let id = builder.id(of: list), let frame = solved.frames[id] else { return }
        var unsafeTop = 0.0
        if case .viewController(let device) = kind { unsafeTop = device.safeAreaInsets.top }
        let covered = list.adjustsContentInset ? max(0, min(unsafeTop, frame.y + frame.height) - frame.y) : 0
        // Its frame in its superview while the data source and delegate read it
        // (`collectionView.bounds.width / 3`); the frame code gave it is kept for the next pass.
        let given = list.frame
        let parent = list.superview.flatMap(builder.id(of:)).flatMap { solved.frames[$0] }
        list.frame = Rect(x: frame.x - (parent?.x ?? 0), y: frame.y - (parent?.y ?? 0), width: frame.width, height: frame.height)
        defer { list.frame = given }
        if list.kind == .tableView {
            try TableRows(interpreter: interpreter, textMeasurer: textMeasurer).insertRows(of: list, frame: frame, topInset: covered)
        } else {
            try CollectionCells(interpreter: interpreter, textMeasurer: textMeasurer).insertCells(of: list, frame: frame, topInset: covered)
        }
    }

    /// What UIKit logs at run time, said where the code is: a conflict at the constraint UIKit breaks,
    /// ambiguity at the snippet, and the unverified rules the layout used.
    private func report(_ solved: AutoLayoutResult, _ builder: UIKitLayoutBuilder, _ interpreter: Interpreter) {
        let hierarchy = builder.hierarchy
        let constraints = interpreter.activeConstraints.list
        for conflict in solved.conflicts {
            let listed = conflict.constraints.map { "'\(hierarchy.description(of: $0))'" }.joined(separator: ", ")
            let broken = hierarchy.description(of: conflict.broken)
            var message = "unable to simultaneously satisfy constraints \(listed); UIKit breaks '\(broken)' and lays out without it"
            if !conflict.brokenMatchesObservedPattern { message += " (which constraint UIKit breaks here is not documented; this is Layoutbook's choice)" }
            var syntax: Syntax?
            if case .app(let tag) = conflict.broken.origin, constraints.indices.contains(tag) { syntax = constraints[tag].syntax }
            if syntax == nil {
                syntax = conflict.constraints.lazy.compactMap { member -> Syntax? in
                    if case .app(let tag) = member.origin, constraints.indices.contains(tag) { return constraints[tag].syntax }
                    return nil
                }.first
            }
            interpreter.warnings.append(InterpreterError(message, at: syntax))
        }
        for (view, components) in solved.ambiguities {
            let name = hierarchy[view].name
            let list = components.map(\.rawValue).joined(separator: ", ")
            interpreter.warnings.append(InterpreterError("layout is ambiguous: nothing determines \(name)'s \(list); UIKit picks a value that can change from run to run, and the figure shows one of them"))
        }
        let said = Set(interpreter.layoutNotes.map(\.message))
        interpreter.layoutNotes += Set(builder.notes).subtracting(said).sorted().map { InterpreterError($0) }
    }
}

extension Interpreter {
    /// What UIKit does the first time a controller's `view` is read (by the code, or to lay it out):
    /// the view is made (`loadView()`, else the nib `init(nibName:bundle:)` names, else the nib whose
    /// File's Owner is the class, else a plain view at the screen's size), then `viewDidLoad()` runs.
    /// A child controller's content is drawn because reading its `view` loads it.
    func loadView(of controller: ViewControllerObject) throws(InterpreterError) {
        controller.isViewLoaded = true
        controller.screenSize = screenSize
        if method("loadView", of: controller) == nil, controller.assignedView == nil,
           let nib = controller.nibName ?? Nibs.viewControllerNib(for: controller.typeName, self) {
            _ = try Nibs.load(nib, owner: .object(controller), self, at: Syntax(TokenSyntax.identifier(nib)))
        }
        for name in ["loadView", "viewDidLoad"] {
            if let method = method(name, of: controller) { _ = try call(method, [], selfObject: controller, at: method) }
        }
    }

    /// What UIKit runs as it lays the screen out, once the constraints have placed every view:
    /// the controller's `viewWillLayoutSubviews()`, the root view's `layoutSubviews()`, then
    /// `viewDidLayoutSubviews()`, then each subview's own `layoutSubviews()` from the top down.
    /// Each view's `frame` and `safeAreaInsets` are what the pass gave, so code that places views by
    /// hand (`avatar.frame = …` from `view.bounds`) reads them; the caller lays out again with what
    /// it set. False when the code has no such hook.
    func runLayoutHooks(of controller: ViewControllerObject?, views: [ViewObject], frames: [ViewID: UIKitLayout.Frame],
                        id: (ViewObject) -> ViewID?, rootSafeArea: UIKitLayout.EdgeInsets) throws(InterpreterError) -> Bool {
        let laidOut = views.filter { $0.declaredClass != nil && method("layoutSubviews", of: $0) != nil }
        let hooks = ["viewWillLayoutSubviews", "viewDidLayoutSubviews"].compactMap { name in controller.flatMap { method(name, of: $0) } }
        guard !laidOut.isEmpty || !hooks.isEmpty else { return false }
        let root = views.first.flatMap(id).flatMap { frames[$0] }
        for view in views {
            guard let own = id(view).flatMap({ frames[$0] }) else { continue }
            let parent = view.superview.flatMap(id).flatMap { frames[$0] } ?? UIKitLayout.Frame(x: 0, y: 0, width: 0, height: 0)
            view.frame = Rect(x: own.x - parent.x, y: own.y - parent.y, width: own.width, height: own.height)
            // A subview's safe area is the part of the root's unsafe edges it overlaps.
            if let root {
                view.safeAreaAfterLayout = LayoutEngine.EdgeInsets(top: max(0, rootSafeArea.top - (own.y - root.y)), left: max(0, rootSafeArea.left - (own.x - root.x)),
                                                      bottom: max(0, (own.y + own.height) - (root.y + root.height - rootSafeArea.bottom)),
                                                      right: max(0, (own.x + own.width) - (root.x + root.width - rootSafeArea.right)))
            }
        }
        // The root view lays out between the controller's two hooks; its subviews after them, from the
        // top down, each with the frame its superview's code left it.
        func layOut(_ view: ViewObject) throws(InterpreterError) {
            if let layout = method("layoutSubviews", of: view) { _ = try call(layout, [], selfObject: view, at: layout) }
        }
        if let controller, let will = method("viewWillLayoutSubviews", of: controller) { _ = try call(will, [], selfObject: controller, at: will) }
        if let root = views.first, laidOut.first === root { try layOut(root) }
        if let controller, let did = method("viewDidLayoutSubviews", of: controller) { _ = try call(did, [], selfObject: controller, at: did) }
        for view in laidOut where view !== views.first { try layOut(view) }
        return true
    }

    /// What UIKit does as the drawn controller comes on screen, not animated: `viewWillAppear(_:)`,
    /// then `viewDidAppear(_:)`, its containers' first and last (a tab bar or navigation controller
    /// of the code's own). A figure shows the screen once it is up, so what these set is drawn
    /// (a controller that hides its navigation bar in viewWillAppear has none in its figure).
    func appear(_ controller: ViewControllerObject) throws(InterpreterError) {
        let chain = [controller.enclosingTabBarController, controller.navigationController, controller].compactMap { $0 }
        for name in ["viewWillAppear", "viewDidAppear"] {
            for shown in name == "viewWillAppear" ? chain : chain.reversed() {
                guard let method = method(name, of: shown) else { continue }
                _ = try call(method, [Argument(label: nil, value: .bool(false))], selfObject: shown, at: method)
            }
        }
    }
}
