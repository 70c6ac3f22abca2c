import Diagnostics
import SwiftSyntax
import SwiftUILayout

/// SwiftUI in the language core: view structs and their `body`, view builders, `#Preview`.
extension Interpreter {
    /// Whether a declared type is a SwiftUI view (`struct Card: View`).
    func isSwiftUIView(_ declaration: ClassDeclaration?) -> Bool {
        var current = declaration
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            if type.seesSwiftUI, type.superclass == "View" || type.conformances.contains("View") { return true }
            current = type.superclass.flatMap { classes[$0] }
        }
        return false
    }

    /// A SwiftUI view, a view struct, or several of them: what SwiftUI lays out.
    func isSwiftUIValue(_ value: Value) -> Bool {
        switch value {
        case .object(let object): object is SwiftUIViewObject || isSwiftUIView(object.declaredClass)
        case .array(let items): !items.isEmpty && items.allSatisfy(isSwiftUIValue)
        default: false
        }
    }

    /// What a `#Preview { … }` or a `PreviewProvider`'s `previews` shows, the first found.
    func preview(in tree: SourceFileSyntax) throws(InterpreterError) -> Value? {
        for item in build.activeItems(tree.statements) {
            // At the top level of a file `#Preview { … }` parses as an expression; in a type, a declaration.
            let expression = item.item.as(MacroExpansionExprSyntax.self)
            let declaration = item.item.as(MacroExpansionDeclSyntax.self)
            guard (expression?.macroName ?? declaration?.macroName)?.text == "Preview",
                  let closure = expression?.trailingClosure ?? declaration?.trailingClosure else { continue }
            let context = Context(scope: Scope(parent: globals))
            let elements = try collect(closure.statements, context)
            return elements.count == 1 ? elements[0] : .array(elements)
        }
        for item in build.activeItems(tree.statements) {
            guard let decl = item.item.as(StructDeclSyntax.self), let declared = classes[decl.name.unquotedText],
                  declared.conformances.contains("PreviewProvider"), let previews = declared.staticMembers["previews"],
                  let accessor = previews.bindings.first?.accessorBlock else { continue }
            let elements = try buildAccessor(accessor, Context(scope: Scope(parent: globals)))
            return elements.count == 1 ? elements[0] : .array(elements)
        }
        return nil
    }

    /// A value where a view is expected: a SwiftUI view, a view struct (its `body`), several views.
    func viewDescription(of value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> ViewDescription {
        switch value {
        case .object(let object as SwiftUIViewObject): return object.view
        case .object(let object) where isSwiftUIView(object.declaredClass):
            var view = try body(of: object, at: node)
            let source = object.sourceLines.map { SourceLines(start: $0.startLine, end: $0.endLine) }
            // The struct is a view of its own in the figure, named after its type, around its body.
            view = ViewDescription(.body(view), label: object.typeName, source: source)
            view.typeName = object.typeName
            return view
        case .array(let items):
            return ViewDescription(.group(try items.map { item throws(InterpreterError) in try viewDescription(of: item, at: node) }), label: "Group")
        case .none, .void: return .empty
        default:
            throw InterpreterError("type '\(value.typeName)' cannot conform to 'View'; only views can be laid out here", at: node)
        }
    }

    /// A view struct's `body`, which is a view builder unless it says `return`.
    private func body(of object: RuntimeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> ViewDescription {
        var declared = object.declaredClass
        while let current = declared {
            if let accessor = current.computedProperties["body"] {
                try enter(node)
                defer { depth -= 1 }
                let context = Context(scope: Scope(parent: globals), selfObject: object)
                let elements = try buildAccessor(accessor, context)
                return try viewDescription(of: elements.count == 1 ? elements[0] : .array(elements), at: node)
            }
            declared = current.superclass.flatMap { classes[$0] }
        }
        throw InterpreterError("type '\(object.typeName)' does not conform to protocol 'View': it has no 'body'", at: node)
    }

    /// A getter read as a view builder: its statements' views, or what it returns.
    func buildAccessor(_ accessor: AccessorBlockSyntax, _ context: Context) throws(InterpreterError) -> [Value] {
        flatten(try evaluateAccessor(accessor, context))
    }

    /// `@ViewBuilder` on a property or function, a View's `body`, or a preview's `previews`: Swift
    /// reads their statements as a view builder.
    func isViewBuilder(_ binding: PatternBindingSyntax?, _ context: Context) -> Bool {
        guard let binding, let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        if Self.hasViewBuilderAttribute(variable.attributes) { return true }
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText
        if name == "previews" { return true }
        return name == "body" && (context.selfObject.map { isSwiftUIView($0.declaredClass) } ?? false)
    }

    static func hasViewBuilderAttribute(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSource == "ViewBuilder" }
    }

    /// A builder closure that takes arguments (`GeometryReader { proxy in … }`, `ForEach { item in … }`).
    func buildElements(_ function: Callable, arguments: [Value], at node: some SyntaxProtocol) throws(InterpreterError) -> [Value] {
        guard case let .closure(parameters, body, captured, selfObject, selfValue) = function.body else {
            return flatten(try invoke(function, arguments.map { Argument(label: nil, value: $0) }, at: node))
        }
        try enter(node)
        defer { depth -= 1 }
        let scope = Scope(parent: captured)
        for (name, value) in zip(parameters, arguments) { scope.define(name, value) }
        // `$0` in a closure without named parameters.
        if parameters.isEmpty, let first = arguments.first { scope.define("$0", first) }
        return try collect(body, Context(scope: scope, selfObject: selfObject, selfValue: selfValue))
    }

    /// A modifier called on a view, a view struct, or implicitly on `self` inside one.
    func swiftUIModifier(_ name: String, on object: RuntimeObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        if let kept = try modifyRepresentable(name, on: object, at: node) { return kept }
        guard object is SwiftUIViewObject || isSwiftUIView(object.declaredClass) else { return nil }
        if let extensionMethod = classes["View"]?.methods[name] {
            return try call(extensionMethod, args, selfObject: object, at: node)
        }
        if name == "modifier" { return try applyViewModifier(args.first?.value ?? .none, to: object, at: node) }
        guard SwiftUIModifiers.isModifier(name) else {
            throw InterpreterError("value of type 'some View' has no member '\(name)'\(NearestName.hint(for: name, in: SwiftUIModifiers.names))", at: node)
        }
        let view = try viewDescription(of: .object(object), at: node)
        let type = object is SwiftUIViewObject ? APITable.bareType(object.typeName) : "View"
        let arguments = Self.omittingNilDefaults(args, candidates: APITable.standard.methods(name, of: "View") + APITable.standard.methods(name, of: "Shape"))
        let modified = try SwiftUIModifiers.apply(name, to: view, of: type, arguments, self, at: node)
        return .object(SwiftUIViewObject(modified, typeName: "some View"))
    }

    /// `.modifier(CardStyle())`: the modifier's `body(content:)` with the view as its content.
    private func applyViewModifier(_ value: Value, to object: RuntimeObject, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        guard case .object(let modifier) = value, let body = method("body", of: modifier) else {
            throw InterpreterError("argument type '\(value.typeName)' does not conform to expected type 'ViewModifier'", at: node)
        }
        let content = Argument(label: "content", value: .object(SwiftUIViewObject(try viewDescription(of: .object(object), at: node), typeName: "Content")))
        return try callViewBuilder(body, [content], selfObject: modifier, at: node)
    }

    /// A function that builds views: `@ViewBuilder`, or a `ViewModifier`'s `body(content:)`.
    func callViewBuilder(_ function: FunctionDeclSyntax, _ args: [Argument], selfObject: RuntimeObject?, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        try call(function, args, selfObject: selfObject, isViewBuilder: true, at: node)
    }

    /// Errors from SwiftUI layout's closures (which call back into snippets) keep their type.
    func throwing<T>(_ body: () throws -> T) throws(InterpreterError) -> T {
        do {
            return try body()
        } catch let error as InterpreterError {
            throw error
        } catch {
            throw InterpreterError("\(error)")
        }
    }
}
