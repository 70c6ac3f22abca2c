import Diagnostics
import LayoutEngine
import SwiftSyntax

extension Interpreter {
    // MARK: Members

    func evaluateMember(_ access: MemberAccessExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        if let answer = try answerIfDecided(access.id) { return answer }
        let name = access.declName.baseName.unquotedText
        guard let baseExpr = access.base else {
            // `.pi / 4` where a CGFloat is expected (`rotated(by:)`): every floating-point type's π is the same.
            if name == "pi", !classes.values.contains(where: { $0.enumCases.contains("pi") }) { return .double(.pi) }
            // `.Insets.side` where a CGFloat is expected (SE-0287's implicit member chain): a type the
            // code nests in another (`extension CGFloat { enum Insets }`), whose member comes next.
            if name.first?.isUppercase == true, let nested = classes[name], nested.name.contains(".") { return .type(nested.name) }
            // Implicit member: `.vertical`, `.zero`, `.systemBlue`.
            return .enumCase(type: "", name: name, payload: [])
        }
        if baseExpr.is(SuperExprSyntax.self), let object = context.selfObject, let value = try superMember(name, of: object, access) {
            return value
        }
        let base = try evaluate(baseExpr, context)
        if case .none = base, Self.continuesOptionalChain(baseExpr) { return .none }
        if let device = deviceMember(name, of: base) { return device }
        if case .type(let type) = base, let shared = sharedInstance(name, of: type) { return shared }
        switch base {
        case .type("Thread") where name == "isMainThread", .native(.inert("Thread")) where name == "isMainThread":
            return .bool(true)
        case .native(.inert("UITraitCollection")) where Traits.value(name) != nil,
             .native(.inert("ASTraitCollection")) where Traits.value(name) != nil:
            return Traits.value(name) ?? .none
        case .type where name == "self":
            // `TagCell.self`: the type itself (a metatype, as `register(_:forCellReuseIdentifier:)` takes).
            return base
        case .type(let type) where name == "init":
            // `words.map(String.init)`: the initializer as a function.
            return .function(Callable(name: "\(type).init", body: .builtin { [unowned self] arguments throws(InterpreterError) in
                if let declared = self.classes[type], !declared.extendsRuntimeType { return try self.instantiate(declared, arguments, at: access) }
                return try TextureRuntime.construct(type, arguments, self, at: access)
            }))
        case .type(let type):
            if let declared = classes[type], !Self.readsFrameworkProperty(name, of: declared, at: access) {
                return try staticMember(name, of: declared, access, context)
            }
            if let value = try SwiftUIRuntime.staticMember(type, name, self, at: access) { return value }
            return try TextureRuntime.staticMember(type, name, at: access)
        case .native(.image):
            return try builtInMember(name, of: base, at: access.declName)
        case .object(let object):
            if let value = try member(name, of: object, access, context) { return value }
            if name == "description" { return .string(Describe.value(base)) }
            let missing = withMemberHint(InterpreterError("value of type '\(object.typeName)' has no member '\(name)'", at: access.declName), name, of: object)
            throw Self.withLibraryHint(missing, name, at: access)
        default:
            if let value = try valueMember(name, of: base, access.declName) { return value }
            // NSObject's and CustomStringConvertible's `description`: what `print` shows.
            if name == "description", !Arithmetic.isNone(base) { return .string(Describe.value(base)) }
            do {
                return try builtInMember(name, of: base, at: access.declName)
            } catch {
                throw Self.withLibraryHint(error, name, at: access)
            }
        }
    }

    /// `4.f` in a file that imports a library Layoutbook does not stand in for: the member may be
    /// the library's (an extension of `Int`), and the message says so, as "cannot find" does.
    static func withLibraryHint(_ error: InterpreterError, _ name: String, at node: some SyntaxProtocol) -> InterpreterError {
        guard error.message.hasSuffix("has no member '\(name)'") else { return error }
        var hinted = error
        hinted.message += APIChecker.libraryHint(at: node)
        return hinted
    }

    /// A member Swift or the SDK gives a value: an image's size is the figure's (its catalog's or
    /// the picture the code drew), its scale the figure's device's.
    func builtInMember(_ name: String, of value: Value, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch (value, name) {
        case (.native(.image(let image)), "size"): return .native(.size(images[image] ?? .zero))
        case (.native(.image), "scale"): return .double(Self.figureScale)
        default: return try NativeMembers.get(name, of: value, at: node)
        }
    }

    /// Whether `expr` is part of an optional chain (`post.author?.name`): a nil there makes the
    /// rest of the chain nil (`post.author?.name.count` is nil), as in Swift.
    static func continuesOptionalChain(_ expr: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expr
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            if let access = node.as(MemberAccessExprSyntax.self) { current = access.base }
            else if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
            else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression }
            else { return false }
        }
        return false
    }

    /// A property of an object: declared fields, computed properties, then the runtime's.
    func member(_ name: String, of object: RuntimeObject, _ node: some SyntaxProtocol, _ context: Context) throws(InterpreterError) -> Value? {
        if let value = object.fields[name] { return value }
        if let lazy = object.lazyInitializers[name] {
            // Kept until it succeeds: a read whose error is dropped (`try?`) leaves it for the next.
            let value = try evaluate(lazy.initializer, Context(scope: Scope(parent: globals), selfObject: object), expecting: lazy.type)
            object.lazyInitializers[name] = nil
            Naming.nameProperty(value, name, initializer: lazy.initializer)
            object.fields[name] = value
            return value
        }
        // `collectionView` in a UICollectionViewController subclass is the framework's property: the
        // subclass's methods of that base name take arguments, which a bare name does not call.
        for current in declarations(of: object) {
            if let accessor = current.computedProperties[name] {
                return try evaluateAccessor(accessor, Context(scope: Scope(parent: globals), selfObject: object))
            }
            if current.methods[name] != nil, APITable.standard.property(name, of: runtimeClass(of: object)) == nil {
                return .function(boundMethod(name, object))
            }
        }
        if name == "numberOfSections", let collection = object as? ViewObject, collection.kind == .collectionView {
            return .int(try CollectionViewMembers.sectionCount(of: collection, self))
        }
        if name == "view", let controller = object as? ViewControllerObject, controller.isUIKit, !controller.isViewLoaded {
            try loadView(of: controller)
        }
        if implementsNot(optionalRequirement: name, object) { return Value.none }
        try TextureAssertions.check(TextureAssertions.failure(reading: name, of: object), debugBuild: isDebugBuild, at: node)
        return try TextureRuntime.get(name, of: object, at: node)
    }

    /// `fixTheme` in `extension Themeable`, on a class that does not implement that `@objc optional`
    /// requirement: nil, as Objective-C answers it (a property of the framework's of that name is its own).
    private func implementsNot(optionalRequirement name: String, _ object: RuntimeObject) -> Bool {
        guard optionalRequirementNames.contains(name), APITable.standard.property(name, of: runtimeClass(of: object)) == nil else { return false }
        return protocolExtensions(of: declarations(of: object)).contains { $0.optionalRequirements.contains(name) }
    }

    /// `UIColor.lightGray.cgColor` beside an app's `static func lightGray() -> UIColor`: a name that is
    /// not called is the framework's property, as swiftc chooses (a function has no `cgColor`).
    private static func readsFrameworkProperty(_ name: String, of declared: ClassDeclaration, at access: MemberAccessExprSyntax) -> Bool {
        guard declared.extendsRuntimeType, declared.staticMembers[name] == nil, declared.methods[name] != nil,
              access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(access).id else { return false }
        return APITable.standard.property(name, of: declared.name)?.isStatic == true
    }

    /// A computed property or method declared for a value's type: in a declared enum, or in an
    /// `extension` of a value type such as `UIColor` or `String`. It runs with the value as `self`
    /// (nil when nothing is declared under that name).
    func valueMember(_ name: String, of value: Value, _ node: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        // Inside a static member `self` is the type: its other static members are reached unqualified.
        if case .type(let type) = value {
            guard let declared = classes[type] else { return nil }
            for owner in declared.isStruct ? [declared] : declarations(from: declared, runtimeType: type) {
                if let member = try ownStaticMember(name, of: owner, reachedThrough: type, node) { return member }
            }
            return nil
        }
        if name == "rawValue", case .enumCase(let type, let caseName, _) = value, let raw = classes[type]?.rawValues {
            guard let rawValue = raw.rawValue(of: caseName) else { throw InterpreterError("'\(type).\(caseName)' has no raw value", at: node) }
            return rawValue
        }
        guard let declared = declaredType(of: value, declaring: name) else { return nil }
        if let accessor = declared.computedProperties[name] {
            return try evaluateAccessor(accessor, Context(scope: Scope(parent: globals), selfValue: value))
        }
        guard let first = declared.methods[name] else { return nil }
        return .function(Callable(name: name, body: .builtin { [unowned self] arguments throws(InterpreterError) in
            let function = (declared.overloads[name]).flatMap { $0.count > 1 ? self.overload($0, for: arguments) : nil } ?? first
            return try self.call(function, arguments, selfObject: nil, selfValue: value, at: function)
        }))
    }

    /// The declaration (enum or extension) that gives `value`'s type the member `name`. Numbers are
    /// not typed as precisely as in Swift (`return 10` from a CGFloat property is an Int here), so a
    /// number finds the member in an extension of any of the number types. An optional holds its
    /// value itself here, so any value (nil too) finds a member of an `extension Optional` after its
    /// own type's (`title.isEmptyOrNil()` on a `String?`).
    private func declaredType(of value: Value, declaring name: String) -> ClassDeclaration? {
        let names: [String]
        switch value {
        case .int, .double: names = ["CGFloat", "Double", "Float", "Int", "Optional"]
        default: names = [value.typeName, "Optional"]
        }
        // The type's own declarations, then its protocols' extensions (a struct's default methods).
        return names.lazy.compactMap { self.classes[$0] }.flatMap { [$0] + self.protocolExtensions(of: [$0]) }.first {
            $0.computedProperties[name] != nil || $0.methods[name] != nil
        }
    }

    /// The type `Self` names: the class of the object, or the type of the value, being run.
    func selfType(_ context: Context) -> String? {
        if let object = context.selfObject { return object.declaredClass?.name ?? object.typeName }
        if case .type(let name)? = context.selfValue { return name }
        if let value = context.selfValue { return value.typeName }
        return nil
    }

    func boundMethod(_ name: String, _ object: RuntimeObject) -> Callable {
        Callable(name: name, body: .builtin { [unowned self] arguments throws(InterpreterError) in
            guard let function = self.method(name, of: object, for: arguments) else { throw InterpreterError("no method '\(name)'") }
            return try self.call(function, arguments, selfObject: object, at: function)
        })
    }

    /// The method a call runs: the nearest class that declares the name, and among its overloads
    /// the one the arguments fit (when they are known). A call written in a class to a method of
    /// its own that subclasses cannot see (`private`) runs that one: a subclass's method of the same
    /// name is another method, not an override (`calledAt` is the call).
    func method(_ name: String, of object: RuntimeObject, for arguments: [Argument]? = nil, calledAt call: Syntax? = nil) -> FunctionDeclSyntax? {
        let chain = declarations(of: object)
        guard let nearest = chain.firstIndex(where: { $0.methods[name] != nil }) else { return nil }
        let current = chain[nearest], function = current.methods[name]!
        // `let didSelect: () -> Void` beside `func didSelect(index:)`: a call that fits no method's
        // labels calls the closure the property holds.
        if let arguments, case .function? = object.fields[name], overload(current.overloads[name] ?? [function], for: arguments) == nil { return nil }
        // `spec.flexShrink(1)` beside an app's `extension ASLayoutElement { func flexShrink() }`: labels
        // that fit none of the extension's overloads call the runtime's method.
        if let arguments, current.extendsRuntimeType, overload(current.overloads[name] ?? [function], for: arguments) == nil,
           !frameworkMethods(name, of: object).isEmpty {
            return nil
        }
        if let call, chain[(nearest + 1)...].contains(where: { $0.methods[name] != nil }),
           let caller = Interpreter.enclosingClass(of: call), caller != current.name,
           let own = chain[(nearest + 1)...].first(where: { $0.name == caller })?.methods[name],
           own.modifiers.hidesFromSubclass(in: function.root.id, declaredIn: own.root.id) {
            return own
        }
        guard let arguments else { return function }
        // Most calls have one method of the name in the chain and none of the framework's to weigh:
        // matching their labels would cost every call and choose nothing.
        if (current.overloads[name]?.count ?? 1) <= 1, !chain[(nearest + 1)...].contains(where: { $0.methods[name] != nil }),
           frameworkMethods(name, of: object).isEmpty {
            return function
        }
        // A subclass's method does not hide its ancestors' overloads of other labels: an override of
        // `animateLayoutTransition(_:)` calling an extension's `animateLayoutTransition(context:)` runs
        // the extension's, not itself again. A signature found nearer overrides the same one further.
        var overridden: Set<String> = []
        for declaration in chain[nearest...] {
            guard let first = declaration.methods[name] else { continue }
            let candidates = (declaration.overloads[name] ?? [first]).filter { !overridden.contains(ClassDeclaration.signature($0)) }
            if let fitting = overload(candidates, for: arguments) { return fitting }
            overridden.formUnion(candidates.map(ClassDeclaration.signature))
        }
        // Labels that fit only the framework's method (`measure(_:)` beside an app's `measure(width:)`) call it.
        let written = arguments.map { WrittenArgument(label: $0.label) }
        if frameworkMethods(name, of: object).contains(where: { ArgumentMatcher.match(written, to: $0.parameters) != nil }) {
            return nil
        }
        return function
    }

    /// The framework's methods of this name on the class an object is made from (an app class's
    /// runtime class: `Card`'s are `ASDisplayNode`'s).
    private func frameworkMethods(_ name: String, of object: RuntimeObject) -> [APIFunction] {
        APITable.standard.methods(name, of: runtimeClass(of: object))
    }

    /// `object.name(args)` or `name(args)` on implicit self: the code's method the arguments fit, else
    /// a closure the object holds by that name, else the framework's method (labels that fit only it).
    func call(_ name: String, on object: RuntimeObject, _ args: [Argument], at call: FunctionCallExprSyntax) throws(InterpreterError) -> Value {
        if let function = method(name, of: object, for: args, calledAt: Syntax(call)) { return try self.call(function, args, selfObject: object, at: call) }
        if let value = object.fields[name], case .function(let function) = value { return try invoke(function, args, at: call) }
        if let mapped = try optionalMap(name, .object(object), args, at: call) { return mapped }
        if let observed = try keyValueObservingCall(name, on: object, args, at: call) { return observed }
        return try TextureRuntime.call(name, on: object, args, self, at: call)
    }

    /// Where an object's members are declared, nearest first: its class and the classes it inherits
    /// that the code declares, then the code's extensions of the runtime classes beneath them
    /// (`extension ASDisplayNode { func padded(…) }` reaches an `ASTextNode` too).
    func declarations(of object: RuntimeObject) -> [ClassDeclaration] {
        // Most objects are the runtime's, in code that extends none of its classes.
        if object.declaredClass == nil, !extendsRuntimeClasses { return [] }
        return declarations(from: object.declaredClass, runtimeType: object.typeName)
    }

    /// `declared` and the declared classes it inherits, then the extensions of the runtime classes
    /// beneath them (the lineage of `runtimeType` when nothing is declared).
    func declarations(from declared: ClassDeclaration?, runtimeType: String) -> [ClassDeclaration] {
        var chain: [ClassDeclaration] = []
        var seen: Set<String> = []
        var runtimeType: String? = runtimeType
        var declared = declared
        while let current = declared, seen.insert(current.name).inserted {
            chain.append(current)
            runtimeType = current.superclass.map(StaticTypes.bare)
            declared = runtimeType.flatMap { classes[$0] }
        }
        // Most code extends no runtime class: the lineage is not looked up on every call.
        if extendsRuntimeClasses, let runtimeType {
            for type in APITable.standard.lineage(of: runtimeType) where !seen.contains(type.name) {
                if let extended = classes[type.name] { chain.append(extended) }
            }
        }
        return chain + protocolExtensions(of: chain)
    }

    /// The extensions of the protocols these declarations conform to (and the protocols those
    /// inherit), after the class's own: Swift's default implementations.
    func protocolExtensions(of chain: [ClassDeclaration]) -> [ClassDeclaration] {
        protocolNames(from: chain.flatMap(\.conformances)).compactMap { name in classes[name].flatMap { $0.isProtocol ? $0 : nil } }
    }

    /// The types named in conformances and the protocols the code says those inherit, nearest first.
    func protocolNames(from conformances: [String]) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        var pending = conformances
        while let next = pending.popLast() {
            let name = StaticTypes.bare(next.replacingOccurrences(of: "@unchecked ", with: ""))
            guard seen.insert(name).inserted else { continue }
            found.append(name)
            pending += classes[name]?.conformances ?? []
        }
        return found
    }

    // MARK: Calls

    func arguments(_ call: FunctionCallExprSyntax, _ context: Context) throws(InterpreterError) -> [Argument] {
        var values: [Int: Value] = [:]
        var undecided: [Int] = []
        var inoutTargets: [Int: InoutTarget] = [:]
        for (index, argument) in call.arguments.enumerated() {
            let label = argument.label?.text
            let expression = label.flatMap { substitutions[$0] } ?? argument.expression
            // `grow(&width)`: the function works on a copy, written back when it returns.
            if let place = expression.as(InOutExprSyntax.self)?.expression {
                values[index] = try evaluate(place, context).copiedIfValue
                inoutTargets[index] = InoutTarget(place: place, context: context)
                continue
            }
            // `CGSize(width: 7 / 2, height: inset)`: CGSize takes Ints too, so the other arguments'
            // types choose the overload, and with it what the literals are. Literals have no side
            // effects, so they can wait until the others are worked out.
            if let label, LexicalTypes.literalKind(expression) != nil, hasIntegerOverload(label, in: call) {
                undecided.append(index)
                continue
            }
            // `UIEdgeInsets(top: 100 / 3, …)`: a CGFloat parameter types the literals (33.3, not 33).
            let expected = label.map { expectedType(of: $0, in: call) } ?? nil
            // A struct passed to a function is the function's own copy (`list.append(base)` too).
            values[index] = try evaluate(expression, context, expecting: expected).copiedIfValue
        }
        // A decimal literal among them (`height: 1.5`) rules out the Int overload too.
        let decimals = undecided.contains { index in
            let argument = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: index)]
            return LexicalTypes.literalKind(argument.expression) == "Double"
        }
        let floating = decimals || values.values.contains { if case .double = $0 { true } else { false } }
        for index in undecided {
            let argument = call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: index)]
            let expression = argument.label.flatMap { substitutions[$0.text] } ?? argument.expression
            values[index] = try evaluate(expression, context, expecting: floating ? "CGFloat" : nil)
        }
        var result = call.arguments.enumerated().map { index, argument in
            Argument(label: argument.label?.text, value: values[index] ?? .void, inoutTarget: inoutTargets[index])
        }
        if let trailing = call.trailingClosure {
            result.append(Argument(label: nil, value: .function(try makeClosure(trailing, context)), isUnlabeledTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            result.append(Argument(label: extra.label.text, value: .function(try makeClosure(extra.closure, context))))
        }
        return result
    }

    /// Whether the API type a call makes has an initializer taking an integer under this label beside
    /// one taking a CGFloat (`CGSize(width: Int, height: Int)`): which one runs depends on the arguments.
    private func hasIntegerOverload(_ label: String, in call: FunctionCallExprSyntax) -> Bool {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.unquotedText, classes[callee] == nil,
              APITable.standard.type(callee) != nil else { return false }
        let types = APITable.standard.initializers(of: callee).compactMap { $0.parameters.first { $0.label == label }?.type }
        return types.contains("Int") && types.contains(where: Self.isFloating)
    }

    /// The type a labelled argument is expected to have, where it is known without choosing an
    /// overload: the code's own function or initializer when all its declarations agree, else the
    /// API's, when every API parameter of that label is a CGFloat or Double.
    private func expectedType(of label: String, in call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self).map { EnclosingTypes.qualified($0.baseName.unquotedText, at: $0, in: classes) }
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.unquotedText
        if let callee, let declared = userParameterTypes(named: callee) {
            let types = Set(declared.compactMap { $0.first { Self.externalLabel($0) == label }.map(parameterType) })
            return types.count == 1 ? types.first : nil
        }
        // `CGSize(width:height:)`: the type's own initializers decide.
        if let callee, call.calledExpression.is(DeclReferenceExprSyntax.self), APITable.standard.type(callee) != nil {
            let types = APITable.standard.initializers(of: callee).compactMap { $0.parameters.first { $0.label == label }?.type }
            if !types.isEmpty && types.allSatisfy(Self.isFloating) { return "CGFloat" }
            // `CGRect(origin: .zero, size: size)`: the one type every initializer takes there.
            let distinct = Set(types.map(APITable.bareType))
            return distinct.count == 1 ? distinct.first : nil
        }
        return APITable.standard.floatingLabels.contains(label) ? "CGFloat" : nil
    }

    /// The parameter lists of the code's functions, methods or initializers of that name (nil when it
    /// declares none: then the API's declarations decide).
    private func userParameterTypes(named name: String) -> [[FunctionParameterSyntax]]? {
        if let declared = classes[name] {
            // A class that declares no initializer inherits its superclass's.
            guard let initializers = inheritedInitializers(of: declared) else { return nil }
            return initializers.map { Array($0.signature.parameterClause.parameters) }
        }
        if methodParameterLists == nil {
            var index: [String: [[FunctionParameterSyntax]]] = [:]
            for declared in classes.values {
                for (method, overloads) in declared.overloads { index[method, default: []] += overloads.map { Array($0.signature.parameterClause.parameters) } }
            }
            methodParameterLists = index
        }
        let lists = (functions[name] ?? []).map { Array($0.signature.parameterClause.parameters) } + (methodParameterLists?[name] ?? [])
        return lists.isEmpty ? nil : lists
    }

    func evaluateCall(_ call: FunctionCallExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        try enter(call)
        defer { depth -= 1 }
        if let answer = try answerIfDecided(call.id) { return answer }
        let callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) {
            try checkGenericArguments(generic.genericArgumentClause, context)
            let written = generic.genericArgumentClause.arguments.map { boundType($0.argument, context) }
            return try construct(generic.expression.trimmedSource, call, context, genericArguments: written)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unquotedText
            let local = context.scope.lookup(name)
            if case .function(let function)? = local { return try invoke(function, try arguments(call, context), at: call) }
            // `T()` inside `func make<T: ASDisplayNode>`, `Content()` inside `class Box<Content: ASDisplayNode>`.
            if case .type(let bound)? = local { return try construct(bound, call, context) }
            if let bound = context.selfObject?.genericArguments[name] { return try construct(bound, call, context) }
            // `Tile()` where the code says `typealias Tile = CardNode`.
            if case let target = resolvingAlias(name, at: reference), target != name { return try construct(target, call, context) }
            // `State()` inside a reactor that nests a `State`, where other reactors nest one too.
            if classes[name] != nil { return try construct(EnclosingTypes.qualified(name, at: reference, in: classes), call, context) }
            if TextureRuntime.isType(name) || CollectionInitializers.types.contains(name) || name == "Optional" {
                return try construct(name, call, context)
            }
            if let overloads = functions[name], let last = overloads.last {
                let args = try arguments(call, context)
                return try self.call(overload(overloads, for: args) ?? last, args, selfObject: nil, at: call)
            }
            if let object = context.selfObject, method(name, of: object, calledAt: Syntax(call)) != nil {
                // The arguments choose among the overloads of every class in the chain, as they do for `self.name(…)`.
                return try self.call(name, on: object, try arguments(call, context), at: call)
            }
            // `childGetter()`: a stored closure of implicit self, called.
            if let object = context.selfObject, object.fields[name] != nil || object.lazyInitializers[name] != nil,
               let value = try member(name, of: object, call, context) {
                guard case .function(let function) = value else { throw InterpreterError("cannot call value of type '\(value.typeName)'", at: reference) }
                return try invoke(function, try arguments(call, context), at: call)
            }
            if let value = context.selfValue, case .function(let function)? = try valueMember(name, of: value, call) {
                return try invoke(function, try arguments(call, context), at: call)
            }
            // `uppercased()` in `extension String`, `map { … }` in `extension Array`: Swift's own method of self.
            // A free function of the SDK (`UIGraphicsBeginImageContext` in `extension UIImage`) is not one.
            // A type's initializer (`NSDecimalNumber(string: self)`, the app's `Model()`) is not one either.
            if let value = context.selfValue, Self.hasBuiltInMembers(value), functions[name] == nil, !APIChecker.swiftNames.contains(name),
               classes[name] == nil, !TextureRuntime.isType(name), APITable.standard.type(name) == nil,
               APITable.standard.functions[name] == nil || !APITable.standard.methods(name, of: value.typeName).isEmpty {
                let args = try arguments(call, context)
                switch value {
                case .array(let items): return try Collections.call(name, on: items, args, self, at: call).0
                case .dictionary(let entries): return try Collections.call(name, on: Collections.pairs(of: entries), args, self, at: call).0
                default: return try NativeMembers.call(name, on: value, args, at: call)
                }
            }
            // `padding()` inside a view struct or an `extension View`: a modifier on implicit self.
            if let object = context.selfObject, SwiftUIModifiers.isModifier(name),
               let value = try swiftUIModifier(name, on: object, try arguments(call, context), at: call) {
                return value
            }
            // `perform(#selector(reload), with: nil, afterDelay: 0.5)`: work for later, on implicit self.
            let argumentCount = call.arguments.count + (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
            if let object = context.selfObject, runsLater(name, of: runtimeClass(of: object), argumentCount: argumentCount, at: reference) { return .void }
            // `addSubnode(x)`, `layoutThatFits(range)` inside a node class: a runtime method on implicit self.
            if let node = context.selfObject as? NodeObject,
               NodeMembers.methods.contains(name) || !APITable.standard.methods(name, of: node.apiClass).isEmpty {
                return try TextureRuntime.call(name, on: node, try arguments(call, context), self, at: call)
            }
            // `addSubview(x)` inside a UIView subclass: a UIKit method on implicit self.
            if let view = context.selfObject as? ViewObject, !APITable.standard.methods(name, of: view.uikitClass).isEmpty,
               let value = try UIKitRuntime.call(name, on: view, try arguments(call, context), self, at: call) {
                return value
            }
            // `setToolbarItems(items, animated: false)` inside a view controller, `setViewControllers`
            // inside a navigation or tab bar controller.
            if let controller = context.selfObject as? ViewControllerObject, name == "setToolbarItems" || name == "setViewControllers" {
                let args = try arguments(call, context)
                if let value = try TabBarMembers.call(name, on: controller, args, at: call) { return value }
                return try NavigationMembers.call(name, on: controller, args, at: call) ?? .void
            }
            // `addChild(child)` inside a view controller: declared @inert for UIViewController.
            if context.selfObject is ViewControllerObject, APITable.standard.methods(name, of: "UIViewController").first?.marker == .inert {
                _ = try arguments(call, context)
                return .void
            }
            // A declared type the runtime has no value for (`Data(contentsOf:)`): construct answers what
            // the declaration says (the sandbox's failure) or names what is missing.
            if APITable.standard.type(name) != nil { return try construct(name, call, context) }
            if name == "print" {
                writeToConsole(try arguments(call, context))
                return .void
            }
            if name == "NSLocalizedString" { return try localizedString(try arguments(call, context), at: call) }
            if Assertions.names.contains(name), functions[name] == nil {
                try Assertions.check(name, try arguments(call, context), debugBuild: isDebugBuild, at: call)
                return .void
            }
            if ImageContexts.functions.contains(name), let value = try ImageContexts.call(name, try arguments(call, context), self, at: call) { return value }
            if LayoutMeasurement.functions.contains(name) { return try LayoutMeasurement.call(name, try arguments(call, context), self, at: call) }
            if RandomValues.functions.contains(name) { return try RandomValues.call(name, try arguments(call, context), self, at: call) }
            // Texture's main-thread helper runs its block now, as work queued on the main queue does:
            // the screen a figure shows comes after it.
            if name == "ASPerformBlockOnMainThread", functions[name] == nil {
                guard case .function(let block)? = try arguments(call, context).last?.value else { return .void }
                _ = try invoke(block, [], at: call)
                return .void
            }
            let args = try arguments(call, context)
            if TextureAssertions.functions.contains(name) {
                try TextureAssertions.check(TextureAssertions.failure(calling: name, args), debugBuild: isDebugBuild, at: call)
            }
            return try Builtins.call(name, args, at: call)
        }
        if let access = callee.as(MemberAccessExprSyntax.self) { return try evaluateMethodCall(access, call, context) }
        // `[ASLayoutElement]()`, `[CGFloat](repeating: 8, count: 2)`, `[String: Int]()`: Array's and Dictionary's initializers.
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 {
            return try CollectionInitializers.make("Array", try arguments(call, context), self, at: call)
        }
        if let dictionary = callee.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content, pairs.count == 1 {
            return try CollectionInitializers.make("Dictionary", try arguments(call, context), self, at: call)
        }
        let value = try evaluate(callee, context)
        // `heightDidChange?()`: nil (an `@objc optional` requirement not implemented) is not called.
        if callee.is(OptionalChainingExprSyntax.self), case .none = value { return Value.none }
        guard case .function(let function) = value else { throw InterpreterError("cannot call value of type '\(value.typeName)'", at: callee) }
        return try invoke(function, try arguments(call, context), at: call)
    }

    func evaluateMethodCall(_ access: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        let name = access.declName.baseName.unquotedText
        guard let baseExpr = access.base else {
            return try TextureRuntime.implicitCall(name, try arguments(call, context), at: call)
        }
        if baseExpr.is(SuperExprSyntax.self) { return try callSuper(name, call, context) }
        // `Swift.min(a, b)`: the standard library's function, named with its module to pass over a
        // member of the same name.
        if let module = baseExpr.as(DeclReferenceExprSyntax.self), module.baseName.text == "Swift", classes["Swift"] == nil,
           context.scope.lookup("Swift") == nil {
            return try Builtins.call(name, try arguments(call, context), at: call)
        }
        if name == "init", let type = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.unquotedText {
            if type == "self", let result = context.runtimeInit {
                result.value = try construct(result.type, call, context)
                return .void
            }
            if type == "self", let object = context.selfObject { return try delegateInit(object, call, context) }
            // `self.init { … }` in a static member (a protocol extension's factory): the type it was reached through.
            if type == "self" || type == "Self", case .type(let reached)? = context.selfValue { return try construct(reached, call, context) }
            // `layoutExampleType.init()`: a variable holding a type (a metatype) makes one of it.
            if case .type(let held)? = context.scope.lookup(type) { return try construct(held, call, context) }
            return try construct(type, call, context)
        }
        // `followButton.setTitle(…)`, `box.widthAnchor.constraint(…)`: the call configures `followButton`, `box`.
        noteConfigured(chainRoot: baseExpr, at: call, context)
        let base = try evaluate(baseExpr, context)
        if case .none = base, Self.continuesOptionalChain(baseExpr) { return .none }
        if case .native(.inert(let type)) = base, runsLater(name, of: type, at: access.declName) { return .void }
        // `CGFloat.random(in: 0...1)`: the range is read from its syntax, before it becomes Ints.
        if name == "random", case .type(let type) = base, RandomValues.numberTypes.contains(type), classes[type]?.methods[name] == nil {
            return try RandomValues.staticCall(type, call, context, self)
        }
        let args = try arguments(call, context)
        // `center.post(…)` on `NotificationCenter.default` held in a variable: the checker, which did
        // not know its type, could not warn.
        if case .native(.inert(let type)) = base, APITable.standard.methods(name, of: type).first?.marker == .notDrawn {
            return declaredOnlyCall(name, of: type, at: call) ?? .void
        }
        // `color.setFill()`: the fill colour of the image being drawn (none outside one).
        if case .native(.color(let color)) = base, name == "setFill" || name == "setStroke" || name == "set" {
            ImageContexts.setColor(color, by: name, self)
            return .void
        }
        if case .int(let integer) = base, let value = try NumberMethods.call(name, onInteger: integer, args, at: call) { return value }
        if let number = base.number, let value = try NumberMethods.call(name, on: number, args, at: call) { return value }
        switch base {
        case .type(let type):
            // `exampleType.isEqual(HeaderNode.self)`: a class is an NSObject too, equal only to itself.
            if name == "isEqual", args.count == 1, case .type(let other) = args[0].value, classes[type]?.methods[name] == nil {
                return .bool(type == other)
            }
            if let declared = classes[type], !declared.extendsRuntimeType || declared.methods[name] != nil {
                let value = try staticMember(name, of: declared, access, context)
                if case .function(let function) = value { return try invoke(function, args, at: call) }
                // `Product.Description(text: …)`: a nested type, constructed.
                if case .type(let nested) = value, let nestedDeclaration = classes[nested] { return try instantiate(nestedDeclaration, args, at: call) }
                // `Radius.fixed(30)`: the case with its payload (it was dropped).
                if case .enumCase(let type, let caseName, let payload) = value, payload.isEmpty, !args.isEmpty {
                    return .enumCase(type: type, name: caseName, payload: args.map(\.value))
                }
                return value
            }
            // `NSAttributedString.Key(rawValue: …)`: a nested type of the API, made.
            if name.first?.isUppercase == true, APITable.standard.type("\(type).\(name)") != nil {
                return try TextureRuntime.construct("\(type).\(name)", args, self, at: call)
            }
            return try TextureRuntime.staticCall(type, name, args, self, at: call)
        case .object(let object):
            return try self.call(name, on: object, args, at: call)
        case .array(let items):
            // `extension Array { func second() … }`: the code's methods first.
            if classes["Array"] != nil, case .function(let function)? = try valueMember(name, of: base, access.declName) { return try invoke(function, args, at: call) }
            if args.isEmpty, let value = RandomValues.call(name, on: items, self, at: call) { return value }
            // `$0.value()` on a dictionary element, `pair.element()`: a tuple's member holding a closure.
            if Collections.tupleLabels.contains(name) || Int(name) != nil,
               case .function(let function)? = try? Collections.property(name, of: items, at: access.declName) {
                return try invoke(function, args, at: call)
            }
            let (result, changed) = try Collections.call(name, on: items, args, self, at: call)
            if let changed { try assign(.array(changed), to: baseExpr, context) }
            return result
        case .bool(let flag) where name == "toggle" && args.isEmpty:
            try assign(.bool(!flag), to: baseExpr, context)
            return .void
        case .dictionary(let entries) where Collections.dictionaryMethods.contains(name):
            // Read-only walks over (key, value) pairs, in key order.
            return try Collections.call(name, on: Collections.pairs(of: entries), args, self, at: call).0
        case .native(.inert("DispatchQueue")) where name == "async" || name == "sync":
            // Work queued for later has run by the time the screen is shown, which is what a diagram
            // draws; `sync` runs it now and returns what it returns.
            guard case .function(let work)? = args.last?.value else { return .void }
            let result = try invoke(work, [], at: call)
            return name == "sync" ? result : .void
        case .string(let text) where StringMethods.mutating[name] != nil:
            // `hex.remove(at: hex.startIndex)`: the variable is left changed, as a `mutating` method leaves it.
            if let problem = methodMismatch(name, of: "String", args) { throw InterpreterError(problem, at: call) }
            let outcome: (result: Value, changed: String)
            // The table's errors name no place: they are the call's.
            do { outcome = try StringMethods.mutating[name]!(text, args) } catch { throw InterpreterError(error.message, at: call) }
            let (result, changed) = outcome
            try assign(.string(changed), to: baseExpr, context)
            return result
        case .string(let text) where StringMethods.characterWalks.contains(name)
            && (StringMethods.table[name] == nil || args.contains { if case .function = $0.value { true } else { false } }):
            // A String is a collection of Characters (kept as one-character Strings): `filter` gives a
            // String back, the others what an array's would.
            let (result, _) = try Collections.call(name, on: text.map { .string(String($0)) }, args, self, at: call)
            if name == "filter", case .array(let kept) = result { return .string(kept.map { Describe.value($0) }.joined()) }
            return result
        case .string:
            // Where the checker could not tell the value was a String, its labels are checked here,
            // by the same declarations.
            if let problem = methodMismatch(name, of: "String", args) { throw InterpreterError(problem, at: call) }
            if case .function(let function)? = try valueMember(name, of: base, access.declName) { return try invoke(function, args, at: call) }
            if let measured = try TextDrawing.call(name, on: base, args, self, at: call) { return measured }
            return try NativeMembers.call(name, on: base, args, at: access.declName)
        case .none where ["map", "flatMap"].contains(name):
            return Value.none
        default:
            if case .function(let function)? = try valueMember(name, of: base, access.declName) { return try invoke(function, args, at: call) }
            if let mapped = try optionalMap(name, base, args, at: call) { return mapped }
            if let measured = try TextDrawing.call(name, on: base, args, self, at: call) { return measured }
            if name == "attributes", case .native(.attributedString(let text)) = base { return try TextMembers.attributes(args, of: text, at: call) }
            return try NativeMembers.call(name, on: base, args, at: call)
        }
    }

    /// `width.map { style.width = $0 }`, `overlayNode.map { … }`: an optional's `map` on a value that
    /// is there runs the closure with it. Values are not wrapped at run time, so this is how a value
    /// that has no `map` of its own answers (a String is a collection, and keeps its own).
    private func optionalMap(_ name: String, _ value: Value, _ args: [Argument], at call: some SyntaxProtocol) throws(InterpreterError) -> Value? {
        guard name == "map" || name == "flatMap", args.count == 1, case .function(let transform) = args[0].value else { return nil }
        return try invoke(transform, [Argument(label: nil, value: value)], at: call)
    }

    func invoke(_ function: Callable, _ arguments: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        switch function.body {
        case .builtin(let body):
            return try body(arguments)
        case let .closure(parameters, body, captured, selfObject, selfValue):
            try enter(node)
            defer { depth -= 1 }
            let scope = Self.closureScope(parameters, body, arguments, captured)
            let context = Context(scope: scope, selfObject: selfObject, selfValue: selfValue)
            // `block(&copy)` (Then's `with`): what the closure did to its parameter is written back.
            let inoutArguments = arguments.indices.compactMap { index -> (local: String, target: InoutTarget)? in
                guard let target = arguments[index].inoutTarget else { return nil }
                return (index < parameters.count && parameters[index] != "_" ? parameters[index] : "$\(index)", target)
            }
            // The statements are run where they stand in the snippet's tree: wrapping them in a new
            // list would give them a tree of their own, and errors the wrong positions.
            if body.count == 1, case .expr(let expr) = body[0].item {
                let value = try evaluate(expr, context)
                try writeBack(inoutArguments, from: scope)
                return value
            }
            let outcome = try execute(body, context)
            try writeBack(inoutArguments, from: scope)
            if case .returned(let value) = outcome { return value }
            // A closure that declares what it returns must return it (several views need a builder).
            if let closure = body.first?.parent?.parent?.as(ClosureExprSyntax.self),
               let type = closure.signature?.returnClause?.type.trimmedSource, type != "Void", type != "()" {
                throw InterpreterError("missing return in closure expected to return '\(type)'", at: closure.rightBrace)
            }
            return .void
        }
    }

    /// A closure's parameters bound to the arguments of one call.
    private static func closureScope(_ parameters: [String], _ body: [CodeBlockItemSyntax], _ arguments: [Argument], _ captured: Scope) -> Scope {
        let scope = Scope(parent: captured)
        var arguments = arguments
        // `pairs.map { key, value in … }`: Swift hands a closure of several parameters the elements of
        // its one tuple argument.
        if parameters.count > 1, arguments.count == 1, case .array(let parts) = arguments[0].value, parts.count == parameters.count {
            arguments = parts.map { Argument(label: nil, value: $0) }
        }
        // `zip(a, b).map { $0 + $1 }`: so too a closure that names `$1`, with `$0` the first element.
        if parameters.isEmpty, arguments.count == 1, case .array(let parts) = arguments[0].value, parts.count > 1,
           body.description.contains("$1") {
            arguments = parts.map { Argument(label: nil, value: $0) }
        }
        for (index, argument) in arguments.enumerated() {
            if index < parameters.count, parameters[index] != "_" { scope.define(parameters[index], argument.value) }
            scope.define("$\(index)", argument.value)
        }
        return scope
    }

    /// `reduce(into:)`'s closure: its first parameter is `inout`, and its final value is the result.
    func invokeChangingFirstArgument(_ function: Callable, _ arguments: [Argument], at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        guard case let .closure(parameters, body, captured, selfObject, selfValue) = function.body else {
            throw InterpreterError("'reduce(into:)' takes a closure written in place", at: node)
        }
        try enter(node)
        defer { depth -= 1 }
        let scope = Self.closureScope(parameters, body, arguments, captured)
        _ = try execute(body, Context(scope: scope, selfObject: selfObject, selfValue: selfValue))
        let name = parameters.first.flatMap { $0 == "_" ? nil : $0 } ?? "$0"
        return scope.lookup(name) ?? .void
    }

    /// Calls a declared function or method; parameters match arguments in order. `enclosing`: the
    /// scope a local function was declared in, whose names it sees.
    func call(_ function: FunctionDeclSyntax, _ arguments: [Argument], selfObject: RuntimeObject?, selfValue: Value? = nil,
              isViewBuilder: Bool = false, enclosing: Scope? = nil, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        try enter(node)
        defer { depth -= 1 }
        let scope = Scope(parent: enclosing ?? globals)
        let parameters = Array(function.signature.parameterClause.parameters)
        let context = Context(scope: scope, selfObject: selfObject, returnType: function.signature.returnClause.map { TypeName.of($0.type) },
                              selfValue: selfValue)
        defineGenericParameters(of: function, arguments, in: scope)
        let inoutArguments = try bindParameters(parameters, arguments, scope, context, name: function.name.unquotedText, at: node)
        guard let body = function.body else { return .void }
        if isViewBuilder || Self.hasViewBuilderAttribute(function.attributes), !body.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) {
            let elements = try collect(body.statements, context)
            return elements.count == 1 ? elements[0] : .array(elements)
        }
        let completion = try execute(body.statements, context)
        try writeBack(inoutArguments, from: scope)
        if case .returned(let value) = completion { return value }
        if let returnType = context.returnType, returnType != "Void", returnType != "()" {
            let kind = selfObject == nil && selfValue == nil ? "global function" : "instance method"
            throw InterpreterError("missing return in \(kind) expected to return '\(returnType)'", at: body.rightBrace)
        }
        return .void
    }

    /// `.sample` passed where a `Product` is expected, or `let x: CGFloat = .infinity`: an
    /// implicit member is looked up on the declared type, as Swift does.
    /// A property's annotated type, as the code inside `owner` names it: `State` in a class that
    /// declares `struct State` is `Owner.State`.
    func declaredType(of binding: PatternBindingSyntax, in owner: ClassDeclaration) -> String? {
        guard let type = binding.typeAnnotation.map({ TypeName.of($0.type) }) else { return nil }
        let bare = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
        return classes["\(owner.name).\(bare)"] != nil ? "\(owner.name).\(type)" : type
    }

    /// An expression where the context gives its type (`let d: Descriptor = .init { … }`, `return
    /// .make(scale: 2)` from a function returning `Self`): an implicit member call is made on that
    /// type, as Swift does, and an implicit member without arguments is looked up on it.
    func evaluate(_ expression: ExprSyntax, _ context: Context, expecting expected: String?) throws(InterpreterError) -> Value {
        guard var type = expected else { return try evaluate(expression, context) }
        // `let half: CGFloat = 7 / 2`: the literals are CGFloats.
        if Self.isFloating(type), let value = try evaluateArithmetic(expression, context, expecting: type) { return value }
        let optional = type.hasSuffix("?") || type.hasSuffix("!")
        if optional { type.removeLast() }
        if type == "Self", let own = selfType(context) { type = own }
        type = resolvingAlias(type, at: expression)
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.base == nil, access.declName.baseName.unquotedText == "init", classes[type] != nil || TextureRuntime.isType(type) {
            // `.init(layoutElement: self)` where an `ASWrapperLayoutSpec` is expected: that type's initializer.
            return try construct(type, call, context)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.base == nil, let declared = staticDeclaration(access.declName.baseName.unquotedText, of: type),
           !declared.extendsRuntimeType || declared.methods[access.declName.baseName.unquotedText] != nil {
            // `color: .darkBlueColor()`: a static method of the type, or of the app's extension of UIColor.
            let name = access.declName.baseName.unquotedText
            if case .function(let function) = try staticMember(name, of: declared, access, context) {
                return try invoke(function, try arguments(call, context), at: call)
            }
        }
        return try resolveImplicitMember(try evaluate(expression, context), type: optional ? type + "?" : type, at: expression)
    }

    /// The declaration whose static member `.name(…)` calls where a `type` is expected: the type's
    /// own, or the app's extension of a runtime class it inherits (`.new { … }` for an `ASTableNode`,
    /// from `extension ASDisplayNode { static func new<T>(…) }`).
    private func staticDeclaration(_ name: String, of type: String) -> ClassDeclaration? {
        if let declared = classes[type], !declared.extendsRuntimeType || declared.methods[name] != nil { return declared }
        guard extendsRuntimeClasses else { return classes[type] }
        return APITable.standard.lineage(of: type).lazy.compactMap { self.classes[$0.name] }
            .first { $0.extendsRuntimeType && $0.methods[name] != nil } ?? classes[type]
    }

    func resolveImplicitMember(_ value: Value, type: String?, at node: some SyntaxProtocol) throws(InterpreterError) -> Value {
        // An array literal given to a `Set` keeps each element once.
        if case .array(let items) = value, let type, type == "Set" || type.hasPrefix("Set<") { return .array(Collections.unique(items)) }
        // `let gaps: [Gap] = [.medium(1), .regular(2)]`: each element has the element type as its context.
        if case .array(let items) = value, let type, let element = LexicalTypes.elementType(of: type) {
            var resolved: [Value] = []
            for item in items { resolved.append(try resolveImplicitMember(item, type: element, at: node)) }
            return .array(resolved)
        }
        // A CGFloat parameter given an integer (`inset(7)`): it holds 7.0, so `7 / 2` in it is 3.5.
        if Self.isFloating(type), case .int(let number) = value { return .double(Double(number)) }
        guard case .enumCase("", let name, let payload) = value, var type else { return value }
        if type.hasSuffix("?") || type.hasSuffix("!") {
            type.removeLast()
            // `lines: UInt? = .none` is Optional's own case, even where the wrapped type has a `none`
            // (swiftc warns "assuming you mean 'Optional<Mode>.none'" and takes nil).
            if name == "none", payload.isEmpty { return .none }
        }
        // `let gap: Gap = .medium(15)`: a case with associated values takes the enum's name, so its
        // methods and properties are found.
        guard payload.isEmpty else {
            guard let declared = classes[type], declared.enumCases.contains(name) else { return value }
            return .enumCase(type: declared.name, name: name, payload: payload)
        }
        // `let store: UserDefaults = .standard`, `static var shared: UserDefaults { .standard }` in the app's extension.
        if let shared = sharedInstance(name, of: type) { return shared }
        if let declared = classes[type], !declared.extendsRuntimeType {
            // A stored or computed member the code declares runs, and its errors are the code's
            // (`static let diagonal = ASScrollDirectionDiagonalDirections`, a name no one declares).
            if declared.staticMembers[name] != nil { return try staticMember(name, of: declared, node, Context(scope: globals)) }
            return (try? staticMember(name, of: declared, node, Context(scope: globals))) ?? value
        }
        // `tinted(.darkBlueColor())`: a static member of the app's extension of UIColor; a method
        // is called, as its arguments were (none: a payload would have been kept above).
        if let declared = classes[type], declared.methods[name] != nil || declared.staticMembers[name] != nil {
            let member = try staticMember(name, of: declared, node, Context(scope: globals))
            if case .function(let function) = member, declared.methods[name] != nil { return try invoke(function, [], at: node) }
            return member
        }
        if type == "CGFloat" || type == "Double" || type == "CGSize" || type == "CGPoint" || type == "CGRect" || type == "UIEdgeInsets" || type == "ASDimension" {
            return (try? TextureRuntime.staticMember(type, name, at: node)) ?? value
        }
        if type == "UIColor", let color = NamedColors.color(name) { return .native(.color(color)) }
        return value
    }

    /// The one instance a framework class hands out (`UserDefaults.standard`, `Thread.current`),
    /// however it is reached: through its type or as an implicit member.
    func sharedInstance(_ name: String, of type: String) -> Value? {
        switch (type, name) {
        case ("UITraitCollection", "current"): .native(.inert("UITraitCollection"))
        case ("PlaygroundPage", "current"): .object(playgroundPage)
        case ("UserDefaults", "standard"): settingsStore()
        case ("Thread", "current"): .native(.inert("Thread"))
        default: nil
        }
    }

    /// Binds each parameter to its argument (or its default) in `scope`; returns the `inout`
    /// parameters given a place (`&width`), to write back when the call returns.
    @discardableResult
    func bindParameters(_ parameters: [FunctionParameterSyntax], _ arguments: [Argument], _ scope: Scope, _ context: Context,
                        name: String, at node: some SyntaxProtocol) throws(InterpreterError) -> [(local: String, target: InoutTarget)] {
        var remaining = arguments[...]
        var inoutArguments: [(local: String, target: InoutTarget)] = []
        // Labels decide only when they fit the whole call; otherwise arguments go by position (the
        // checker has already reported a wrong label before the run).
        let byLabel = labelsFit(parameters, arguments)
        for (index, parameter) in parameters.enumerated() {
            let local = (parameter.secondName ?? parameter.firstName).text
            // `_ items: Element...`: the argument with its label and the unlabelled ones after it.
            if parameter.ellipsis != nil {
                var items: [Value] = []
                if let first = remaining.first, first.label == Self.externalLabel(parameter) {
                    items.append(first.value)
                    remaining = remaining.dropFirst()
                    while let next = remaining.first, next.label == nil, !next.isUnlabeledTrailingClosure {
                        items.append(next.value)
                        remaining = remaining.dropFirst()
                    }
                }
                let element = TypeName.of(parameter.type)
                var resolved: [Value] = []
                for item in items { resolved.append(try resolveImplicitMember(item, type: element, at: node)) }
                scope.define(local, .array(resolved))
                continue
            }
            if let argument = remaining.first, !byLabel || takes(argument, parameters, index) || parameter.defaultValue == nil {
                remaining = remaining.dropFirst()
                scope.define(local, try resolveImplicitMember(argument.value, type: parameterType(parameter), at: node))
                if let target = argument.inoutTarget { inoutArguments.append((local, target)) }
            } else if let defaultValue = parameter.defaultValue {
                // `size: CGSize = .zero`, `context: Context = .init()`: a default has its parameter's type, as an argument has.
                let type = parameterType(parameter)
                scope.define(local, try resolveImplicitMember(try evaluate(defaultValue.value, context, expecting: type), type: type, at: node))
            } else {
                throw InterpreterError("missing argument for parameter '\(parameter.firstName.unquotedText)' in call to '\(name)'", at: node)
            }
        }
        if !remaining.isEmpty { throw InterpreterError("extra argument in call to '\(name)'", at: node) }
        return inoutArguments
    }

    /// The final values of `inout` parameters, assigned to the places the caller passed.
    func writeBack(_ inoutArguments: [(local: String, target: InoutTarget)], from scope: Scope) throws(InterpreterError) {
        for (local, target) in inoutArguments {
            guard let value = scope.lookup(local) else { continue }
            try assign(value, to: target.place, target.context)
        }
    }

    /// A parameter's type as the code around it names it (`ShimmerNode.Context` for `Context`).
    func parameterType(_ parameter: FunctionParameterSyntax) -> String {
        EnclosingTypes.qualified(TypeName.of(parameter.type), at: parameter, in: classes)
    }

    /// The initializers a declared type's instances are made with: its own, or for a class that
    /// declares none, the nearest declared superclass's (nil when none is declared).
    private func inheritedInitializers(of declared: ClassDeclaration) -> [InitializerDeclSyntax]? {
        var current: ClassDeclaration? = declared
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            if !type.initializers.isEmpty { return type.initializers }
            guard !type.isStruct else { return nil }
            current = type.superclass.flatMap { classes[StaticTypes.bare($0)] }
        }
        return nil
    }

    static func externalLabel(_ parameter: FunctionParameterSyntax) -> String? {
        parameter.firstName.unquotedText == "_" ? nil : parameter.firstName.unquotedText
    }

    /// Whether the arguments' labels match the parameters in order, as Swift matches them: a
    /// parameter with a default may be left out, every other one takes the next argument.
    func labelsFit(_ parameters: [FunctionParameterSyntax], _ arguments: [Argument]) -> Bool {
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            if next < arguments.count, takes(arguments[next], parameters, index) {
                next += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return next == arguments.count
    }

    /// Whether `argument` goes to `parameters[index]`: by its label, or, for an unlabeled trailing
    /// closure, by Swift's forward scan: the next parameter of a function type, where one with a
    /// default is passed over when a later one needs an argument (`init(overlay: () -> Node? = { nil },
    /// animation: @escaping Block)` called `.init { … }`).
    func takes(_ argument: Argument, _ parameters: [FunctionParameterSyntax], _ index: Int) -> Bool {
        let parameter = parameters[index]
        if argument.label == Self.externalLabel(parameter) { return true }
        guard argument.isUnlabeledTrailingClosure, resemblesFunction(parameter.type) else { return false }
        return parameter.defaultValue == nil || !parameters[(index + 1)...].contains { $0.defaultValue == nil }
    }

    /// A parameter type a closure can be given: a function type, optional or not, one marked
    /// `@escaping`, or an alias the code declares of a function type.
    private func resemblesFunction(_ type: TypeSyntax) -> Bool {
        if TypeName.isFunction(type) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self),
           attributed.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedSource == "escaping" }) { return true }
        return !closureAliases.isEmpty && TypeName.writtenName(type).map(closureAliases.contains) == true
    }
}
