import SwiftSyntax

/// `object.observe(\.dateStyle, options: [.initial, .new]) { object, change in … }`: key-value
/// observing, as Foundation does it. With `.initial` the handler runs at once; each later change of
/// the property in the run calls it again, after the change (and before it too, with `.prior`).
/// A property the app declares is observed only where it is `dynamic`, as Swift's KVO requires; a
/// framework's property is taken as observable. Observing lasts while the returned observation is
/// kept: not at all when the call's result is dropped, until `invalidate()` or until the property
/// that holds it is given another value.
final class KeyValueObservation: RuntimeObject {
    var isValid = true
    init() { super.init(typeName: "NSKeyValueObservation") }
}

/// One handler, waiting for a property of one object.
struct KeyValueObserver {
    let object: RuntimeObject
    /// The one property the key path names; nil for a longer path, whose later changes are not followed.
    let property: String?
    let options: Set<String>
    let handler: Callable
    let observation: KeyValueObservation
}

extension Interpreter {
    /// `observe(_:options:changeHandler:)` on any object, and `invalidate()` of what it returns.
    func keyValueObservingCall(_ name: String, on object: RuntimeObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        if let observation = object as? KeyValueObservation, name == "invalidate" {
            observation.isValid = false
            return .void
        }
        guard name == "observe", let first = args.first, case .function(let path) = first.value,
              case .function(let handler)? = args.last?.value, args.count <= 3 else { return nil }
        let options = args.count == 3 ? Self.observingOptions(args[1].value) : []
        let observer = KeyValueObserver(object: object, property: Self.observedProperty(path.name), options: options,
                                        handler: handler, observation: KeyValueObservation())
        if observer.property == nil {
            warn(InterpreterError("later changes along the key path '\(path.name)' do not call its handler in figures; only a key path of one property is followed", at: node))
        }
        // A dropped observation is released at once, and with it the observing (after `.initial`).
        if Self.isDropped(node) { observer.observation.isValid = false } else { keyValueObservers[ObjectIdentifier(object), default: []].append(observer) }
        if options.contains("initial") {
            let current = try invoke(path, [Argument(label: nil, value: .object(object))], at: node)
            try notify(observer, new: options.contains("new") ? current : nil, old: nil, isPrior: false, at: node)
        }
        return .object(observer.observation)
    }

    /// Sets `name` and calls the handlers observing it, before (`.prior`) and after the change.
    func setObservedMember(_ name: String, of object: RuntimeObject, to value: Value, _ node: some SyntaxProtocol, _ context: Context,
                           set: () throws(InterpreterError) -> Void) throws(InterpreterError) {
        let observers = (keyValueObservers[ObjectIdentifier(object)] ?? []).filter { $0.property == name && $0.observation.isValid }
        guard !observers.isEmpty, isObservable(name, of: object) else { return try set() }
        let old = try member(name, of: object, node, context) ?? .none
        for observer in observers where observer.options.contains("prior") {
            try notify(observer, new: nil, old: observer.options.contains("old") ? old : nil, isPrior: true, at: node)
        }
        try set()
        let new = try member(name, of: object, node, context) ?? .none
        for observer in observers where observer.observation.isValid {
            try notify(observer, new: observer.options.contains("new") ? new : nil, old: observer.options.contains("old") ? old : nil,
                       isPrior: false, at: node)
        }
    }

    private func notify(_ observer: KeyValueObserver, new: Value?, old: Value?, isPrior: Bool, at node: some SyntaxProtocol) throws(InterpreterError) {
        let change = RuntimeObject(typeName: "NSKeyValueObservedChange")
        change.fields = ["newValue": new ?? .none, "oldValue": old ?? .none, "isPrior": .bool(isPrior),
                         "kind": .enumCase(type: "NSKeyValueChange", name: "setting", payload: [])]
        _ = try invoke(observer.handler, [Argument(label: nil, value: .object(observer.object)), Argument(label: nil, value: .object(change))], at: node)
    }

    /// Swift's KVO sees a property the app declares only when it is `dynamic`.
    private func isObservable(_ name: String, of object: RuntimeObject) -> Bool {
        for declaration in declarations(of: object) {
            let variable = declaration.storedProperties.first { $0.bindings.contains { TypeName.of($0.pattern) == name } }
                ?? declaration.computedProperties[name]?.parent?.parent?.parent?.as(VariableDeclSyntax.self)
            if let variable { return variable.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) } }
        }
        return true
    }

    /// `settings.observe(…) { … }` as a statement, or `_ = settings.observe(…)`: nothing keeps what it returns.
    private static func isDropped(_ call: some SyntaxProtocol) -> Bool {
        guard let parent = call.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) { return true }
        guard let list = parent.as(ExprListSyntax.self), list.count == 3, list.first?.is(DiscardAssignmentExprSyntax.self) == true,
              list.last?.id == Syntax(call).id else {
            if let infix = parent.as(InfixOperatorExprSyntax.self), infix.leftOperand.is(DiscardAssignmentExprSyntax.self) { return true }
            return false
        }
        return true
    }

    /// A stored property that held an observation and is given another value releases it.
    static func release(_ old: Value?, replacedBy new: Value) {
        guard case .object(let observation as KeyValueObservation)? = old else { return }
        if case .object(let same) = new, same === observation { return }
        observation.isValid = false
    }

    /// `.new`, `[.initial, .new]`: the options' names.
    private static func observingOptions(_ value: Value) -> Set<String> {
        switch value {
        case .enumCase(_, let name, _): [name]
        case .array(let items): Set(items.flatMap { observingOptions($0) })
        default: []
        }
    }

    /// `dateStyle` for `\.dateStyle` or `\UserDefaults.dateStyle`; nil for a longer path.
    private static func observedProperty(_ path: String) -> String? {
        let components = path.dropFirst().split(separator: ".", omittingEmptySubsequences: false).dropFirst()
        guard components.count == 1, let only = components.first, !only.isEmpty, only.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(only)
    }
}
