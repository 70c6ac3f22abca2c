import Diagnostics
import Foundation

/// String's methods a snippet may call, one entry each: what `UIKit.swiftinterface` declares on
/// `String` runs here (the checker accepts exactly those, so a declared method must have an entry).
enum StringMethods {
    typealias Method = @Sendable (_ text: String, _ arguments: [Argument]) throws(InterpreterError) -> Value

    static let table: [String: Method] = [
        "uppercased": { text, _ in .string(text.uppercased()) },
        "lowercased": { text, _ in .string(text.lowercased()) },
        "hasPrefix": { text, arguments throws(InterpreterError) in .bool(text.hasPrefix(try string(arguments))) },
        "hasSuffix": { text, arguments throws(InterpreterError) in .bool(text.hasSuffix(try string(arguments))) },
        "contains": { text, arguments throws(InterpreterError) in .bool(text.contains(try string(arguments))) },
        "dropFirst": { text, arguments throws(InterpreterError) in .string(String(text.dropFirst(try count(arguments, default: 1)))) },
        "dropLast": { text, arguments throws(InterpreterError) in .string(String(text.dropLast(try count(arguments, default: 1)))) },
        "prefix": { text, arguments throws(InterpreterError) in .string(String(text.prefix(try count(arguments, default: 0)))) },
        "suffix": { text, arguments throws(InterpreterError) in .string(String(text.suffix(try count(arguments, default: 0)))) },
        "replacingOccurrences": { text, arguments throws(InterpreterError) in
            let target = try string(arguments, label: "of"), replacement = try string(arguments, label: "with")
            // The most the result can grow to, checked before it is built.
            let occurrences = target.isEmpty ? 0 : text.utf8.count / target.utf8.count
            if text.utf8.count + occurrences * replacement.utf8.count > Arithmetic.maximumSize {
                throw InterpreterError("string of more than \(Arithmetic.maximumSize) bytes is too large for a snippet")
            }
            return .string(text.replacingOccurrences(of: target, with: replacement))
        },
        "components": { text, arguments throws(InterpreterError) in
            .array(text.components(separatedBy: try string(arguments, label: "separatedBy")).map(Value.string))
        },
        "split": { text, arguments throws(InterpreterError) in
            let separator = try string(arguments, label: "separator")
            guard separator.count == 1, let character = separator.first else { throw InterpreterError("'split(separator:)' takes one Character") }
            let maxSplits = arguments.first { $0.label == "maxSplits" }.flatMap { if case .int(let n) = $0.value { n } else { nil } } ?? Int.max
            let omitting = arguments.first { $0.label == "omittingEmptySubsequences" }.map { if case .bool(false) = $0.value { false } else { true } } ?? true
            guard maxSplits >= 0 else { throw InterpreterError("Must take zero or more splits") }
            return .array(text.split(separator: character, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map { .string(String($0)) })
        },
        "trimmingCharacters": { text, arguments throws(InterpreterError) in
            .string(text.trimmingCharacters(in: try characterSet(arguments.first?.value)))
        },
        "addingPercentEncoding": { text, arguments throws(InterpreterError) in
            text.addingPercentEncoding(withAllowedCharacters: try characterSet(arguments.first?.value)).map(Value.string) ?? .none
        },
        "reversed": { text, _ in .string(String(text.reversed())) },
        "index": { text, arguments throws(InterpreterError) in try StringIndices.index(in: text, arguments) },
        "range": { text, arguments throws(InterpreterError) in BridgedStrings.characterRange(of: try string(arguments, label: "of"), in: text) },
        "firstIndex": { text, arguments throws(InterpreterError) in
            let found = text.firstIndex(of: Character(try string(arguments, label: "of")))
            return found.map { .int(text.distance(from: text.startIndex, to: $0)) } ?? Value.none
        },
    ]

    typealias MutatingMethod = @Sendable (_ text: String, _ arguments: [Argument]) throws(InterpreterError) -> (result: Value, changed: String)

    /// String's `mutating` methods: what each returns and the String it leaves (a Character is a
    /// one-character String, a String.Index the number of characters before it).
    static let mutating: [String: MutatingMethod] = [
        "append": { text, arguments throws(InterpreterError) in
            let added = try string(arguments, label: arguments.first?.label)
            guard text.utf8.count + added.utf8.count <= Arithmetic.maximumSize else {
                throw InterpreterError("string of more than \(Arithmetic.maximumSize) bytes is too large for a snippet")
            }
            return (.void, text + added)
        },
        "insert": { text, arguments throws(InterpreterError) in
            let offset = try index(arguments, label: "at", in: text, allowsEnd: true)
            var changed = text
            changed.insert(contentsOf: try string(arguments), at: changed.index(changed.startIndex, offsetBy: offset))
            return (.void, changed)
        },
        "remove": { text, arguments throws(InterpreterError) in
            var changed = text
            let removed = changed.remove(at: changed.index(changed.startIndex, offsetBy: try index(arguments, label: "at", in: text, allowsEnd: false)))
            return (.string(String(removed)), changed)
        },
        "removeFirst": { text, _ throws(InterpreterError) in
            guard let first = text.first else { throw InterpreterError("'removeFirst()' on an empty string stops the app (a fatal error)") }
            return (.string(String(first)), String(text.dropFirst()))
        },
        "removeLast": { text, _ throws(InterpreterError) in
            guard let last = text.last else { throw InterpreterError("'removeLast()' on an empty string stops the app (a fatal error)") }
            return (.string(String(last)), String(text.dropLast()))
        },
        "removeAll": { _, _ in (.void, "") },
    ]

    /// A String.Index argument, checked as Swift checks it: past the end stops the app.
    private static func index(_ arguments: [Argument], label: String, in text: String, allowsEnd: Bool) throws(InterpreterError) -> Int {
        guard case .int(let offset)? = arguments.first(where: { $0.label == label })?.value else {
            throw InterpreterError("'\(label):' takes a String.Index")
        }
        guard offset >= 0, allowsEnd ? offset <= text.count : offset < text.count else {
            throw InterpreterError("String index is out of bounds, which stops the app (a fatal error)")
        }
        return offset
    }

    /// What an array of the String's Characters would do (`text.filter { $0.isNumber }`).
    static let characterWalks: Set<String> = ["filter", "map", "compactMap", "contains", "allSatisfy", "first", "last", "firstIndex",
                                              "lastIndex", "reduce", "forEach", "sorted", "enumerated", "min", "max", "prefix", "drop"]

    /// A Character's own properties.
    static let characterProperties: [String: @Sendable (Character) -> Bool] = [
        "isLetter": { $0.isLetter }, "isNumber": { $0.isNumber }, "isUppercase": { $0.isUppercase },
        "isLowercase": { $0.isLowercase }, "isWhitespace": { $0.isWhitespace }, "isPunctuation": { $0.isPunctuation },
        "isASCII": { $0.isASCII }, "isNewline": { $0.isNewline }, "isWholeNumber": { $0.isWholeNumber }, "isHexDigit": { $0.isHexDigit },
    ]

    /// Foundation's character sets, by their static member's name.
    private static let characterSets: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "alphanumerics": .alphanumerics, "letters": .letters, "decimalDigits": .decimalDigits,
        "punctuationCharacters": .punctuationCharacters, "urlQueryAllowed": .urlQueryAllowed, "urlPathAllowed": .urlPathAllowed,
        "urlHostAllowed": .urlHostAllowed, "urlFragmentAllowed": .urlFragmentAllowed,
    ]

    private static func characterSet(_ value: Value?) throws(InterpreterError) -> CharacterSet {
        guard case .enumCase(_, let name, _)? = value else { throw InterpreterError("expected a CharacterSet (.whitespaces, .urlQueryAllowed, …)") }
        guard let set = characterSets[name] else {
            // `.whitespace`: the member meant, in the compiler's words.
            throw InterpreterError("type 'CharacterSet' has no member '\(name)'\(NearestName.hint(for: name, in: characterSets.keys.sorted()))")
        }
        return set
    }

    /// Foundation's `capitalized`: each word's first character upper-cased and the rest lower-cased,
    /// a word being delimited by spaces, tabs or line ends.
    static func capitalized(_ text: String) -> String {
        var result = ""
        var startsWord = true
        for character in text {
            result += startsWord ? character.uppercased() : character.lowercased()
            startsWord = character.isWhitespace || character.isNewline
        }
        return result
    }

    private static func string(_ arguments: [Argument], label: String? = nil) throws(InterpreterError) -> String {
        guard let argument = arguments.first(where: { $0.label == label }), case .string(let text) = argument.value else {
            throw InterpreterError("expected a String argument\(label.map { " '\($0):'" } ?? "")")
        }
        return text
    }

    /// A count argument, as Swift requires it: not negative.
    private static func count(_ arguments: [Argument], default value: Int) throws(InterpreterError) -> Int {
        guard let argument = arguments.first else { return value }
        guard case .int(let count) = argument.value else { throw InterpreterError("expected an Int argument") }
        guard count >= 0 else { throw InterpreterError("can't drop or take a negative number of elements from a collection") }
        return count
    }
}
