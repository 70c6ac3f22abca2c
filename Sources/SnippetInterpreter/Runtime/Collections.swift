import Diagnostics
import Foundation
import LayoutEngine
import SwiftSyntax

/// Array methods workshops use: map, compactMap, filter, append, joined, reduce, …
enum Collections {
    /// What an array answers here, for "did you mean" (`sortd` for `sorted`).
    static let arrayMembers = [
        "count", "isEmpty", "first", "last", "map", "compactMap", "filter", "forEach", "joined", "reversed", "max",
        "min", "reduce", "enumerated", "prefix", "removeAll", "sorted", "firstIndex", "lastIndex", "allSatisfy", "dropFirst",
        "dropLast", "suffix", "contains", "union", "intersection", "subtracting", "symmetricDifference", "formUnion",
        "formIntersection", "subtract", "remove", "insert", "append", "randomElement", "shuffled",
    ]

    static func noMember(_ name: String, at node: some SyntaxProtocol) -> InterpreterError {
        InterpreterError("value of type 'Array' has no member '\(name)'\(NearestName.hint(for: name, in: arrayMembers))", at: node)
    }

    /// Methods a dictionary answers by walking its (key, value) pairs.
    static let dictionaryMethods: Set<String> = ["map", "compactMap", "forEach", "filter", "sorted", "reduce", "contains", "first", "allSatisfy", "min", "max"]

    /// A dictionary's entries as (key, value) pairs sorted by key: Swift leaves the order unspecified,
    /// and a figure must come out the same on every run.
    static func pairs(of entries: [String: Value]) -> [Value] {
        entries.sorted { $0.key < $1.key }.map { .array([.string($0.key), $0.value]) }
    }

    static func dictionaryProperty(_ name: String, of entries: [String: Value]) -> Value? {
        switch name {
        case "count": .int(entries.count)
        case "isEmpty": .bool(entries.isEmpty)
        case "keys": .array(entries.keys.sorted().map(Value.string))
        case "values": .array(entries.sorted { $0.key < $1.key }.map(\.value))
        default: nil
        }
    }

    /// The labels of the tuples Swift hands out (a dictionary's elements, `enumerated()`'s).
    static let tupleLabels: Set<String> = ["key", "value", "offset", "element"]

    static func property(_ name: String, of items: [Value], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch name {
        case "count": return .int(items.count)
        case "isEmpty": return .bool(items.isEmpty)
        case "first": return items.first ?? .none
        case "last": return items.last ?? .none
        // A tuple is kept as an array of its values: `pair.0`, a dictionary element's `key` and
        // `value`, an `enumerated()` element's `offset` and `element`.
        case "key" where items.count == 2, "offset" where items.count == 2: return items[0]
        case "value" where items.count == 2, "element" where items.count == 2: return items[1]
        default:
            if let position = Int(name), items.indices.contains(position) { return items[position] }
            throw noMember(name, at: node)
        }
    }

    /// Returns the result and, for mutating methods, the changed array to write back.
    static func call(_ name: String, on items: [Value], _ args: [Argument], _ interpreter: Interpreter,
                     at node: some SyntaxProtocol) throws(InterpreterError) -> (Value, [Value]?) {
        // The closure argument: the only one, or the last (`reduce(0) { … }`, `reduce(0, +)`).
        func closure() throws(InterpreterError) -> Callable {
            guard case .function(let f)? = args.last?.value else { throw InterpreterError("'\(name)' expects a closure", at: node) }
            return f
        }
        // `contains(where: { … })` or `contains { … }`: a closure that picks elements.
        let takesPredicate = args.count == 1 && (args[0].label == "where" || args[0].isUnlabeledTrailingClosure)
        switch name {
        case "append":
            guard let value = args.first?.value else { return (.void, nil) }
            if args.first?.label == "contentsOf", case .array(let more) = value {
                try Arithmetic.checkSize(items.count + more.count, of: "array", at: node)
                return (.void, items + more)
            }
            return (.void, items + [value])
        case "map":
            let f = try closure(); var out: [Value] = []
            for item in items { out.append(try interpreter.invoke(f, [Argument(label: nil, value: item)], at: node)) }
            return (.array(out), nil)
        case "compactMap":
            let f = try closure(); var out: [Value] = []
            for item in items {
                let value = try interpreter.invoke(f, [Argument(label: nil, value: item)], at: node)
                if case .none = value { continue }
                out.append(value)
            }
            return (.array(out), nil)
        case "filter":
            let f = try closure(); var out: [Value] = []
            for item in items {
                if case .bool(true) = try interpreter.invoke(f, [Argument(label: nil, value: item)], at: node) { out.append(item) }
            }
            return (.array(out), nil)
        case "forEach":
            let f = try closure()
            for item in items { _ = try interpreter.invoke(f, [Argument(label: nil, value: item)], at: node) }
            return (.void, nil)
        case "joined":
            let separator = args.first.map { Describe.value($0.value) } ?? ""
            let parts = items.map(Describe.value)
            try Arithmetic.checkSize(parts.reduce(0) { $0 + $1.utf8.count } + separator.utf8.count * max(0, parts.count - 1), of: "string", at: node)
            return (.string(parts.joined(separator: separator)), nil)
        case "reversed": return (.array(items.reversed()), nil)
        case "max" where args.isEmpty, "min" where args.isEmpty:
            // Numbers and strings compare with `<`; the first of equal bests is kept, as Swift keeps it.
            var best: Value?
            for item in items {
                guard let current = best else { best = item; continue }
                let (lower, higher) = name == "max" ? (current, item) : (item, current)
                if try Self.isTrue(interpreter.compare("<", lower, higher, at: node)) { best = item }
            }
            return (best ?? .none, nil)
        case "reduce" where args.count == 2 && args[0].label == "into":
            let f = try closure()
            var result = args[0].value.copiedIfValue
            for item in items { result = try interpreter.invokeChangingFirstArgument(f, [Argument(label: nil, value: result), Argument(label: nil, value: item)], at: node) }
            return (result, nil)
        case "reduce" where args.count == 2:
            let f = try closure()
            var result = args[0].value
            for item in items { result = try interpreter.invoke(f, [Argument(label: nil, value: result), Argument(label: nil, value: item)], at: node) }
            return (result, nil)
        case "enumerated":
            return (.array(items.enumerated().map { .array([.int($0.offset), $0.element]) }), nil)
        case "prefix" where args.first?.label == "while", "drop" where args.first?.label == "while":
            let f = try closure()
            var count = 0
            for item in items {
                guard try Self.isTrue(interpreter.invoke(f, [Argument(label: nil, value: item)], at: node)) else { break }
                count += 1
            }
            return (.array(Array(name == "prefix" ? items.prefix(count) : items.dropFirst(count))), nil)
        case "prefix":
            let n = Convert.int(args.first?.value.number ?? 0)
            return (.array(Array(items.prefix(max(0, n)))), nil)
        case "removeAll" where takesPredicate:
            let f = try closure()
            var kept: [Value] = []
            for item in items where try !Self.isTrue(interpreter.invoke(f, [Argument(label: nil, value: item)], at: node)) { kept.append(item) }
            return (.void, kept)
        case "removeAll": return (.void, [])
        case "remove" where args.first?.label == "at":
            let index = Convert.int(args[0].value.number ?? -1)
            guard items.indices.contains(index) else { throw outOfRange(index, items.count, at: node) }
            var copy = items
            return (copy.remove(at: index), copy)
        case "removeFirst" where args.isEmpty, "removeLast" where args.isEmpty, "popLast" where args.isEmpty:
            // Swift stops the app when there is nothing to remove; popLast answers nil.
            guard !items.isEmpty else {
                if name == "popLast" { return (.none, nil) }
                throw InterpreterError("'\(name)()' on an empty collection stops the app (a fatal error)", at: node)
            }
            var copy = items
            return name == "removeFirst" ? (copy.removeFirst(), copy) : (copy.removeLast(), copy)
        case "sort":
            let (sorted, _) = try call("sorted", on: items, args, interpreter, at: node)
            guard case .array(let ordered) = sorted else { return (.void, nil) }
            return (.void, ordered)
        case "reverse" where args.isEmpty: return (.void, items.reversed())
        case "swapAt" where args.count == 2:
            let i = Convert.int(args[0].value.number ?? -1), j = Convert.int(args[1].value.number ?? -1)
            guard items.indices.contains(i), items.indices.contains(j) else { throw outOfRange(items.indices.contains(i) ? j : i, items.count, at: node) }
            var copy = items
            copy.swapAt(i, j)
            return (.void, copy)
        case "max" where args.count == 1, "min" where args.count == 1:
            // `max(by:)`: the comparison says which is less; the last of equal maxima, the first of equal minima.
            let f = try closure()
            var best: Value?
            for item in items {
                guard let current = best else { best = item; continue }
                let less = try Self.isTrue(interpreter.invoke(f, [Argument(label: nil, value: name == "max" ? current : item),
                                                                   Argument(label: nil, value: name == "max" ? item : current)], at: node))
                if less { best = item }
            }
            return (best ?? .none, nil)
        case "flatMap":
            let f = try closure()
            var result: [Value] = []
            for item in items {
                let mapped = try interpreter.invoke(f, [Argument(label: nil, value: item)], at: node)
                if case .array(let inner) = mapped { result += inner } else if case .none = mapped { continue } else { result.append(mapped) }
            }
            return (.array(result), nil)
        case "sorted" where args.isEmpty:
            // Numbers and strings in ascending order, as `Comparable` sorts them.
            return (.array(try sorted(items) { a, b throws(InterpreterError) in try Self.isTrue(interpreter.compare("<", a, b, at: node)) }), nil)
        case "sorted" where args.count == 1:
            let f = try closure()
            return (.array(try sorted(items) { a, b throws(InterpreterError) in
                try Self.isTrue(interpreter.invoke(f, [Argument(label: nil, value: a), Argument(label: nil, value: b)], at: node))
            }), nil)
        case "first" where takesPredicate, "last" where takesPredicate, "firstIndex" where takesPredicate, "lastIndex" where takesPredicate:
            let f = try closure()
            let order = name.hasPrefix("first") ? Array(items.indices) : items.indices.reversed()
            for index in order where try Self.isTrue(interpreter.invoke(f, [Argument(label: nil, value: items[index])], at: node)) {
                return (name.hasSuffix("Index") ? .int(index) : items[index], nil)
            }
            return (.none, nil)
        case "firstIndex" where args.first?.label == "of", "lastIndex" where args.first?.label == "of":
            let key = Describe.key(args[0].value)
            let found = name == "firstIndex" ? items.firstIndex { Describe.key($0) == key } : items.lastIndex { Describe.key($0) == key }
            return (found.map(Value.int) ?? .none, nil)
        case "allSatisfy":
            let f = try closure()
            for item in items where try !Self.isTrue(interpreter.invoke(f, [Argument(label: nil, value: item)], at: node)) { return (.bool(false), nil) }
            return (.bool(true), nil)
        case "dropFirst", "dropLast", "suffix":
            let n = max(0, Convert.int(args.first?.value.number ?? (name == "suffix" ? 0 : 1)))
            switch name {
            case "dropFirst": return (.array(Array(items.dropFirst(n))), nil)
            case "dropLast": return (.array(Array(items.dropLast(n))), nil)
            default: return (.array(Array(items.suffix(n))), nil)
            }
        case "contains" where takesPredicate:
            let f = try closure()
            for item in items {
                if case .bool(true) = try interpreter.invoke(f, [Argument(label: nil, value: item)], at: node) { return (.bool(true), nil) }
            }
            return (.bool(false), nil)
        case "contains" where args.count == 1:
            // By how Swift compares: value, or case name (an option set's member).
            let key = Describe.key(args[0].value)
            return (.bool(items.contains { Describe.key($0) == key }), nil)
        // Set algebra, for sets and option sets (`[.layerMinXMinYCorner]`), kept as arrays of members.
        case "union", "intersection", "subtracting", "symmetricDifference":
            guard let other = args.first?.value else { return (.array(items), nil) }
            return (.array(setAlgebra(name, items, Self.members(other))), nil)
        case "formUnion", "formIntersection", "subtract":
            guard let other = args.first?.value else { return (.void, nil) }
            let operation = ["formUnion": "union", "formIntersection": "intersection", "subtract": "subtracting"][name] ?? name
            return (.void, setAlgebra(operation, items, Self.members(other)))
        case "remove" where args.count == 1 && args[0].label == nil:
            // `Set.remove(_:)`: an array's remove takes `at:`.
            let key = Describe.key(args[0].value)
            return (items.first { Describe.key($0) == key } ?? .none, items.filter { Describe.key($0) != key })
        case "insert" where args.count == 1:
            // `Set.insert(_:)`: an array has no one-argument insert, so this is a set's.
            guard let value = args.first?.value else { return (.void, nil) }
            let key = Describe.key(value)
            return items.contains { Describe.key($0) == key } ? (.void, nil) : (.void, items + [value])
        case "insert":
            guard let value = args.first?.value else { return (.void, nil) }
            var copy = items
            let index = Convert.int(args.dropFirst().first?.value.number ?? 0)
            guard (0...copy.count).contains(index) else { throw outOfRange(index, copy.count, at: node) }
            copy.insert(value, at: index)
            return (.void, copy)
        default:
            throw noMember(name, at: node)
        }
    }

    /// Swift's trap for an index past the end, said once for reads, writes, inserts and removals.
    static func outOfRange(_ index: Int, _ count: Int, at node: some SyntaxProtocol) -> InterpreterError {
        InterpreterError("index \(index) is out of range for a collection of \(count) elements, which stops the app", at: node)
    }

    private static func isTrue(_ value: Value) -> Bool {
        if case .bool(true) = value { return true }
        return false
    }

    /// A stable merge sort whose comparison may throw (a snippet's closure, bounded by the step
    /// budget): n log n comparisons, so a long array cannot stall the build.
    private static func sorted(_ items: [Value], by less: (Value, Value) throws(InterpreterError) -> Bool) throws(InterpreterError) -> [Value] {
        guard items.count > 1 else { return items }
        let middle = items.count / 2
        let left = try sorted(Array(items[..<middle]), by: less), right = try sorted(Array(items[middle...]), by: less)
        var result: [Value] = []
        result.reserveCapacity(items.count)
        var i = 0, j = 0
        while i < left.count, j < right.count {
            // Stable: an equal item from the right waits for the left one.
            if try less(right[j], left[i]) { result.append(right[j]); j += 1 } else { result.append(left[i]); i += 1 }
        }
        return result + left[i...] + right[j...]
    }

    /// An option set or set written as one member or an array of them.
    private static func members(_ value: Value) -> [Value] {
        if case .array(let items) = value { return items }
        return [value]
    }

    private static func setAlgebra(_ operation: String, _ items: [Value], _ other: [Value]) -> [Value] {
        let otherKeys = Set(other.map(Describe.key)), ownKeys = Set(items.map(Describe.key))
        switch operation {
        case "union": return unique(items + other)
        case "intersection": return unique(items.filter { otherKeys.contains(Describe.key($0)) })
        case "subtracting": return unique(items.filter { !otherKeys.contains(Describe.key($0)) })
        default: return unique(items.filter { !otherKeys.contains(Describe.key($0)) } + other.filter { !ownKeys.contains(Describe.key($0)) })
        }
    }

    /// Elements in order, each once (by how Swift would compare them: value, or case name).
    static func unique(_ items: [Value]) -> [Value] {
        var seen: Set<String> = []
        return items.filter { seen.insert(Describe.key($0)).inserted }
    }
}

/// Free functions: `min`, `max`, and calls that only log or stop the app, which do not change layout.
enum Builtins {
    /// Foundation's functions of one floating-point value, as drawing code uses them for angles and curves.
    static let mathFunctions: [String: @Sendable (Double) -> Double] = [
        "sin": { Foundation.sin($0) }, "cos": { Foundation.cos($0) }, "tan": { Foundation.tan($0) },
        "asin": { Foundation.asin($0) }, "acos": { Foundation.acos($0) }, "atan": { Foundation.atan($0) },
        "exp": { Foundation.exp($0) }, "log": { Foundation.log($0) }, "log2": { Foundation.log2($0) },
        "log10": { Foundation.log10($0) }, "trunc": { Foundation.trunc($0) }, "cbrt": { Foundation.cbrt($0) },
        "fabs": { Swift.abs($0) },
        // C's Float functions compute in single precision.
        "ceilf": { Double(Float($0).rounded(.up)) }, "floorf": { Double(Float($0).rounded(.down)) },
        "roundf": { Double(Float($0).rounded()) }, "sqrtf": { Double(Float($0).squareRoot()) }, "fabsf": { Double(Swift.abs(Float($0))) },
    ]

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, as the array of its values (Ints when
    /// all three are), no longer than a snippet's arrays may be.
    static func stride(_ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        let labels = args.map(\.label)
        guard labels == ["from", "to", "by"] || labels == ["from", "through", "by"],
              let start = args[0].value.number, let end = args[1].value.number, let step = args[2].value.number else {
            throw InterpreterError("'stride' takes numbers as (from:to:by:) or (from:through:by:)", at: node)
        }
        guard step != 0 else { throw InterpreterError("stride's step must not be zero", at: node) }
        let count = Int(((end - start) / step).rounded(.down)) + 1
        try Arithmetic.checkSize(max(0, count), of: "array", at: node)
        let through = labels[1] == "through"
        let integers = args.allSatisfy { if case .int = $0.value { true } else { false } }
        var values: [Value] = []
        var index = 0
        while true {
            let value = start + Double(index) * step
            let inside = step > 0 ? (through ? value <= end : value < end) : (through ? value >= end : value > end)
            guard inside else { break }
            values.append(integers ? .int(Int(value)) : .double(value))
            index += 1
        }
        return .array(values)
    }

    static func call(_ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch name {
        case "min", "max":
            let numbers = args.compactMap { $0.value.number }
            guard numbers.count == args.count, !numbers.isEmpty else { throw InterpreterError("'\(name)' needs numbers", at: node) }
            let result = name == "min" ? numbers.min()! : numbers.max()!
            if args.allSatisfy({ if case .int = $0.value { true } else { false } }) { return .int(Int(result)) }
            return .double(result)
        case "stride": return try stride(args, at: node)
        case "floor", "ceil", "round", "sqrt", "abs":
            guard args.count == 1, let number = args[0].value.number else { throw InterpreterError("'\(name)' needs one number", at: node) }
            // `abs` keeps an Int an Int; the others are Foundation's functions of a floating-point value.
            if name == "abs", case .int(let integer) = args[0].value {
                guard integer != .min else { throw InterpreterError("arithmetic overflow in 'abs'", at: node) }
                return .int(Swift.abs(integer))
            }
            let result: Double = switch name {
            case "floor": number.rounded(.down)
            case "ceil": number.rounded(.up)
            case "round": number.rounded()
            case "sqrt": number.squareRoot()
            default: Swift.abs(number)
            }
            return .double(result)
        case _ where Self.mathFunctions[name] != nil && args.count == 1:
            guard let number = args[0].value.number, let function = Self.mathFunctions[name] else { throw InterpreterError("'\(name)' needs a number", at: node) }
            return .double(function(number))
        case "atan2" where args.count == 2, "hypot" where args.count == 2:
            guard let a = args[0].value.number, let b = args[1].value.number else { throw InterpreterError("'\(name)' needs numbers", at: node) }
            return .double(name == "atan2" ? Foundation.atan2(a, b) : Foundation.hypot(a, b))
        case "pow" where args.count == 2:
            guard let base = args[0].value.number, let exponent = args[1].value.number else { throw InterpreterError("'pow' needs numbers", at: node) }
            return .double(Foundation.pow(base, exponent))
        case "zip" where args.count == 2:
            // Pairs, as tuples are kept: arrays of their values.
            guard case .array(let first) = args[0].value, case .array(let second) = args[1].value else {
                throw InterpreterError("'zip' takes two arrays", at: node)
            }
            return .array(Swift.zip(first, second).map { .array([$0, $1]) })
        case "print", "debugPrint", "NSLog": return .void
        // `type(of: self)`: the dynamic type, as `String(describing:)` names it.
        case "type" where args.first?.label == "of": return .type(args[0].value.typeName)
        // The standard library's type name (apps use it to tag views for debugging tools). Snippets
        // have no module, so the name is the type's own even where Swift would qualify it.
        case "_typeName":
            guard case .type(let typeName)? = args.first?.value else { throw InterpreterError("'_typeName' needs a type", at: node) }
            return .string(typeName)
        case "fatalError": throw InterpreterError("fatalError called: \(args.first.map { Describe.value($0.value) } ?? "")", at: node)
        case "ASDimensionMake":
            // Texture's string form: "50%" is a fraction, "50pt" points (anything else is auto).
            if case .string(let text)? = args.first?.value { return .native(.dimension(Dimension(parsing: text))) }
            // ASDimensionMake(.fraction, 0.5): a unit and a value.
            if args.count == 2 { return .native(.dimension(Convert.dimension(unit: args[0].value, value: args[1].value.number ?? 0))) }
            if let value = args.first?.value { return .native(.dimension(.points(value.number ?? 0))) }
            return .native(.dimension(.auto))
        case "CATransform3DMakeScale", "CATransform3DMakeTranslation", "CATransform3DMakeRotation":
            return .native(.inert("CATransform3D"))
        // A block that gives the image back as it is (the checker warns that the tint or border is
        // not drawn): code that calls it on an image (`ASImageNodeTintColorModificationBlock(c)(icon)`) runs.
        case "ASImageNodeRoundBorderModificationBlock", "ASImageNodeTintColorModificationBlock":
            return .function(Callable(name: name, body: .builtin { arguments throws(InterpreterError) in
                guard arguments.count == 1 else { throw InterpreterError("the block of '\(name)' takes one image", at: node) }
                switch arguments[0].value {
                case .native(.image): return arguments[0].value
                case let other: throw InterpreterError("cannot convert value of type '\(other.typeName)' to expected argument type 'UIImage'", at: node)
                }
            }))
        case "ASDimensionMakeWithFraction": return .native(.dimension(.fraction(args.first?.value.number ?? 0)))
        case "ASDimensionMakeWithPoints": return .native(.dimension(.points(args.first?.value.number ?? 0)))
        case "ASSizeRangeMake":
            let sizes = try args.map { argument throws(InterpreterError) in try Convert.size(argument.value, at: node) }
            guard let min = sizes.first else { throw InterpreterError("missing argument for parameter #1 in call to 'ASSizeRangeMake'", at: node) }
            return .native(.sizeRange(SizeRange(min: min, max: sizes.count > 1 ? sizes[1] : min)))
        // Texture's placeholder grey (white 0.95), common as an image node's background.
        case "ASDisplayNodeDefaultPlaceholderColor": return .native(.color(RGBAColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)))
        // Declared @inert (`ASDisableLogging()`): runs and changes nothing a figure shows.
        case _ where APITable.standard.functions[name]?.first?.marker == .inert: return .void
        // `ASCalculateRootLayot(…)`: the nearest of the API's free functions, as the compiler suggests.
        default:
            let nearest = NearestName.hint(for: name, in: APITable.standard.functions.keys.sorted())
            throw InterpreterError("cannot find '\(name)' in scope\(nearest.isEmpty ? APIChecker.libraryHint(at: node) : nearest)", at: node)
        }
    }

}
