import Foundation
import SwiftSyntax

/// `String(format:_:)`: printf's conversions as Foundation formats them, `%@` as the value's
/// description, and `%n$` positions. Each conversion is formatted by Foundation with a value of the
/// type it expects, so width, precision and flags behave as on the device; an argument that is
/// missing or of the wrong kind is an error (on a device it prints garbage or crashes).
enum StringFormat {
    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
    private static let integerConversions: Set<Character> = ["d", "i", "u", "x", "X", "o", "c"]
    private static let floatConversions: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]

    static func format(_ format: String, _ arguments: [Value], at node: some SyntaxProtocol) throws(InterpreterError) -> String {
        var output = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                output += "%"
                rest = rest.dropFirst()
                continue
            }
            // %[n$][flags][width][.precision][length]conversion
            var position: Int?
            if let dollar = rest.firstIndex(of: "$"), let index = Int(rest[..<dollar]), rest[..<dollar].allSatisfy(\.isNumber) {
                position = index - 1
                rest = rest[rest.index(after: dollar)...]
            }
            let flagsAndSize = rest.prefix { "-+ #0123456789.".contains($0) }
            rest = rest.dropFirst(flagsAndSize.count)
            rest = rest.drop { lengthModifiers.contains($0) }
            guard let conversion = rest.first else {
                throw InterpreterError("String(format:) ends in an unfinished '%' conversion", at: node)
            }
            rest = rest.dropFirst()
            let index = position ?? next
            next = index + 1
            guard index >= 0, index < arguments.count else {
                throw InterpreterError("String(format:) has more conversions than arguments: '%\(flagsAndSize)\(conversion)' has no value", at: node)
            }
            output += try piece(conversion, flags: String(flagsAndSize), arguments[index], at: node)
        }
        return output + rest
    }

    private static func piece(_ conversion: Character, flags: String, _ value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> String {
        if conversion == "@" || conversion == "s" {
            return String(format: "%\(flags)@", Describe.value(value) as NSString)
        }
        if integerConversions.contains(conversion) {
            guard let number = value.number, number.rounded() == number, abs(number) < 9.2e18 else {
                throw InterpreterError("String(format:) expects an integer for '%\(flags)\(conversion)', found '\(value.typeName)'", at: node)
            }
            return String(format: "%\(flags)l\(conversion)", Int(number))
        }
        if floatConversions.contains(conversion) {
            guard let number = value.number else {
                throw InterpreterError("String(format:) expects a number for '%\(flags)\(conversion)', found '\(value.typeName)'", at: node)
            }
            return String(format: "%\(flags)\(conversion)", number)
        }
        throw InterpreterError("String(format:) does not know the conversion '%\(conversion)'", at: node)
    }
}
