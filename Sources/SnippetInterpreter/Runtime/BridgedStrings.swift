import Foundation
import SwiftSyntax

/// A String bridged to Foundation's `NSString` (`text as NSString`), whose ranges are counted in
/// UTF-16 code units and returned as `NSRange`, where String's count Characters.
final class NSStringObject: RuntimeObject {
    let text: String

    init(_ text: String) {
        self.text = text
        super.init(typeName: "NSString")
    }
}

/// NSString's members a snippet may use, and the ranges that convert between the two counts.
enum BridgedStrings {
    /// `NSNotFound`: the location `range(of:)` answers when the text is not found.
    static let notFound = Int.max

    /// `text as NSString` bridges; `ns as String` bridges back.
    static func cast(_ value: Value, to type: String) -> Value? {
        switch (value, type) {
        case (.string(let text), "NSString"): .object(NSStringObject(text))
        case (.object(let bridged as NSStringObject), "String"): .string(bridged.text)
        default: nil
        }
    }

    static func get(_ name: String, of object: RuntimeObject) -> Value? {
        guard let bridged = object as? NSStringObject else { return nil }
        switch name {
        case "length": return .int(bridged.text.utf16.count)
        default: return nil
        }
    }

    static func call(_ name: String, on object: RuntimeObject, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard let bridged = object as? NSStringObject else { return nil }
        let units = Array(bridged.text.utf16)
        switch name {
        case "range":
            let searched = Array(try Convert.string(args.first?.value ?? .string(""), at: node).utf16)
            guard let start = firstOccurrence(of: searched, in: units) else { return .native(.textRange(location: notFound, length: 0)) }
            return .native(.textRange(location: start, length: searched.count))
        case "substring":
            let range = try checked(args.first?.value, count: units.count, name: "substring(with:)", at: node)
            return .string(String(decoding: units[range], as: UTF16.self))
        case "replacingCharacters":
            let range = try checked(args.first?.value, count: units.count, name: "replacingCharacters(in:with:)", at: node)
            let replacement = try Convert.string(args.first { $0.label == "with" }?.value ?? .string(""), at: node)
            return .string(String(decoding: units[..<range.lowerBound], as: UTF16.self) + replacement + String(decoding: units[range.upperBound...], as: UTF16.self))
        default: return nil
        }
    }

    /// `NSRange(range, in: text)`: a range of Characters (a String.Index is the number of
    /// Characters before it) counted again in UTF-16 code units.
    static func utf16Range(_ range: Value, in text: String, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        guard let characters = try StringIndices.positions(range, count: text.count) else {
            throw InterpreterError("cannot convert value of type '\(range.typeName)' to expected argument type 'Range<String.Index>'", at: node)
        }
        let start = text.index(text.startIndex, offsetBy: characters.lowerBound)
        let end = text.index(text.startIndex, offsetBy: characters.upperBound)
        let location = text.utf16.distance(from: text.utf16.startIndex, to: start)
        return .native(.textRange(location: location, length: text.utf16.distance(from: start, to: end)))
    }

    /// `String.range(of:)`: the Characters of the first occurrence, as a range of String.Index
    /// (kept as the Character offsets it covers); nil when it is not there, or when it is empty.
    static func characterRange(of searched: String, in text: String) -> Value {
        guard !searched.isEmpty, let found = text.range(of: searched) else { return .none }
        let start = text.distance(from: text.startIndex, to: found.lowerBound)
        let end = text.distance(from: text.startIndex, to: found.upperBound)
        return .array((start..<end).map(Value.int))
    }

    private static func firstOccurrence(of searched: [UInt16], in units: [UInt16]) -> Int? {
        guard !searched.isEmpty, searched.count <= units.count else { return nil }
        return (0...(units.count - searched.count)).first { units[$0..<($0 + searched.count)].elementsEqual(searched) }
    }

    /// An NSRange inside the string; outside it Foundation raises, which stops the app.
    private static func checked(_ value: Value?, count: Int, name: String, at node: some SyntaxProtocol) throws(InterpreterError) -> Range<Int> {
        guard case .native(.textRange(let location, let length))? = value else {
            throw InterpreterError("expected an NSRange argument to '\(name)'", at: node)
        }
        guard location >= 0, length >= 0, location <= count, length <= count - location else {
            throw InterpreterError("'\(name)': range {\(location), \(length)} is out of bounds for a string of length \(count), which stops the app (an NSRangeException)", at: node)
        }
        return location..<(location + length)
    }
}
