import SwiftSyntax

/// Functions declared more than once under one name (`makeInsets(_:)` and `makeInsets(_:_:)`, or an
/// app's `+` for its own types): a call runs the overload the compiler would pick, first by the
/// arguments' labels, then by what the values are.
extension Interpreter {
    /// Declares a top-level function; a later one with the same labels replaces the earlier.
    func declareFunction(_ function: FunctionDeclSyntax) {
        let signature = ClassDeclaration.signature(function)
        functions[function.name.unquotedText, default: []].removeAll { ClassDeclaration.signature($0) == signature }
        functions[function.name.unquotedText, default: []].append(function)
    }

    /// The overload whose labels take these arguments and whose parameter types the values fit;
    /// nil when none does.
    func overload(_ candidates: [FunctionDeclSyntax], for arguments: [Argument]) -> FunctionDeclSyntax? {
        let written = arguments.map { WrittenArgument(label: $0.label) }
        let labelled = candidates.compactMap { candidate in
            ArgumentMatcher.match(written, to: APIFunction(user: candidate, closureAliases: closureAliases).parameters).map { (candidate, $0) }
        }
        if labelled.count == 1 { return labelled[0].0 }
        return labelled.first { candidate, binding in
            let parameters = Array(candidate.signature.parameterClause.parameters)
            return arguments.indices.allSatisfy { fits(arguments[$0].value, parameters[binding[$0]].type) }
        }?.0
    }

    /// Whether a value can be passed where `type` is written, as far as its runtime value tells.
    /// Types the runtime cannot judge (generic parameters, protocols, closures) take anything.
    func fits(_ value: Value, _ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self), case .none = value { return true }
        let name = StaticTypes.bare(type.trimmedSource)
        switch value {
        case .int, .double:
            return StaticTypes.numberTypes.contains(name) || !isJudgeable(name)
        case .bool, .string, .native:
            return value.typeName == name || !isJudgeable(name)
        case .object(let object):
            var declared = object.declaredClass
            while let current = declared {
                if current.name == name || current.conformances.contains(name) { return true }
                declared = current.superclass.flatMap { classes[$0] }
            }
            return object.typeName == name || APITable.standard.isType(object.typeName, a: name) || !isJudgeable(name)
        case .enumCase(let enumType, _, _):
            return enumType == name || !isJudgeable(name)
        default:
            return !isJudgeable(name)
        }
    }

    /// A concrete type the runtime's values can be told apart by: a number, a String, Bool, a type
    /// of the API that is not a protocol, or a class or struct the code declares.
    private func isJudgeable(_ name: String) -> Bool {
        if StaticTypes.numberTypes.contains(name) || name == "String" || name == "Bool" { return true }
        // Protocols the code declares are not kept as types, so a declared name is a class or struct.
        if classes[name] != nil { return true }
        if let type = APITable.standard.type(name) { return type.kind != .protocol }
        return false
    }
}

extension Interpreter {
    /// An explicit `nil` for an optional parameter whose default is nil (`frame(width: nil)`,
    /// `HStack(spacing: nil)`) is the same call without it, as Swift reads it: the runtime reads an
    /// absent argument as its default, and would otherwise see a nil it cannot convert.
    static func omittingNilDefaults(_ args: [Argument], candidates: [APIFunction]) -> [Argument] {
        guard args.contains(where: { if case .none = $0.value { true } else { false } }) else { return args }
        // An unlabelled closure is taken as a trailing one (`HStack(spacing: nil) { … }`).
        let written = args.map { argument in
            WrittenArgument(label: argument.label, isTrailingClosure: argument.label == nil && { if case .function = argument.value { true } else { false } }())
        }
        for candidate in candidates {
            guard let binding = ArgumentMatcher.match(written, to: candidate.parameters) else { continue }
            return zip(args, binding).filter { argument, index in
                let parameter = candidate.parameters[index]
                guard case .none = argument.value else { return true }
                return !(parameter.hasDefault && parameter.type.hasSuffix("?"))
            }.map(\.0)
        }
        return args
    }
}
