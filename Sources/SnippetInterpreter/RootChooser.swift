import LayoutEngine
import SwiftSyntax

/// What a snippet lays out (DESIGN §2), first match wins: the `root=` expression; the value of
/// the snippet's last statement when it is an expression; a declared view controller with a
/// no-argument init; a declared node class with a no-argument init; then (as `root=auto` asks
/// directly) the first of them that can be created from values in scope, with a note. A subclass is
/// chosen before the base class it extends.
struct RootChooser {
    let interpreter: Interpreter
    let tree: SourceFileSyntax
    /// The fence gives the range (`range=`), so the figure's size is the author's choice.
    var rangeIsGiven = false

    func subject(root: String?) throws(InterpreterError) -> Value? {
        let context = Interpreter.Context(scope: interpreter.globals)
        if let root, root != "auto" {
            guard let expr = Interpreter.parse(root, operators: interpreter.operators).statements.first?.item.as(ExprSyntax.self) else {
                throw InterpreterError("root=\\\"\(root)\\\" is not an expression")
            }
            return try interpreter.evaluate(expr, context)
        }
        if root == nil {
            // A playground page shows its live view.
            if let live = interpreter.playgroundPage.drawn {
                noteLiveViewFrame(live)
                return live
            }
            if let last = tree.statements.last, case .expr = last.item, let value = interpreter.lastExpressionValue, isLayoutable(value) {
                return value
            }
            if let preview = try interpreter.preview(in: tree) { return preview }
            for declaration in candidates() {
                if let drawn = try fromNib(declaration) { return drawn }
                if let drawn = try fromCoder(declaration) { return drawn }
                if hasNoArgumentInit(declaration.declaration) { return try interpreter.instantiate(declaration.declaration, [], at: declaration.syntax) }
                // A UIView subclass is made as UIKit makes views in code: `init(frame: .zero)`.
                if hasFrameInit(declaration.declaration) {
                    return try interpreter.instantiate(declaration.declaration, [Argument(label: "frame", value: .native(.rect(Rect(x: 0, y: 0, width: 0, height: 0))))], at: declaration.syntax)
                }
            }
        }
        return try automatic(context)
    }

    /// A playground shows a node's view at the frame code gave it; a figure lays a node out in its
    /// range (the device's width, as tall as the layout), and says so.
    private func noteLiveViewFrame(_ live: Value) {
        guard !rangeIsGiven, case .object(let node as NodeObject) = live, case .native(.rect(let frame))? = node.inertValues["frame"],
              frame.size.width > 0 || frame.size.height > 0 else { return }
        let size = "\(NumberText.format(frame.size.width))x\(NumberText.format(frame.size.height))"
        interpreter.notes.append(InterpreterError("the live view's frame (\(size)) is not used: a figure lays a node out in the fence's range; "
            + "add range=\(size)...\(size) to the fence to lay it out as the playground shows it"))
    }

    /// A view class designed in a nib is made as the app makes it, from the nib: made in code, its
    /// outlets would be nil and its figure empty. A note names the call, as `root=auto` does.
    private func fromNib(_ candidate: (declaration: ClassDeclaration, syntax: any DeclGroupSyntax & NamedDeclSyntax)) throws(InterpreterError) -> Value? {
        guard TextureRuntime.baseObject(for: candidate.declaration, in: interpreter.classes) is ViewObject,
              let nib = Nibs.viewNib(for: candidate.declaration.name, interpreter) else { return nil }
        let designed = try Nibs.load(nib, owner: nil, interpreter, at: candidate.syntax.name).first { value in
            if case .object(let view) = value { return view.declaredClass?.name == candidate.declaration.name }
            return false
        }
        interpreter.notes.append(InterpreterError(
            "drew \(candidate.declaration.name) from \(nib).xib; add root='Bundle.main.loadNibNamed(\"\(nib)\", owner: nil)?.first' to the fence to choose what is drawn",
            at: candidate.syntax.name))
        return designed
    }

    /// `root=auto`, and what is drawn when nothing else is: the first class that can be created from
    /// values in scope, with a note naming the call so the author can paste it as `root=`.
    private func automatic(_ context: Interpreter.Context) throws(InterpreterError) -> Value? {
        let finder = RootArguments(interpreter: interpreter)
        var unmet: [String] = []
        for candidate in candidates() {
            switch finder.call(for: candidate.declaration) {
            case .call(let call):
                guard let expr = Interpreter.parse(call, operators: interpreter.operators).statements.first?.item.as(ExprSyntax.self) else { continue }
                let value = try interpreter.evaluate(expr, context)
                let quote = call.contains("\"") ? "'" : "\""
                interpreter.notes.append(InterpreterError(
                    "drew \(call); add root=\(quote)\(call)\(quote) to the fence to choose what is drawn", at: candidate.syntax.name))
                return value
            case .missing(let parameters):
                unmet.append("\(candidate.declaration.name) (\(parameters.joined(separator: ", ")))")
            }
        }
        if let orphan = extendingLeftOut() {
            // Explained further by the evaluator: why the app's class was left out.
            throw InterpreterError("nothing to lay out: '\(orphan.name)' inherits from '\(orphan.ancestor)'", at: orphan.syntax.name)
        }
        guard let first = candidates().first, !unmet.isEmpty else { return nil }
        throw InterpreterError("nothing to lay out: no value in scope for " + unmet.joined(separator: "; ")
            + "; declare one (for example 'static let sample = …' in the type) or add root=\"…\" to the fence", at: first.syntax.name)
    }

    /// Declared view controllers, then node classes, each leaves first.
    private func candidates() -> [(declaration: ClassDeclaration, syntax: any DeclGroupSyntax & NamedDeclSyntax)] {
        var found: [(declaration: ClassDeclaration, syntax: any DeclGroupSyntax & NamedDeclSyntax)] = []
        for wantController in [true, false] {
            for decl in declaredClassesLeavesFirst() {
                guard let declaration = interpreter.classes[decl.name.unquotedText] else { continue }
                let base = TextureRuntime.baseObject(for: declaration, in: interpreter.classes)
                let isController = base is ViewControllerObject
                let isNode = base is NodeObject || base is ViewObject || interpreter.isSwiftUIView(declaration)
                if wantController ? isController : isNode { found.append((declaration, decl)) }
            }
        }
        return found
    }

    /// The first class of the snippet with no candidate to draw because an ancestor of it, declared
    /// in the app's sources, was left out (it did not check): its figure would be missing, not empty.
    private func extendingLeftOut() -> (name: String, ancestor: String, syntax: any DeclGroupSyntax & NamedDeclSyntax)? {
        guard candidates().isEmpty, !interpreter.knownElsewhere.isEmpty else { return nil }
        for decl in declaredClassesLeavesFirst() {
            var ancestor = interpreter.classes[decl.name.unquotedText]?.superclass
            var seen: Set<String> = []
            while let name = ancestor, seen.insert(name).inserted {
                if interpreter.knownElsewhere.contains(name) { return (decl.name.unquotedText, name, decl) }
                ancestor = interpreter.classes[name]?.superclass
            }
        }
        return nil
    }

    /// A view class that declares no initializer but `init?(coder:)` exists only as a nib makes it:
    /// made so, its own code loads what it shows (a rating view's `loadNibNamed(_:owner:)`). A note
    /// says so. Swift would reject `RatingView()` for it.
    private func fromCoder(_ candidate: (declaration: ClassDeclaration, syntax: any DeclGroupSyntax & NamedDeclSyntax)) throws(InterpreterError) -> Value? {
        let initializers = candidate.declaration.initializers
        guard !initializers.isEmpty, initializers.allSatisfy({ $0.signature.parameterClause.parameters.first?.firstName.unquotedText == "coder" }),
              TextureRuntime.baseObject(for: candidate.declaration, in: interpreter.classes) is ViewObject else { return nil }
        interpreter.notes.append(InterpreterError("drew '\(candidate.declaration.name)' as a nib makes it, with its init?(coder:), the only initializer it declares", at: candidate.syntax.name))
        return try interpreter.instantiateFromCoder(candidate.declaration)
    }

    private func hasFrameInit(_ declaration: ClassDeclaration) -> Bool {
        declaration.initializers.contains { $0.signature.parameterClause.parameters.map(\.firstName.unquotedText) == ["frame"] }
    }

    private func hasNoArgumentInit(_ declaration: ClassDeclaration, seen: Set<String> = []) -> Bool {
        if declaration.isStruct, declaration.initializers.isEmpty {
            // A struct's memberwise initialiser needs every property that has no value of its own.
            return declaration.storedProperties.allSatisfy { variable in
                variable.bindings.allSatisfy { $0.initializer != nil || $0.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true }
            }
        }
        if declaration.initializers.contains(where: { $0.signature.parameterClause.parameters.isEmpty }) { return true }
        guard declaration.initializers.isEmpty else { return false }
        // A class that declares no initializer inherits its superclass's: `init()` only if that has one.
        guard let parent = declaration.superclass.flatMap({ interpreter.classes[$0] }), !seen.contains(parent.name) else { return true }
        return hasNoArgumentInit(parent, seen: seen.union([declaration.name]))
    }

    /// The snippet's classes in order, except that a class another of them extends comes after the
    /// others: a snippet with a base controller and a detail controller shows the detail.
    private func declaredClassesLeavesFirst() -> [any DeclGroupSyntax & NamedDeclSyntax] {
        let items = interpreter.build.activeItems(tree.statements)
        // SwiftUI views are structs; their names and members are read the same way.
        let declared: [any DeclGroupSyntax & NamedDeclSyntax] = items.compactMap { item in
            item.item.as(ClassDeclSyntax.self) ?? item.item.as(StructDeclSyntax.self).flatMap { interpreter.isSwiftUIView(interpreter.classes[$0.name.unquotedText]) ? $0 : nil }
        }
        let extended = Set(declared.compactMap { interpreter.classes[$0.name.unquotedText]?.superclass })
        return declared.filter { !extended.contains($0.name.unquotedText) } + declared.filter { extended.contains($0.name.unquotedText) }
    }

    private func isLayoutable(_ value: Value) -> Bool {
        if case .object(let object) = value, object is NodeObject || object is SpecObject || object is ViewControllerObject || object is ViewObject { return true }
        return interpreter.isSwiftUIValue(value)
    }
}
