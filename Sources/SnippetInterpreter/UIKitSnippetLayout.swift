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
        return try layOutUIKit(controller.rootView, as: .viewController(chrome?.device(from: device) ?? device), request, interpreter, chrome: chrome)
    }

    func layOutUIKit(_ root: ViewObject, as kind: LayoutRoot, _ request: Request, _ interpreter: Interpreter,
                     chrome: NavigationChrome? = nil) throws(InterpreterError) -> Result {
        var builder = UIKitLayoutBuilder(interpreter: interpreter, textMeasurer: textMeasurer)
        var solved = try builder.layout(root: root, as: kind)
        // Table views ask their data source for the rows that fit, once their own frame is known.
        let tables = builder.views.filter { $0.kind == .tableView && $0.table?.dataSource != nil }
        if !tables.isEmpty {
            let rows = TableRows(interpreter: interpreter, textMeasurer: textMeasurer)
            // A table under the unsafe top of a controller's view (the status bar, a translucent
            // navigation bar) insets its content by the part it covers (U15).
            var unsafeTop = 0.0
            if case .viewController(let device) = kind { unsafeTop = device.safeAreaInsets.top }
            for table in tables {
                guard let id = builder.id(of: table), let frame = solved.frames[id] else { continue }
                let covered = table.adjustsContentInset ? max(0, min(unsafeTop, frame.y + frame.height) - frame.y) : 0
                try rows.insertRows(of: table, frame: frame, topInset: covered)
            }
            builder = UIKitLayoutBuilder(interpreter: interpreter, textMeasurer: textMeasurer)
            solved = try builder.layout(root: root, as: kind)
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
