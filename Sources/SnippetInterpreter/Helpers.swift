import LayoutEngine
import SwiftSyntax

/// Nodes are named after the variable or property they are first bound to (Texture's
/// `nameNode`), so figures and messages can say which node.
enum Naming {
    static func name(_ value: Value, _ name: String) {
        guard case .object(let object) = value else { return }
        if let node = object as? NodeObject, node.name == nil { node.name = name }
        if let view = object as? ViewObject, view.name == nil { view.name = name }
        if let controller = object as? ViewControllerObject, controller.name == nil { controller.name = name }
    }

    /// A stored property initialised by a closure (`let avatarNode: ASImageNode = { let node = …;
    /// return node }()`) names its node, not the closure's local variable.
    static func nameProperty(_ value: Value, _ name: String, initializer: ExprSyntax) {
        guard case .object(let object) = value else { return }
        let isClosureCall = initializer.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self) ?? false
        if let node = object as? NodeObject, node.name == nil || isClosureCall { node.name = name }
        if let view = object as? ViewObject, view.name == nil || isClosureCall { view.name = name }
        if let controller = object as? ViewControllerObject, controller.name == nil || isClosureCall { controller.name = name }
    }
}

enum Describe {
    /// How string interpolation shows a value.
    static func value(_ value: Value) -> String {
        switch value {
        case .void: "()"
        case .none: "nil"
        case .bool(let b): String(b)
        case .int(let i): String(i)
        case .double(let d): d == d.rounded() && abs(d) < 1e15 ? String(format2(d)) : String(d)
        case .string(let s): s
        // In a collection, a string shows quoted, as Swift's description of an array shows it.
        case .array(let items): "[" + items.map(Self.element).joined(separator: ", ") + "]"
        // Keys in order (Swift's order varies from run to run); a key is kept as its text, so one
        // that reads as a number or a Bool shows bare, as an Int or Bool key does.
        case .dictionary(let entries): entries.isEmpty ? "[:]" : "[" + entries.sorted { $0.key < $1.key }.map { key, value in
            (Double(key) != nil || key == "true" || key == "false" ? key : element(.string(key))) + ": " + element(value)
        }.joined(separator: ", ") + "]"
        // A struct of the code's shows its stored properties in order, as Swift's default
        // description does (a type nested in it is named without the app's module).
        case .object(let object) where object.isValueInstance && object.declaredClass != nil: structDescription(object)
        case .object(let bridged as NSStringObject): bridged.text
        case .object(let object): object.typeName
        case .enumCase(_, let name, let payload) where payload.isEmpty: name
        case .enumCase(_, let name, let payload): name + "(" + payload.map(element).joined(separator: ", ") + ")"
        case .function: "(Function)"
        case .type(let name): name
        case .native(.attributedString(let text)): text.string
        // As Swift prints them: CGSize and CGPoint as a pair, CGRect as four numbers, NSRange in braces.
        case .native(.size(let s)): "(\(s.width), \(s.height))"
        case .native(.point(let p)): "(\(p.x), \(p.y))"
        case .native(.rect(let r)): "(\(r.minX), \(r.minY), \(r.size.width), \(r.size.height))"
        case .native(.insets(let i)): "UIEdgeInsets(top: \(i.top), left: \(i.left), bottom: \(i.bottom), right: \(i.right))"
        case .native(.textRange(let location, let length)): "{\(location), \(length)}"
        case .native(.url(let url)): url
        case .native(let native): native.typeName
        }
    }

    private static func structDescription(_ object: RuntimeObject) -> String {
        let bindings = object.declaredClass?.storedProperties.flatMap(\.bindings) ?? []
        let fields = bindings.compactMap { binding -> String? in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText else { return nil }
            let value = object.fields[name] ?? .none
            let isOptional = binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false
            let shown = isOptional && !Arithmetic.isNone(value) ? "Optional(\(element(value)))" : element(value)
            return "\(name): \(shown)"
        }
        let typeName = object.typeName.split(separator: ".").last.map(String.init) ?? object.typeName
        return typeName + "(" + fields.joined(separator: ", ") + ")"
    }

    /// A value as it shows inside a collection or an `Optional(…)`: a string quoted.
    static func element(_ value: Value) -> String {
        guard case .string(let text) = value else { return Self.value(value) }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func format2(_ d: Double) -> String {
        String(d)
    }

    /// Dictionary keys: `.font` and `"font"` are the same key; a case with a payload, and an
    /// instance of a struct (a Hashable one, as Swift requires), is keyed by its values too.
    static func key(_ value: Value) -> String {
        switch value {
        case .enumCase(_, let name, let payload) where payload.isEmpty: name
        case .enumCase(_, let name, let payload): name + "(" + payload.map(key).joined(separator: ", ") + ")"
        // `widths.contains(40)` in a `[CGFloat]`: the literal is a CGFloat there, equal to 40.0.
        case .double(let number) where number.rounded() == number && abs(number) < 1e15: String(Int(number))
        case .object(let object) where object.isValueInstance:
            object.typeName + "(" + object.fields.sorted { $0.key < $1.key }.map { "\($0.key): \(key($0.value))" }.joined(separator: ", ") + ")"
        default: self.value(value)
        }
    }
}
