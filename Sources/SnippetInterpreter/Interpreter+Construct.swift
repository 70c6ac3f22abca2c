import LayoutEngine
import SwiftParser
import SwiftSyntax

extension Interpreter {
    /// `Type(args)`: a declared class or struct, or a type of the runtime surface.
    /// `genericArguments`: the types written after the name (`Box<ASTextNode>()`).
    func construct(_ type: String, _ call: FunctionCallExprSyntax, _ context: Context,
                   genericArguments: [String] = []) throws(InterpreterError) -> Value {
        let args = try arguments(call, context)
        // `extension Array { … }` in the app's sources leaves Array Swift's.
        if CollectionInitializers.types.contains(type), classes[type]?.isDeclared != true {
            return try CollectionInitializers.make(type, args, self, at: call)
        }
        if classes[type]?.isProtocol == true { throw InterpreterError("type 'any \(type)' cannot be instantiated", at: call) }
        if classes[type]?.isExtensionOnly == true {
            // Left out of the app's sources: the evaluator says where and why.
            let why = knownElsewhere.contains(type) ? "" : ": the sources only extend it, so it is a library's type or one declared in a file that is not among the sources"
            throw InterpreterError("cannot find '\(type)' in scope\(why)", at: call.calledExpression)
        }
        if let declared = classes[type], !declared.extendsRuntimeType {
            if declared.conformances.contains("Layout") { return try CustomLayouts.view(declared, args, self, at: call) }
            if let made = caseMade(declared, rawValue: args) { return made }
            return try instantiate(declared, args, at: call, genericArguments: genericArguments)
        }
        if let declared = classes[type], let initializer = extensionInitializer(of: declared, matching: args) {
            return try runExtensionInitializer(initializer, of: type, args, at: call)
        }
        // What the checker saw before the run is checked again with the values it runs with (a root=
        // expression, a vary= substitution): labels, and calls the sandbox refuses.
        if let problem = initializerMismatch(type, args) { throw InterpreterError(problem, at: call) }
        if failsInSandbox(type, args) { return .none }
        try TextureAssertions.check(TextureAssertions.failure(constructing: type, args), debugBuild: isDebugBuild, at: call)
        let value: Value
        do {
            let initializers = APITable.standard.initializers(of: type)
            value = try TextureRuntime.construct(type, Self.omittingNilDefaults(args, candidates: initializers), self, at: call)
        } catch {
            throw pointAtArgument(error, of: call)
        }
        if case .object(let object) = value {
            object.sourceLines = lines(of: call)
            if object is NodeObject { try countNode(call) }
        }
        return value
    }

    /// `Gap(rawValue: 16)`: the case with that raw value, or nil; the initializer Swift gives an enum
    /// with a raw type, unless the code declares its own.
    private func caseMade(_ declared: ClassDeclaration, rawValue args: [Argument]) -> Value? {
        guard let raw = declared.rawValues, args.count == 1, args[0].label == "rawValue",
              !declared.initializers.contains(where: { $0.signature.parameterClause.parameters.first?.firstName.unquotedText == "rawValue" }) else { return nil }
        return raw.caseName(for: args[0].value, in: declared.enumCases).map { .enumCase(type: declared.name, name: $0, payload: []) } ?? Value.none
    }

    /// `extension UIColor { convenience init(hexString: String) { … self.init(red: …) } }`: the app's
    /// initializer of a type the runtime makes, chosen by its labels as the compiler chooses.
    /// Swift prefers the overload that fills in the fewest default arguments: `self.init()` inside an
    /// extension's `init(top: CGFloat = 0, …)` is UIEdgeInsets' own zero initializer, not that one
    /// again (which ran until the depth limit). Where they tie, the app's own declaration shadows.
    private func extensionInitializer(of declared: ClassDeclaration, matching args: [Argument]) -> InitializerDeclSyntax? {
        guard declared.extendsRuntimeType else { return nil }
        let written = args.map { WrittenArgument(label: $0.label) }
        let defaultsFilled = { (parameters: [APIParameter]) in parameters.count - args.count }
        let own = declared.initializers.compactMap { initializer -> (InitializerDeclSyntax, Int)? in
            let parameters = APIFunction(user: initializer, closureAliases: closureAliases).parameters
            return ArgumentMatcher.match(written, to: parameters) == nil ? nil : (initializer, defaultsFilled(parameters))
        }.min { $0.1 < $1.1 }
        guard let own else { return nil }
        let runtime = APITable.standard.initializers(of: declared.name).filter { ArgumentMatcher.match(written, to: $0.parameters) != nil }
        if let fewest = runtime.map({ defaultsFilled($0.parameters) }).min(), fewest < own.1 { return nil }
        return own.0
    }

    /// Runs such an initializer; its `self.init(…)` makes the value (see `RuntimeInitResult`).
    private func runExtensionInitializer(_ initializer: InitializerDeclSyntax, of type: String, _ args: [Argument],
                                         at call: FunctionCallExprSyntax) throws(InterpreterError) -> Value {
        try enter(call)
        defer { depth -= 1 }
        let scope = Scope(parent: globals)
        var context = Context(scope: scope, selfObject: nil)
        let result = RuntimeInitResult(type: type)
        context.runtimeInit = result
        try bindParameters(Array(initializer.signature.parameterClause.parameters), args, scope, context, name: "init", at: call)
        if let body = initializer.body { _ = try execute(body.statements, context) }
        guard let value = result.value else {
            throw InterpreterError("'self.init' isn't called on all paths before returning from initializer", at: initializer.initKeyword)
        }
        return value
    }

    /// "'children' expects …" is about one argument: point at it, as the compiler would.
    private func pointAtArgument(_ error: InterpreterError, of call: FunctionCallExprSyntax) -> InterpreterError {
        guard error.message.hasPrefix("'"), let end = error.message.dropFirst().firstIndex(of: "'") else { return error }
        let label = String(error.message[error.message.index(after: error.message.startIndex)..<end])
        guard let argument = call.arguments.first(where: { $0.label?.text == label }) else { return error }
        return InterpreterError(error.message, at: argument.expression)
    }

    /// An object a nib makes: stored properties, then `init?(coder:)` when the class declares one.
    func instantiateFromCoder(_ declared: ClassDeclaration, runningInit: Bool = true) throws(InterpreterError) -> Value {
        let object = TextureRuntime.baseObject(for: declared, in: classes)
        object.declaredClass = declared
        object.typeName = declared.name
        if let declSyntax = declSyntax(of: declared) { object.sourceLines = lines(of: declSyntax) }
        try initializeStoredProperties(of: declared, object)
        if runningInit { try runCoderInitializer(of: object) }
        return .object(object)
    }

    /// The nearest declared `init?(coder:)` of the object's class, run on it.
    func runCoderInitializer(of object: RuntimeObject) throws(InterpreterError) {
        var current = object.declaredClass
        while let candidate = current {
            if let coder = candidate.initializers.first(where: { $0.signature.parameterClause.parameters.first?.firstName.unquotedText == "coder" }) {
                try runInitializer(coder, [Argument(label: "coder", value: .native(.inert("NSCoder")))], object, at: coder)
                return
            }
            current = candidate.superclass.flatMap { classes[$0] }
        }
    }

    func instantiate(_ declared: ClassDeclaration, _ args: [Argument], at node: some SyntaxProtocol,
                     genericArguments: [String] = []) throws(InterpreterError) -> Value {
        let object = TextureRuntime.baseObject(for: declared, in: classes)
        object.declaredClass = declared
        object.genericArguments = self.genericArguments(of: declared, written: genericArguments, initializerArguments: args)
        object.typeName = declared.name
        if let declSyntax = declSyntax(of: declared) { object.sourceLines = lines(of: declSyntax) }
        if object is NodeObject { try countNode(node) }
        try initializeStoredProperties(of: declared, object)
        try initialize(object, of: declared, args, at: node)
        return .object(object)
    }

    /// Runs the initializer for `args` (declared or inherited; a struct's memberwise one). Without a
    /// declared match, a runtime type's own initializer is meant, which leaves nothing to do.
    private func initialize(_ object: RuntimeObject, of declared: ClassDeclaration, _ args: [Argument],
                            at node: some SyntaxProtocol) throws(InterpreterError) {
        if let initializer = inheritedInitializer(of: declared, matching: args) {
            try runInitializer(initializer, args, object, at: node)
        } else if let (initializer, delegated) = try inheritedConvenienceCall(of: declared, args) {
            try runInitializer(initializer, delegated, object, at: node)
        } else if declared.isStruct {
            try memberwise(declared, args, object, at: node)
        } else if let mismatch = initializerMismatch(declared.name, args) {
            throw InterpreterError(mismatch, at: node)
        } else if !args.isEmpty, object is ViewObject || object is ViewControllerObject {
            // A subclass that declares no initializer inherits UIKit's: `Badge(frame: rect)` is
            // UIView's `init(frame:)`, `Screen(nibName: "Screen", bundle: nil)` UIViewController's.
            try TextureRuntime.superInit(object, args, self, at: node)
        } else if !args.isEmpty, !(object is NodeObject) {
            throw InterpreterError("'\(declared.name)' has no initializer taking these arguments", at: node)
        }
    }

    /// `TitleView()` where TitleView overrides `init(frame:)` and `init?(coder:)`: the framework's
    /// convenience initializer it inherits calls the designated one its declaration names
    /// (`@delegatesTo(frame: CGRect.zero)`), and that is the class's override.
    private func inheritedConvenienceCall(of declared: ClassDeclaration, _ args: [Argument]) throws(InterpreterError) -> (InitializerDeclSyntax, [Argument])? {
        guard !declared.isStruct, let available = APIChecker.initializers(of: declared.name, table: .standard, classes: classes, closureAliases: closureAliases) else { return nil }
        let written = args.map { WrittenArgument(label: $0.label) }
        guard let convenience = available.first(where: { $0.isConvenience && $0.delegation != nil && ArgumentMatcher.match(written, to: $0.parameters) != nil }),
              let delegation = convenience.delegation else { return nil }
        var delegated: [Argument] = []
        let context = Context(scope: Scope(parent: globals))
        for (label, source) in delegation {
            guard let expression = Parser.parse(source: source).statements.first?.item.as(ExprSyntax.self) else { return nil }
            delegated.append(Argument(label: label, value: try evaluate(expression, context)))
        }
        return inheritedInitializer(of: declared, matching: delegated).map { ($0, delegated) }
    }

    private func declSyntax(of declared: ClassDeclaration) -> Syntax? {
        declared.storedProperties.first.map(Syntax.init) ?? declared.methods.values.first.map(Syntax.init)
    }

    /// Stored properties of the class and its declared superclasses, in declaration order; a
    /// node stored in a property is named after it.
    func initializeStoredProperties(of declared: ClassDeclaration, _ object: RuntimeObject) throws(InterpreterError) {
        if let parent = declared.superclass.flatMap({ classes[$0] }) { try initializeStoredProperties(of: parent, object) }
        let context = Context(scope: Scope(parent: globals), selfObject: object)
        for (name, wrapper) in declared.environmentProperties { object.fields[name] = SwiftUIValues.environment(wrapper) }
        for variable in declared.storedProperties {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText else { continue }
                var value = Value.none
                // `lazy var separator = self.hasSeparator ? … : nil` runs when first read, after init.
                if let initializer = binding.initializer, variable.modifiers.contains(where: { $0.name.unquotedText == "lazy" }) {
                    object.lazyInitializers[name] = (initializer.value, declaredType(of: binding, in: declared))
                    continue
                }
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, context, expecting: declaredType(of: binding, in: declared))
                    Naming.nameProperty(value, name, initializer: initializer.value)
                }
                object.fields[name] = value
            }
        }
    }

    func initializer(of declared: ClassDeclaration, matching args: [Argument]) -> InitializerDeclSyntax? {
        // An initializer that is running is never the one `self.init { … }` in it delegates to: that
        // would recurse for ever, so Swift's type checking (closures' types, which the interpreter
        // does not know) must have chosen another, such as Texture's `init(viewBlock:)`.
        let candidates = declared.initializers.filter { initializer in
            (initializer.optionalMark == nil || !initializer.signature.parameterClause.parameters.contains { $0.firstName.unquotedText == "coder" })
                && !runningInitializers.contains(initializer.id)
        }
        return candidates.first { labelsFit(Array($0.signature.parameterClause.parameters), args) }
    }

    /// `self.init(…)` in a convenience initializer: runs the initializer for these arguments on the
    /// object being initialized.
    func delegateInit(_ object: RuntimeObject, _ call: FunctionCallExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        let args = try arguments(call, context)
        if let declared = object.declaredClass { try initialize(object, of: declared, args, at: call) }
        return .void
    }

    /// The initializer a class is constructed with: its own, or, as Swift does for a class that declares
    /// no designated initializer, one it inherits from its nearest declared superclass
    /// (`class Detail: BaseController {}` runs BaseController's `init()`).
    func inheritedInitializer(of declared: ClassDeclaration, matching args: [Argument]) -> InitializerDeclSyntax? {
        var current: ClassDeclaration? = declared
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate.name).inserted {
            if let initializer = initializer(of: candidate, matching: args) { return initializer }
            let declaresDesignated = candidate.initializers.contains { !$0.modifiers.contains { $0.name.unquotedText == "convenience" } }
            if declaresDesignated || candidate.isStruct { return nil }
            current = candidate.superclass.flatMap { classes[$0] }
        }
        return nil
    }

    func runInitializer(_ initializer: InitializerDeclSyntax, _ args: [Argument], _ object: RuntimeObject, at node: some SyntaxProtocol) throws(InterpreterError) {
        try enter(node)
        defer { depth -= 1 }
        let scope = Scope(parent: globals)
        let context = Context(scope: scope, selfObject: object)
        runningInitializers.append(initializer.id)
        defer { runningInitializers.removeLast() }
        let inoutArguments = try bindParameters(Array(initializer.signature.parameterClause.parameters), args, scope, context, name: "init", at: node)
        if let body = initializer.body { _ = try execute(body.statements, context) }
        try writeBack(inoutArguments, from: scope)
    }

    func memberwise(_ declared: ClassDeclaration, _ args: [Argument], _ object: RuntimeObject, at node: some SyntaxProtocol) throws(InterpreterError) {
        let names = declared.storedProperties.flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText } }
        for argument in args {
            guard let label = argument.label, names.contains(label) else {
                throw InterpreterError("incorrect argument label in call to '\(declared.name)'", at: node)
            }
            object.fields[label] = argument.value
        }
    }

    /// Snippet line numbers of a syntax node, when it is in the snippet (not in Sources).
    func lines(of node: some SyntaxProtocol) -> SourceLineRange? {
        guard let converter = snippetConverter, node.root.id == snippetRootID else { return nil }
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line
        return SourceLineRange(startLine: start, endLine: end)
    }
}
