import LayoutEngine
import SwiftSyntax

typealias SyntaxStatement = CodeBlockItemSyntax

/// A value while a snippet runs. Classes (nodes, specs, instances of declared classes) are
/// references, as in Swift; everything else is a value.
indirect enum Value {
    case void
    case none
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case dictionary([String: Value])
    case object(RuntimeObject)
    case enumCase(type: String, name: String, payload: [Value])
    case function(Callable)
    case type(String)
    /// Plain data of the runtime surface: sizes, insets, colours, fonts, attributed strings.
    case native(NativeValue)

    var typeName: String {
        switch self {
        case .void: "Void"
        case .none: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "CGFloat"
        case .string: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .object(let object): object.typeName
        case .enumCase(let type, _, _): type
        case .function: "closure"
        case .type(let name): "\(name).Type"
        case .native(let native): native.typeName
        }
    }

    var number: Double? {
        switch self {
        case .int(let v): Double(v)
        case .double(let v): v
        default: nil
        }
    }
}

/// The non-class values of the UIKit and Texture surface a snippet can build.
enum NativeValue {
    case size(Size)
    case point(Point)
    case rect(Rect)
    case insets(EdgeInsets)
    case color(RGBAColor)
    /// `UIColor.cgColor`: the same colour as Core Graphics' type, which layers take and views do not.
    case cgColor(RGBAColor)
    case font(size: Double, weight: String)
    case fontDescriptor(size: Double, weight: String)
    case attributedString(AttributedText)
    case dimension(Dimension)
    /// `ASLayoutSize`: a width and a height dimension, as `style.preferredLayoutSize` takes them.
    case layoutSize(width: Dimension, height: Dimension)
    case image(name: String)
    case url(String)
    /// `Locale(identifier: "de_DE")`: what formatters format for.
    case locale(identifier: String)
    case sizeRange(SizeRange)
    /// `NSRange` in UTF-16 units, as Foundation counts.
    case textRange(location: Int, length: Int)
    /// Something accepted and ignored because it does not change layout (a selector, a shadow path).
    case inert(String)

    var typeName: String {
        switch self {
        case .size: "CGSize"
        case .point: "CGPoint"
        case .rect: "CGRect"
        case .insets: "UIEdgeInsets"
        case .color: "UIColor"
        case .cgColor: "CGColor"
        case .font: "UIFont"
        case .fontDescriptor: "UIFontDescriptor"
        case .attributedString: "NSAttributedString"
        case .dimension: "ASDimension"
        case .image: "UIImage"
        case .url: "URL"
        case .locale: "Locale"
        case .sizeRange: "ASSizeRange"
        case .textRange: "NSRange"
        case .layoutSize: "ASLayoutSize"
        case .inert(let name): name
        }
    }
}

/// Something that can be called: a closure from the snippet, a declared function or method, or
/// a built-in.
final class Callable {
    enum Body {
        /// `selfObject` / `selfValue`: what `self` was where the closure was written (a class instance, or
        /// the value whose method or extension member contains it).
        case closure(parameters: [String], body: [SyntaxStatement], captured: Scope, selfObject: RuntimeObject?,
                     selfValue: Value?)
        case builtin((_ arguments: [Argument]) throws(InterpreterError) -> Value)
    }

    let name: String
    let body: Body

    init(name: String, body: Body) {
        self.name = name
        self.body = body
    }
}

/// A call argument: its label (nil when unlabelled) and value.
struct Argument {
    var label: String?
    var value: Value
    /// A closure written after the call's parentheses without a label (`.init { … }`): Swift gives
    /// it to a parameter by position, whatever the parameter's label.
    var isUnlabeledTrailingClosure = false
    /// `&width`: where the function's final value of its `inout` parameter is written back.
    var inoutTarget: InoutTarget?
}

/// The place an `inout` argument names (`&metrics.width`), with the caller's context to assign it in.
struct InoutTarget {
    let place: ExprSyntax
    let context: Interpreter.Context
}
