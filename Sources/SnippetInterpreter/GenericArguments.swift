import SwiftSyntax

/// What generic parameters stand for: `Content` in `class Box<Content: ASDisplayNode>` is
/// `ASTextNode` in `Box<ASTextNode>()`, `T` in `func make<T: ASDisplayNode>(_: T.Type) -> T` is
/// `ASImageNode` in `make(ASImageNode.self)`. Swift knows this when it compiles the call; the
/// interpreter learns it when the instance is made or the function called, and reads it wherever the
/// code names the parameter (`Content()`, `node as? T`, `T.self`). An instance keeps its class's; a
/// function's are constants of its scope.
extension Interpreter {
    /// Each generic parameter of `declared` and of the classes it inherits, in order of preference:
    /// the argument written at the call (`Box<ASTextNode>()`) or given by a subclass
    /// (`class Banner: Box<ASTextNode>`), the type of the initializer argument declared as the
    /// parameter (`Wrapper(child: text)` for `init(child: T)`), else the parameter's constraint. A
    /// parameter with none of these is left out: nothing is known of it.
    func genericArguments(of declared: ClassDeclaration, written: [String] = [], initializerArguments: [Argument]? = nil) -> [String: String] {
        var types: [String: String] = [:]
        var given = written
        var current: ClassDeclaration? = declared
        var seen: Set<String> = []
        var inferred: [String: String]?
        while let candidate = current, seen.insert(candidate.name).inserted {
            for (index, parameter) in candidate.genericParameters.enumerated() where types[parameter.name] == nil {
                if index < given.count {
                    types[parameter.name] = given[index]
                    continue
                }
                if let args = initializerArguments, inferred == nil {
                    let initializer = inheritedInitializer(of: declared, matching: args)
                    inferred = initializer.map { Self.inferredTypes(Array($0.signature.parameterClause.parameters), args) } ?? [:]
                }
                if let type = inferred?[parameter.name] ?? parameter.constraint { types[parameter.name] = type }
            }
            given = candidate.superclassGenericArguments.map { types[$0] ?? $0 }
            current = candidate.superclass.flatMap { classes[$0] }
        }
        return types
    }

    /// `func make<T: ASDisplayNode>(_ kind: T.Type)` called with `ASImageNode.self`: `T` is defined
    /// in the call's scope as that type; a parameter no argument tells is its constraint.
    func defineGenericParameters(of function: FunctionDeclSyntax, _ arguments: [Argument], in scope: Scope) {
        guard let clause = function.genericParameterClause else { return }
        let inferred = Self.inferredTypes(Array(function.signature.parameterClause.parameters), arguments)
        for parameter in clause.parameters {
            let name = parameter.name.unquotedText
            if let type = inferred[name] ?? parameter.inheritedType?.trimmedSource { scope.define(name, .type(type), constant: true) }
        }
    }

    /// `init(child: T)` called with a text node: `T` is `ASTextNode`; `(kind: T.Type)` called with
    /// `ASImageNode.self`: `T` is `ASImageNode`. Arguments meet parameters by label, in order, as
    /// Swift matches them (a parameter with a default may be passed over).
    private static func inferredTypes(_ parameters: [FunctionParameterSyntax], _ args: [Argument]) -> [String: String] {
        var found: [String: String] = [:]
        var index = 0
        for argument in args {
            while index < parameters.count, externalLabel(parameters[index]) != argument.label, parameters[index].defaultValue != nil { index += 1 }
            guard index < parameters.count else { break }
            var type = parameters[index].type.trimmedSource
            index += 1
            if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            switch argument.value {
            case .type(let held) where type.hasSuffix(".Type"): found[String(type.dropLast(".Type".count))] = held
            case .object(let object): found[type] = object.typeName
            default: break
            }
        }
        return found
    }

    /// `Content` named inside an instance of `Box<Content>`, or `T` inside `make<T>`: the type it
    /// stands for there.
    func genericArgument(_ name: String, _ context: Context) -> String? {
        if case .type(let held)? = context.scope.lookup(name, below: globals) { return held }
        return context.selfObject?.genericArguments[name]
    }

    /// A type written in generic code (`T`, `T?`), with its parameter replaced by what it stands for.
    func boundType(_ type: some SyntaxProtocol, _ context: Context) -> String {
        let source = type.trimmedSource
        let bare = source.hasSuffix("?") || source.hasSuffix("!") ? String(source.dropLast()) : source
        guard bare.first?.isUppercase == true, let bound = genericArgument(bare, context) else { return source }
        return bound + source.dropFirst(bare.count)
    }
}
