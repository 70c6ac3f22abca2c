import Testing
@testable import SnippetInterpreter

/// How to show each declared type in a figure, and which values to try: `declared-effects.json`.
struct ProbePlan: Decodable, Sendable {
    /// Code every probe of a framework starts with (`Texture`, `UIKit`, `SwiftUI`): the nodes or
    /// views its harnesses lay out (`a`, `b`, `c`, `long`).
    var preludes: [String: String]
    /// Code shared by several harnesses, named: a harness whose `code` is `@name` uses it.
    var templates: [String: String]
    /// By type name (or a name `memberHarness` gives): how to make a value and lay it out.
    var harnesses: [String: Harness]
    /// Sample values by type, as Swift expressions; enums and option sets default to their cases.
    var values: [String: [String]]
    /// Sample values of one property (`Type.name`) or argument (`Type.init(a:b:).b`, `#2` for `_`,
    /// with `: Type` after it where overloads share a signature).
    var memberValues: [String: [String]]
    /// A member probed in a harness other than its type's (`Type.name` or `Type.signature`).
    var memberHarness: [String: String]
    /// Declarations a figure cannot show in any harness, with why: they must still run.
    var unobservable: [String: String]
    /// Probes some of whose values may draw alike (aliases, values the harness clamps), with why;
    /// every other probe must draw each value differently.
    var alike: [String: String]
    /// Types and functions not probed, with why.
    var skipped: [String: String]
    /// Image names the probes may use, with their sizes.
    var images: [String: [Double]]
    /// Asset-catalog colour names the probes may use, with their sRGB red, green, blue and alpha.
    var colors: [String: [Double]]
    /// For each declared `NSAttributedString.Key`: attributes without it and with it, which must
    /// draw a label's text differently.
    var attributeKeys: [String: [String]]
}

/// One way to put a value of a type into a figure: `$MAKE` is replaced by the line that makes it
/// (`let subject = …`), `$PROBE` by the statement under test, `$SUBJECT` by the value (or by the
/// call under test, when that returns what is laid out).
struct Harness: Decodable, Sendable {
    var make: String?
    var subject: String?
    var code: String
}

/// One declaration and the snippets that try it with each sample value.
struct DeclarationProbe: Sendable, CustomTestStringConvertible {
    struct Variant: Sendable {
        var value: String
        var code: String
    }
    var name: String
    var variants: [Variant]
    /// False for reads, argument-free initializers and the declarations the plan calls unobservable.
    var mustChangeFigure: Bool
    var testDescription: String { name }
}

/// Reads the declarations of one interface file and writes a probe for each.
struct ProbeGenerator {
    let plan: ProbePlan
    /// The declarations probed (one interface file).
    let declared: APITable
    /// Every declaration, for the cases and static members that sample values are made of.
    let api: APITable
    /// The code each probe starts with.
    let prelude: String

    func probes() -> [DeclarationProbe] {
        var result: [DeclarationProbe] = []
        for type in declared.types.values.sorted(by: { $0.name < $1.name }) where plan.skipped[type.name] == nil {
            result += typeProbes(type)
        }
        for overloads in declared.functions.sorted(by: { $0.key < $1.key }).map(\.value) {
            for function in overloads where function.marker == .implemented && plan.skipped[function.signature] == nil {
                result += functionProbes(function, owner: nil, harnessType: function.returnType.map(APITable.bareType))
            }
        }
        return result
    }

    /// What the plan cannot yet probe: types with declarations but no harness, values missing.
    func unprobed() -> [String] {
        var missing: [String] = []
        for type in declared.types.values where plan.skipped[type.name] == nil && type.kind != .protocol && !probedMembers(of: type).isEmpty {
            if plan.harnesses[type.name] == nil { missing.append("type \(type.name)") }
        }
        for probe in probes() where probe.variants.isEmpty || (probe.mustChangeFigure && probe.variants.count < 2) {
            missing.append("values of \(probe.name)")
        }
        for probe in probes() where probe.variants.contains(where: { $0.code.contains("$NOHARNESS") }) {
            missing.append("harness of \(probe.name)")
        }
        return missing.sorted()
    }

    // MARK: Types

    private func probedMembers(of type: APIType) -> [String] {
        let properties = type.properties.values.filter { !$0.isStatic && $0.marker == .implemented }.map(\.name)
        let methods = type.methods.values.flatMap { $0 }.filter { $0.marker == .implemented && !$0.parameters.isEmpty }.map(\.signature)
        let inits = type.initializers.filter { $0.marker == .implemented }.map(\.signature)
        return properties + methods + inits
    }

    private func typeProbes(_ type: APIType) -> [DeclarationProbe] {
        var result: [DeclarationProbe] = []
        for property in type.properties.values.sorted(by: { $0.name < $1.name })
        where !property.isStatic && property.marker == .implemented {
            let key = "\(type.name).\(property.name)"
            guard plan.skipped[key] == nil else { continue }
            let harness = harness(for: key, type: type.name)
            let subject = harness?.subject ?? "subject"
            if property.isSettable {
                let values = plan.memberValues[key] ?? sampleValues(of: property.type) ?? []
                result.append(probe(key, values: values, harness: harness) { value in
                    (make: harness?.make, statement: "\(subject).\(property.name) = \(value)", subject: subject)
                })
            } else {
                result.append(DeclarationProbe(name: key + " (read)", variants: [variant("read", harness: harness,
                    make: harness?.make, statement: "_ = \(subject).\(property.name)", subject: subject)], mustChangeFigure: false))
            }
        }
        for initializer in type.initializers where initializer.marker == .implemented {
            result += functionProbes(initializer, owner: type.name, harnessType: type.name)
        }
        // A protocol's methods are requirements an app implements, not calls, unless the protocol
        // has a harness (ASLayoutElement's modifiers are declared in an extension of it).
        guard type.kind != .protocol || plan.harnesses[type.name] != nil else { return result }
        for method in type.methods.values.flatMap({ $0 }).sorted(by: { $0.signature < $1.signature })
        where method.marker == .implemented && (!method.parameters.isEmpty || method.isStatic) {
            result += functionProbes(method, owner: type.name, harnessType: method.isStatic ? type.name : nil)
        }
        // A modifier that takes nothing (`resizable()`, `hidden()`) must draw differently from the
        // value it modifies. Methods that return nothing without arguments are override points.
        for method in type.methods.values.flatMap({ $0 }).sorted(by: { $0.signature < $1.signature })
        where method.marker == .implemented && method.parameters.isEmpty && !method.isStatic
            && method.returnType != nil && method.returnType != "Void" {
            let key = "\(type.name).\(method.signature)"
            guard plan.skipped[key] == nil else { continue }
            let harness = harness(for: key, type: type.name)
            let subject = harness?.subject ?? "subject"
            result.append(probe(key, values: [subject, "\(subject).\(method.name)()"], harness: harness) { value in
                (make: harness?.make, statement: "", subject: value)
            })
        }
        return result
    }

    // MARK: Functions, initializers and methods

    /// One probe per argument (its values tried with the first value of every other argument), or
    /// one that only runs the call when it takes none.
    private func functionProbes(_ function: APIFunction, owner: String?, harnessType: String?) -> [DeclarationProbe] {
        let key = (owner.map { $0 + "." } ?? "") + function.signature
        guard plan.skipped[key] == nil else { return [] }
        let isInit = function.name == "init"
        let harness = harness(for: key, type: harnessType ?? owner ?? "")
        let subject = harness?.subject ?? "subject"
        let callee = isInit ? owner! : function.isStatic ? "\(owner!).\(function.name)" : owner == nil ? function.name : "\(subject).\(function.name)"
        let argumentValues = function.parameters.enumerated().map { index, parameter in
            let name = "\(key).\(parameter.label ?? "#\(index + 1)")"
            return plan.memberValues["\(name): \(parameter.type)"] ?? plan.memberValues[name] ?? sampleValues(of: parameter.type) ?? []
        }
        func call(_ arguments: [String]) -> String {
            "\(callee)(" + zip(function.parameters, arguments).map { ($0.label.map { $0 + ": " } ?? "") + $1 }.joined(separator: ", ") + ")"
        }
        let returnsNothing = function.returnType == nil || function.returnType == "Void"
        func parts(_ call: String) -> (make: String?, statement: String, subject: String) {
            if returnsNothing && !isInit { return (harness?.make, call, subject) }
            // A failable initializer's value is unwrapped: the harness lays out what it makes.
            let made = call + (isInit && function.isFailable ? "!" : "")
            if owner == nil || isInit || function.isStatic { return ("\(harness?.make?.hasPrefix("var ") == true ? "var" : "let") subject = \(made)", "", subject) }
            return (harness?.make, "", call)
        }
        guard !function.parameters.isEmpty else {
            return [DeclarationProbe(name: key, variants: [variant("()", harness: harness, parts: parts(call([])))], mustChangeFigure: false)]
        }
        guard !argumentValues.contains(where: \.isEmpty) else {
            return [DeclarationProbe(name: key + " (no sample values for an argument)", variants: [], mustChangeFigure: true)]
        }
        let base = argumentValues.map { $0[0] }
        return function.parameters.indices.map { index in
            let parameter = function.parameters[index]
            let name = "\(key).\(parameter.label ?? "#\(index + 1)"): \(parameter.type)"
            return probe(name, values: argumentValues[index], harness: harness) { value in
                var arguments = base
                arguments[index] = value
                return parts(call(arguments))
            }
        }
    }

    // MARK: Assembling snippets

    private func probe(_ name: String, values: [String], harness: Harness?,
                       parts: (String) -> (make: String?, statement: String, subject: String)) -> DeclarationProbe {
        DeclarationProbe(name: name, variants: values.map { variant($0, harness: harness, parts: parts($0)) },
                         mustChangeFigure: plan.unobservable[name] == nil)
    }

    private func variant(_ value: String, harness: Harness?, parts: (make: String?, statement: String, subject: String)) -> DeclarationProbe.Variant {
        variant(value, harness: harness, make: parts.make, statement: parts.statement, subject: parts.subject)
    }

    private func variant(_ value: String, harness: Harness?, make: String?, statement: String, subject: String) -> DeclarationProbe.Variant {
        guard let harness else { return .init(value: value, code: "$NOHARNESS") }
        var code = harness.code
        if code.hasPrefix("@") { code = plan.templates[String(code.dropFirst())] ?? "$NOHARNESS" }
        code = code.replacingOccurrences(of: "$MAKE", with: make ?? "")
            .replacingOccurrences(of: "$PROBE", with: statement)
            .replacingOccurrences(of: "$SUBJECT", with: subject)
        return .init(value: value, code: prelude + "\n" + code)
    }

    private func harness(for key: String, type: String) -> Harness? {
        plan.harnesses[plan.memberHarness[key] ?? type]
    }

    /// The plan's values for a type, else an enum's plain cases or an option set's static members.
    private func sampleValues(of type: String) -> [String]? {
        if let values = plan.values[type] ?? plan.values[APITable.bareType(type)] { return values }
        guard let declared = api.type(type) else { return nil }
        let cases = declared.cases.filter(\.value.isEmpty).keys.sorted()
        if !cases.isEmpty { return cases.map { "." + $0 } }
        let members = declared.properties.values.filter { $0.isStatic && APITable.bareType($0.type).hasSuffix(declared.name) }.map(\.name).sorted()
        return members.isEmpty ? nil : members.map { "." + $0 }
    }
}
