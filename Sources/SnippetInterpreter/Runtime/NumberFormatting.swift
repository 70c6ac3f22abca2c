import Diagnostics
import Foundation
import SwiftSyntax

/// `NumberFormatter`: Foundation's own formatter, which formats as iOS does (both are ICU), for the
/// figure's locale (en_US) unless the code sets another. A count or a price in a label then has
/// the width it has on a device.
final class NumberFormatterObject: RuntimeObject {
    let formatter: NumberFormatter

    init() {
        formatter = NumberFormatter()
        formatter.locale = Locale(identifier: NumberFormatting.figureLocale)
        super.init(typeName: "NumberFormatter")
    }
}

/// The formatter's settings and methods, by name, and `NSNumber`, which a run keeps as the number it holds.
enum NumberFormatting {
    static let figureLocale = "en_US"

    static let styles: [String: NumberFormatter.Style] = [
        "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific,
        "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode, "currencyPlural": .currencyPlural,
        "currencyAccounting": .currencyAccounting,
    ]
    nonisolated(unsafe) static let textSettings: [String: ReferenceWritableKeyPath<NumberFormatter, String?>] = [
        "groupingSeparator": \.groupingSeparator, "decimalSeparator": \.decimalSeparator, "currencySymbol": \.currencySymbol,
        "currencyCode": \.currencyCode, "positivePrefix": \.positivePrefix, "positiveSuffix": \.positiveSuffix,
        "negativePrefix": \.negativePrefix, "negativeSuffix": \.negativeSuffix, "zeroSymbol": \.zeroSymbol,
        "percentSymbol": \.percentSymbol,
    ]
    nonisolated(unsafe) static let countSettings: [String: ReferenceWritableKeyPath<NumberFormatter, Int>] = [
        "minimumFractionDigits": \.minimumFractionDigits, "maximumFractionDigits": \.maximumFractionDigits,
        "minimumIntegerDigits": \.minimumIntegerDigits, "maximumIntegerDigits": \.maximumIntegerDigits,
        "groupingSize": \.groupingSize,
    ]
    nonisolated(unsafe) static let flagSettings: [String: ReferenceWritableKeyPath<NumberFormatter, Bool>] = [
        "usesGroupingSeparator": \.usesGroupingSeparator, "alwaysShowsDecimalSeparator": \.alwaysShowsDecimalSeparator,
    ]

    static func get(_ name: String, of object: NumberFormatterObject) -> Value? {
        let formatter = object.formatter
        if let path = textSettings[name] { return formatter[keyPath: path].map(Value.string) ?? Value.none }
        if let path = countSettings[name] { return .int(formatter[keyPath: path]) }
        if let path = flagSettings[name] { return .bool(formatter[keyPath: path]) }
        switch name {
        case "numberStyle":
            let style = styles.first { $0.value == formatter.numberStyle }?.key ?? "none"
            return .enumCase(type: "NumberFormatter.Style", name: style, payload: [])
        case "locale": return .native(.locale(identifier: formatter.locale.identifier))
        default: return nil
        }
    }

    static func set(_ name: String, of object: NumberFormatterObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        let formatter = object.formatter
        if let path = textSettings[name] {
            if case .none = value { formatter[keyPath: path] = nil } else { formatter[keyPath: path] = try Convert.string(value, at: node) }
        } else if let path = countSettings[name] {
            let count = Convert.int(try Convert.number(value, name, at: node))
            // ICU keeps the minimum at or below the maximum: lowering one lowers the other.
            if name == "maximumFractionDigits" { formatter.minimumFractionDigits = min(formatter.minimumFractionDigits, count) }
            if name == "minimumFractionDigits" { formatter.maximumFractionDigits = max(formatter.maximumFractionDigits, count) }
            formatter[keyPath: path] = count
        } else if let path = flagSettings[name] {
            formatter[keyPath: path] = try Convert.bool(value, name, at: node)
        } else if name == "numberStyle" {
            guard let caseName = Convert.caseName(value), let style = styles[caseName] else {
                throw InterpreterError("type 'NumberFormatter.Style' has no member '\(Convert.caseName(value) ?? value.typeName)'\(NearestName.hint(for: Convert.caseName(value) ?? "", in: styles.keys.sorted()))", at: node)
            }
            formatter.numberStyle = style
        } else if name == "locale" {
            formatter.locale = Locale(identifier: try locale(value, at: node))
        } else {
            return false
        }
        return true
    }

    /// `string(from:)`, `string(for:)` and `number(from:)`.
    static func call(_ name: String, on object: NumberFormatterObject, _ args: [Argument]) -> Value? {
        let formatter = object.formatter
        switch (name, args.first?.label) {
        case ("string", "from"?), ("string", "for"?):
            guard let number = args.first.flatMap({ nsNumber($0.value) }) else { return Value.none }
            return format(number, with: formatter).map(Value.string) ?? Value.none
        case ("number", "from"?):
            guard case .string(let text)? = args.first?.value, let number = formatter.number(from: text) else { return Value.none }
            return value(of: number)
        default: return nil
        }
    }

    /// The styles whose text ends in the number's fraction digits, before any symbol.
    private static let positionalStyles: Set<NumberFormatter.Style> = [.none, .decimal, .currency, .percent, .currencyISOCode, .currencyAccounting]

    /// What ICU formats: at least the minimum and at most the maximum of fraction digits. Linux's
    /// Foundation applies the maximum only when the minimum is 0 (swift-corelibs-foundation
    /// #4221), so a minimum above 0 with a larger maximum is formatted without the minimum and
    /// padded with zeros up to it, as ICU pads.
    private static func format(_ number: NSNumber, with formatter: NumberFormatter) -> String? {
        let least = formatter.minimumFractionDigits, most = formatter.maximumFractionDigits
        guard least > 0, most > least, positionalStyles.contains(formatter.numberStyle) else { return formatter.string(from: number) }
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = most
        defer { formatter.minimumFractionDigits = least; formatter.maximumFractionDigits = most }
        guard let text = formatter.string(from: number) else { return nil }
        let isCurrency = formatter.numberStyle != .none && formatter.numberStyle != .decimal && formatter.numberStyle != .percent
        let separator = (isCurrency ? formatter.currencyDecimalSeparator : formatter.decimalSeparator) ?? "."
        return padded(text, toFractionDigits: least, separator: separator)
    }

    /// `text` with zeros after its last digit until it has `count` digits after `separator`.
    static func padded(_ text: String, toFractionDigits count: Int, separator: String) -> String {
        let characters = Array(text)
        let isDigit = { (character: Character) in character.isASCII && character.isWholeNumber }
        guard let last = characters.lastIndex(where: isDigit) else { return text }
        var first = last
        while first > 0, isDigit(characters[first - 1]) { first -= 1 }
        let hasFraction = String(characters[..<first]).hasSuffix(separator)
        let digits = hasFraction ? last - first + 1 : 0
        guard digits < count else { return text }
        let zeros = (hasFraction ? "" : separator) + String(repeating: "0", count: count - digits)
        return String(characters[...last]) + zeros + String(characters[(last + 1)...])
    }

    /// `NumberFormatter.localizedString(from:number:)`: the style in the figure's locale.
    static func localizedString(_ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let formatter = NumberFormatterObject()
        if let style = args.first(where: { $0.label == "number" }) { _ = try set("numberStyle", of: formatter, to: style.value, at: node) }
        return call("string", on: formatter, [Argument(label: "from", value: args.first?.value ?? .none)]) ?? .string("")
    }

    /// A locale's identifier: `Locale(identifier:)`'s, or the figure's for `.current` and `.autoupdatingCurrent`.
    static func locale(_ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> String {
        switch value {
        case .native(.locale(let identifier)): return identifier
        case .enumCase(_, "current", _), .enumCase(_, "autoupdatingCurrent", _), .none: return figureLocale
        default: throw InterpreterError("cannot assign value of type '\(value.typeName)' to type 'Locale'", at: node)
        }
    }

    /// `Locale`'s members: the figure's device is set to US English.
    static func localeMember(_ name: String, of value: Value) -> Value? {
        switch (value, name) {
        case (.type("Locale"), "current"), (.type("Locale"), "autoupdatingCurrent"): .native(.locale(identifier: figureLocale))
        case (.native(.locale(let identifier)), "identifier"): .string(identifier)
        default: nil
        }
    }

    private static func nsNumber(_ value: Value) -> NSNumber? {
        switch value {
        case .int(let number): NSNumber(value: number)
        case .double(let number): NSNumber(value: number)
        case .bool(let flag): NSNumber(value: flag)
        default: nil
        }
    }

    private static func value(of number: NSNumber) -> Value {
        let double = number.doubleValue
        return double == double.rounded() && abs(double) < 1e15 ? .int(number.intValue) : .double(double)
    }

    /// `NSNumber(value: count)`: the number itself, as a run keeps it.
    static func makeNumber(_ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        guard let value = args.first?.value, nsNumber(value) != nil else {
            throw InterpreterError("cannot convert value of type '\(args.first?.value.typeName ?? "()")' to expected argument type 'Int'", at: node)
        }
        return value
    }

    /// `NSDecimalNumber(string: "123.50")`: Foundation's reading of the text, in the POSIX locale
    /// (a point before the fraction) unless a `Locale` is given; nil or text that starts with no
    /// number is NaN, as on iOS.
    static func readDecimalNumber(_ text: Value, locale: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let reading: Locale?
        switch locale {
        case .none: reading = nil
        case .native(.locale(let identifier)): reading = Locale(identifier: identifier)
        // A dictionary of separators (the old way) is not read the same by Linux's Foundation.
        default: throw InterpreterError("NSDecimalNumber(string:locale:) reads a Locale here; pass Locale(identifier:) rather than a '\(locale.typeName)'", at: node)
        }
        if case .none = text { return .double(.nan) }
        return value(of: NSDecimalNumber(string: try Convert.string(text, at: node), locale: reading))
    }

    /// `NSDecimalNumber.zero` and `.one`.
    static func decimalNumberConstant(_ name: String) -> Value? {
        switch name {
        case "zero": .int(0)
        case "one": .int(1)
        default: nil
        }
    }

    /// NSNumber's readings of the number it holds.
    static func numberMember(_ name: String, of value: Value) -> Value? {
        guard let number = nsNumber(value) else { return nil }
        switch name {
        case "intValue", "integerValue": return .int(number.intValue)
        case "doubleValue", "floatValue": return .double(number.doubleValue)
        case "boolValue": return .bool(number.boolValue)
        case "stringValue": return .string(number.stringValue)
        default: return nil
        }
    }
}
