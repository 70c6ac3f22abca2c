import Diagnostics
import LayoutEngine
import SwiftSyntax

/// `super.x` and `super.f()`: the superclass's code, the app's or the runtime's.
extension Interpreter {
    /// `super.init()`, `super.didLoad()`: the superclass's own code when the app declares it (a base
    /// node's init that sizes it, a base controller's `init()` that makes its node), else the
    /// runtime's. The superclass is the one of the class the call is written in.
    func callSuper(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        guard let object = context.selfObject else { return .void }
        let args = try arguments(call, context)
        let parentName = Self.enclosingClass(of: call).flatMap { classes[$0]?.superclass }.map(StaticTypes.bare)
        let parent = parentName.flatMap { classes[$0] }.flatMap { $0.extendsRuntimeType ? nil : $0 }
        if name == "init" {
            if let parent, let initializer = inheritedInitializer(of: parent, matching: args) {
                try runInitializer(initializer, args, object, at: call)
            } else {
                try TextureRuntime.superInit(object, args, self, at: call)
            }
            return .void
        }
        if let parent, let parentName {
            for current in declarations(from: parent, runtimeType: parentName) where !current.extendsRuntimeType {
                guard let function = current.methods[name] else { continue }
                let chosen = current.overloads[name].flatMap { $0.count > 1 ? overload($0, for: args) : nil } ?? function
                return try self.call(chosen, args, selfObject: object, at: call)
            }
        }
        if name == "calculateSizeThatFits", let node = object as? NodeObject { return try inheritedSizeThatFits(of: node, args, at: call) }
        if CodeCollectionLayout.flowAttributeMethods.contains(name) {
            if object is FlowLayoutObject { throw CodeCollectionLayout.flowAttributesRefusal(name, at: call) }
            return Value.none  // UICollectionViewLayout's own: no attributes.
        }
        return .void
    }

    /// Texture's own `calculateSizeThatFits(_:)` of the node's kind, for `super.calculateSizeThatFits(size)`
    /// in an override and for a call on a node whose class does not override it: a text node's text,
    /// an image node's image, a plain node's filling rule (the size when it is finite, else zero).
    func inheritedSizeThatFits(of node: NodeObject, _ args: [Argument], at syntax: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let maximum = try Convert.size(args.first?.value ?? .none, at: syntax)
        let builder = LayoutBuilder(interpreter: self, range: .unconstrained)
        guard let leaf = try builder.leaf(node, info: ElementInfo(), at: syntax) else {
            throw InterpreterError("calculateSizeThatFits(_:) of a \(node.kind.rawValue) node is not supported: it lays out content of its own", at: syntax)
        }
        return .native(.size(leaf.sizeThatFits(maximum, textMeasurer: textMeasurer)))
    }

    /// `super.layer` in `VABaseGradientNode`: the property as the superclass of the class the code is
    /// written in has it, not the override that reads it (which would read itself for ever).
    func superMember(_ name: String, of object: RuntimeObject, _ access: MemberAccessExprSyntax) throws(InterpreterError) -> Value? {
        guard let writtenIn = Self.enclosingClass(of: access), let parent = classes[writtenIn]?.superclass.map(StaticTypes.bare) else { return nil }
        if let value = object.fields[name] { return value }
        for current in declarations(from: classes[parent], runtimeType: parent) {
            if let accessor = current.computedProperties[name] {
                return try evaluateAccessor(accessor, Context(scope: Scope(parent: globals), selfObject: object))
            }
            if current.methods[name] != nil { return .function(boundMethod(name, object)) }
        }
        return try TextureRuntime.get(name, of: object, at: access)
    }

    /// The class (or the class an extension extends) whose code `node` is.
    static func enclosingClass(of node: some SyntaxProtocol) -> String? {
        EnclosingTypes.chain(of: node).first { !$0.isValueType }?.name
    }
}
