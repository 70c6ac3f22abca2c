import SwiftSyntax

/// Finds a call that creates a declared class from what is already in scope, as its author would
/// write it (`ProductCardNode(model: sampleProducts[0])`), so a whole file whose classes all take
/// arguments still draws. Each parameter gets, in order of preference: its default (left out), `nil`
/// for an optional, a closure that does nothing for a callback, a top-level constant or static member
/// of its type (or the first element of an array of them), the first plain case of an enum, an
/// empty literal for standard types, a type itself for a metatype (`Node.self`), or a call of the
/// type's own initializer built the same way. A class with a static member of its own type
/// (`static let sample = …`) is drawn as that member. A generic parameter stands for the type its class
/// constrains it to, or the one a subclass gives it: `child: () -> Content` gets `{ ASDisplayNode() }`.
struct RootArguments {
    let interpreter: Interpreter
    /// What the generic parameters of the class being made stand for, by name.
    private var generics: [String: String] = [:]

    init(interpreter: Interpreter) {
        self.interpreter = interpreter
    }

    /// A call of one of `declaration`'s initializers, or the parameters for which nothing was found.
    enum Outcome {
        case call(String)
        case missing([String])
    }

    func call(for declaration: ClassDeclaration) -> Outcome {
        // `static let sample = OverviewCellNode(layoutExampleType: HeaderWithRightAndLeftItems.self)`:
        // a value the author made of the class itself is the one meant to be drawn.
        if !declaration.isStruct, declaration.genericParameters.isEmpty, let sample = staticMember(of: declaration.name) { return .call(sample) }
        var resolver = self
        resolver.generics = interpreter.genericArguments(of: declaration)
        return resolver.callWithGenerics(for: declaration)
    }

    private func callWithGenerics(for declaration: ClassDeclaration) -> Outcome {
        // A struct without initializers (a SwiftUI view) is made with its memberwise one.
        if declaration.isStruct, declaration.initializers.isEmpty { return memberwiseCall(declaration) }
        var fewestMissing: [String]?
        for initializer in callableInitializers(of: declaration) {
            var arguments: [String] = []
            var missing: [String] = []
            for parameter in initializer.signature.parameterClause.parameters where parameter.defaultValue == nil {
                let label = parameter.firstName.unquotedText == "_" ? "" : parameter.firstName.unquotedText + ": "
                if let value = expression(for: parameter.type, depth: 0) {
                    arguments.append(label + value)
                } else {
                    missing.append("\(parameter.firstName.unquotedText == "_" ? "_" : parameter.firstName.unquotedText): \(parameter.type.trimmedSource)")
                }
            }
            if missing.isEmpty { return .call("\(declaration.name)(\(arguments.joined(separator: ", ")))") }
            if fewestMissing.map({ missing.count < $0.count }) ?? true { fewestMissing = missing }
        }
        if let fewestMissing { return .missing(fewestMissing) }
        return .call("\(declaration.name)()")
    }

    /// The initializers a caller can use (not `init?(coder:)`), fewest parameters first; a class
    /// with none declared inherits one from its declared superclass, or has the plain `init()`.
    private func callableInitializers(of declaration: ClassDeclaration) -> [InitializerDeclSyntax] {
        var current: ClassDeclaration? = declaration
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate.name).inserted {
            let usable = candidate.initializers.filter { initializer in
                !initializer.signature.parameterClause.parameters.contains { $0.firstName.unquotedText == "coder" }
            }
            if !usable.isEmpty {
                return usable.sorted { requiredCount($0) < requiredCount($1) }
            }
            if candidate.initializers.contains(where: { !$0.modifiers.contains { $0.name.unquotedText == "convenience" } }) { return [] }
            current = candidate.superclass.flatMap { interpreter.classes[$0] }
        }
        return []
    }

    private func requiredCount(_ initializer: InitializerDeclSyntax) -> Int {
        initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.count
    }

    // MARK: A value for one parameter

    private func expression(for type: TypeSyntax, depth: Int) -> String? {
        if let attributed = type.as(AttributedTypeSyntax.self) { return expression(for: attributed.baseType, depth: depth) }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "nil" }
        if let function = type.as(FunctionTypeSyntax.self) { return closure(function, depth: depth) }
        if let array = type.as(ArrayTypeSyntax.self) {
            return firstValue(where: { isArray($0, of: array.element.trimmedSource) }) ?? "[]"
        }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        // `LayoutExampleNode.Type`: the type itself.
        if let metatype = type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type" {
            return concreteType(of: metatype.baseType.trimmedSource) + ".self"
        }
        let name = generics[type.trimmedSource] ?? type.trimmedSource
        return firstValue(where: { matches($0, name) }) ?? firstElement(ofArrayOf: name)
            ?? staticMember(of: name) ?? Self.standardValues[name] ?? construction(of: name, depth: depth) ?? frameworkValue(of: name)
    }

    /// `AVLayerVideoGravity.resize`, `UITableView.Style.grouped`: a framework type without an
    /// argument-free initializer has its values as static members or cases; the first by name.
    private func frameworkValue(of type: String) -> String? {
        guard interpreter.classes[type] == nil, let declared = APITable.standard.type(type) else { return nil }
        let statics = declared.properties.values.filter { $0.isStatic && StaticTypes.bare($0.type) == type && $0.marker == .implemented }
        let plainCases = declared.cases.filter { $0.value.isEmpty }.keys
        return (statics.map(\.name) + plainCases).sorted().first.map { "\(type).\($0)" }
    }

    /// A class whose class methods its subclasses override is an abstract base the app never passes
    /// itself (Texture's layout examples: `LayoutExampleNode.title()` asserts, each example overrides
    /// it): the first declared subclass that overrides them all stands for it; else the class itself.
    private func concreteType(of base: String) -> String {
        guard let declared = interpreter.classes[base] else { return base }
        let classMethods = declared.methods.filter { $0.value.modifiers.contains { ["class", "static"].contains($0.name.text) } }.keys
        guard !classMethods.isEmpty else { return base }
        let overriding = interpreter.classes.values.filter { candidate in
            candidate.superclass.map(StaticTypes.bare) == base && classMethods.allSatisfy { candidate.methods[$0] != nil }
        }
        func order(_ declaration: ClassDeclaration) -> (Int, String) {
            (declaration.methods.values.map(\.position.utf8Offset).min() ?? Int.max, declaration.name)
        }
        return overriding.min { order($0) < order($1) }?.name ?? base
    }

    /// What a closure parameter gets: one that ignores its arguments and does nothing (a callback),
    /// or returns a value found as for a parameter of its return type (a builder, `() -> Content`).
    private func closure(_ function: FunctionTypeSyntax, depth: Int) -> String? {
        let returnType = function.returnClause.type
        let isVoid = ["Void", "()"].contains(returnType.trimmedSource)
        guard let body = isVoid ? "" : expression(for: returnType, depth: depth + 1) else { return nil }
        let count = function.parameters.count
        let ignored = count == 0 ? "" : Array(repeating: "_", count: count).joined(separator: ", ") + " in"
        return "{" + [ignored, body].filter { !$0.isEmpty }.map { " " + $0 }.joined() + (isVoid && count == 0 ? "}" : " }")
    }

    /// Literals of the standard types, which is what their argument-free initializers return.
    private static let standardValues: [String: String] = [
        "String": "\"\"", "Int": "0", "Double": "0", "CGFloat": "0", "Float": "0", "Bool": "false",
        "CGSize": ".zero", "CGPoint": ".zero", "CGRect": ".zero", "UIEdgeInsets": ".zero",
        "NSAttributedString": "NSAttributedString(string: \"\")", "NSMutableAttributedString": "NSMutableAttributedString(string: \"\")",
        "UIFont": "UIFont.systemFont(ofSize: 17)",
    ]

    /// A top-level constant of the type, in the order the files declare them.
    private func firstValue(where accepts: (Value) -> Bool) -> String? {
        interpreter.globals.names.first { name in interpreter.globals.lookup(name).map(accepts) ?? false }
    }

    /// `sampleProducts[0]`: the first element of a top-level array of the type.
    private func firstElement(ofArrayOf type: String) -> String? {
        firstValue(where: { isArray($0, of: type) }).map { $0 + "[0]" }
    }

    /// `Product.sample`, `Product.samples[0]`, or an enum's first case without a payload.
    private func staticMember(of type: String) -> String? {
        guard let declared = interpreter.classes[type] else { return nil }
        let context = Interpreter.Context(scope: interpreter.globals)
        for (name, variable) in declared.staticMembers.sorted(by: { $0.key < $1.key }) {
            guard let value = try? interpreter.staticMember(name, of: declared, variable, context) else { continue }
            if matches(value, type) { return "\(type).\(name)" }
            if isArray(value, of: type) { return "\(type).\(name)[0]" }
        }
        return declared.enumCases.first { !declared.payloadCases.contains($0) }.map { "\(type).\($0)" }
    }

    /// `Product(name: "", price: 0)`: the type's own initializer with arguments found the same way,
    /// two levels deep at most.
    private func construction(of type: String, depth: Int) -> String? {
        // A protocol is no type to make: a value of a type that conforms to it would be needed.
        if interpreter.classes[type]?.isProtocol == true { return nil }
        guard depth < 2, let declared = interpreter.classes[type], declared.enumCases.isEmpty else {
            return APITable.standard.initializers(of: type).contains { $0.parameters.isEmpty } ? "\(type)()" : nil
        }
        if declared.initializers.isEmpty, declared.isStruct {
            return memberwise(declared, depth: depth)
        }
        for initializer in callableInitializers(of: declared) {
            var arguments: [String] = []
            for parameter in initializer.signature.parameterClause.parameters where parameter.defaultValue == nil {
                guard let value = expression(for: parameter.type, depth: depth + 1) else { arguments = []; break }
                arguments.append((parameter.firstName.unquotedText == "_" ? "" : parameter.firstName.unquotedText + ": ") + value)
            }
            if arguments.count == requiredCount(initializer) { return "\(type)(\(arguments.joined(separator: ", ")))" }
        }
        // Initializers declared only in extensions (`init?(map:)`) leave a struct its memberwise one.
        if declared.isStruct, !declared.bodyDeclaresInitializer { return memberwise(declared, depth: depth) }
        return nil
    }

    /// `memberwise` as a root: each property that needs a value, or the ones nothing was found for.
    private func memberwiseCall(_ declared: ClassDeclaration) -> Outcome {
        var arguments: [String] = []
        var missing: [String] = []
        for variable in declared.storedProperties {
            for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText, let type = binding.typeAnnotation?.type else { continue }
                if type.is(OptionalTypeSyntax.self) && variable.bindingSpecifier.text == "var" { continue }
                if let value = expression(for: type, depth: 0) { arguments.append("\(name): \(value)") } else { missing.append("\(name): \(type.trimmedSource)") }
            }
        }
        return missing.isEmpty ? .call("\(declared.name)(\(arguments.joined(separator: ", ")))") : .missing(missing)
    }

    /// A struct's memberwise initializer: every stored property without a value of its own.
    private func memberwise(_ declared: ClassDeclaration, depth: Int) -> String? {
        var arguments: [String] = []
        for variable in declared.storedProperties {
            let isLetWithValue = variable.bindingSpecifier.text == "let"
            for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText,
                      let type = binding.typeAnnotation?.type else { return nil }
                if type.is(OptionalTypeSyntax.self) && !isLetWithValue { continue }
                guard let value = expression(for: type, depth: depth + 1) else { return nil }
                arguments.append("\(name): \(value)")
            }
        }
        return "\(declared.name)(\(arguments.joined(separator: ", ")))"
    }

    // MARK: Types of values

    private func matches(_ value: Value, _ type: String) -> Bool {
        if case .none = value { return false }
        if value.typeName == type { return true }
        guard case .object(let object) = value else { return false }
        var ancestor = object.declaredClass?.superclass
        var seen: Set<String> = []
        while let name = ancestor, seen.insert(name).inserted {
            if name == type { return true }
            ancestor = interpreter.classes[name]?.superclass
        }
        return false
    }

    private func isArray(_ value: Value, of type: String) -> Bool {
        guard case .array(let items) = value, let first = items.first else { return false }
        return matches(first, type)
    }
}
