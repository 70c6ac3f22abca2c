import Diagnostics
import LayoutEngine
import SwiftSyntax

/// Reading runtime values out of snippet values, with compiler-like messages when the type is wrong.
enum Convert {
    static func number(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws(InterpreterError) -> Double {
        if let n = value.number { return n }
        // Implicit CGFloat members (`UIEdgeInsets(top: .infinity, …)`, `.nan`, `.pi`): CGFloat's own.
        if case .enumCase(let type, let name, let payload) = value, type.isEmpty || type == "CGFloat", payload.isEmpty,
           let member = try? TextureRuntime.staticMember("CGFloat", name, at: node), let number = member.number {
            return number
        }
        throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type 'CGFloat' for '\(what)'", at: node)
    }

    static func rect(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Rect {
        guard case .native(.rect(let rect)) = value else {
            throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type 'CGRect'", at: node)
        }
        return rect
    }

    static func size(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Size {
        if case .native(.size(let size)) = value { return size }
        if case .enumCase(_, "zero", _) = value { return .zero }
        throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'CGSize'", at: node)
    }

    static func insets(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> EdgeInsets {
        if case .native(.insets(let insets)) = value { return insets }
        if case .enumCase(_, "zero", _) = value { return .zero }
        throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'UIEdgeInsets'", at: node)
    }

    static func color(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> RGBAColor? {
        switch value {
        case .native(.color(let color)): return color
        case .none: return nil
        // UIColor has no `none`: in a `UIColor?` place, `.none` is Optional.none.
        case .enumCase("", "none", let payload) where payload.isEmpty: return nil
        case .enumCase(_, let name, _):
            if let color = NamedColors.color(name) { return color }
            throw InterpreterError("type 'UIColor' has no member '\(name)'", at: node)
        default: throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'UIColor'", at: node)
        }
    }

    /// A Core Graphics colour (`UIColor.red.cgColor`), where a layer or a drawing context takes one:
    /// a UIColor there is the compiler's error, with its fix-it.
    static func cgColor(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> RGBAColor? {
        switch value {
        case .native(.cgColor(let color)): return color
        case .none: return nil
        case .enumCase("", "none", let payload) where payload.isEmpty: return nil
        case .native(.color):
            throw InterpreterError("cannot convert value of type 'UIColor' to expected type 'CGColor'; use '.cgColor'", at: node)
        case .enumCase(_, let name, _): throw InterpreterError("type 'CGColor' has no member '\(name)'", at: node)
        default: throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'CGColor'", at: node)
        }
    }

    /// An option written as `.name`: absent, the default; a name the type does not have, an error
    /// (never the default in its place, which would draw something the code did not say).
    static func option<Option: RawRepresentable>(_ value: Value?, _ swiftType: String, default fallback: Option,
                                                 at node: some SyntaxProtocol) throws(InterpreterError) -> Option where Option.RawValue == String {
        guard let value else { return fallback }
        guard let name = caseName(value) else {
            throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected argument type '\(swiftType)'", at: node)
        }
        guard let option = Option(rawValue: name) else {
            let known = APITable.standard.type(swiftType)?.cases.keys.sorted() ?? []
            throw InterpreterError("type '\(swiftType)' has no member '\(name)'\(NearestName.hint(for: name, in: known))", at: node)
        }
        return option
    }

    static func bool(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        if case .bool(let b) = value { return b }
        throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'Bool' for '\(what)'", at: node)
    }

    static func string(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> String {
        if case .string(let s) = value { return s }
        throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'String'", at: node)
    }

    static func caseName(_ value: Value) -> String? {
        if case .enumCase(_, let name, _) = value { return name }
        return nil
    }

    /// An `ASDimensionUnit` and a value; Texture ignores the value of an `.auto` dimension.
    static func dimension(unit: Value, value: Double) -> Dimension {
        switch caseName(unit) {
        case "fraction": .fraction(value)
        case "auto": .auto
        default: .points(value)
        }
    }

    static func dimension(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Dimension {
        switch value {
        case .native(.dimension(let d)): return d
        case .int, .double: return .points(value.number ?? 0)
        case .enumCase(_, "auto", _): return .auto
        default: throw InterpreterError("cannot convert value of type '\(value.typeName)' to expected type 'ASDimension'", at: node)
        }
    }

    /// `children:` of a spec: every element must be a node or spec, and an optional is a type error
    /// the workshops teach, so it is reported as Swift reports it.
    static func children(_ value: Value, label: String = "children", at node: some SyntaxProtocol) throws(InterpreterError) -> [Value] {
        guard case .array(let items) = value else {
            throw InterpreterError("'\(label)' expects [ASLayoutElement], found '\(value.typeName)'", at: node)
        }
        for item in items {
            if case .none = item { throw InterpreterError("'\(label)' expects [ASLayoutElement], found [ASLayoutElement?]", at: node) }
            try element(item, label, at: node)
        }
        return items
    }

    @discardableResult
    static func element(_ value: Value, _ label: String, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch value {
        case .object(let object) where object is NodeObject || object is SpecObject: return value
        case .none: throw InterpreterError("value of optional type 'ASLayoutElement?' must be unwrapped to be used as '\(label)'", at: node)
        default: throw InterpreterError("'\(label)' expects ASLayoutElement, found '\(value.typeName)'", at: node)
        }
    }
}

/// UIKit's named system colours with their light-mode RGB values.
enum NamedColors {
    static func color(_ name: String) -> RGBAColor? {
        let table: [String: (Double, Double, Double, Double)] = [
            "black": (0, 0, 0, 1), "white": (1, 1, 1, 1), "clear": (0, 0, 0, 0), "darkGray": (1 / 3, 1 / 3, 1 / 3, 1),
            "gray": (0.5, 0.5, 0.5, 1), "lightGray": (2 / 3, 2 / 3, 2 / 3, 1), "red": (1, 0, 0, 1), "green": (0, 1, 0, 1),
            "blue": (0, 0, 1, 1), "yellow": (1, 1, 0, 1), "orange": (1, 0.5, 0, 1), "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1),
            "cyan": (0, 1, 1, 1), "magenta": (1, 0, 1, 1),
            "systemRed": (1, 59 / 255, 48 / 255, 1), "systemGreen": (52 / 255, 199 / 255, 89 / 255, 1),
            "systemBlue": (0, 122 / 255, 1, 1), "systemOrange": (1, 149 / 255, 0, 1), "systemYellow": (1, 204 / 255, 0, 1),
            "systemPink": (1, 45 / 255, 85 / 255, 1), "systemPurple": (175 / 255, 82 / 255, 222 / 255, 1),
            "systemTeal": (48 / 255, 176 / 255, 199 / 255, 1), "systemMint": (0, 199 / 255, 190 / 255, 1),
            "systemCyan": (50 / 255, 173 / 255, 230 / 255, 1), "systemBrown": (162 / 255, 132 / 255, 94 / 255, 1), "systemIndigo": (88 / 255, 86 / 255, 214 / 255, 1),
            "systemGray": (142 / 255, 142 / 255, 147 / 255, 1), "systemGray2": (174 / 255, 174 / 255, 178 / 255, 1),
            "systemGray3": (199 / 255, 199 / 255, 204 / 255, 1), "systemGray4": (209 / 255, 209 / 255, 214 / 255, 1),
            "systemGray5": (229 / 255, 229 / 255, 234 / 255, 1), "systemGray6": (242 / 255, 242 / 255, 247 / 255, 1),
            "systemBackground": (1, 1, 1, 1), "secondarySystemBackground": (242 / 255, 242 / 255, 247 / 255, 1),
            "tertiarySystemBackground": (1, 1, 1, 1), "systemGroupedBackground": (242 / 255, 242 / 255, 247 / 255, 1),
            "label": (0, 0, 0, 1), "secondaryLabel": (60 / 255, 60 / 255, 67 / 255, 0.6), "tertiaryLabel": (60 / 255, 60 / 255, 67 / 255, 0.3),
            "quaternaryLabel": (60 / 255, 60 / 255, 67 / 255, 0.18), "placeholderText": (60 / 255, 60 / 255, 67 / 255, 0.3),
            "systemFill": (120 / 255, 120 / 255, 128 / 255, 0.2), "secondarySystemFill": (120 / 255, 120 / 255, 128 / 255, 0.16),
            "tertiarySystemFill": (118 / 255, 118 / 255, 128 / 255, 0.12), "quaternarySystemFill": (116 / 255, 116 / 255, 128 / 255, 0.08),
            "secondarySystemGroupedBackground": (1, 1, 1, 1), "tertiarySystemGroupedBackground": (242 / 255, 242 / 255, 247 / 255, 1),
            "opaqueSeparator": (198 / 255, 198 / 255, 200 / 255, 1), "lightText": (1, 1, 1, 0.6), "darkText": (0, 0, 0, 1),
            "separator": (60 / 255, 60 / 255, 67 / 255, 0.29), "link": (0, 122 / 255, 1, 1), "tintColor": (0, 122 / 255, 1, 1),
        ]
        return table[name].map { RGBAColor(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) }
    }
}

extension Convert {
    /// A whole number from any double, clamped, so NaN or infinity from a snippet never traps.
    static func int(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? Int.max / 2 : 0 }
        return Int(max(-1e15, min(1e15, value)))
    }
}
