import SwiftSyntax

/// Foundation's `Scanner`, as far as hex colour helpers use it: `Scanner(string: "ff8800")
/// .scanHexInt64(&rgb)`. It reads from `scanLocation` (in UTF-16 units, as NSString counts), skips
/// whitespace and newlines first, takes an optional `0x`, and fails without moving when no hex
/// digit follows; a number too large for the result gives the result's largest value, as Foundation does.
final class ScannerObject: RuntimeObject {
    let units: [UInt16]
    var location = 0

    init(string: String) {
        units = Array(string.utf16)
        super.init(typeName: "Scanner")
    }

    /// The scanned number and the location after it; nil when there is no hex digit.
    func scanHex(maximum: UInt64) -> (UInt64, Int)? {
        var index = location
        while index < units.count, Self.isWhitespace(units[index]) { index += 1 }
        if index + 1 < units.count, units[index] == 0x30, units[index + 1] == 0x78 || units[index + 1] == 0x58,
           index + 2 < units.count, Self.hexValue(units[index + 2]) != nil {
            index += 2
        }
        var value: UInt64 = 0
        var digits = 0
        while index < units.count, let digit = Self.hexValue(units[index]) {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 16)
            value = overflow || shifted + digit > maximum ? maximum : shifted + digit
            digits += 1
            index += 1
        }
        return digits == 0 ? nil : (value, index)
    }

    static func isWhitespace(_ unit: UInt16) -> Bool { unit == 0x20 || (0x09...0x0D).contains(unit) }

    private static func hexValue(_ unit: UInt16) -> UInt64? {
        switch unit {
        case 0x30...0x39: UInt64(unit - 0x30)
        case 0x41...0x46: UInt64(unit - 0x41 + 10)
        case 0x61...0x66: UInt64(unit - 0x61 + 10)
        default: nil
        }
    }
}

enum TextScanner {
    static func make(_ named: [String: Value], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        .object(ScannerObject(string: try Convert.string(named["string"] ?? .string(""), at: node)))
    }

    /// `scanHexInt64(&value)` and `scanHexInt32(&value)`: true, and the value written back, when a
    /// number was read.
    static func call(_ name: String, on object: RuntimeObject, _ args: [Argument], _ interpreter: Interpreter,
                     at node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard let scanner = object as? ScannerObject, name == "scanHexInt64" || name == "scanHexInt32" else { return nil }
        guard args.count == 1, let target = args[0].inoutTarget else {
            throw InterpreterError("'\(name)' writes the number it reads into a variable passed with '&'", at: node)
        }
        let maximum: UInt64 = name == "scanHexInt32" ? UInt64(UInt32.max) : UInt64(Int.max)
        guard let (value, end) = scanner.scanHex(maximum: maximum) else { return .bool(false) }
        scanner.location = end
        try interpreter.assign(.int(Int(value)), to: target.place, target.context)
        return .bool(true)
    }

    static func get(_ name: String, of object: RuntimeObject) -> Value? {
        guard let scanner = object as? ScannerObject else { return nil }
        switch name {
        case "scanLocation": return .int(scanner.location)
        case "isAtEnd":
            return .bool(scanner.units[min(scanner.location, scanner.units.count)...].allSatisfy(ScannerObject.isWhitespace))
        case "string": return .string(String(decoding: scanner.units, as: UTF16.self))
        default: return nil
        }
    }

    /// `scanner.scanLocation = 1` (past a `#`); a location past the end stops the app, as NSScanner's range check does.
    static func set(_ name: String, of object: RuntimeObject, to value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        guard let scanner = object as? ScannerObject, name == "scanLocation" else { return false }
        let location = Convert.int(try Convert.number(value, name, at: node))
        guard (0...scanner.units.count).contains(location) else {
            throw InterpreterError("scanLocation \(location) is out of bounds for a string of length \(scanner.units.count), which stops the app", at: node)
        }
        scanner.location = location
        return true
    }
}
