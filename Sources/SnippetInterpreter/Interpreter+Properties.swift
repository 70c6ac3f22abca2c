import Diagnostics
import LayoutEngine
import SwiftSyntax

/// Setting a property: stored fields with their observers, computed setters, then the runtime's.
extension Interpreter {
    func setMember(_ name: String, of object: RuntimeObject, to value: Value, _ node: some SyntaxProtocol, _ context: Context) throws(InterpreterError) {
        // Most runs observe nothing: no lookup per property set.
        if keyValueObservers.isEmpty { return try setUnobservedMember(name, of: object, to: value, node, context) }
        try setObservedMember(name, of: object, to: value, node, context) { () throws(InterpreterError) in
            try setUnobservedMember(name, of: object, to: value, node, context)
        }
    }

    private func setUnobservedMember(_ name: String, of object: RuntimeObject, to value: Value, _ node: some SyntaxProtocol, _ context: Context) throws(InterpreterError) {
        // A `lazy var` set before it is read never runs its initializer.
        if object.lazyInitializers.removeValue(forKey: name) != nil { object.fields[name] = Value.none }
        if object.fields[name] != nil || TextureRuntime.isUserField(name, of: object) {
            let oldValue = object.fields[name] ?? .none
            Self.release(oldValue, replacedBy: value)
            let property = ObservedProperty(object: ObjectIdentifier(object), name: name)
            guard let (observers, owner) = observers(of: name, in: object), !observing.contains(property),
                  !Self.isInOwnInitializer(node, of: owner) else {
                object.fields[name] = value
                return
            }
            // Swift runs willSet, stores, then didSet; setting the property inside its own observer stores only.
            observing.insert(property)
            defer { observing.remove(property) }
            try runObserver("willSet", observers, object, binding: ("newValue", value))
            object.fields[name] = value
            try runObserver("didSet", observers, object, binding: ("oldValue", oldValue))
            return
        }
        if try setComputed(name, of: object, to: value, node) { return }
        if let page = object as? PlaygroundPageObject, name == "liveView" { return try page.show(value, self, at: node) }
        if let collection = object as? NodeObject, name == "layoutInspector" { return try CodeCollectionLayout.setInspector(value, of: collection, self, at: node) }
        try TextureAssertions.check(TextureAssertions.failure(setting: name, of: object, to: value), debugBuild: isDebugBuild, at: node)
        do {
            try TextureRuntime.set(name, of: object, to: value, at: node)
        } catch {
            throw withMemberHint(error, name, of: object)
        }
        warnIfNotDrawn(name, of: object, at: node)
        if object is ViewObject, let usual = Self.marginSettingsKeptAtDefault[name], case .bool(let set) = value, set != usual {
            warn(InterpreterError("'\(name) = \(set)' is laid out as if it were \(usual): Layoutbook uses each view's own layout margins", at: node))
        }
    }

    /// "no member 'egde'" on an instance of a declared class: the nearest of its own members and
    /// those it inherits, as the compiler suggests (the checker leaves declared classes' members to the
    /// run); on a runtime object whose type only the run knows (`layout.sise` of an ASLayout), the API's.
    func withMemberHint(_ error: InterpreterError, _ name: String, of object: RuntimeObject) -> InterpreterError {
        guard error.message.hasSuffix("has no member '\(name)'") else { return error }
        var own = Array(object.fields.keys) + Array(object.lazyInitializers.keys)
        for declaration in declarations(of: object) {
            own += Array(declaration.computedProperties.keys) + Array(declaration.methods.keys)
        }
        var hinted = error
        hinted.message += MemberHints.hint(for: name, apiType: runtimeClass(of: object), ownNames: own)
        return hinted
    }

    /// Settings that change a view's margins only where its superview's margins or the unsafe area
    /// reach into it, with their defaults: figures keep each view's own margins, and say so when a
    /// snippet asks otherwise.
    static let marginSettingsKeptAtDefault = ["preservesSuperviewLayoutMargins": false, "insetsLayoutMarginsFromSafeArea": true]

    /// A stored property's observers, and the type that declares them.
    private func observers(of name: String, in object: RuntimeObject) -> (AccessorBlockSyntax, ClassDeclaration)? {
        var declared = object.declaredClass
        while let current = declared {
            if let block = current.observers[name] { return (block, current) }
            declared = current.superclass.flatMap { classes[$0] }
        }
        return nil
    }

    /// Whether `node` is written in an initializer of `owner` itself: Swift runs no observer for a
    /// property its own type's initializer sets (a method the initializer calls does run them).
    private static func isInOwnInitializer(_ node: some SyntaxProtocol, of owner: ClassDeclaration) -> Bool {
        var current = node.parent
        while let next = current {
            if next.is(FunctionDeclSyntax.self) || next.is(ClosureExprSyntax.self) || next.is(AccessorDeclSyntax.self) { return false }
            if next.is(InitializerDeclSyntax.self) {
                return EnclosingTypes.chain(of: next).first?.name == owner.name.split(separator: ".").last.map(String.init)
            }
            current = next.parent
        }
        return false
    }

    /// A computed property the code declares: its `set` runs with `newValue` (or the name it gives);
    /// one with only a getter cannot be assigned, as Swift says. False when no declaration has it.
    private func setComputed(_ name: String, of object: RuntimeObject, to value: Value, _ node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        guard let block = declarations(of: object).lazy.compactMap({ $0.computedProperties[name] }).first else { return false }
        guard case .accessors(let list) = block.accessors, let setter = list.first(where: { $0.accessorSpecifier.text == "set" }), let body = setter.body else {
            throw InterpreterError("cannot assign to property: '\(name)' is a get-only property", at: node)
        }
        try enter(node)
        defer { depth -= 1 }
        let scope = Scope(parent: globals)
        scope.define(setter.parameters?.name.unquotedText ?? "newValue", value, constant: true)
        _ = try execute(body.statements, Context(scope: scope, selfObject: object))
        return true
    }

    private func runObserver(_ kind: String, _ block: AccessorBlockSyntax, _ object: RuntimeObject, binding: (String, Value)) throws(InterpreterError) {
        guard case .accessors(let list) = block.accessors, let accessor = list.first(where: { $0.accessorSpecifier.text == kind }),
              let body = accessor.body else { return }
        let scope = Scope(parent: globals)
        scope.define(accessor.parameters?.name.unquotedText ?? binding.0, binding.1, constant: true)
        _ = try execute(body.statements, Context(scope: scope, selfObject: object))
    }

    /// What diagrams do not draw is said even where the checker could not know the receiver's type
    /// (`childVC.node.transform = …`); the warning is the checker's, so one place says it once.
    private func warnIfNotDrawn(_ name: String, of object: RuntimeObject, at node: some SyntaxProtocol) {
        guard object is NodeObject else { return }
        var typeName: String? = object.typeName
        var seen: Set<String> = []
        while let current = typeName, APITable.standard.type(current) == nil, seen.insert(current).inserted {
            typeName = classes[current]?.superclass.map(StaticTypes.bare)
        }
        guard let apiType = typeName, APITable.standard.property(name, of: apiType)?.marker == .notDrawn else { return }
        warn(InterpreterError("'\(name)' changes what the screen shows, but diagrams do not draw it", at: node))
    }
}
