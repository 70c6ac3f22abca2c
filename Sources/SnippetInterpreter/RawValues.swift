import SwiftSyntax

/// The raw values of an enum with a raw type (`enum Gap: Int { case small = 4, large }`): each case's
/// own literal, or the one Swift gives it: the previous integer plus one (0 for the first) for a
/// number type, the case's name for a String.
struct RawValues {
    /// The raw type, when the enum's first inherited type is one Swift synthesizes raw values for.
    let type: String
    private(set) var values: [String: Value] = [:]
    /// The cases whose raw value Swift cannot give (a Character without its literal, a number after
    /// a fraction), with the compiler's error for each.
    private(set) var problems: [(element: EnumCaseElementSyntax, message: String)] = []
    private var previous: Value?

    /// Where the raw type is written (`Int` in `enum Gap: Int`).
    let typeNode: TypeSyntax
    let enumName: String

    init?(_ decl: EnumDeclSyntax) {
        guard let written = decl.inheritanceClause?.inheritedTypes.first?.type else { return nil }
        let first = written.trimmedSource
        guard Self.integerTypes.contains(first) || Self.floatingTypes.contains(first) || first == "String" || first == "Character" else { return nil }
        type = first
        typeNode = written
        enumName = decl.name.unquotedText
    }

    /// What the compiler adds, at the raw type, when a case has no raw value it can give.
    var conformanceProblem: String? {
        problems.isEmpty ? nil : "'\(enumName)' declares raw type '\(type)', but does not conform to RawRepresentable and conformance could not be synthesized"
    }

    private static let integerTypes = LexicalTypes.integerTypes
    private static let floatingTypes = LexicalTypes.floatingTypes

    mutating func add(_ cases: EnumCaseDeclSyntax) {
        for element in cases.elements {
            let name = element.name.unquotedText
            let value = element.rawValue.map { literal($0.value) } ?? implicitValue(for: name, at: element)
            values[name] = value
            previous = value
        }
    }

    func rawValue(of caseName: String) -> Value? { values[caseName] }

    /// The case whose raw value is `value` (what `init?(rawValue:)` finds), first declared first.
    func caseName(for value: Value, in order: [String]) -> String? {
        order.first { name in values[name].map { Self.equal($0, value) } ?? false }
    }

    private mutating func implicitValue(for name: String, at element: EnumCaseElementSyntax) -> Value? {
        if type == "String" { return .string(name) }
        guard Self.integerTypes.contains(type) || Self.floatingTypes.contains(type) else {
            problems.append((element, "enum cases require explicit raw values when the raw type is not expressible by integer or string literal"))
            return nil
        }
        switch previous {
        case nil: return Self.integerTypes.contains(type) ? .int(0) : .double(0)
        case .int(let number)?: return Self.integerTypes.contains(type) ? .int(number + 1) : .double(Double(number + 1))
        case .double(let number)? where number.rounded() == number: return .double(number + 1)
        default:
            problems.append((element, "enum case must declare a raw value when the preceding raw value is not an integer"))
            return nil
        }
    }

    /// A raw value's literal, typed as the raw type (`= 2` in a Double enum is 2.0).
    private func literal(_ expression: ExprSyntax) -> Value? {
        var expression = expression
        var sign = 1.0
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            sign = -1
            expression = negated.expression
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue {
            return Self.floatingTypes.contains(type) ? .double(sign * Double(integer)) : .int(Int(sign) * integer)
        }
        if let floating = expression.as(FloatLiteralExprSyntax.self)?.representedLiteralValue { return .double(sign * floating) }
        if let string = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return .string(string) }
        return nil
    }

    private static func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): x == y
        case (.double(let x), .double(let y)): x == y
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): Double(x) == y
        case (.string(let x), .string(let y)): x == y
        default: false
        }
    }
}
