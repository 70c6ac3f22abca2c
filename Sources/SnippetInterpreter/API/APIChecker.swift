import Diagnostics
import SwiftSyntax

/// Checks a snippet against the declared API before it runs, as the compiler would: argument
/// labels, enum cases and static members, members of values whose type is certain, read-only
/// properties, overrides and `super.init`. It reports every mistake it finds, not just the first;
/// what it cannot be sure of it leaves to the interpreter.
struct APIChecker {
    let table: APITable
    let classes: [String: ClassDeclaration]
    let functions: [String: [FunctionDeclSyntax]]
    let types: StaticTypes
    /// `vary=` substitutions: an argument with this label is checked with the value that replaces it.
    let substitutions: [String: ExprSyntax]
    /// Names declared where this check cannot see them (left out of the app's sources).
    let knownElsewhere: Set<String>
    /// Every member name user code declares anywhere (types, extensions, protocols): such a name is
    /// never reported as missing, since a protocol extension may give it to any type.
    private let userMemberNames: Set<String>
    private(set) var errors: [InterpreterError] = []
    /// Uses of what diagrams do not draw (`shadowOpacity`): allowed, and said.
    private(set) var warnings: [InterpreterError] = []
    /// What uses of unsupported APIs and of sandboxed calls that fail do, by the call or member
    /// access, when the run reaches them (not before: a method the figure never calls, such as a
    /// cell's autoplay helper that converts rects, does not change the figure).
    private(set) var whenReached: [SyntaxIdentifier: ReachedUse] = [:]
    /// Interpolated expressions whose value is certainly optional: the run shows them as Swift
    /// does, `Optional(3)` or `nil`.
    private(set) var optionalInterpolations: Set<SyntaxIdentifier> = []

    private let inventory: SyntaxInventory
    /// The aliases of function types the code declares, the app's sources' too.
    let closureAliases: Set<String>
    /// The code's type aliases, the app's sources' too.
    private let aliases: TypeAliasTable
    private let lexical: LexicalTypes
    private let numbers: NumericChecker
    private let optionals: OptionalChecker
    /// "Did you mean" candidates for names, sorted once: what user code declares, and its members.
    private let declaredCandidates: [String]
    private let memberCandidates: [String]
    private var inheritedByOwner: [String: Set<String>] = [:]
    /// Names closures bind (`card` in `{ card in … }`), whose types only their place gives.
    private let closureParameterNames: Set<String>

    init(table: APITable, classes: [String: ClassDeclaration], functions: [String: [FunctionDeclSyntax]],
         files: [SourceFileSyntax], substitutions: [String: ExprSyntax] = [:], build: IOSBuildConfiguration = IOSBuildConfiguration(),
         knownElsewhere: Set<String> = [], closureAliases: Set<String> = [], aliases: TypeAliasTable = TypeAliasTable()) {
        self.table = table
        self.closureAliases = closureAliases
        self.aliases = aliases
        self.knownElsewhere = knownElsewhere
        self.classes = classes
        self.functions = functions
        self.substitutions = substitutions
        inventory = SyntaxInventory(files, build: build)
        types = StaticTypes(table: table, classes: classes, inventory: inventory, aliases: aliases)
        lexical = LexicalTypes(types: types)
        numbers = NumericChecker(lexical: lexical, integerNames: inventory.integerNames)
        optionals = OptionalChecker(lexical: lexical, classes: classes, inventory: inventory)
        var names = Set(inventory.functions.map(\.name.unquotedText))
        names.formUnion(inventory.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText })
        names.formUnion(inventory.enumCases.map(\.name.unquotedText))
        userMemberNames = names
        closureParameterNames = Set(inventory.closureParameterNames)
        declaredCandidates = inventory.declaredNames.sorted()
        memberCandidates = names.sorted()
    }

    /// Checks the files; errors accumulate in `errors`.
    mutating func check() {
        for binding in inventory.bindings { checkSubstitutedBinding(binding) }
        for call in inventory.calls { check(call) }
        for access in inventory.memberAccesses { checkRead(access) }
        for keyPath in inventory.keyPaths { checkKeyPath(keyPath) }
        for assignment in inventory.assignments { checkAssignment(assignment) }
        checkMutability()
        checkNumbers()
        checkReturnedValues()
        checkAnnotatedValues()
        let initialization = InitializationChecker(lexical: lexical, table: table, classes: classes)
        let initializationProblems = inventory.classes.flatMap(initialization.problems(in:)) + inventory.structs.flatMap(initialization.problems(in:))
        for problem in initializationProblems { report(problem.message, at: problem.node) }
        let switches = SwitchChecker(lexical: lexical, classes: classes)
        for switchExpr in inventory.switches {
            if let problem = switches.problem(in: switchExpr) { report(problem.message, at: problem.node) }
            for element in switchExpr.cases {
                guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { continue }
                for item in label.caseItems { checkPatternMember(item.pattern, matching: switchExpr.subject, declaredEnums: false) }
            }
        }
        for condition in inventory.matchingConditions {
            checkPatternMember(condition.pattern, matching: condition.initializer.value, declaredEnums: true)
        }
        for call in inventory.calls {
            if let problem = TryChecker.problem(calling: call, functions: functions, classes: classes) { report(problem.message, at: problem.node) }
        }
        for access in inventory.memberAccesses {
            if let problem = optionals.problem(reading: access) { report(problem.message, at: problem.node) }
        }
        for declaration in inventory.classes { checkOverrides(declaration) }
        checkRawValues()
        for expression in inventory.interpolations where optionals.isCertainlyOptional(expression) {
            optionalInterpolations.insert(expression.id)
            warnings.append(InterpreterError("string interpolation produces a debug description for an optional value; did you mean to make this explicit?", at: expression))
        }
        for reference in inventory.renamedReferences { checkRenamed(reference) }
        for reference in inventory.renamedTypes where classes[reference.name.unquotedText] == nil {
            if let rename = table.renamed[reference.name.unquotedText] { report(rename.message, at: reference) }
        }
        for declaration in inventory.classes { checkSuperclass(declaration) }
        for use in inventory.names { checkName(use.reference, owner: use.owner, top: use.top) }
        for use in inventory.typeReferences { checkTypeName(use.reference, owner: use.owner, top: use.top) }
    }

    /// Swift's, Foundation's, Dispatch's and Combine's type names (see `SwiftTypeNames.txt`).
    static let standardTypeNames: Set<String> = Set(String(decoding: PackageResources.SwiftTypeNames_txt, as: UTF8.self)
        .split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))

    /// `let store: Stor`, `func configure(_ cell: UITableViewCel)`: a type name nothing declares, a
    /// typist's slip from one the code, Swift or the API declares, is the compiler's "cannot find
    /// type" where it is written, even in code the figure never runs (an annotation was never checked).
    /// A slip is one letter missing, added or swapped with its neighbour, or a letter's case: real
    /// types differ by a replaced letter (`NSDate`, `NSData`). A name with a framework's prefix is
    /// compared with the API's types of that prefix; any other with the code's and Swift's.
    private mutating func checkTypeName(_ reference: IdentifierTypeSyntax, owner: String?, top: SyntaxIdentifier?) {
        let name = reference.name.unquotedText
        guard name.count >= 4, name.first?.isUppercase == true else { return }
        // The type an extension extends is named outside the extension's body.
        if let owner, reference.parent?.is(ExtensionDeclSyntax.self) != true, hasUnknownAncestor(owner) { return }
        if top.flatMap({ inventory.boundNames[$0] })?.contains(name) == true || inventory.declaredNames.contains(name) { return }
        // An extension alone (`extension Stor`) declares nothing: the name must be declared elsewhere.
        if classes[name].map({ !$0.isExtensionOnly }) ?? false || table.type(name) != nil || TextureRuntime.isType(name) || Self.swiftNames.contains(name) { return }
        if knownElsewhere.contains(name) || table.renamed[name] != nil || Self.importsLibrary(reference) { return }
        guard let nearest = Self.typeSlip(name, appTypes: declaredCandidates, table: table) else { return }
        report("cannot find type '\(name)' in scope; did you mean '\(nearest)'?", at: reference)
    }

    /// The type `name` is a typist's slip of, if any: a letter missing, added or swapped with its
    /// neighbour, or its case (`NearestName.isSlip`). A name with a framework's prefix is compared
    /// with the API's types of that prefix; any other with the app's types and Swift's. A real type
    /// of Swift or Foundation is no slip (`Date` beside `Data`). The checker and the run (casts,
    /// generic arguments) ask this one rule, so both say the same of the same name.
    static func typeSlip(_ name: String, appTypes: [String], table: APITable) -> String? {
        guard !standardTypeNames.contains(name) else { return nil }
        let pool: [String]
        if hasFrameworkPrefix(name) {
            let prefix = name.prefix { $0.isUppercase }.dropLast()
            // A nested type's full name is no slip: an old spelling (`UITableViewRowAnimation`) is a rename.
            pool = table.types.keys.filter { $0.hasPrefix(prefix) && !$0.contains(".") }
        } else {
            pool = appTypes.filter { $0.first?.isUppercase == true } + swiftNames.filter { $0.first?.isUppercase == true }
        }
        return pool.filter { NearestName.isSlip(name, of: $0) }.min()
    }

    /// The cases of the checked files' enums whose raw value Swift cannot give.
    private mutating func checkRawValues() {
        let checked = Set(inventory.enumCases.map(\.id))
        guard !checked.isEmpty else { return }
        var seen: Set<ObjectIdentifier> = []
        for declared in classes.values where declared.rawValues != nil && seen.insert(ObjectIdentifier(declared)).inserted {
            guard let raw = declared.rawValues, let first = raw.problems.first, checked.contains(first.element.id) else { continue }
            for problem in raw.problems { report(problem.message, at: problem.element) }
            if let message = raw.conformanceProblem { report(message, at: raw.typeNode) }
        }
    }

    /// Swift's own functions and types a snippet may name without declaring them.
    static let swiftNames: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "stride", "zip", "type", "fatalError", "precondition",
        "preconditionFailure", "assert", "assertionFailure", "round", "floor", "ceil", "sqrt", "pow", "swap", "sequence",
        "repeatElement", "numericCast", "withExtendedLifetime", "NSLog", "String", "Int", "Double", "Float", "Bool",
        "Character", "Array", "Dictionary", "Set", "Optional", "Any", "AnyObject", "Never", "Void", "Result", "Error",
        "Range", "ClosedRange", "CGFloat", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
        "newValue", "oldValue", "error", "NSLocalizedString", "autoreleasepool", "isKnownUniquelyReferenced",
        "_typeName", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "hypot", "exp", "log", "log2", "log10", "trunc", "cbrt",
        "fabs", "ceilf", "floorf", "roundf", "sqrtf", "fabsf",
    ]

    /// A misspelt name (`titel` for `title`) is an error at check time, as the compiler reports it,
    /// even in code the figure never runs (an action, a callback). Only a name one or two edits from
    /// one in scope, of the same kind (a capitalised type, a lower-case value), from four letters
    /// up, and not in a type whose ancestors the API does not know, is reported: any other unknown
    /// name may be a framework's the API does not declare (`UIWindow`, a superclass's member), which
    /// the compiler would accept (running it says what is missing).
    private mutating func checkName(_ reference: DeclReferenceExprSyntax, owner: String?, top: SyntaxIdentifier?) {
        let name = reference.baseName.unquotedText
        guard name.count >= 4, !name.hasPrefix("_"), !name.hasPrefix("$") else { return }
        // `\.titel`: a member of the key path's root, which the run names when it reads it.
        if reference.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return }
        if let owner, hasUnknownAncestor(owner) { return }
        let bound = top.flatMap { inventory.boundNames[$0] } ?? []
        if bound.contains(name) || inventory.declaredNames.contains(name) || userMemberNames.contains(name) { return }
        // `safeAreaInsets` on implicit self: refused where the run reaches it, as `self.safeAreaInsets` is.
        if let owner, table.allMemberNames.contains(name), let apiType = apiAncestor(of: owner),
           let property = table.property(name, of: apiType), !property.isStatic {
            if property.marker.refuses, let refusal = property.marker.refusal(of: name, in: declaringType(of: name, in: apiType)) {
                refuse(refusal, property.marker, at: reference, reachedAt: reference)
            }
            return
        }
        if classes[name] != nil || functions[name] != nil || table.type(name) != nil || table.functions[name] != nil || table.renamed[name] != nil { return }
        if TextureRuntime.isType(name) || Self.swiftNames.contains(name) || Self.hasFrameworkPrefix(name) { return }
        // Declared in the app's sources but left out: it exists; using it fails at run time, saying so.
        if knownElsewhere.contains(name) || table.allMemberNames.contains(name) { return }
        let inherited: Set<String> = owner.map { inheritedMembers($0) } ?? []
        if inherited.contains(name) { return }
        // A typist's slip: one edit in a short name, two in a longer one; names whose length differs
        // by more cannot be that close, so the edit distance is computed for few candidates.
        let isType = name.first?.isUppercase == true
        // A library's type is often a prefix away from the app's own (`WXGrowingTextView`): one edit for types.
        let limit = isType || name.count < 8 ? 2 : 4
        let length = name.count
        var pool: [String] = Array(bound)
        pool += declaredCandidates
        // `assertionFailur`, `UIGraphicsEndImageContxt`: Swift's and the API's free functions.
        pool += Self.swiftNames.sorted() + table.functions.keys.sorted()
        if owner != nil { pool += memberCandidates; pool += inherited.sorted() }
        let candidates = pool.filter { candidate in
            abs(candidate.count - length) <= limit / 2 && (candidate.first?.isUppercase == true) == isType
        }
        guard let nearest = NearestName.closest(to: name, in: candidates),
              NearestName.doubledDistance(name, nearest) <= limit else { return }
        report("cannot find '\(name)' in scope; did you mean '\(nearest)'?", at: reference)
    }

    /// The API members a type inherits, by type (a file's references share few owners).
    private mutating func inheritedMembers(_ owner: String) -> Set<String> {
        if let known = inheritedByOwner[owner] { return known }
        let members = (apiAncestor(of: owner) ?? (table.type(owner) != nil ? owner : nil))
            .map { Set(table.memberNames(of: $0, static: false) + table.memberNames(of: $0, static: true)) } ?? []
        inheritedByOwner[owner] = members
        return members
    }

    /// Whether a class descends from one neither the snippet's code nor the API declares (a library's,
    /// or a file left out of the app's sources): its inherited members are unknown.
    private func hasUnknownAncestor(_ type: String) -> Bool {
        var name: String? = type
        var seen: Set<String> = []
        while let current = name, seen.insert(current).inserted {
            if table.type(current) != nil || TextureRuntime.isType(current) { return false }
            // Extended but not declared here (`extension PHAsset`), or left out of the app's sources:
            // its members are not all known.
            guard inventory.declaredNames.contains(current), !knownElsewhere.contains(current), let declared = classes[current] else { return true }
            name = declared.superclass.map(StaticTypes.bare)
        }
        return false
    }

    /// A capitalised name with an Apple framework's prefix (`UIWindow`, `CAGradientLayer`) or
    /// Texture's is a framework type, declared or not.
    static func hasFrameworkPrefix(_ name: String) -> Bool {
        let prefixes = ["UI", "NS", "CA", "CG", "CF", "CI", "CT", "AV", "PH", "MK", "CL", "WK", "SK", "GL", "MTL", "AS", "UN", "LA", "GK", "SF"]
        return prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// A misspelt framework superclass (`ASDisplayNod`) would leave a class that draws nothing, with
    /// no word why; the compiler says it cannot find the type. Only names close to a declared
    /// framework class are reported: others may be framework types the API does not declare
    /// (`UIResponder`), which the compiler would accept.
    private mutating func checkSuperclass(_ declaration: ClassDeclSyntax) {
        guard let inherited = declaration.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self) else { return }
        if classes[declaration.name.unquotedText]?.inheritsFromItself == true {
            return report("'\(declaration.name.unquotedText)' inherits from itself", at: inherited)
        }
        let name = inherited.name.unquotedText
        guard name.hasPrefix("AS") || name.hasPrefix("UI"), table.type(name) == nil, classes[name] == nil,
              table.renamed[name] == nil else { return }
        // At most two edits away: a typo, not another class. A typo of an old name (`ASViewControler`)
        // suggests today's.
        let classes = table.types.values.filter { $0.kind == .class }.map(\.name) + Array(table.renamed.keys)
        let near = classes.filter { $0.hasPrefix(name.prefix(2)) && NearestName.doubledDistance(name, $0) <= 4 }
        guard let nearest = NearestName.closest(to: name, in: near.sorted()) else { return }
        report("cannot find type '\(name)' in scope; did you mean '\(table.renamed[nearest]?.newName ?? nearest)'?", at: inherited)
    }

    /// An old SDK spelling is an error naming today's, unless the snippet declares that name itself.
    private mutating func checkRenamed(_ reference: DeclReferenceExprSyntax) {
        let name = reference.baseName.unquotedText
        guard let rename = table.renamed[name], functions[name] == nil, !userMemberNames.contains(name) else { return }
        report(rename.message, at: reference)
    }

    private mutating func report(_ message: String, at node: some SyntaxProtocol) {
        errors.append(InterpreterError(message, at: node))
    }

    /// Unsupported uses recorded so far: an overload that needs one fits less well than one that does not.
    private var refusalCount: Int {
        whenReached.values.reduce(0) { count, use in if case .refused = use { count + 1 } else { count } }
    }

    /// A refusal: the sandbox's is an error now (the snippet tried); an unsupported API's is an
    /// error when the run reaches `expression`, the call or member access that uses it.
    private mutating func refuse(_ message: String, _ marker: APIMarker, at node: some SyntaxProtocol, reachedAt expression: some SyntaxProtocol) {
        // A view's safe area read in a UIKit layout hook, which runs once a pass has placed it.
        if message.hasPrefix("'safeAreaInsets' of"), Self.isInUIKitLayoutHook(expression) { return }
        if case .unsupported = marker {
            whenReached[expression.id] = .refused(InterpreterError(message, at: node))
        } else {
            report(message, at: node)
        }
    }

    /// Whether code runs inside `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()` or `layoutSubviews()`.
    static func isInUIKitLayoutHook(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let next = current {
            if let function = next.as(FunctionDeclSyntax.self) {
                return ["viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews"].contains(function.name.unquotedText)
            }
            current = next.parent
        }
        return false
    }

    // MARK: Calls

    /// A sandboxed call that Swift lets fail (a failable initializer, or a throwing one under
    /// `try?`) fails in the sandbox, as it would without a network: a warning, not an error.
    static func sandboxFailure(of candidate: APIFunction, at call: some SyntaxProtocol) -> String? {
        // `Bundle.main.url(forResource:withExtension:)`: an optional result is how the API says it may fail.
        let returnsOptional = candidate.name != "init" && candidate.returnType?.hasSuffix("?") == true
        guard case .sandboxed = candidate.marker, candidate.isFailable || candidate.isThrowing || returnsOptional else { return nil }
        var node: Syntax? = Syntax(call).parent
        while let current = node, !current.is(CodeBlockItemSyntax.self) {
            if let tryExpr = current.as(TryExprSyntax.self), tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
                return "; here it fails, so 'try?' gives nil"
            }
            node = current.parent
        }
        return (candidate.isFailable || returnsOptional) && !candidate.isThrowing ? "; here it fails and gives nil" : nil
    }

    private mutating func check(_ call: FunctionCallExprSyntax) {
        guard let (name, candidates) = callee(of: call.calledExpression, in: call), !candidates.isEmpty else { return }
        check(call, arguments: Array(call.arguments), trailing: call.trailingClosure != nil, name: name, candidates: candidates)
    }

    /// Matches the arguments against the candidates; on success checks each argument's value
    /// against its parameter's type.
    private mutating func check(_ call: some SyntaxProtocol, arguments: [LabeledExprSyntax], trailing: Bool, name: String,
                                candidates: [APIFunction]) {
        var written = arguments.map { WrittenArgument(label: $0.label?.text) }
        if trailing {
            written.append(WrittenArgument(label: nil, isTrailingClosure: true))
            // `BackgroundLayout { … } background: { … }`: the closures after the first carry labels.
            if let call = Syntax(call).as(FunctionCallExprSyntax.self) {
                written += call.additionalTrailingClosures.map { WrittenArgument(label: $0.label.text, isTrailingClosure: true) }
            }
        }
        // Overloads that take the same labels (`padding(_: CGFloat)`, `padding(_: Edge.Set)`) are told
        // apart by the values: the first whose values all fit is the one called.
        let matching = candidates.compactMap { candidate in ArgumentMatcher.match(written, to: candidate.parameters).map { (candidate, $0) } }
        if let first = matching.first {
            let before = errors.count, warned = warnings.count, refused = whenReached, refusals = refusalCount
            // Failing that, the first whose values fit though it is refused (`convert(_: CGRect, to:)`
            // after `convert(_: CGPoint, to:)`, both refused), else the first.
            var fitting: (APIFunction, [Int])?
            for (candidate, binding) in matching {
                errors.removeSubrange(before...)
                warnings.removeSubrange(warned...)
                whenReached = refused
                checkValues(call, arguments, candidate, binding, name: name)
                if errors.count == before, refusalCount == refusals { return }
                if errors.count == before, fitting == nil { fitting = (candidate, binding) }
            }
            errors.removeSubrange(before...)
            warnings.removeSubrange(warned...)
            whenReached = refused
            let chosen = fitting ?? first
            checkValues(call, arguments, chosen.0, chosen.1, name: name)
            if fitting != nil { return }
            // `CGSize(width: inset, height: names.count)`: a CGFloat and an Int fit none of CGSize's
            // initializers, and the compiler says so rather than naming one (it names one when a
            // literal is what does not fit, or an optional).
            let (candidate, binding) = first
            let mixesNumbers = arguments.indices.contains { index in
                index < binding.count && numbers.mismatch(arguments[index].expression, expected: candidate.parameters[binding[index]].type, at: .argument) != nil
            }
            if matching.count > 1, candidate.name == "init", mixesNumbers, errors.count > before {
                let reason = errors[before].message
                errors.removeSubrange(before...)
                report("no exact matches in call to initializer; \(reason)", at: call)
            }
            return
        }
        // `UIActivityIndicatorView(activityIndicatorStyle: .gray)`: an initializer Swift 4.2 renamed.
        if candidates[0].name == "init", let rename = table.renamedInitializer(of: name, labels: arguments.map { $0.label?.text }) {
            return report(rename.message, at: call)
        }
        let problems = ArgumentMatcher.problems(written, candidates: candidates.map(\.parameters))
        let best = candidates.first { ArgumentMatcher.problems(written, $0.parameters) == problems } ?? candidates[0]
        let before = errors.count
        for problem in problems { report(problem, arguments, best, name: name, call: call) }
        // The app's initializer with these labels was left out of its sources (its body did not
        // check): the call names it, and the run's message says why it went.
        let leftOut = SourcePruning.initializerName(name, labels: written.map { $0.label ?? "_" })
        if candidates[0].name == "init", errors.count > before, knownElsewhere.contains(leftOut) {
            errors[before].message += "; did you mean '\(leftOut)'?"
        }
    }

    /// The sandbox's refusals and each argument's value, for the overload a call matched.
    private mutating func checkValues(_ call: some SyntaxProtocol, _ arguments: [LabeledExprSyntax], _ candidate: APIFunction, _ binding: [Int], name: String) {
        let written = (candidate.name == "init" ? name : candidate.name) + "(" + candidate.parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
        if let refusal = candidate.marker.refusal(of: written, in: candidate.owner ?? name) {
            if let failure = Self.sandboxFailure(of: candidate, at: call) {
                warnings.append(InterpreterError(refusal + failure, at: call))
                whenReached[call.id] = .givesNil
            } else {
                refuse(refusal, candidate.marker, at: call, reachedAt: call)
            }
        } else if candidate.marker == .notDrawn {
            let shown = candidate.name == "init" ? written : candidate.name
            warnings.append(InterpreterError("'\(shown)' changes what the screen shows, but diagrams do not draw it", at: call))
        }
        for (index, argument) in arguments.enumerated() {
            let expression = argument.label.flatMap { substitutions[$0.text] } ?? argument.expression
            let before = errors.count
            checkValue(expression, against: candidate.parameters[binding[index]].type, at: argument.expression, place: .argument)
            // A vary= value has a tree of its own: its errors point at the argument it replaces.
            for error in errors.indices.dropFirst(before) where error < errors.count && errors[error].file != argument.root.id {
                errors[error] = InterpreterError(errors[error].message, at: argument.expression)
            }
        }
    }

    private mutating func report(_ problem: LabelProblem, _ arguments: [LabeledExprSyntax], _ candidate: APIFunction,
                                 name: String, call: some SyntaxProtocol) {
        let labels = arguments.map { $0.label?.text }
        guard let message = Self.message(for: problem, labels: labels, candidate: candidate, name: name) else { return }
        switch problem {
        case .incorrectLabel(let index, _), .extraArgument(let index), .outOfOrder(let index, _):
            guard index < arguments.count else { return report(message, at: call) }
            report(message, at: arguments[index].label.map(Syntax.init) ?? Syntax(arguments[index].expression))
        case .missingArgument:
            report(message, at: call.as(FunctionCallExprSyntax.self)?.rightParen.map(Syntax.init) ?? Syntax(call))
        }
    }

    /// The compiler's words for a label problem; `labels` are the written arguments' labels.
    static func message(for problem: LabelProblem, labels: [String?], candidate: APIFunction, name: String) -> String? {
        let callName = candidate.name == "init" ? name : candidate.name
        switch problem {
        case .incorrectLabel(let index, let expected):
            switch (index < labels.count ? labels[index] : nil, expected) {
            case (let written?, nil):
                return "extraneous argument label '\(written):' in call to '\(callName)'"
            case (nil, let expected?):
                return "missing argument label '\(expected):' in call to '\(callName)'"
            case (let written?, let expected?):
                let hint = NearestName.closest(to: written, in: [expected]) != nil ? "; did you mean '\(expected):'?" : " (expected '\(expected):')"
                return "incorrect argument label '\(written):' in call to '\(callName)'\(hint)"
            case (nil, nil):
                return nil
            }
        case .extraArgument(let index):
            // `UIColor(hexString: …)` nearest a call that takes none (an app's or a pod's initializer
            // that is not there): swiftc's words, once.
            if candidate.parameters.isEmpty { return index == 0 ? "argument passed to call that takes no arguments" : nil }
            let label = index < labels.count ? labels[index].map { " '\($0)'" } ?? "" : ""
            return "extra argument\(label) in call to '\(callName)' (declared as '\(candidate.signature)')"
        case .missingArgument(let parameter):
            let label = candidate.parameters[parameter].label ?? "_"
            return "missing argument for parameter '\(label)' in call to '\(callName)' (declared as '\(candidate.signature)')"
        case .outOfOrder(let index, let earlier):
            return "argument '\(labels[index] ?? "_")' must precede argument '\(labels[earlier] ?? "_")'"
        }
    }

    /// What a call's callee names, and the declarations it may be (empty or nil: not known here).
    private func callee(of expression: ExprSyntax, in call: some SyntaxProtocol) -> (String, [APIFunction])? {
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return callee(of: generic.expression, in: call) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unquotedText
            if types.type(of: ExprSyntax(reference), selfType: nil) != nil, !types.isKnownType(name) { return nil }
            // A parameter or local closure named like a function (`modify(element)` inside
            // `func modify(_ modify: …)`) is what is called there, not the function.
            if let top = Self.topLevelItem(of: reference), inventory.boundNames[top]?.contains(name) == true, !types.isKnownType(name) { return nil }
            // `typealias Section = S` (a generic parameter): the aliased type's initializers are not known here.
            if aliases.declares(name), types.typeName(name, at: reference) == name { return nil }
            // `Group()` in a file that imports Macaw and not SwiftUI: the library's type.
            if table.swiftUITypes.contains(name), classes[name] == nil, !Self.seesSwiftUI(reference) { return nil }
            if let inits = initializers(of: types.typeName(name, at: reference)) { return (name, inits) }
            if let overloads = functions[name] { return (name, overloads.map { APIFunction(user: $0, closureAliases: closureAliases) }) }
            if let declared = table.functions[name] { return (name, declared) }
            if let owner = enclosingType(of: call) { return (name, methods(name, of: owner)) }
            return nil
        }
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let member = access.declName.baseName.unquotedText
        guard let base = access.base else {
            // `let metrics: Metrics = .init(height: 20)`: an implicit member of the type the context gives.
            guard let typeName = Self.contextualType(of: call), types.isKnownType(typeName) else { return nil }
            if member == "init" { return initializers(of: typeName).map { (typeName, $0) } }
            return (typeName, staticMethods(member, of: typeName))
        }
        if member == "init", base.as(DeclReferenceExprSyntax.self)?.baseName.unquotedText == "self", let owner = enclosingType(of: call) {
            return initializersFromInside(owner).map { (owner, $0) }
        }
        if base.is(SuperExprSyntax.self) {
            guard member == "init", let owner = enclosingType(of: call), let parent = classes[owner]?.superclass else { return nil }
            return initializersFromInside(StaticTypes.bare(parent)).map { (parent, $0) }
        }
        if let typeName = typeReference(base) {
            if member == "init" { return initializers(of: typeName).map { (typeName, $0) } }
            // `NSAttributedString.Key(rawValue: …)`: a nested type's initializers.
            if member.first?.isUppercase == true, table.type("\(typeName).\(member)") != nil {
                return initializers(of: "\(typeName).\(member)").map { ("\(typeName).\(member)", $0) }
            }
            return (typeName, staticMethods(member, of: typeName))
        }
        guard let type = types.type(of: base, selfType: enclosingType(of: call)) else { return nil }
        return (member, methods(member, of: type))
    }

    /// The type a call's value must have where it is written: a typed constant's or variable's, or
    /// the return type of the function it is returned from.
    private static func contextualType(of call: some SyntaxProtocol) -> String? {
        var written: TypeSyntax?
        if let clause = call.parent?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self) {
            written = binding.typeAnnotation?.type
        } else if call.parent?.is(ReturnStmtSyntax.self) == true {
            var current = call.parent?.parent
            while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(ClosureExprSyntax.self), !node.is(AccessorBlockSyntax.self) {
                current = node.parent
            }
            written = current?.as(FunctionDeclSyntax.self)?.signature.returnClause?.type
        }
        guard var type = written else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        // `Self`, generic and composed types are not looked up.
        guard let name = type.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil, name.name.unquotedText != "Self" else { return nil }
        return name.name.unquotedText
    }

    /// `Product` or `UIFont` written as a value: a type, unless a variable has that name.
    private func typeReference(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return types.knownType(named: reference) }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, let outer = typeReference(base) {
            let name = "\(outer).\(access.declName.baseName.unquotedText)"
            if table.type(name) != nil { return name }
            // `Card.Style.compact` where `Card` says `typealias Style = Mode`.
            let target = types.typeName(name, at: access)
            return target != name ? target : nil
        }
        return nil
    }

    /// Modules Layoutbook declares or stands in for.
    static let knownModules: Set<String> = ([
        "UIKit", "Foundation", "AsyncDisplayKit", "TextureSwiftSupport", "SwiftUI", "CoreGraphics", "QuartzCore", "Swift",
        "Dispatch", "Darwin", "os", "Combine", "PlaygroundSupport",
    ] as Set<String>).union(LibraryStandIns.modules.keys)

    /// Whether the file `node` is in imports a library Layoutbook does not know (Hero, Kingfisher):
    /// such a library adds members to UIKit's types (`view.heroID`) that the compiler accepts with it
    /// and the checker cannot know. Running one still fails, saying which member is missing.
    static func importsLibrary(_ node: some SyntaxProtocol) -> Bool {
        importedModules(of: node).contains { !knownModules.contains($0) }
    }

    /// For a name nothing declares: the libraries the file imports that Layoutbook does not stand
    /// in for, one of which may declare it (`DisposeBag` in a file that imports RxSwift).
    static func libraryHint(at node: some SyntaxProtocol) -> String {
        let libraries = importedModules(of: node).filter { !knownModules.contains($0) }
        guard let only = libraries.first else { return "" }
        if libraries.count == 1 { return "\(libraryHintOpening) be \(only)'s, which this file imports and Layoutbook does not stand in for" }
        return "\(libraryHintOpening) come from a library this file imports that Layoutbook does not stand in for (\(libraries.joined(separator: ", ")))"
    }

    /// How the hint begins: a more precise word (the name was left out of the app's sources) replaces it.
    static let libraryHintOpening = "; it may"


    /// Whether SwiftUI's names are those the file means: it imports SwiftUI, or no library that
    /// could declare a `View` or a `Group` of its own (ReactorKit's `View`, Macaw's `Group`).
    static func seesSwiftUI(_ node: some SyntaxProtocol) -> Bool {
        let modules = importedModules(of: node)
        return modules.contains("SwiftUI") || modules.allSatisfy(knownModules.contains)
    }

    private static func importedModules(of node: some SyntaxProtocol) -> [String] {
        guard let file = node.root.as(SourceFileSyntax.self) else { return [] }
        return file.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.unquotedText }
    }

    /// The top-level declaration or statement `node` is in.
    static func topLevelItem(of node: some SyntaxProtocol) -> SyntaxIdentifier? {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(CodeBlockItemListSyntax.self), parent.parent?.is(SourceFileSyntax.self) == true { return current.id }
            current = parent
        }
        return nil
    }

    /// The initializers `self.init(…)` and `super.init(…)` may use: a call of the type's, and its
    /// `init?(coder:)` (`super.init(coder: aDecoder)` in a subclass's own).
    private func initializersFromInside(_ type: String) -> [APIFunction]? {
        guard let initializers = initializers(of: type) else { return nil }
        let coders = (classes[type]?.initializers ?? []).filter { initializer in
            initializer.optionalMark != nil && initializer.signature.parameterClause.parameters.contains { $0.firstName.unquotedText == "coder" }
        }
        return initializers + coders.map { APIFunction(user: $0, classes: classes) }
    }

    /// The initializers a call of `type` may use; nil when the checker cannot know them.
    func initializers(of type: String) -> [APIFunction]? {
        Self.initializers(of: type, table: table, classes: classes, closureAliases: closureAliases)
    }

    static func initializers(of type: String, table: APITable, classes: [String: ClassDeclaration],
                             closureAliases: Set<String> = []) -> [APIFunction]? {
        // A protocol's `init` requirement is met by each conforming type in its own way.
        if classes[type]?.isProtocol == true { return nil }
        // Only extended here: its initializers are where it is declared (a library, a file left out).
        if classes[type]?.isExtensionOnly == true { return nil }
        // `EqualWidthHStack(spacing: 4) { … }`: a Layout is made, then called with its subviews.
        if let declared = classes[type], declared.conformances.contains("Layout") {
            let made = initializers(of: type, table: table, classes: classes.filter { $0.key != type }.merging([type: declared.withoutConformance("Layout")]) { a, _ in a },
                                    closureAliases: closureAliases) ?? []
            return made.flatMap { initializer in
                [initializer, APIFunction(name: "init", parameters: initializer.parameters + [APIParameter(label: nil, type: "() -> View", hasDefault: false)],
                                          returnType: type, isStatic: true, marker: initializer.marker)]
            }
        }
        // `extension Array { … }`: Swift's own type keeps its initializers, which are not declared here.
        if let declared = classes[type], !declared.isDeclared, APIChecker.swiftNames.contains(type) { return nil }
        if let declared = classes[type], !declared.extendsRuntimeType {
            if !declared.initializers.isEmpty {
                let declaredInits = declared.initializers.filter { $0.optionalMark == nil || !$0.signature.parameterClause.parameters.contains { $0.firstName.unquotedText == "coder" } }
                    .map { APIFunction(user: $0, classes: classes, closureAliases: closureAliases) }
                // Initializers in extensions leave a struct its memberwise one.
                let keepsMemberwise = declared.isStruct && declared.enumCases.isEmpty && !declared.bodyDeclaresInitializer
                // A class that declares only convenience initializers inherits its superclass's designated ones.
                let onlyConvenience = !declared.isStruct && declared.initializers.allSatisfy { $0.modifiers.contains { $0.name.unquotedText == "convenience" } }
                let parentInits = declared.superclass.flatMap { initializers(of: StaticTypes.bare($0), table: table, classes: classes, closureAliases: closureAliases) } ?? []
                let inherited = onlyConvenience ? parentInits : declared.isStruct ? [] : inheritedConvenience(parentInits, by: declared)
                return declaredInits + (keepsMemberwise ? [memberwise(declared, classes)] : []) + inherited + rawValueInitializer(declared)
            }
            if declared.rawValues != nil { return rawValueInitializer(declared) }
            if declared.isStruct, declared.enumCases.isEmpty { return [memberwise(declared, classes)] }
            guard let parent = declared.superclass else { return [APIFunction(name: "init", parameters: [], returnType: type, isStatic: true, marker: .implemented)] }
            return initializers(of: StaticTypes.bare(parent), table: table, classes: classes, closureAliases: closureAliases)
        }
        let declared = table.initializers(of: type)
        guard !declared.isEmpty else { return nil }
        // `extension UIColor { convenience init(hexString:) }`: the SDK's initializers and the app's.
        let extensions = classes[type].map { $0.extendsRuntimeType ? $0.initializers.map { APIFunction(user: $0, closureAliases: closureAliases) } : [] } ?? []
        return declared + extensions
    }

    /// Swift's second rule of initializer inheritance: a class that implements every designated
    /// initializer of its superclass inherits the superclass's convenience initializers.
    static func inheritedConvenience(_ parentInits: [APIFunction], by declared: ClassDeclaration) -> [APIFunction] {
        let own = Set(declared.initializers.map { APIFunction(user: $0).labels })
        let designated = parentInits.filter { !$0.isConvenience }
        guard !designated.isEmpty, designated.allSatisfy({ own.contains($0.labels) }) else { return [] }
        return parentInits.filter { $0.isConvenience && !own.contains($0.labels) }
    }

    /// `Gap(rawValue: 16)`: the failable initializer Swift gives an enum with a raw type.
    private static func rawValueInitializer(_ declared: ClassDeclaration) -> [APIFunction] {
        guard let raw = declared.rawValues else { return [] }
        return [APIFunction(name: "init", parameters: [APIParameter(label: "rawValue", type: raw.type, hasDefault: false)],
                            returnType: declared.name + "?", isStatic: true, marker: .implemented)]
    }

    private static func memberwise(_ declared: ClassDeclaration, _ classes: [String: ClassDeclaration]) -> APIFunction {
        let parameters = declared.storedProperties.flatMap { variable in
            variable.bindings.compactMap { binding -> APIParameter? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText else { return nil }
                let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
                if isLet, binding.initializer != nil { return nil }
                var type = binding.typeAnnotation.map { EnclosingTypes.qualified($0.type.trimmedSource, at: $0, in: classes) }
                // `@Binding var isOn: Bool` is set from a binding (`$flag`, `.constant(true)`), not a Bool.
                let isBinding = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedSource == "Binding" }
                if isBinding, let wrapped = type { type = "Binding<\(wrapped)>" }
                return APIParameter(label: name, type: type ?? "Any",
                                    hasDefault: binding.initializer != nil || binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true)
            }
        }
        return APIFunction(name: "init", parameters: parameters, returnType: declared.name, isStatic: true, marker: .implemented)
    }

    /// Instance methods named `name` of a declared class (and its ancestors) or an API type. As for
    /// Swift, a subclass's method does not hide its ancestors' overloads of other labels: an
    /// override of `animateLayoutTransition(_:)` leaves an extension's
    /// `animateLayoutTransition(context:)` callable.
    private func methods(_ name: String, of type: String) -> [APIFunction] {
        var found: [APIFunction] = []
        func adding(_ more: [APIFunction]) -> [APIFunction] {
            found + more.filter { candidate in !found.contains { $0.signature == candidate.signature } }
        }
        var current = classes[type]
        var seen: Set<String> = []
        while let declared = current, seen.insert(declared.name).inserted {
            // A static method is not called on an instance: `self.draw(in:)` in `extension UIImage` is
            // UIKit's, even when the extension declares a `static func draw(size:)`.
            let own = (declared.overloads[name] ?? []).map { APIFunction(user: $0, classes: classes, closureAliases: closureAliases) }.filter { !$0.isStatic }
            // `let didSelect: () -> Void` beside `func didSelect(index:)`: `didSelect()` calls the closure.
            if declared.storesProperty(named: name) { return found }
            if declared.extendsRuntimeType, case let api = table.methods(name, of: declared.name).filter({ !$0.isStatic }), !api.isEmpty {
                return adding(own + extensionMethods(name, of: declared.name, skipping: declared.name) + api)
            }
            if declared.computedProperties[name] != nil { return adding(own) }
            // Declared by an app type this walk does not reach: not known here, unless this class has its own.
            if own.isEmpty, userMemberNames.contains(name) { return found }
            found = adding(own)
            guard let parent = declared.superclass else { return found }
            current = classes[StaticTypes.bare(parent)]
            if current == nil { return adding(extensionMethods(name, of: parent) + table.methods(name, of: parent).filter { !$0.isStatic }) }
        }
        return adding(extensionMethods(name, of: type) + table.methods(name, of: type).filter { !$0.isStatic })
    }

    /// The methods the app's extensions add to an API type's ancestors and protocols
    /// (`extension ASLayoutElement { func flexShrink() -> Self }` for a stack spec): overloads beside
    /// the API's own, which Swift chooses between by their labels.
    private func extensionMethods(_ name: String, of type: String, skipping own: String? = nil) -> [APIFunction] {
        table.lineage(of: StaticTypes.bare(type)).flatMap { ancestor -> [APIFunction] in
            guard ancestor.name != own, let declared = classes[ancestor.name], declared.extendsRuntimeType || !declared.extensionMembers.isEmpty else { return [] }
            return (declared.overloads[name] ?? []).map { APIFunction(user: $0, classes: classes, closureAliases: closureAliases) }.filter { !$0.isStatic }
        }
    }

    private func staticMethods(_ name: String, of type: String) -> [APIFunction] {
        if let declared = classes[type], declared.methods[name] != nil || declared.staticMembers[name] != nil { return [] }
        return table.methods(name, of: type).filter(\.isStatic)
    }

    // MARK: Values

    /// An argument or assigned value against the type it must have: enum cases and static members
    /// written as `.name`, and literals of the wrong kind.
    /// `mayBeOptional`: `written` is a lexical type, which does not say whether it is optional.
    private mutating func checkValue(_ value: ExprSyntax, against written: String, at node: some SyntaxProtocol, place: NumericChecker.Place,
                                     mayBeOptional: Bool = false, writtenAs alias: String? = nil, declaredNonOptional: Bool = false) {
        let type = StaticTypes.bare(written)
        // Assignments' numbers are compared by `checkNumbers`, whatever they assign to.
        if place == .argument, let mismatch = numbers.mismatch(value, expected: type, at: .argument) { return report(mismatch, at: NumericChecker.location(of: value)) }
        // `frame(width: CGFloat? = nil)` takes an optional; `CGSize(width:height:)` does not.
        if written == type, !mayBeOptional, let unwrap = optionals.problem(passing: value, as: type, placeIsNonOptional: declaredNonOptional) {
            return report(unwrap, at: node)
        }
        if let actual = structMismatch(value, expected: type) ?? kindMismatch(value, expected: type) {
            // The compiler points at a property's name (`fine.size`), else at the value's start.
            let message = NumericChecker.conversionError(actual, to: written, at: place)
            if let access = value.as(MemberAccessExprSyntax.self), access.base != nil, value.id == Syntax(node).id { return report(message, at: access.declName) }
            return report(message, at: node)
        }
        if checkImplicitMember(value, of: type, writtenAs: alias) {
            return
        } else if let choice = value.as(TernaryExprSyntax.self) {
            // `flag ? .compact : .regulr`: each branch is a value of the type.
            for branch in [choice.thenExpression, choice.elseExpression] {
                checkValue(branch, against: written, at: branch, place: place, mayBeOptional: mayBeOptional)
            }
        } else if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            checkValue(only.expression, against: written, at: only.expression, place: place, mayBeOptional: mayBeOptional)
        } else if let array = value.as(ArrayExprSyntax.self), isOptionSet(type) {
            for element in array.elements { checkValue(element.expression, against: type, at: element.expression, place: place) }
        } else if let array = value.as(ArrayExprSyntax.self), let element = LexicalTypes.elementType(of: type) {
            // `let modes: [Mode] = [.compact, .regulr]`: each element is a value of the element type.
            for item in array.elements { checkValue(item.expression, against: element, at: item.expression, place: .arrayElement) }
        } else if let dictionary = value.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content,
                  let types = Self.dictionaryTypes(written) {
            // `[.kernn: 2]` where `[NSAttributedString.Key: Any]` is expected: each key is a member of
            // the key type, and each value of the value type.
            for pair in pairs {
                checkValue(pair.key, against: types.key, at: pair.key, place: .dictionaryKey)
                checkValue(pair.value, against: types.value, at: pair.value, place: .dictionaryValue)
            }
        } else if let literal = Self.literalType(value), !Self.accepts(type, literal: literal, table: table) {
            report(Self.literalError(value, literal, to: type, at: place), at: node)
        }
    }

    /// `node.frame = CGSize(…)`: the type of a value of one framework struct where another is needed.
    /// Swift converts between no two of them; numbers, which convert by rules of their own, are
    /// `NumericChecker`'s. Nested types are compared by their last name (`Weight` is written for
    /// `UIFont.Weight` inside UIFont), so two of those are never told apart.
    private func structMismatch(_ value: ExprSyntax, expected: String) -> String? {
        guard !LexicalTypes.isNumber(expected), !Self.textAndFlags.contains(expected), classes[expected] == nil, table.type(expected)?.kind == .struct,
              let actual = lexical.type(of: value).map(StaticTypes.bare), !LexicalTypes.isNumber(actual), classes[actual] == nil,
              table.type(actual)?.kind == .struct,
              actual.split(separator: ".").last != expected.split(separator: ".").last else { return nil }
        return actual
    }

    /// `let title: String = card.width`: a number, text or a truth value read from a name where
    /// another of the three is expected. Swift converts between none of them; numbers of different
    /// types are `NumericChecker`'s, literals `literalError`'s. The file's bindings give the type:
    /// a lexical lookup for every such argument cost about 7% of `layoutbook test`.
    /// A struct or an enum is none of the three (`let width: CGFloat = card.style.height`, an
    /// ASDimension, ran and failed only where the width was used, if it was).
    private func kindMismatch(_ value: ExprSyntax, expected: String) -> String? {
        guard let expectedKind = Self.valueKind(of: expected), value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self),
              let actual = types.type(of: value, selfType: enclosingType(of: value)).map(StaticTypes.bare) else { return nil }
        if let actualKind = Self.valueKind(of: actual) { return actualKind != expectedKind ? actual : nil }
        return isStructOrEnum(actual) ? actual : nil
    }

    /// The code's own struct or enum, or one the API declares.
    private func isStructOrEnum(_ type: String) -> Bool {
        let kind = declaredKind(of: type)
        return kind == .struct || kind == .enum
    }

    /// What a written type name declares: the code's own type where it declares one (its enums count
    /// as structs), else the API's; nil for an alias (which may stand for an optional), an extension
    /// alone, or a name nothing declares.
    private func declaredKind(of type: String) -> APIType.Kind? {
        guard !aliases.declares(type) else { return nil }
        if let declared = classes[type], !declared.extendsRuntimeType, !declared.isExtensionOnly {
            return declared.isProtocol ? .protocol : declared.isStruct ? .struct : .class
        }
        return table.type(type)?.kind
    }

    private static func valueKind(of type: String) -> String? {
        LexicalTypes.isNumber(type) ? "number" : type == "String" || type == "Bool" ? type : nil
    }

    /// Parameters of these types are the most common and rarely get a struct of another kind; the
    /// value's type takes a lexical lookup (the checker's dearest step), so they are not compared.
    private static let textAndFlags: Set<String> = ["String", "Character", "Bool"]

    /// `NSAttributedString.Key` and `Any` in `[NSAttributedString.Key: Any]` (or its optional); nil
    /// for other types.
    static func dictionaryTypes(_ written: String) -> (key: String, value: String)? {
        var type = written.filter { !$0.isWhitespace }
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        var depth = 0
        for (offset, character) in type.enumerated() {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 1:
                let key = String(type.dropFirst().prefix(offset - 1))
                let value = String(type.dropFirst(offset + 1).dropLast())
                return (key, value)
            default: break
            }
        }
        return nil
    }

    private func isOptionSet(_ type: String) -> Bool {
        table.type(type)?.supertypes.contains("OptionSet") ?? false
    }

    /// `.name` or `.name(…)` where a value of `type` is expected; false when `value` is not an implicit member.
    /// `inferred`: the type is the other operand's (`pending ?? .regulr`), which the compiler does
    /// not name when the member is missing.
    private mutating func checkImplicitMember(_ value: ExprSyntax, of type: String, inferred: Bool = false, writtenAs alias: String? = nil) -> Bool {
        if let access = value.as(MemberAccessExprSyntax.self), access.base == nil {
            checkImplicitMember(access.declName.baseName.unquotedText, of: type, at: access.declName, arguments: nil, inferred: inferred, writtenAs: alias)
        } else if let call = value.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil {
            checkImplicitMember(access.declName.baseName.unquotedText, of: type, at: access.declName, arguments: call, inferred: inferred, writtenAs: alias)
        } else {
            return false
        }
        return true
    }

    /// The type of a value: what the file's bindings say, else what a lexical lookup finds.
    private func typeOfValue(_ value: ExprSyntax) -> String? {
        types.type(of: value, selfType: enclosingType(of: value)) ?? lexical.type(of: value)
    }

    /// `$0` or `card` in `cards.forEach { card in … }`: an element of an array of known type.
    private func closureParameterType(_ base: ExprSyntax) -> String? {
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.unquotedText
        guard name.hasPrefix("$") || closureParameterNames.contains(name) else { return nil }
        return lexical.type(of: base)
    }

    /// `idiom == .pd`: an implicit member compared with `==` or `!=` is a member of the other
    /// operand's type, as the compiler looks it up. Unchecked, a misspelt case is never equal and
    /// the figure takes the other branch without a word.
    private mutating func checkComparedImplicitMember(_ comparison: InfixOperatorExprSyntax) {
        guard let op = comparison.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { return }
        for (member, other) in [(comparison.rightOperand, comparison.leftOperand), (comparison.leftOperand, comparison.rightOperand)]
        where Interpreter.isImplicitMember(member) && !Interpreter.isImplicitMember(other) {
            guard let type = typeOfValue(other) else { continue }
            _ = checkImplicitMember(member, of: StaticTypes.bare(type))
        }
    }

    /// `if case .pd = idiom`, and `case .pd:` in a switch over an API enum: the member a pattern
    /// names, against the type of the value it matches. A switch over the code's own enums is the
    /// `SwitchChecker`'s (`declaredEnums: false`), which also finds the cases it misses.
    private mutating func checkPatternMember(_ pattern: PatternSyntax, matching subject: ExprSyntax, declaredEnums: Bool) {
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return }
        let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        // `.some(let value)` and `.none` match an optional, which a lexical type does not show.
        guard let access = called.as(MemberAccessExprSyntax.self), access.base == nil,
              !["some", "none"].contains(access.declName.baseName.unquotedText),
              let written = typeOfValue(subject) else { return }
        let type = StaticTypes.bare(written)
        // Of the code's own types only enums are matched by case (two modules' `Option`s share the
        // name here; one may be a class), and a switch over one is the SwitchChecker's.
        if let declared = classes[type], !declaredEnums || declared.enumCases.isEmpty { return }
        // A payload's patterns (`.fixed(let side)`) are not arguments: only the name is checked.
        checkImplicitMember(access.declName.baseName.unquotedText, of: type, at: access.declName, arguments: nil)
    }

    private mutating func checkImplicitMember(_ name: String, of type: String, at node: some SyntaxProtocol, arguments call: FunctionCallExprSyntax?,
                                              inferred: Bool = false, writtenAs alias: String? = nil) {
        if classes[type] == nil, table.hasImplicitMember(name, of: type) {
            checkImplicitArguments(name, of: type, arguments: call)
            return
        }
        var names = table.implicitMembers(of: type)
        if let declared = classes[type] {
            // Only extended here (a library's type, or a misspelt name reported as such): members unknown.
            if declared.isExtensionOnly { return }
            if !declared.extendsRuntimeType, table.type(type) == nil { names = [] }
            names.formUnion(declared.enumCases)
            names.formUnion(declared.staticMembers.keys)
            names.formUnion(declared.methods.keys.filter { !$0.contains("(") })
            if !declared.extendsRuntimeType { names.insert("init") }
        }
        guard !names.isEmpty else { return }
        if name == "none" || names.contains(name) {
            checkImplicitArguments(name, of: type, arguments: call)
            return
        }
        if let rename = table.renamed["\(type).\(name)"] { return report(rename.message, at: node) }
        let hint = NearestName.hint(for: name, in: names.sorted())
        if inferred { return report("reference to member '\(name)' cannot be resolved without a contextual type\(hint)", at: node) }
        report("type \(Self.quoted(type, writtenAs: alias)) has no member '\(name)'\(hint)", at: node)
    }

    /// The arguments of `.name(…)`, an implicit member that exists.
    private mutating func checkImplicitArguments(_ name: String, of type: String, arguments call: FunctionCallExprSyntax?) {
        guard let call else { return }
        if name == "init", let inits = initializers(of: type) {
            check(call, arguments: Array(call.arguments), trailing: call.trailingClosure != nil, name: type, candidates: inits)
        } else if let payload = table.type(type)?.cases[name], !payload.isEmpty {
            let asFunction = APIFunction(name: name, parameters: payload, returnType: type, isStatic: true, marker: .implemented)
            check(call, arguments: Array(call.arguments), trailing: false, name: ".\(name)", candidates: [asFunction])
        } else if case let methods = staticMethods(name, of: type), !methods.isEmpty {
            // `.systemFont(ofSze: 12)`: a static method written as an implicit member.
            check(call, arguments: Array(call.arguments), trailing: call.trailingClosure != nil, name: name, candidates: methods)
        }
    }

    private static func literalType(_ expression: ExprSyntax) -> String? {
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }

    private static let numbers = LexicalTypes.integerTypes.union(LexicalTypes.floatingTypes)

    /// The compiler's words for a literal that cannot be a value of `type`; `0` and `1` where a
    /// Bool is needed get its fix-it (Swift has no truthy integers).
    private static func literalError(_ value: ExprSyntax, _ literal: String, to type: String, at place: NumericChecker.Place) -> String {
        if type == "Bool", let digits = value.as(IntegerLiteralExprSyntax.self)?.literal.text, digits == "0" || digits == "1" {
            return "integer literal value '\(digits)' cannot be used as a boolean; did you mean '\(digits == "1")'?"
        }
        return NumericChecker.conversionError(literal, to: type, at: place)
    }

    /// Whether a literal can stand for a value of `type`; unknown types accept anything.
    private static func accepts(_ type: String, literal: String, table: APITable) -> Bool {
        // `viewBlock: 5`: no literal is a function.
        if type.contains("->") { return false }
        switch literal {
        // No class but NSString is written as a string literal (`defaultImage = "placeholder"`).
        case "String":
            let bare = APITable.bareType(type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type)
            return !numbers.contains(type) && type != "Bool" && table.type(type)?.kind != .enum
                && (table.type(bare)?.kind != .class || bare == "NSString")
        case "Bool": return !numbers.contains(type) && type != "String" && table.type(type)?.kind != .enum
        // Swift has no truthy numbers.
        case _ where type == "Bool": return false
        case "Double": return type != "Int" && type != "UInt" && accepts(type, literal: "Int", table: table)
        default:
            // Foundation's NSNumber is expressible by integer and floating-point literals.
            if numbers.contains(type) || type == "Any" || type == "ASDimension" || type == "NSNumber" { return true }
            guard let declared = table.type(type) else { return true }
            return declared.kind == .protocol
        }
    }

    // MARK: Members

    /// `node.attributedTxt`: a member a value of certain type does not have.
    private mutating func checkRead(_ access: MemberAccessExprSyntax) {
        guard let base = access.base else { return }
        if let type = typeReference(base) { return checkStaticRead(access, of: type) }
        let name = access.declName.baseName.unquotedText
        // `map` and `flatMap` may be Optional's: the known type is the wrapped one (`ASDisplayNode?`).
        guard name != "init", name != "self", name != "map", name != "flatMap", !userMemberNames.contains(name),
              let type = types.type(of: base, selfType: enclosingType(of: access)) ?? closureParameterType(base),
              !hasUserMember(name, type) else { return }
        if let apiType = apiAncestor(of: type), let property = table.property(name, of: apiType) {
            // `self.safeAreaInsets`: a read of a property the API refuses, refused where the run reaches it.
            if property.marker.refuses, let refusal = property.marker.refusal(of: name, in: declaringType(of: name, in: apiType)) {
                refuse(refusal, property.marker, at: access.declName, reachedAt: access)
            }
            return
        }
        if let problem = missingAPIMember(name, of: type, importsLibrary: Self.importsLibrary(access)) { report(problem, at: access.declName) }
    }

    /// Why a value of `type` has no member `name`, in the compiler's words; nil when it has one or
    /// its members are not all known. The app's own members are looked at first.
    private func missingMember(_ name: String, of type: String, importsLibrary: Bool) -> String? {
        hasUserMember(name, type) ? nil : missingAPIMember(name, of: type, importsLibrary: importsLibrary)
    }

    /// `missingMember` where the app is known to declare no member `name` of `type`.
    private func missingAPIMember(_ name: String, of type: String, importsLibrary: Bool) -> String? {
        guard let apiType = apiAncestor(of: type) else {
            // `product.titel` on the app's own struct, in a branch the figure never takes.
            guard declaresEveryMember(of: type), !Self.standardMembers.contains(name) else { return nil }
            return "value of type '\(type)' has no member '\(name)'\(NearestName.hint(for: name, in: declaredMembers(of: type)))"
        }
        if table.property(name, of: apiType) != nil || !table.methods(name, of: apiType).isEmpty { return nil }
        // `text.filter { $0.isLetter }`: a Sequence method, run on the String's Characters.
        if apiType == "String", StringMethods.characterWalks.contains(name) { return nil }
        if importsLibrary { return nil }
        // `view.sendSubview(toBack: badge)`: a method Swift 4.2 renamed, with today's name.
        let renamed = table.renamed
        if let rename = table.lineage(of: apiType).lazy.compactMap({ renamed["\($0.name).\(name)"] }).first { return rename.message }
        // The app's own members first: `t.egde` on a declared `Tile` meant its `edge`; then those its
        // extensions give the framework's classes (`thn` meant `then`, from `extension NSObject: Then`).
        let candidates = declaredMembers(of: type) + extensionMembers(of: apiType) + table.memberNames(of: apiType, static: false)
        return "value of type '\(type)' has no member '\(name)'\(NearestName.hint(for: name, in: candidates))"
    }

    /// `\Card.mdoe`, `cards.map(\.titel)`: each component of a key path names a member of the type
    /// before it, where that type is certain. The compiler points at the key path.
    private mutating func checkKeyPath(_ keyPath: KeyPathExprSyntax) {
        var current = keyPath.root.map { types.typeName($0.trimmedSource, at: keyPath) } ?? lexical.elementType(givenKeyPath: keyPath)
            ?? observedRoot(of: keyPath)
        for component in keyPath.components {
            guard let type = current.map(StaticTypes.bare) else { return }
            switch component.component {
            case .property(let property):
                let name = property.declName.baseName.unquotedText
                if name == "self" { continue }
                if let problem = missingMember(name, of: type, importsLibrary: Self.importsLibrary(keyPath)) { return report(problem, at: keyPath) }
                current = types.memberType(name, of: type)
            case .optional: continue
            default: return
            }
        }
    }

    /// `settings.observe(\.compact, …)`: a key path given to `observe` starts at the observed object.
    private func observedRoot(of keyPath: KeyPathExprSyntax) -> String? {
        guard let argument = keyPath.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.first?.id == argument.id,
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "observe",
              let base = access.base else { return nil }
        return typeOfValue(base)
    }

    /// The members the code declares on a type and the declared classes above it, nearest first.
    private func declaredMembers(of type: String) -> [String] {
        var names: [String] = []
        var current = classes[type]
        var seen: Set<String> = []
        while let declared = current, seen.insert(declared.name).inserted {
            names += declared.storedProperties.flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText } }
            names += declared.computedProperties.keys.sorted() + declared.methods.keys.sorted()
            current = declared.superclass.flatMap { classes[StaticTypes.bare($0)] }
        }
        return names
    }

    /// The instance members the app's extensions give an API type's lineage, and those of the
    /// protocols such an extension adds (`extension NSObject: Then {}` gives every object `then`).
    private func extensionMembers(of apiType: String) -> [String] {
        var names: [String] = []
        var pending: [String] = []
        for ancestor in table.lineage(of: apiType) {
            guard let extended = classes[ancestor.name], extended.extendsRuntimeType else { continue }
            names += extended.methods.keys.sorted() + extended.computedProperties.keys.sorted()
            pending += extended.conformances
        }
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard let declared = classes[StaticTypes.bare(next)], declared.isProtocol, seen.insert(declared.name).inserted else { continue }
            names += declared.methods.keys.sorted() + declared.computedProperties.keys.sorted()
            pending += declared.conformances
        }
        return names
    }

    /// `UIColor.sytemBlue`, `FileManager.default`: a static member of an API type.
    private mutating func checkStaticRead(_ access: MemberAccessExprSyntax, of type: String) {
        let name = access.declName.baseName.unquotedText
        guard name != "init", name != "self", name != "Type", table.type(type) != nil else { return }
        // An app's own type named like a framework's (a `struct Image` beside SwiftUI's) is the app's.
        if let declared = classes[type], !declared.extendsRuntimeType { return }
        if let declared = classes[type], declared.staticMembers[name] != nil || declared.methods[name] != nil || declared.enumCases.contains(name) { return }
        if table.type("\(type).\(name)") != nil { return }
        if let property = table.lineage(of: type).lazy.compactMap({ $0.staticProperty(name) }).first {
            if let refusal = property.marker.refusal(of: "\(type).\(name)", in: type) { refuse(refusal, property.marker, at: access, reachedAt: access) }
            return
        }
        if table.lineage(of: type).contains(where: { $0.cases[name] != nil }) || !staticMethods(name, of: type).isEmpty { return }
        if classes[type] == nil, userMemberNames.contains(name) { return }
        if let rename = table.renamed["\(type).\(name)"] { return report(rename.message, at: access.declName) }
        var candidates = table.memberNames(of: type, static: true)
        candidates += classes[type].map { Array($0.staticMembers.keys) + $0.enumCases } ?? []
        report("type \(Self.quoted(type, writtenAs: access.base.flatMap { types.aliasName(of: $0.trimmedSource, at: $0) })) has no member '\(name)'\(NearestName.hint(for: name, in: candidates))", at: access.declName)
    }

    /// Whether a variable certainly holds no optional: its written type is a number, text, a truth
    /// value or a type the code or the API declares (not an alias, which may stand for an optional),
    /// or its value is such a literal or an API type's static property that is not optional
    /// (`var size = CGSize.zero`).
    private func isCertainlyNonOptional(_ binding: PatternBindingSyntax) -> Bool {
        if let annotation = binding.typeAnnotation {
            guard let identifier = annotation.type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
            let written = identifier.name.unquotedText
            return LexicalTypes.isNumber(written) || written == "String" || written == "Bool" || declaredKind(of: written) != nil
        }
        guard let value = binding.initializer?.value else { return false }
        if value.is(StringLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) || LexicalTypes.literalKind(value) != nil { return true }
        guard let access = value.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
              case let typeName = base.baseName.unquotedText, classes[typeName] == nil, !aliases.declares(typeName),
              let property = table.property(access.declName.baseName.unquotedText, of: typeName), property.isStatic else { return false }
        return !property.type.hasSuffix("?") && !property.type.hasSuffix("!")
    }

    /// The declaration of a stored property `name` of the app's type or the app's classes above it.
    private func storedPropertyBinding(_ name: String, of type: String) -> PatternBindingSyntax? {
        var current = classes[type]
        var seen: Set<String> = []
        while let declared = current, seen.insert(declared.name).inserted {
            for variable in declared.storedProperties {
                if let binding = variable.bindings.first(where: { TypeName.of($0.pattern) == name }) { return binding }
            }
            current = declared.superclass.flatMap { classes[StaticTypes.bare($0)] }
        }
        return nil
    }

    /// A type as the compiler names it: an alias by its own name and the type it stands for
    /// (`'Store' (aka 'UserDefaults')`).
    static func quoted(_ type: String, writtenAs alias: String?) -> String {
        guard let alias, alias != type else { return "'\(type)'" }
        return "'\(alias)' (aka '\(type)')"
    }

    /// `node.bounds = …` (read-only) and `node.truncationMode = .byTruncatingTial`.
    private mutating func checkAssignment(_ assignment: InfixOperatorExprSyntax) {
        // `mode = .regulr` to a variable: the value against the variable's type.
        if let reference = assignment.leftOperand.as(DeclReferenceExprSyntax.self), reference.baseName.unquotedText != "self",
           let type = lexical.type(of: assignment.leftOperand) {
            // `title = maybeTitle` where `var title = ""`: an optional must be unwrapped first.
            let nonOptional = lexical.localBinding(of: reference).map(isCertainlyNonOptional) ?? false
            return checkValue(assignment.rightOperand, against: type, at: assignment.rightOperand, place: .assignment,
                              mayBeOptional: !nonOptional, declaredNonOptional: nonOptional)
        }
        // `var frame = CGRect.zero` has a type the file's bindings do not record, but lexical lookup knows.
        guard let access = assignment.leftOperand.as(MemberAccessExprSyntax.self), let base = access.base,
              let type = types.type(of: base, selfType: enclosingType(of: access)) ?? (base.is(DeclReferenceExprSyntax.self) ? lexical.type(of: base) : nil) else { return }
        let name = access.declName.baseName.unquotedText
        // `card.mode = .regulr`: a property of the app's own type, against the type it declares.
        if hasUserMember(name, type) {
            if let written = lexical.type(of: assignment.leftOperand) {
                let nonOptional = storedPropertyBinding(name, of: type).map(isCertainlyNonOptional) ?? false
                checkValue(assignment.rightOperand, against: written, at: assignment.rightOperand, place: .assignment,
                           mayBeOptional: !nonOptional, declaredNonOptional: nonOptional)
            }
            return
        }
        guard let apiType = apiAncestor(of: type), let property = table.property(name, of: apiType) else { return }
        if let refusal = property.marker.refusal(of: name, in: declaringType(of: name, in: apiType)) {
            refuse(refusal, property.marker, at: access.declName, reachedAt: access)
        } else if property.marker == .notDrawn {
            warnings.append(InterpreterError("'\(name)' changes what the screen shows, but diagrams do not draw it", at: access.declName))
        } else if !property.isSettable {
            report("cannot assign to property: '\(name)' is a get-only property", at: access.declName)
            return
        }
        checkValue(assignment.rightOperand, against: property.type, at: assignment.rightOperand, place: .assignment)
    }

    /// `let metrics = …; metrics.width = 30`, and the other changes Swift does not allow.
    private mutating func checkMutability() {
        let mutability = MutabilityChecker(table: table, classes: classes, lexical: lexical, constantNames: inventory.constantNames)
        let problems = inventory.assignments.compactMap { mutability.problem(changing: $0.leftOperand, by: .assignment) }
            // `total += 1`: the compiler points at the operator.
            + inventory.compoundAssignments.compactMap { compound in
                mutability.problem(changing: compound.leftOperand, by: .compoundAssignment).map { ($0.message, Syntax(compound.operator)) }
            }
            + inventory.calls.compactMap(mutability.problem(calling:))
            // `grow(&fixed)`: the compiler points at the ampersand.
            + inventory.inoutArguments.compactMap { argument in
                mutability.problem(changing: argument.expression, by: .inoutArgument).map { ($0.message, Syntax(argument)) }
            }
        for problem in problems { report(problem.message, at: problem.node) }
    }

    /// An integer where a floating-point number is needed, or the other way round: `let spacing = 8;
    /// stack.spacing = spacing` does not compile (arguments are compared with their parameters).
    private mutating func checkNumbers() {
        for assignment in inventory.assignments {
            // The target's type is looked up only for a value that may be an integer.
            guard numbers.mayBeInteger(assignment.rightOperand), let target = lexical.type(of: assignment.leftOperand) else { continue }
            if let mismatch = numbers.mismatch(assignment.rightOperand, expected: target, at: .assignment) {
                report(mismatch, at: NumericChecker.location(of: assignment.rightOperand))
            }
        }
        for binding in inventory.bindings {
            guard let annotation = binding.typeAnnotation?.type.trimmedSource, let value = binding.initializer?.value,
                  let mismatch = numbers.mismatch(value, expected: annotation, at: .annotatedValue) else { continue }
            report(mismatch, at: NumericChecker.location(of: value))
        }
        for function in inventory.functions {
            guard let returned = function.signature.returnClause?.type.trimmedSource, LexicalTypes.isNumber(StaticTypes.bare(returned)),
                  let body = function.body else { continue }
            for value in Self.returnedValues(of: body.statements) {
                if let mismatch = numbers.mismatch(value, expected: returned, at: .returnValue) { report(mismatch, at: NumericChecker.location(of: value)) }
            }
        }
        for operation in inventory.numericOperations {
            if let mismatch = numbers.mismatch(in: operation) { report(mismatch, at: operation.operator) }
            checkComparedImplicitMember(operation)
        }
        // `card.optionalMode ?? .regulr`: the default is a value of the optional's type.
        for coalescing in inventory.coalescings where Interpreter.isImplicitMember(coalescing.rightOperand) {
            let left = coalescing.leftOperand
            guard let type = typeOfValue(left) else { continue }
            _ = checkImplicitMember(coalescing.rightOperand, of: StaticTypes.bare(type), inferred: true)
        }
    }

    /// `func count() -> Int { return "five" }`, `var title: String { 5 }`, `return .horizontl` for an
    /// API enum: a returned value is checked against the declared return type as an argument is
    /// against its parameter, and reported at the value, as the compiler does. Numbers are
    /// `checkNumbers`'s.
    private mutating func checkReturnedValues() {
        var bodies: [(type: TypeSyntax, body: CodeBlockItemListSyntax)] = inventory.functions.compactMap { function in
            guard let type = function.signature.returnClause?.type, let body = function.body else { return nil }
            return (type, body.statements)
        }
        for binding in inventory.bindings {
            guard let type = binding.typeAnnotation?.type, let block = binding.accessorBlock else { continue }
            switch block.accessors {
            case .getter(let statements): bodies.append((type, statements))
            case .accessors(let accessors):
                if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body { bodies.append((type, body.statements)) }
            }
        }
        for (type, body) in bodies {
            let written = type.trimmedSource
            for value in Self.returnedValues(of: body) {
                if value.is(NilLiteralExprSyntax.self) {
                    if let problem = nilReturnProblem(written) { report(problem, at: value) }
                } else if !Self.isCheckedInContext(value) {
                    checkValue(value, against: written, at: value, place: .returnValue)
                }
            }
        }
    }

    /// `let rows: Int = "five"`, `var compact: Bool = 1`: a value checked against the type written
    /// beside it (a `vary=` value is checked in its place by `checkSubstitutedBinding`).
    private mutating func checkAnnotatedValues() {
        // `func layout(mode: Mode = .regulr)`: a default value is a value of its parameter's type.
        for parameter in inventory.parameters {
            guard let value = parameter.defaultValue?.value else { continue }
            checkValue(value, against: types.typeName(parameter.type.trimmedSource, at: parameter), at: value, place: .annotatedValue)
        }
        for binding in inventory.bindings {
            guard let type = binding.typeAnnotation?.type.trimmedSource, let value = binding.initializer?.value else { continue }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText, substitutions[name] != nil { continue }
            if !Self.isCheckedInContext(value) {
                checkValue(value, against: types.typeName(type, at: binding), at: value, place: .annotatedValue, writtenAs: types.aliasName(of: type, at: binding))
            }
        }
    }

    /// `.init(height: 20)` returned or bound with a type is checked as a call against that type
    /// (see `contextualType`); checking it as a value too would report it twice.
    private static func isCheckedInContext(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil else { return false }
        return contextualType(of: call) != nil
    }

    /// `return nil` where the declared type is a number, text, a truth value or an API type written
    /// without `?`: the compiler's error. An app's own type may be a type alias of an optional, so
    /// it is not judged.
    private func nilReturnProblem(_ written: String) -> String? {
        guard !written.hasSuffix("?"), !written.hasSuffix("!"), written == StaticTypes.bare(written) else { return nil }
        let known = LexicalTypes.isNumber(written) || ["String", "Bool"].contains(written) || (classes[written] == nil && table.type(written) != nil)
        return known ? "'nil' is incompatible with return type '\(written)'" : nil
    }

    /// What a function's body returns: its `return` statements' values (not those of closures or
    /// functions inside it), or the one expression a body of one expression is.
    private static func returnedValues(of body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if body.count == 1, let only = body.first?.item.as(ExprSyntax.self) { return [only] }
        var values: [ExprSyntax] = []
        var stack: [Syntax] = [Syntax(body)]
        while let node = stack.popLast() {
            if let statement = node.as(ReturnStmtSyntax.self), let value = statement.expression { values.append(value) }
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self) { continue }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return values
    }

    /// The API type that declares a member first, walking up from `type`: what messages name.
    private func declaringType(of member: String, in type: String) -> String {
        table.lineage(of: type).last { $0.properties[member] != nil }?.name ?? type
    }

    /// Whether the code declares every member an instance of `type` has: a type it declares (not
    /// only extends), whose superclasses are its own, conforming only to its own protocols and to
    /// Swift's that give no members but `standardMembers`. A library's protocol (`Then`) or
    /// superclass may give members the code does not show.
    private func declaresEveryMember(of type: String) -> Bool {
        var current = classes[type]
        var seen: Set<String> = []
        while let declared = current, seen.insert(declared.name).inserted {
            guard declared.isDeclared, !declared.extendsRuntimeType, !declared.isProtocol else { return false }
            let protocols = declared.conformances.map(StaticTypes.bare).filter { $0 != declared.superclass.map(StaticTypes.bare) }
            for conformance in protocols where !Self.standardProtocols.contains(conformance) && !LexicalTypes.isNumber(conformance) {
                guard let own = classes[conformance], own.isProtocol, own.isDeclared || !own.isExtensionOnly else { return false }
            }
            guard let parent = declared.superclass.map(StaticTypes.bare) else { return true }
            // An enum's raw type (`enum Gap: Int`), a struct's first protocol.
            if declared.rawValues != nil || Self.standardProtocols.contains(parent) || classes[parent]?.isProtocol == true { return true }
            current = classes[parent]
        }
        return false
    }

    /// Swift's protocols an app's value types conform to, and the members they give.
    private static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable", "CaseIterable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable", "Error", "AnyObject", "String",
    ]
    private static let standardMembers: Set<String> = ["hashValue", "hash", "description", "debugDescription", "localizedDescription", "encode", "id", "rawValue"]

    /// The nearest API type a type is or inherits from.
    private func apiAncestor(of type: String) -> String? {
        var name: String? = type
        var seen: Set<String> = []
        while let current = name, seen.insert(current).inserted {
            if let declared = classes[current], !declared.extendsRuntimeType {
                name = declared.superclass.map(StaticTypes.bare)
            } else {
                return table.type(current) != nil ? current : nil
            }
        }
        return nil
    }

    private func hasUserMember(_ name: String, _ type: String) -> Bool {
        // `value.isEmptyOrNil()` on a `String?`: a member of the app's `extension Optional`.
        if let optional = classes["Optional"], optional.methods[name] != nil || optional.computedProperties[name] != nil { return true }
        var current = classes[type]
        var seen: Set<String> = []
        var conformances: [String] = []
        while let declared = current, seen.insert(declared.name).inserted {
            if declared.methods[name] != nil || declared.computedProperties[name] != nil || (name == "rawValue" && declared.rawValues != nil)
                || declared.storedProperties.contains(where: { $0.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText == name } }) { return true }
            conformances += declared.conformances
            current = declared.superclass.flatMap { classes[StaticTypes.bare($0)] }
        }
        if protocolsDeclare(name, conformances, seen: &seen) { return true }
        // An extension of a runtime class beneath it (`extension NSObject { var className }` in the app's
        // sources), or of a protocol such an extension conforms to (`extension NSObject: Then {}`).
        guard let apiType = apiAncestor(of: type) else { return false }
        var extensionConformances: [String] = []
        for ancestor in table.lineage(of: apiType) {
            guard let extended = classes[ancestor.name], extended.extendsRuntimeType else { continue }
            if extended.methods[name] != nil || extended.computedProperties[name] != nil { return true }
            extensionConformances += extended.conformances
        }
        return protocolsDeclare(name, extensionConformances, seen: &seen)
    }

    /// A protocol's requirement or its extension's default (`extension Coordinator { func removeDependency }`
    /// in another file), and those of the protocols it inherits.
    private func protocolsDeclare(_ name: String, _ conformances: [String], seen: inout Set<String>) -> Bool {
        var pending = conformances
        while let next = pending.popLast() {
            guard let declared = classes[StaticTypes.bare(next)], declared.isProtocol, seen.insert(declared.name).inserted else { continue }
            if declared.methods[name] != nil || declared.computedProperties[name] != nil { return true }
            pending += declared.conformances
        }
        return false
    }

    // MARK: Overrides

    private mutating func checkOverrides(_ declaration: ClassDeclSyntax) {
        guard let declared = classes[declaration.name.unquotedText] else { return }
        guard let apiType = apiAncestor(of: declared.name), apiType != declared.name else {
            // A class of the code's own lineage only: its overrides are of the code's methods.
            guard let parent = declared.superclass.flatMap({ classes[StaticTypes.bare($0)] }), !parent.isProtocol, !parent.isStruct else { return }
            let known = userLineageIsWhole(from: parent)
            for member in declaration.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) { checkOverride(function, in: declared, apiType: "", ancestryKnown: known) }
            }
            return
        }
        for member in declaration.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                checkOverride(function, in: declared, apiType: apiType)
                checkAfterLayoutHook(function, apiType: apiType)
            }
            if let initializer = member.decl.as(InitializerDeclSyntax.self) { checkSuperInit(initializer, in: declared, apiType: apiType) }
        }
        checkRequiredInitializers(declaration, apiType: apiType)
    }

    /// Node hooks iOS runs later than the moment a diagram shows, and when: what they set is a
    /// warning rather than silently missing (a round avatar's `cornerRadius = bounds.height / 2`
    /// in `layout()`). `didLoad()` is not here: it runs before layout, and so do diagrams. UIKit's
    /// layout hooks (`viewDidLayoutSubviews()`, `layoutSubviews()`) run (Interpreter.runLayoutHooks).
    static let hooksNotRun: [String: String] = [
        "layout": "which iOS runs after layout", "layoutDidFinish": "which iOS runs after layout", "nodeDidLayout": "which iOS runs after layout",
        "willEnterHierarchy": "which iOS runs when the node joins a window", "didEnterHierarchy": "which iOS runs when the node joins a window",
        "didEnterVisibleState": "which iOS runs when the node comes on screen", "didEnterDisplayState": "which iOS runs when the node is about to be shown",
        "didEnterPreloadState": "which iOS runs when the node nears the screen",
    ]

    /// A node controller's layout hooks: UIKit's run for a UIKit controller, not yet for Texture's.
    static let nodeControllerHooksNotRun: [String: String] = [
        "viewWillLayoutSubviews": "which UIKit runs during layout", "viewDidLayoutSubviews": "which UIKit runs after layout",
    ]

    private mutating func checkAfterLayoutHook(_ function: FunctionDeclSyntax, apiType: String) {
        let name = function.name.unquotedText
        let isNodeController = table.lineage(of: apiType).contains { $0.name == "ASDKViewController" }
        guard let when = Self.hooksNotRun[name] ?? (isNodeController ? Self.nodeControllerHooksNotRun[name] : nil),
              function.signature.parameterClause.parameters.isEmpty, let body = function.body else { return }
        for assignment in body.descendants(of: InfixOperatorExprSyntax.self) where assignment.operator.is(AssignmentExprSyntax.self) {
            let target = assignment.leftOperand
            guard let name = target.as(MemberAccessExprSyntax.self)?.declName.baseName.unquotedText ?? target.as(DeclReferenceExprSyntax.self)?.baseName.unquotedText,
                  ["ASDisplayNode", "UIView", "CALayer"].contains(where: { table.property(name, of: $0)?.marker == .implemented }) else { continue }
            warnings.append(InterpreterError("'\(name)' is set in \(function.name.unquotedText)(), \(when); diagrams do not run it, so this change is not drawn", at: target))
        }
    }

    /// A class that declares a designated initializer inherits none, so it must declare the
    /// `required` ones itself (a view controller's `init?(coder:)`).
    private mutating func checkRequiredInitializers(_ declaration: ClassDeclSyntax, apiType: String) {
        let initializers = declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard initializers.contains(where: { !$0.modifiers.contains { $0.name.unquotedText == "convenience" } }) else { return }
        let declaredSignatures = Set(initializers.map { APIFunction(user: $0).signature })
            .union(unavailableInitializers(above: declaration.inheritanceClause?.inheritedTypes.first.map { StaticTypes.bare($0.type.trimmedSource) }))
        for ancestor in table.lineage(of: apiType) {
            for required in ancestor.initializers where required.isRequired && !declaredSignatures.contains(required.signature) {
                report("'required' initializer '\(required.signature)' must be provided by subclass of '\(ancestor.name)'", at: declaration.name)
            }
        }
    }

    /// The initializers a declared superclass marks `@available(*, unavailable)`: Swift gives a
    /// subclass an unavailable override of them itself, so it need not write `init?(coder:)`.
    private func unavailableInitializers(above superclass: String?) -> Set<String> {
        var signatures: Set<String> = []
        var current = superclass.flatMap { classes[$0] }
        var seen: Set<String> = []
        while let declared = current, seen.insert(declared.name).inserted {
            for initializer in declared.initializers where initializer.attributes.contains(where: Self.isUnavailable) {
                signatures.insert(APIFunction(user: initializer).signature)
            }
            current = declared.superclass.flatMap { classes[StaticTypes.bare($0)] }
        }
        return signatures
    }

    private static func isUnavailable(_ attribute: AttributeListSyntax.Element) -> Bool {
        guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedSource == "available" else { return false }
        return attribute.arguments?.trimmedSource.contains("unavailable") == true
    }

    /// Whether every class above `top` is the code's own: a class of a library the code does not
    /// include (IGListKit's `ListSectionController` under an app's base controller) has methods no
    /// one here knows, so an override of one cannot be said to override nothing.
    private func userLineageIsWhole(from top: ClassDeclaration) -> Bool {
        var current = top
        var seen: Set<String> = []
        while seen.insert(current.name).inserted {
            guard let parent = current.superclass.map(StaticTypes.bare) else { return true }
            guard let next = classes[parent] else { return false }
            if next.isProtocol { return true }
            current = next
        }
        return true
    }

    private mutating func checkOverride(_ function: FunctionDeclSyntax, in declared: ClassDeclaration, apiType: String, ancestryKnown: Bool = true) {
        let name = function.name.unquotedText
        let isOverride = function.modifiers.declaresOverride
        // `override class func draw(…)` overrides a class method, matched among the static ones.
        let isStatic = function.modifiers.declaresTypeMember
        let signature = ClassDeclaration.signature(function)
        let inheritedFromUser = userAncestorDeclares(signature, above: declared, visibleFrom: function)
        // Only a class's methods are overridden: a protocol's (`ASTableDataSource`'s) are implemented.
        let classMethods = table.classMethods(name, of: apiType)
        let inheritedFromAPI = classMethods.contains { $0.isStatic == isStatic && $0.signature == signature }
        // An override point diagrams cannot honour (a node that sizes or draws itself) says so:
        // the figure would otherwise show a box the app never draws.
        if isOverride, !inheritedFromUser, let overridden = classMethods.first(where: { $0.isStatic == isStatic && $0.signature == signature }) {
            if let refusal = overridden.marker.refusal(of: "\(name)(…)", in: apiType) { report(refusal, at: function.name) }
            if overridden.marker == .notDrawn {
                warnings.append(InterpreterError("'\(signature)' draws the node's own content, which diagrams do not draw: the figure shows its box", at: function.name))
            }
        }
        if isOverride, !inheritedFromUser, !inheritedFromAPI, ancestryKnown {
            let candidates = table.memberNames(of: apiType, static: isStatic).filter { !table.classMethods($0, of: apiType).isEmpty }
            let sameName = classMethods.first.map { "; did you mean '\($0.signature)'?" }
            report("method does not override any method from its superclass\(sameName ?? NearestName.hint(for: name, in: candidates))", at: function.name)
        } else if !isOverride, inheritedFromAPI || inheritedFromUser, !declared.overloadsByType(function) {
            report("overriding declaration requires an 'override' keyword", at: function.name)
        }
    }

    private func userAncestorDeclares(_ signature: String, above declared: ClassDeclaration, visibleFrom function: FunctionDeclSyntax) -> Bool {
        var current = declared.superclass.flatMap { classes[StaticTypes.bare($0)] }
        var seen: Set<String> = []
        // A protocol listed first (`class Shape: Sized`) is conformed to, not inherited from.
        while let ancestor = current, !ancestor.isProtocol, !ancestor.isStruct, seen.insert(ancestor.name).inserted {
            if let inherited = ancestor.methods[signature],
               !inherited.modifiers.hidesFromSubclass(in: function.root.id, declaredIn: inherited.root.id) { return true }
            current = ancestor.superclass.flatMap { classes[StaticTypes.bare($0)] }
        }
        return false
    }

    /// A designated initializer whose superclass has no `init()` to call implicitly must call
    /// `super.init(…)` itself (Swift inserts `super.init()` only when there is one).
    private mutating func checkSuperInit(_ initializer: InitializerDeclSyntax, in declared: ClassDeclaration, apiType: String) {
        guard let parent = declared.superclass.map(StaticTypes.bare), let body = initializer.body,
              !initializer.modifiers.contains(where: { $0.name.unquotedText == "convenience" }),
              let inherited = initializers(of: parent), !inherited.isEmpty,
              !inherited.contains(where: { $0.parameters.allSatisfy(\.hasDefault) }) else { return }
        let delegates = body.descendants(of: MemberAccessExprSyntax.self).contains { access in
            access.declName.baseName.unquotedText == "init" && (access.base?.is(SuperExprSyntax.self) == true || access.base?.trimmedSource == "self")
        }
        // `required init?(coder:) { fatalError(…) }` never returns, so it needs no `super.init`.
        let neverReturns = body.descendants(of: DeclReferenceExprSyntax.self).contains { $0.baseName.unquotedText == "fatalError" }
        if neverReturns { return }
        if !delegates { report("'super.init' isn't called on all paths before returning from initializer", at: body.rightBrace) }
    }

    // MARK: Context

    /// `var justify: ASStackLayoutJustifyContent = .start` with `vary="justify: .center|.bogus"`: each
    /// value is checked against the declared type, and its errors point at the initial value.
    private mutating func checkSubstitutedBinding(_ binding: PatternBindingSyntax) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText, let substitute = substitutions[name],
              let type = binding.typeAnnotation?.type.trimmedSource, let initial = binding.initializer?.value,
              binding.parent?.parent?.parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return }
        let before = errors.count
        checkValue(substitute, against: type, at: initial, place: .annotatedValue)
        for index in errors.indices.dropFirst(before) { errors[index] = InterpreterError(errors[index].message, at: initial) }
    }

    /// The type whose body holds a node: what `self` is there.
    private func enclosingType(of node: some SyntaxProtocol) -> String? {
        if node.is(FunctionCallExprSyntax.self) || node.is(MemberAccessExprSyntax.self) { return inventory.owners[node.id] }
        return EnclosingTypes.chain(of: node).first?.name
    }
}

extension APIFunction {
    /// A function or initializer the snippet or Sources declares, seen as the checker sees the API.
    /// With `classes`, a parameter's type is the full name of the nested type it means
    /// (`ShimmerNode.Context` for `Context` written in `ShimmerNode`).
    init(user function: FunctionDeclSyntax, classes: [String: ClassDeclaration] = [:], closureAliases: Set<String> = []) {
        self.init(name: function.name.unquotedText, parameters: Self.parameters(function.signature.parameterClause, classes, closureAliases),
                  returnType: function.signature.returnClause?.type.trimmedSource,
                  isStatic: function.modifiers.declaresTypeMember,
                  marker: .implemented)
    }

    init(user initializer: InitializerDeclSyntax, classes: [String: ClassDeclaration] = [:], closureAliases: Set<String> = []) {
        self.init(name: "init", parameters: Self.parameters(initializer.signature.parameterClause, classes, closureAliases), returnType: nil,
                  isStatic: true, marker: .implemented)
        isConvenience = initializer.modifiers.contains { $0.name.unquotedText == "convenience" }
    }

    /// `init(frame:)`: how Swift tells an override of a superclass's initializer.
    var labels: String { parameters.map { $0.label ?? "_" }.joined(separator: ":") }

    private static func parameters(_ clause: FunctionParameterClauseSyntax, _ classes: [String: ClassDeclaration],
                                   _ closureAliases: Set<String>) -> [APIParameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.unquotedText
            let written = EnclosingTypes.qualified(parameter.type.trimmedSource, at: parameter, in: classes)
            let type = written + (parameter.ellipsis != nil ? "..." : "")
            var declared = APIParameter(label: label == "_" ? nil : label, type: type, hasDefault: parameter.defaultValue != nil)
            declared.namesClosureAlias = !closureAliases.isEmpty && TypeName.writtenName(parameter.type).map(closureAliases.contains) == true
            return declared
        }
    }
}
