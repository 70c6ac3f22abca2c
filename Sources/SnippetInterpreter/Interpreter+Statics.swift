import Diagnostics
import LayoutEngine
import SwiftSyntax

/// Static members of the types the code declares: stored once, computed each time, inherited.
extension Interpreter {
    /// A static member of a declared type, or one it inherits: a class's `class var` and static
    /// methods reach its subclasses, as do those of an extension of a runtime class beneath it
    /// (`extension NSObject { class var className: String }`). Inside them `self` is the type the
    /// member was reached through.
    func staticMember(_ name: String, of declared: ClassDeclaration, _ node: some SyntaxProtocol, _ context: Context) throws(InterpreterError) -> Value {
        let owners = declared.isStruct ? [declared] + protocolExtensions(of: [declared]) : declarations(from: declared, runtimeType: declared.name)
        for owner in owners {
            if let value = try ownStaticMember(name, of: owner, reachedThrough: declared.name, node) { return value }
        }
        if declared.extendsRuntimeType { return try TextureRuntime.staticMember(declared.name, name, at: node) }
        let known = owners.flatMap { Array($0.staticMembers.keys) + Array($0.methods.keys) + $0.enumCases }
        throw InterpreterError("type '\(declared.name)' has no member '\(name)'\(NearestName.hint(for: name, in: known.sorted()))", at: node)
    }

    /// Sets a static stored property the type declares or inherits; false when none has that name.
    func setStaticMember(_ name: String, of declared: ClassDeclaration, to value: Value, _ node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        let owners = declared.isStruct ? [declared] : declarations(from: declared, runtimeType: declared.name)
        for owner in owners {
            guard let variable = owner.staticMembers[name] else { continue }
            if variable.bindingSpecifier.tokenKind == .keyword(.let) {
                throw InterpreterError("cannot assign to property: '\(name)' is a 'let' constant", at: node)
            }
            // Its initializer runs first, once, as a first read would run it.
            _ = try ownStaticMember(name, of: owner, reachedThrough: declared.name, node)
            owner.staticValues[name] = value
            return true
        }
        return false
    }

    func ownStaticMember(_ name: String, of declared: ClassDeclaration, reachedThrough type: String,
                         _ node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        if let value = declared.staticValues[name] { return value }
        // A scope of its own: a computed member's locals (`let contentNode = ASDisplayNode()` in
        // `class var contentNode`) are not globals, and a local named like the member is the local.
        let typeSelf = nested(Context(scope: globals, selfValue: .type(type)))
        if let variable = declared.staticMembers[name], let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText == name }) {
            // A computed one runs each time, for the type it is reached through; a stored one once.
            if binding.initializer == nil, let accessor = binding.accessorBlock { return try evaluateAccessor(accessor, typeSelf) }
            let value: Value
            if let initializer = binding.initializer {
                value = try evaluate(initializer.value, typeSelf, expecting: declaredType(of: binding, in: declared))
            } else { value = .none }
            declared.staticValues[name] = value
            return value
        }
        if declared.enumCases.contains(name) { return .enumCase(type: declared.name, name: name, payload: []) }
        // `Density.allCases`: what CaseIterable gives an enum without payloads, in declaration order.
        if name == "allCases", declared.conformances.contains("CaseIterable"), declared.payloadCases.isEmpty {
            return .array(declared.enumCases.map { .enumCase(type: declared.name, name: $0, payload: []) })
        }
        if let first = declared.methods[name] {
            // `attributedString(string:font:)` and `attributedString(string:fontSize:)`: the overload
            // the labels choose, among the static ones, as for an instance's methods.
            let overloads = (declared.overloads[name] ?? []).filter(\.modifiers.declaresTypeMember)
            return .function(Callable(name: name, body: .builtin { [unowned self] arguments throws(InterpreterError) in
                let function = overloads.count > 1 ? self.overload(overloads, for: arguments) ?? first : overloads.first ?? first
                return try self.call(function, arguments, selfObject: nil, selfValue: .type(type), at: function)
            }))
        }
        if let nested = classes["\(declared.name).\(name)"] { return .type(nested.name) }
        // `Card.Row()` where `Card` says `typealias Row = ASTextNode`.
        if case let alias = "\(declared.name).\(name)", case let target = resolvingAlias(alias, at: node), target != alias { return .type(target) }
        return nil
    }
}
