import Diagnostics
import Foundation
import LayoutEngine
import SwiftSyntax

/// UIKit and Foundation value types: CGSize, UIEdgeInsets, UIColor, NSAttributedString, …
enum Values {
    static func make(_ type: String, _ args: [Argument], _ interpreter: Interpreter, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        var named: [String: Value] = [:]
        for arg in args { named[arg.label ?? "_"] = arg.value }
        func number(_ label: String, _ fallback: Double? = nil) throws(InterpreterError) -> Double {
            guard let value = named[label] else {
                if let fallback { return fallback }
                throw InterpreterError("missing argument for parameter '\(label)' in call to '\(type)'", at: node)
            }
            return try Convert.number(value, label, at: node)
        }
        switch type {
        case "IndexPath":
            // A table's row and a collection's item are the same index, as in UIKit's NSIndexPath.
            return LayoutBuilder.indexPath(Int(try number(named["row"] == nil ? "item" : "row")), section: Int(try number("section")))
        case "CGSize": return .native(.size(Size(width: try number("width", 0), height: try number("height", 0))))
        case "CGPoint": return .native(.point(Point(x: try number("x", 0), y: try number("y", 0))))
        case "CGRect":
            // `CGRect(origin:size:)` as well as `CGRect(x:y:width:height:)`.
            if case .native(.point(let origin))? = named["origin"], case .native(.size(let size))? = named["size"] {
                return .native(.rect(Rect(origin: origin, size: size)))
            }
            return .native(.rect(Rect(x: try number("x", 0), y: try number("y", 0), width: try number("width", 0), height: try number("height", 0))))
        case "UIEdgeInsets":
            return .native(.insets(EdgeInsets(top: try number("top", 0), left: try number("left", 0), bottom: try number("bottom", 0), right: try number("right", 0))))
        case "UIColor":
            // `UIColor()` has no colour of its own (it draws as nothing); code uses it to reach
            // extension methods such as `UIColor().brandBlue()`.
            if named.isEmpty { return .native(.color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))) }
            // `UIColor(cgColor: layer.borderColor!)`: the same colour, as UIKit's type.
            if let color = named["cgColor"] {
                guard case .native(.cgColor(let rgba)) = color else {
                    throw InterpreterError("cannot convert value of type '\(color.typeName)' to expected argument type 'CGColor'", at: node)
                }
                return .native(.color(rgba))
            }
            if named["white"] != nil { let w = try number("white"); return .native(.color(RGBAColor(red: w, green: w, blue: w, alpha: try number("alpha", 1)))) }
            if let name = named["named"] {
                let color = try interpreter.catalogColor(try Convert.string(name, at: node), asked: "UIColor(named:)", missing: "returns nil", at: node)
                return color.map { .native(.color($0)) } ?? .none
            }
            if named["displayP3Red"] != nil {
                return .native(.color(try DisplayP3.color(red: try number("displayP3Red"), green: try number("green"), blue: try number("blue"),
                                                         alpha: try number("alpha", 1), interpreter, at: node)))
            }
            if named["hue"] != nil { return .native(.color(hsb(try number("hue"), try number("saturation"), try number("brightness"), try number("alpha", 1)))) }
            return .native(.color(RGBAColor(red: try number("red"), green: try number("green"), blue: try number("blue"), alpha: try number("alpha", 1))))
        case "UIFont": return try Fonts.make(named, interpreter, at: node)
        case "NSAttributedString", "NSMutableAttributedString":
            let text: AttributedText
            if let other = named["attributedString"] {
                guard let copied = TextMembers.attributedText(other) else {
                    throw InterpreterError("cannot convert value of type '\(other.typeName)' to expected argument type 'NSAttributedString'", at: node)
                }
                text = copied
            } else {
                text = try TextMembers.make(try Convert.string(named["string"] ?? named["_"] ?? .string(""), at: node), named["attributes"], at: node)
            }
            return type == "NSAttributedString" ? .native(.attributedString(text)) : .object(AttributedStringObject(text))
        case "ASSizeRange":
            return .native(.sizeRange(SizeRange(min: try Convert.size(named["min"] ?? .none, at: node), max: try Convert.size(named["max"] ?? .none, at: node))))
        case "NSAttributedString.Key":
            return TextMembers.attributeKey(rawValue: try Convert.string(named["rawValue"] ?? named["_"] ?? .string(""), at: node))
        // A fixed identifier, not a random one: a figure is the same on every build.
        case "UUID": return .native(.inert("UUID"))
        case "NSRange":
            if let range = named["_"], let text = named["in"] { return try BridgedStrings.utf16Range(range, in: try Convert.string(text, at: node), at: node) }
            return .native(.textRange(location: Convert.int(try number("location")), length: Convert.int(try number("length"))))
        case "UIImage":
            // `UIImage()`: an empty image, 0 × 0 points.
            if args.isEmpty { return .native(.image(name: "")) }
            if let image = named["cgImage"] { return image }
            let name = try Convert.string(named["named"] ?? named["systemName"] ?? .string(""), at: node)
            if interpreter.images[name] == nil, named["systemName"] == nil {
                let hint = NearestName.hint(for: name, in: interpreter.images.keys.sorted())
                interpreter.warn(InterpreterError("no image named '\(name)' in Content/Assets/ or the app's asset catalogs (sources:), so UIImage(named:) returns nil\(hint)", at: node))
                return .none
            }
            return .native(.image(name: name))
        case "URL":
            // A file URL is made from its path alone: Foundation's check for a directory would read the disk.
            if let path = named["fileURLWithPath"] {
                return .native(.url(URL(fileURLWithPath: try Convert.string(path, at: node), isDirectory: false).absoluteString))
            }
            let text = try Convert.string(named["string"] ?? .string(""), at: node)
            if case .native(.url(let base))? = named["relativeTo"] {
                return URL(string: text, relativeTo: URL(string: base)).map { .native(.url($0.absoluteString)) } ?? .none
            }
            return .native(.url(text))
        case "ASLayoutSize":
            return .native(.layoutSize(width: try Convert.dimension(named["width"] ?? .none, at: node),
                                       height: try Convert.dimension(named["height"] ?? .none, at: node)))
        case "ASDimension":
            if let unit = named["unit"], let value = named["value"]?.number {
                return .native(.dimension(Convert.dimension(unit: unit, value: value)))
            }
            return .native(.dimension(.points(try number("_", 0))))
        case "Double", "Float":
            // `Double("2.5")`: nil when the text is not a number, as Swift's failable initializer.
            if case .string(let text)? = named["_"] { return Double(text).map(Value.double) ?? .none }
            return .double(try number("_", 0))
        case "CGFloat": return .double(try number("_", 0))
        case "Int":
            // `Int("1AAD19", radix: 16)`: text is parsed as Swift parses it, nil when it is not a number.
            if case .string(let text)? = named["_"] {
                let radix = named["radix"].flatMap { $0.number }.map(Convert.int) ?? 10
                guard (2...36).contains(radix) else { throw InterpreterError("radix must be between 2 and 36", at: node) }
                return Int(text, radix: radix).map(Value.int) ?? .none
            }
            return .int(Convert.int(try number("_", 0)))
        case "UInt32":
            // `UInt32(hex, radix: 16)`, as a colour is parsed; a number out of its range stops the app, as in Swift.
            if case .string(let text)? = named["_"] {
                let radix = named["radix"].flatMap { $0.number }.map(Convert.int) ?? 10
                guard (2...36).contains(radix) else { throw InterpreterError("radix must be between 2 and 36", at: node) }
                return UInt32(text, radix: radix).map { .int(Int($0)) } ?? .none
            }
            let value = Convert.int(try number("_", 0))
            guard (0...Int(UInt32.max)).contains(value) else { throw InterpreterError("\(value) does not fit in a UInt32, which stops the app", at: node) }
            return .int(value)
        // `NSString(string:)` and `NSString(format:…)`: the text, bridged.
        case "NSString":
            if named["format"] != nil, case .string(let text) = try make("String", args, interpreter, at: node) { return .object(NSStringObject(text)) }
            return .object(NSStringObject(try Convert.string(named["string"] ?? .string(""), at: node)))
        case "String":
            if let format = named["format"] {
                // The arguments after the format, in order (`named` keeps only the last unlabelled one).
                let values = args.drop { $0.label != "format" }.dropFirst().map(\.value)
                return .string(try StringFormat.format(try Convert.string(format, at: node), Array(values), at: node))
            }
            if let repeated = named["repeating"], let count = named["count"] {
                let text = try Convert.string(repeated, at: node)
                let times = Convert.int(try Convert.number(count, "count", at: node))
                guard times >= 0 else { throw InterpreterError("String(repeating:count:) was given a negative count (\(times)), which stops the app", at: node) }
                guard text.count * times <= interpreter.budget.stringLength else {
                    throw InterpreterError("String(repeating:count:) would make a string longer than \(interpreter.budget.stringLength) characters", at: node)
                }
                return .string(String(repeating: text, count: times))
            }
            return .string(Describe.value(named["_"] ?? named["describing"] ?? .string("")))
        // A Character is kept as a one-character String.
        case "Character":
            guard case .string(let text)? = named["_"], text.count == 1 else {
                throw InterpreterError("can't form a Character from a String containing more than one extended grapheme cluster", at: node)
            }
            return .string(text)
        case "NSMutableParagraphStyle", "NSParagraphStyle": return .object(ParagraphStyleObject())
        case "NumberFormatter": return .object(NumberFormatterObject())
        case "Locale": return .native(.locale(identifier: try Convert.string(named["identifier"] ?? .none, at: node)))
        case "NSNumber": return try NumberFormatting.makeNumber(args, at: node)
        case "NSDecimalNumber" where args.first?.label == "string": return try NumberFormatting.readDecimalNumber(named["string"] ?? .none, locale: named["locale"] ?? .none, at: node)
        case "NSDecimalNumber": return try NumberFormatting.makeNumber(args, at: node)
        // `Dictionary<Int, UIView>()`, `Array<String>()`: empty collections.
        case "Array", "Set", "Dictionary": return try CollectionInitializers.make(type, args, interpreter, at: node)
        // Values are not wrapped at run time: `Optional(3)` is 3.
        case "Optional": return named["_"] ?? .none
        case "UIBezierPath": return try ImageContexts.path(named, at: node)
        case "Scanner": return try TextScanner.make(named, at: node)
        case "UIGraphicsImageRenderer": return .object(ImageRendererObject(size: try Convert.size(named["size"] ?? .none, at: node)))
        case "NSCoder", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer":
            return .native(.inert(type))
        default:
            // `Notification.Name("saved")`: an initializer declared @inert makes a value that nothing
            // drawn reads.
            if APITable.standard.initializers(of: type).contains(where: { $0.marker == .inert }) { return .native(.inert(type)) }
            // Declared, but with no initializer the runtime makes (`UIFont.Weight(rawValue: 0.3)`).
            if APITable.standard.type(type) != nil { throw InterpreterError("'\(type)' initializers are not supported by Layoutbook", at: node) }
            throw InterpreterError("cannot find '\(type)' in scope\(APIChecker.libraryHint(at: node))", at: node)
        }
    }

    static func hsb(_ h: Double, _ s: Double, _ b: Double, _ a: Double) -> RGBAColor {
        let h = h.isFinite ? h - h.rounded(.down) : 0
        let i = Convert.int((h * 6).rounded(.down)) % 6, f = h * 6 - (h * 6).rounded(.down)
        let p = b * (1 - s), q = b * (1 - f * s), t = b * (1 - (1 - f) * s)
        let (r, g, bl): (Double, Double, Double) = [(b, t, p), (q, b, p), (p, b, t), (p, q, b), (t, p, b), (b, p, q)][max(0, i)]
        return RGBAColor(red: r, green: g, blue: bl, alpha: a)
    }
}

/// Members of value types: `size.width`, `insets.top`, `color.withAlphaComponent(0.5)`.
enum NativeMembers {
    static func get(_ name: String, of value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch (value, name) {
        case (.native(.rect(let r)), "size"): return .native(.size(r.size))
        case (.native(.rect(let r)), "origin"): return .native(.point(r.origin))
        case (.native(.rect(let r)), _) where RectGeometry.propertyNames.contains(name): return RectGeometry.property(name, of: r) ?? .none
        case (.native(.size(let s)), "width"): return .double(s.width)
        case (.native(.size(let s)), "height"): return .double(s.height)
        case (.native(.point(let p)), "x"): return .double(p.x)
        case (.native(.point(let p)), "y"): return .double(p.y)
        case (.native(.insets(let i)), "top"): return .double(i.top)
        case (.native(.insets(let i)), "left"): return .double(i.left)
        case (.native(.insets(let i)), "bottom"): return .double(i.bottom)
        case (.native(.insets(let i)), "right"): return .double(i.right)
        // NSDirectionalEdgeInsets is kept as UIEdgeInsets; figures are left to right.
        // A URL's path, read as Foundation reads it (no file is touched).
        case (.native(.url(let text)), "lastPathComponent"): return .string(URLPaths.url(text)?.lastPathComponent ?? "")
        case (.native(.url(let text)), "pathExtension"): return .string(URLPaths.url(text)?.pathExtension ?? "")
        case (.native(.url(let text)), "absoluteString"): return .string(text)
        case (.native(.url(let text)), "path"): return .string(URLPaths.url(text)?.path ?? "")
        case (.native(.url(let text)), "scheme"): return URLPaths.url(text)?.scheme.map(Value.string) ?? .none
        case (.native(.url(let text)), "host"): return URLPaths.url(text)?.host.map(Value.string) ?? .none
        case (.native(.url(let text)), "query"): return URLPaths.url(text)?.query.map(Value.string) ?? .none
        case (.native(.inert("UUID")), "uuidString"): return .string("00000000-0000-0000-0000-000000000000")
        case (.native(.textRange(let location, _)), "location"): return .int(location)
        case (.native(.textRange(_, let length)), "length"): return .int(length)
        case (.native(.insets(let i)), "leading"): return .double(i.left)
        case (.native(.insets(let i)), "trailing"): return .double(i.right)
        // UILayoutPriority is kept as its number.
        case (.int, "rawValue"), (.double, "rawValue"): return value
        case (.int(let number), "magnitude"): return .int(number.magnitude > UInt(Int.max) ? Int.max : Int(number.magnitude))
        case (.double(let number), "magnitude"): return .double(number.magnitude)
        // An Int that reaches these stands for a CGFloat the compiler typed so (`let w: CGFloat = 0`).
        case (.double(let number), "isNaN"): return .bool(number.isNaN)
        case (.double(let number), "isFinite"): return .bool(number.isFinite)
        case (.double(let number), "isInfinite"): return .bool(number.isInfinite)
        case (.double(let number), "isZero"): return .bool(number.isZero)
        case (.int, "isNaN"), (.int, "isInfinite"): return .bool(false)
        case (.int, "isFinite"): return .bool(true)
        case (.int(let number), "isZero"): return .bool(number == 0)
        // `count.description`: what string interpolation shows.
        case (.int, "description"), (.double, "description"), (.bool, "description"): return .string(Describe.value(value))
        case (.native(.sizeRange(let r)), "max"): return .native(.size(r.max))
        case (.native(.sizeRange(let r)), "min"): return .native(.size(r.min))
        case (.native(.dimension(let d)), "unit"):
            let unit = switch d { case .auto: "auto"; case .points: "points"; case .fraction: "fraction" }
            return .enumCase(type: "ASDimensionUnit", name: unit, payload: [])
        case (.native(.dimension(let d)), "value"):
            // Texture stores a fraction as it was given (0.5 for 50%) and 0 for `.auto`.
            switch d { case .auto: return .double(0); case .points(let v), .fraction(let v): return .double(v) }
        case (.native(.layoutSize(let width, _)), "width"): return .native(.dimension(width))
        case (.native(.layoutSize(_, let height)), "height"): return .native(.dimension(height))
        // CALayer takes CGColor, the same colour as Core Graphics' type.
        case (.native(.color(let color)), "cgColor"): return .native(.cgColor(color))
        case (.native(.image), "cgImage"): return value
        case (.native(.attributedString(let t)), "string"): return .string(t.string)
        case (.native(.attributedString(let t)), "length"): return .int(t.string.utf16.count)
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        // A Character is kept as a one-character String.
        case (.string(let s), _) where s.count == 1 && StringMethods.characterProperties[name] != nil:
            return .bool(s.first.map { StringMethods.characterProperties[name]?($0) ?? false } ?? false)
        case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? .none
        case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? .none
        // A String.Index is the number of characters before it (see StringIndices).
        case (.string, "startIndex"): return .int(0)
        case (.string(let s), "endIndex"): return .int(s.count)
        case (.string(let s), "capitalized"): return .string(StringMethods.capitalized(s))
        case (.string(let s), "removingPercentEncoding"): return s.removingPercentEncoding.map(Value.string) ?? .none
        case (.enumCase("NSUnderlineStyle", let caseName, _), "rawValue"):
            return .int(TextMembers.underlineRawValues.first { $0.value.rawValue == caseName }?.key ?? 0)
        case (.enumCase("NSAttributedString.Key", let caseName, _), "rawValue"): return .string(TextMembers.attributeRawValues[caseName] ?? caseName)
        case (.enumCase(_, let caseName, _), "rawValue"): return .string(caseName)
        case (.native(.font), _), (.native(.fontDescriptor), _):
            if let property = Fonts.property(name, of: value) { return property }
            throw InterpreterError("value of type '\(value.typeName)' has no member '\(name)'", at: node)
        case (.native(.inert), _): return .native(.inert(name))
        case (.array(let items), _): return try Collections.property(name, of: items, at: node)
        case (.dictionary(let entries), _):
            if let value = Collections.dictionaryProperty(name, of: entries) { return value }
            throw InterpreterError("value of type 'Dictionary' has no member '\(name)'", at: node)
        case (.none, _): throw InterpreterError("value of optional type must be unwrapped to refer to member '\(name)'", at: node)
        case (.native(.locale), _):
            if let member = NumberFormatting.localeMember(name, of: value) { return member }
            throw InterpreterError("value of type 'Locale' has no member '\(name)'", at: node)
        // `NSNumber(value: 3).intValue`: a run keeps an NSNumber as its number.
        case (.int, _), (.double, _), (.bool, _):
            if let member = NumberFormatting.numberMember(name, of: value) { return member }
            throw InterpreterError("value of type '\(value.typeName)' has no member '\(name)'", at: node)
        default: throw InterpreterError("value of type '\(value.typeName)' has no member '\(name)'", at: node)
        }
    }

    static func set(_ name: String, of value: Value, to newValue: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        func n() throws(InterpreterError) -> Double { try Convert.number(newValue, name, at: node) }
        func mismatch(_ type: String) -> InterpreterError {
            InterpreterError("cannot assign value of type '\(newValue.typeName)' to type '\(type)'", at: node)
        }
        switch (value, name) {
        case (.native(.size(var s)), "width"): s.width = try n(); return .native(.size(s))
        case (.native(.size(var s)), "height"): s.height = try n(); return .native(.size(s))
        case (.native(.point(var p)), "x"): p.x = try n(); return .native(.point(p))
        case (.native(.point(var p)), "y"): p.y = try n(); return .native(.point(p))
        case (.native(.rect(let r)), "origin"):
            guard case .native(.point(let origin)) = newValue else { throw mismatch("CGPoint") }
            return .native(.rect(Rect(origin: origin, size: r.size)))
        case (.native(.rect(let r)), "size"):
            guard case .native(.size(let size)) = newValue else { throw mismatch("CGSize") }
            return .native(.rect(Rect(origin: r.origin, size: size)))
        case (.native(.insets(var i)), "top"): i.top = try n(); return .native(.insets(i))
        case (.native(.insets(var i)), "left"): i.left = try n(); return .native(.insets(i))
        case (.native(.insets(var i)), "bottom"): i.bottom = try n(); return .native(.insets(i))
        case (.native(.insets(var i)), "right"), (.native(.insets(var i)), "trailing"): i.right = try n(); return .native(.insets(i))
        case (.native(.insets(var i)), "leading"): i.left = try n(); return .native(.insets(i))
        case (.native(.sizeRange(let r)), "min"), (.native(.sizeRange(let r)), "max"):
            guard case .native(.size(let size)) = newValue else { throw mismatch("CGSize") }
            return .native(.sizeRange(name == "min" ? SizeRange(min: size, max: r.max) : SizeRange(min: r.min, max: size)))
        case (.native(.textRange(_, let length)), "location"): return .native(.textRange(location: Convert.int(try n()), length: length))
        case (.native(.textRange(let location, _)), "length"): return .native(.textRange(location: location, length: Convert.int(try n())))
        default:
            // `insets.lfet = 16`: a name the framework's type does not have, as the compiler says it.
            let type = value.typeName
            if APITable.standard.type(type) != nil, APITable.standard.property(name, of: type) == nil {
                let hint = NearestName.hint(for: name, in: APITable.standard.memberNames(of: type, static: false))
                throw InterpreterError("value of type '\(type)' has no member '\(name)'\(hint)", at: node)
            }
            throw InterpreterError("cannot assign to property '\(name)' of '\(type)'", at: node)
        }
    }

    static func call(_ name: String, on value: Value, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch (value, name) {
        case (.native(.color(var c)), "withAlphaComponent"):
            c.alpha = try Convert.number(args.first?.value ?? .int(1), "alpha", at: node)
            return .native(.color(c))
        case (.native(.font), _), (.native(.fontDescriptor), _):
            if let result = try Fonts.call(name, on: value, args, at: node) { return result }
            throw InterpreterError("value of type '\(value.typeName)' has no member '\(name)'", at: node)
        case (.string(let s), _):
            guard let method = StringMethods.table[name] else {
                throw InterpreterError("value of type 'String' has no member '\(name)'\(NearestName.hint(for: name, in: (Array(StringMethods.table.keys) + Array(StringMethods.mutating.keys)).sorted()))", at: node)
            }
            // The table's errors name no place: they are the call's.
            do { return try method(s, args) } catch { throw InterpreterError(error.message, at: node) }
        // Core Graphics' `equalTo(_:)`: `==` by another name.
        case (.native(.size), "equalTo"), (.native(.point), "equalTo"), (.native(.rect), "equalTo"):
            switch (value, args.first?.value) {
            case let (.native(.size(a)), .native(.size(b))?): return .bool(a == b)
            case let (.native(.point(a)), .native(.point(b))?): return .bool(a == b)
            case let (.native(.rect(a)), .native(.rect(b))?): return .bool(a == b)
            default:
                throw InterpreterError("cannot convert value of type '\(args.first?.value.typeName ?? "()")' to expected argument type '\(value.typeName)'", at: node)
            }
        case (.native(.rect(let rect)), _):
            if let result = try RectGeometry.call(name, on: rect, args, at: node) { return result }
            throw InterpreterError("value of type 'CGRect' has no member '\(name)'", at: node)
        // Drawn as it is (the checker warns that the tint is not drawn).
        case (.native(.image), "withRenderingMode"), (.native(.image), "withTintColor"): return value
        case (.native(.url(let text)), "deletingPathExtension"):
            return .native(.url(URLPaths.url(text)?.deletingPathExtension().absoluteString ?? text))
        case (.native(.url(let text)), "appendingPathComponent"):
            let component = try Convert.string(args.first?.value ?? .string(""), at: node)
            return .native(.url(URLPaths.url(text)?.appendingPathComponent(component).absoluteString ?? text))
        case (.native(.inert), _): return .native(.inert(name))
        case (.none, _): throw InterpreterError("value of optional type must be unwrapped to refer to member '\(name)'", at: node)
        default:
            // A method the SDK has and the API refuses (`image.draw(in:)`), reached where the checker
            // could not tell the value's type: its refusal, not "no member".
            if let (_, refusal) = Interpreter.refusal(ofCall: name, on: value.typeName, args) { throw InterpreterError(refusal, at: node) }
            throw InterpreterError("value of type '\(value.typeName)' has no member '\(name)'", at: node)
        }
    }
}

/// URLs are kept as their text; their path parts are Foundation's.
enum URLPaths {
    static func url(_ text: String) -> URL? { URL(string: text) }
}
