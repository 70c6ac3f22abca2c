import LayoutEngine
import SwiftIfConfig
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A tree-walking evaluator for the Swift that layout workshops use. One instance runs one
/// snippet (after the course's Sources and the session's hidden snippets) and is then dropped.
final class Interpreter {
    /// Figures lay out and round for a 2× screen, whose images are read at that scale.
    static let figureScale = 2.0

    let budget: Budget
    /// Images by name with their size in points: the course's, then those the code draws.
    var images: [String: Size]
    /// Pictures the code drew into image contexts, by the image name they were given.
    var drawnPictures: [String: DrawnPicture] = [:]
    /// The image contexts being drawn into, innermost last.
    var imageContexts: [ImageContextState] = []
    /// The app's asset-catalog colours, by name.
    let colors: [String: CatalogColor]
    /// The app's strings tables in the language figures show: table name → key → text.
    let localizedStrings: [String: [String: String]]
    let substitutions: [String: ExprSyntax]
    /// What `#if` conditions see.
    let build: IOSBuildConfiguration
    /// A debug build checks `assert` and Texture's own assertions (`DEBUG` among the conditions).
    var isDebugBuild: Bool { build.customConditions.contains("DEBUG") }
    /// Operator precedences for code parsed during the run (`root=`, the call `root=auto` makes).
    var operators = OperatorTable.standardOperators
    var classes: [String: ClassDeclaration] = [:] { didSet { methodParameterLists = nil } }
    /// The code's aliases of function types (`typealias Action = () -> Void`), at any depth of its
    /// types: a parameter of such a type takes a trailing closure.
    var closureAliases: Set<String> = []
    /// Every `@objc optional` requirement the code's protocols declare, by name: most member reads
    /// miss the declared members of none of them, and need not walk the protocols.
    var optionalRequirementNames: Set<String> = []
    /// The aliases of named types: what each stands for.
    var aliases = TypeAliasTable()
    /// The parameter lists of the code's methods by name, worked out when first asked.
    var methodParameterLists: [String: [[FunctionParameterSyntax]]]?
    /// Whether the code extends a class of the runtime (`extension ASDisplayNode { … }`).
    var extendsRuntimeClasses = false
    /// Top-level functions by name, each name's overloads in the order declared.
    var functions: [String: [FunctionDeclSyntax]] = [:]
    let globals = Scope()
    var steps = 0
    /// When the run must stop, from the budget's time limit.
    let deadline: ContinuousClock.Instant?
    var depth = 0
    /// The declared initializers being run, innermost last (`self.init` never re-enters one).
    var runningInitializers: [SyntaxIdentifier] = []
    var nodeCount = 0
    /// The value of the last top-level expression statement of the snippet.
    var lastExpressionValue: Value?
    /// What the run noticed but could still draw (a missing image, a property diagrams ignore).
    var warnings: [InterpreterError] = []
    /// What the run decided on the author's behalf (the call `root=auto` made).
    var notes: [InterpreterError] = []
    /// `PlaygroundPage.current`, whose live view a figure draws.
    let playgroundPage = PlaygroundPageObject()
    /// `UIApplication.shared.windows[0]`: the app's one window, the figure's screen, with its safe area.
    /// Made when code first asks for it; figures do not draw what code adds to it.
    lazy var appWindow: ViewObject = {
        let window = ViewObject(typeName: "UIWindow", kind: .view)
        window.frame = Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height)
        window.safeAreaAfterLayout = deviceSafeArea
        return window
    }()
    /// `UserDefaults.standard`: one empty store for the run.
    private let storedSettings = StoredSettings()

    /// App groups' stores (`UserDefaults(suiteName:)`), by name.
    private var suiteSettings: [String: StoredSettings] = [:]

    /// The run's settings store, or a suite's, noted under the figure the first time code reaches one.
    func settingsStore(suite: String? = nil) -> Value {
        if !layoutNotes.contains(where: { $0.message == StoredSettings.note }) { layoutNotes.append(InterpreterError(StoredSettings.note)) }
        guard let suite else { return .object(storedSettings) }
        if suite == "NSGlobalDomain" { return .none }
        if let store = suiteSettings[suite] { return .object(store) }
        let store = StoredSettings()
        suiteSettings[suite] = store
        return .object(store)
    }
    /// Maps positions in the snippet (not in Sources) to lines, for linking figures to code.
    var snippetConverter: SourceLocationConverter?
    var snippetRootID: SyntaxIdentifier?
    /// The device the snippet is drawn on: what `UIScreen.main.bounds` answers.
    var screenSize = Size(width: 375, height: 667)
    /// What `sizeToFit()` measures text with: the figure's own measurer, so a label sized by code
    /// is as wide as the layout draws it.
    var textMeasurer: any TextMeasuring = InterTextMeasurer()
    /// UIKit constraints activated so far, in order (laid out when the snippet has run).
    let activeConstraints = ActiveConstraints()
    /// Properties whose observer is running: setting the property inside its own observer stores
    /// only (other properties' observers still run, as in Swift).
    var observing: Set<ObservedProperty> = []
    /// Key-value observers by the object they observe (see `KeyValueObserving`).
    var keyValueObservers: [ObjectIdentifier: [KeyValueObserver]] = [:]

    struct ObservedProperty: Hashable {
        let object: ObjectIdentifier
        let name: String
    }
    /// The course's Interface Builder files by name (`UINib(nibName:)`, `loadNibNamed`).
    var interfaceFiles: [String: InterfaceFile] = [:]
    /// Names declared in the app's sources but left out of them (`SourcePruning`): the checker
    /// takes them as existing, and a run that reaches one says why it is missing.
    var knownElsewhere: Set<String> = []
    /// Rules a layout relied on that are not verified, said on the figure.
    var layoutNotes: [InterpreterError] = []
    /// What the code printed (`print(…)`), line by line, as Swift prints it: a console beside the figure.
    var printed: [String] = []
    /// A printed line not yet ended (`print(x, terminator: "")`).
    var printedPending = ""
    /// The value of the error the code threw last, which the error unwinding the run stands for.
    var thrownValue: Value = .none
    /// Interpolated expressions the checker found certainly optional (`"\(count)"`, `count: Int?`).
    var optionalInterpolations: Set<SyntaxIdentifier> = []
    /// What unsupported and sandboxed uses do when reached, by expression (`APIChecker.whenReached`).
    var whenReached: [SyntaxIdentifier: ReachedUse] = [:]
    /// Random numbers, the same sequence in every run (see `RandomValues`), and whether the run said so.
    var random = SeededRandom()
    var warnedRandom = false

    init(budget: Budget, images: [String: Size], substitutions: [String: ExprSyntax], build: IOSBuildConfiguration = IOSBuildConfiguration(),
         colors: [String: CatalogColor] = [:], localizedStrings: [String: [String: String]] = [:]) {
        self.budget = budget
        self.deadline = budget.timeLimit.map { ContinuousClock.now + $0 }
        self.images = images
        self.colors = colors
        self.localizedStrings = localizedStrings
        self.substitutions = substitutions
        self.build = build
    }

    struct Context {
        var scope: Scope
        /// The declared return type of the function being run, for "missing return".
        var returnType: String?
        /// Inside an extension's initializer of a runtime type: where `self.init(…)` puts the value.
        var runtimeInit: RuntimeInitResult? = nil
        private var ownSelfObject: RuntimeObject?
        private var ownSelfValue: Value?

        init(scope: Scope, selfObject: RuntimeObject? = nil, returnType: String? = nil, selfValue: Value? = nil) {
            self.scope = scope
            self.ownSelfObject = selfObject
            self.returnType = returnType
            self.ownSelfValue = selfValue
        }

        /// The object whose method runs. In `extension ASTextNode { convenience init(…) { self.init();
        /// attributedText = … } }` it is the node `self.init()` made, so that implicit members are its own.
        var selfObject: RuntimeObject? {
            get {
                if let ownSelfObject { return ownSelfObject }
                if case .object(let made)? = runtimeInit?.value { return made }
                return nil
            }
            set { ownSelfObject = newValue }
        }

        /// `self` inside a computed property or method of an enum or of an extension of a value type,
        /// or the value an extension's initializer of one (`UIEdgeInsets`) has made so far.
        var selfValue: Value? {
            get {
                if let ownSelfValue { return ownSelfValue }
                switch runtimeInit?.value {
                case .object?, nil: return nil
                case let made?: return made
                }
            }
            set { ownSelfValue = newValue }
        }

        /// What `self` names here: the object, else the value, else nothing.
        var selfReference: Value { selfObject.map(Value.object) ?? selfValue ?? .none }
    }

    // MARK: Budget

    func tick(_ node: some SyntaxProtocol) throws(InterpreterError) {
        steps += 1
        if steps > budget.steps {
            throw InterpreterError("snippet stopped after \(budget.steps) steps: is there an endless loop?", at: node)
        }
        // Reading the clock costs more than a step: look every 1,024 steps.
        if steps & 1023 == 0, let deadline, ContinuousClock.now > deadline, let limit = budget.timeLimit {
            throw InterpreterError("snippet stopped after \(limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000) ms: is there an endless loop?", at: node)
        }
    }

    func enter(_ node: some SyntaxProtocol) throws(InterpreterError) {
        depth += 1
        if depth > budget.callDepth {
            throw InterpreterError("snippet stopped at call depth \(budget.callDepth): is there an endless recursion?", at: node)
        }
    }

    func countNode(_ node: some SyntaxProtocol) throws(InterpreterError) {
        nodeCount += 1
        if nodeCount > budget.nodes { throw InterpreterError("snippet created more than \(budget.nodes) nodes", at: node) }
    }

    // MARK: Declarations

    /// Types nested in a type are declared under their full name (`Product.Description`, as code in
    /// another file reaches them) and under their simple name (as code inside the outer type writes
    /// them), unless a top-level type has that simple name.
    private func declareNestedTypes(of members: MemberBlockSyntax, outer: String) {
        let nested = build.activeMembers(members.members).filter { decl in
            decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
        }
        if !nested.isEmpty { declare(decls: nested, outer: outer) }
    }

    /// First pass over a file: types and functions are visible before any statement runs,
    /// as in a Swift file.
    func declare(_ items: CodeBlockItemListSyntax) {
        declare(decls: build.activeItems(items).compactMap { item in if case .decl(let decl) = item.item { decl } else { nil } })
    }

    /// Declarations are used where they stand in the snippet's tree (never wrapped in new nodes),
    /// so errors inside them keep their real positions.
    func declare(decls: [DeclSyntax], outer: String? = nil) {
        for decl in decls {
            if let c = decl.as(ClassDeclSyntax.self) {
                declareType(c, simpleName: c.name.unquotedText, isStruct: false, outer: outer)
            } else if let s = decl.as(StructDeclSyntax.self) {
                declareType(s, simpleName: s.name.unquotedText, isStruct: true, outer: outer)
            } else if let e = decl.as(EnumDeclSyntax.self) {
                declareType(e, simpleName: e.name.unquotedText, isStruct: true, outer: outer)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                declareFunction(f)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                // A file's own aliases were declared before any of its types (`declare(files:)`).
                if outer != nil { declareAlias(alias) }
            } else if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
                // Its extensions may come first (another file): they made the declaration already.
                let name = protocolDecl.name.unquotedText
                let declaration = classes[name] ?? ClassDeclaration(name: name, superclass: nil, isStruct: true)
                declaration.isProtocol = true
                declaration.isExtensionOnly = false
                declaration.conformances = protocolDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedSource } ?? []
                declaration.optionalRequirements = ClassDeclaration.optionalRequirements(of: protocolDecl)
                optionalRequirementNames.formUnion(declaration.optionalRequirements)
                classes[name] = declaration
            } else if let x = decl.as(ExtensionDeclSyntax.self) {
                let written = resolvingAlias(x.extendedType.trimmedSource, at: x)
                let name = APITable.typeSynonyms[written] ?? written
                let target = classes[name] ?? ClassDeclaration(name: name, superclass: nil, isStruct: true)
                // `extension ASLayoutElement { func flexShrink() -> Self }` reaches every node and spec, as an
                // extension of a runtime class does. An extension of any type the API declares leaves it
                // the framework's (`extension UserDefaults { static let shared = UserDefaults(suiteName: …) }`
                // still calls Foundation's initializer).
                target.extendsRuntimeType = classes[name] == nil && (TextureRuntime.isType(name) || APITable.standard.type(name) != nil)
                    || target.extendsRuntimeType
                if classes[name] == nil, !target.extendsRuntimeType, APITable.standard.type(name) == nil, !APIChecker.swiftNames.contains(name) {
                    target.isExtensionOnly = true
                }
                if target.extendsRuntimeType { extendsRuntimeClasses = true }
                let members = build.activeMembers(x.memberBlock.members)
                for member in members { target.add(member) }
                // `extension ShapeLayerNode: ShapeDisplaying {}`: the conformance's extensions reach it.
                let conformances = x.inheritanceClause?.inheritedTypes.map { $0.type.trimmedSource } ?? []
                target.conformances += conformances
                target.extensionMembers += members
                target.extensionConformances += conformances
                classes[name] = target
                for (synonym, canonical) in APITable.typeSynonyms where canonical == name { classes[synonym] = target }
                // `private extension Card { struct Appearance … }`: nested as if in the type's body.
                declareNestedTypes(of: x.memberBlock, outer: name)
            }
        }
    }

    private func declareType(_ group: some DeclGroupSyntax, simpleName: String, isStruct: Bool, outer: String?) {
        let name = outer.map { "\($0).\(simpleName)" } ?? simpleName
        let declaration = ClassDeclaration.from(group, name: name, isStruct: isStruct, build: build)
        // Extensions read before the type (another file, earlier in order) still extend it.
        if let extended = classes[name], !extended.extendsRuntimeType {
            for member in extended.extensionMembers { declaration.add(member) }
            declaration.extensionMembers = extended.extensionMembers
            declaration.conformances += extended.extensionConformances
            declaration.extensionConformances = extended.extensionConformances
        }
        classes[name] = declaration
        declaration.breakCycle(in: classes)
        if outer != nil, classes[simpleName].map({ $0.name != simpleName }) ?? true { classes[simpleName] = declaration }
        declareNestedTypes(of: group.memberBlock, outer: name)
    }

    /// Parses and folds operators by their precedence: Swift's own, and those `operators` adds
    /// (`infix operator ~~` declared in the course's Sources or the snippet).
    static func parse(_ text: String, operators: OperatorTable = .standardOperators) -> SourceFileSyntax {
        fold(Parser.parse(source: text), operators: operators)
    }

    static func fold(_ tree: SourceFileSyntax, operators: OperatorTable) -> SourceFileSyntax {
        (operators.foldAll(tree) { _ in }).as(SourceFileSyntax.self) ?? tree
    }

    /// The `operator` and `precedencegroup` declarations of these files (top level, where Swift
    /// allows them), as source text.
    static func operatorDeclarations(in trees: [SourceFileSyntax]) -> String {
        trees.flatMap { tree in
            tree.statements.compactMap { item -> String? in
                guard let decl = item.item.as(DeclSyntax.self), decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) else { return nil }
                return decl.trimmedSource + "\n"
            }
        }.joined()
    }

    /// Swift's operators plus those declared in `declarations`, read into a table that belongs to
    /// the caller's thread alone.
    static func operatorTable(_ declarations: String) -> OperatorTable {
        var table = OperatorTable.standardOperators
        if !declarations.isEmpty { table.addSourceFile(Parser.parse(source: declarations)) { _ in } }
        return table
    }

    // MARK: Statements

    /// `topLevel`: the snippet's own top level (substitutions apply, the last expression is kept).
    /// `hoisted`: the items are a file's top level, whose types and functions `declare` already
    /// registered, all files in order — declaring them again here would let an earlier file's
    /// class replace the snippet's redeclaration of it.
    func execute(_ items: some Sequence<CodeBlockItemSyntax>, _ context: Context, topLevel: Bool = false, hoisted: Bool = false) throws(InterpreterError) -> Completion {
        var deferred: [DeferStmtSyntax] = []
        let completion: Completion
        do {
            completion = try execute(items, context, topLevel: topLevel, hoisted: hoisted, deferring: &deferred)
        } catch {
            // The scope is left by the error: its `defer` bodies still run, and the error is what is told.
            try? runDeferred(deferred, context)
            throw error
        }
        try runDeferred(deferred, context)
        return completion
    }

    /// `defer { … }` runs when its scope is left, however it is left, the last one first. What a
    /// `return` gives was worked out before.
    private func runDeferred(_ deferred: [DeferStmtSyntax], _ context: Context) throws(InterpreterError) {
        for statement in deferred.reversed() {
            _ = try execute(statement.body.statements, nested(context))
        }
    }

    private func execute(_ items: some Sequence<CodeBlockItemSyntax>, _ context: Context, topLevel: Bool, hoisted: Bool,
                         deferring deferred: inout [DeferStmtSyntax]) throws(InterpreterError) -> Completion {
        for item in items {
            try tick(item)
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                // Only the clause an iOS build compiles runs.
                guard case .statements(let active)? = ifConfig.activeClause(in: build).clause?.elements else { continue }
                let completion = try execute(active, context, topLevel: topLevel, hoisted: hoisted, deferring: &deferred)
                if case .normal = completion { continue }
                return completion
            }
            switch item.item {
            case .decl(let decl):
                try declareLocal(decl, context, topLevel: topLevel, hoisted: hoisted)
            case .stmt(let stmt):
                if let deferStatement = stmt.as(DeferStmtSyntax.self) {
                    deferred.append(deferStatement)
                    continue
                }
                let completion = try execute(stmt, context)
                if case .normal = completion { continue }
                return completion
            case .expr(let expr):
                // A body of one expression returns it: `.init(layoutElement: self)` is the return type's.
                let returned = context.returnType != nil && item.parent?.as(CodeBlockItemListSyntax.self).map { $0.count == 1 && Self.returnsItsValue($0) } == true
                let value = try evaluate(expr, context, expecting: returned ? context.returnType : nil)
                if topLevel { lastExpressionValue = value }
                if let completion = try implicitReturn(item, value) { return completion }
            }
        }
        return .normal
    }

    /// A closure or function whose body is one expression returns it.
    /// A body of one expression returns it (closures, functions, getters, property initialisers).
    private func implicitReturn(_ item: CodeBlockItemSyntax, _ value: Value) throws(InterpreterError) -> Completion? {
        guard let items = item.parent?.as(CodeBlockItemListSyntax.self), items.count == 1, case .expr = item.item,
              Self.returnsItsValue(items) || Self.isValueBranch(items)
        else { return nil }
        return .returned(value)
    }

    /// The body of a closure, function, getter or property initialiser.
    private static func returnsItsValue(_ items: CodeBlockItemListSyntax) -> Bool {
        guard let parent = items.parent else { return false }
        return parent.is(ClosureExprSyntax.self) || parent.parent?.is(FunctionDeclSyntax.self) == true
            || parent.parent?.is(AccessorBlockSyntax.self) == true || parent.parent?.is(PatternBindingSyntax.self) == true
    }

    /// A branch of an `if` or `switch` whose value is used (Swift 5.9): the `if` or `switch` is an
    /// expression (`let side = switch size { … }`), or the one statement of a body that returns it
    /// (`var curve: CALayerCornerCurve { switch self { case .continuous: .continuous … } }`).
    private static func isValueBranch(_ items: CodeBlockItemListSyntax) -> Bool {
        var owner: Syntax
        if let branch = items.parent?.as(SwitchCaseSyntax.self), let list = branch.parent, let switchExpr = list.parent, switchExpr.is(SwitchExprSyntax.self) {
            owner = switchExpr
        } else if let block = items.parent?.as(CodeBlockSyntax.self), let ifExpr = block.parent, ifExpr.is(IfExprSyntax.self) {
            owner = ifExpr
        } else {
            return false
        }
        // `else if`: the chain's outermost `if` is the expression.
        while let parent = owner.parent, parent.is(IfExprSyntax.self) { owner = parent }
        if let statement = owner.parent, statement.is(ExpressionStmtSyntax.self) { owner = statement }
        guard let item = owner.parent?.as(CodeBlockItemSyntax.self) else { return true }
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        return returnsItsValue(list) || isValueBranch(list)
    }

    func declareLocal(_ decl: DeclSyntax, _ context: Context, topLevel: Bool, hoisted: Bool = false) throws(InterpreterError) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings { try bind(binding, constant: variable.bindingSpecifier.text == "let", context, topLevel: topLevel) }
        } else if let function = decl.as(FunctionDeclSyntax.self), !topLevel {
            // A local function sees the `self` and the names of the code it is declared in, as Swift's
            // local functions capture them.
            let name = function.name.unquotedText
            context.scope.define(name, .function(Callable(name: name, body: .builtin { [unowned self] arguments throws(InterpreterError) in
                try self.call(function, arguments, selfObject: context.selfObject, selfValue: context.selfValue, enclosing: context.scope, at: function)
            })))
        } else if decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
                    || decl.is(FunctionDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self) || decl.is(ImportDeclSyntax.self) {
            if !hoisted { declare(decls: [decl]) }
        } else if decl.is(TypeAliasDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) || decl.is(OperatorDeclSyntax.self)
                    || decl.is(PrecedenceGroupDeclSyntax.self) || decl.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview" {
            // A `#Preview` runs when it is what the snippet draws (RootChooser).
            // Operators were read when the files were parsed; their functions are ordinary functions.
            return
        } else {
            throw InterpreterError("'\(decl.kind)' declarations are not supported in snippets", at: decl)
        }
    }

    func bind(_ binding: PatternBindingSyntax, constant: Bool, _ context: Context, topLevel: Bool) throws(InterpreterError) {
        if let tuple = binding.pattern.as(TuplePatternSyntax.self), let initializer = binding.initializer {
            return try bindTuple(tuple, try evaluate(initializer.value, context), constant: constant, context)
        }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText else {
            throw InterpreterError("only simple names can be declared here", at: binding.pattern)
        }
        var value = Value.none
        if topLevel, let substitute = substitutions[name] {
            value = try evaluate(substitute, context)
        } else if let initializer = binding.initializer {
            value = try evaluate(initializer.value, context, expecting: binding.typeAnnotation.map { TypeName.of($0.type) })
        } else if let accessor = binding.accessorBlock {
            value = try evaluateAccessor(accessor, context)
        }
        // `var wide = base`: a struct is copied.
        value = value.copiedIfValue
        Naming.name(value, name)
        if constant, binding.initializer == nil, binding.accessorBlock == nil, !(topLevel && substitutions[name] != nil) {
            context.scope.defineUnassignedConstant(name)
        } else {
            context.scope.define(name, value, constant: constant)
        }
    }

    func evaluateAccessor(_ accessor: AccessorBlockSyntax, _ context: Context) throws(InterpreterError) -> Value {
        // A getter is a call: one that reads itself must stop at the call depth, not overflow the stack.
        try enter(accessor)
        defer { depth -= 1 }
        let items: CodeBlockItemListSyntax
        switch accessor.accessors {
        case .getter(let list): items = list
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else { return .void }
            items = body.statements
        }
        let binding = accessor.parent?.as(PatternBindingSyntax.self)
        // A view builder (`@ViewBuilder var header`, a view's `body`) collects its statements' views.
        if isViewBuilder(binding, context), !items.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) {
            let elements = try collect(items, context)
            return elements.count == 1 ? elements[0] : .array(elements)
        }
        // `static var shared: UserDefaults { .standard }`: the declared type gives implicit members theirs.
        var context = context
        context.returnType = binding?.typeAnnotation.map { TypeName.of($0.type) }
        // `get { rows[index] }`: one expression is what the getter returns (SE-0255).
        if items.count == 1, let only = items.first, case .expr(let expr) = only.item {
            return try evaluate(expr, context, expecting: context.returnType)
        }
        if case .returned(let value) = try execute(items, context) { return value }
        if let type = binding?.typeAnnotation?.type.trimmedSource, type != "Void", type != "()" {
            throw InterpreterError("missing return in getter expected to return '\(type)'", at: accessor.rightBrace)
        }
        return .void
    }

    func execute(_ stmt: StmtSyntax, _ context: Context) throws(InterpreterError) -> Completion {
        if let ret = stmt.as(ReturnStmtSyntax.self) {
            return .returned(try ret.expression.map { e throws(InterpreterError) in try evaluate(e, context, expecting: context.returnType) } ?? .void)
        }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            if try conditionsHold(guardStmt.conditions, context) {
                return .normal
            }
            let completion = try execute(guardStmt.body.statements, nested(context))
            if case .normal = completion { throw InterpreterError("'guard' body must not fall through; use 'return'", at: guardStmt) }
            return completion
        }
        if let forStmt = stmt.as(ForStmtSyntax.self) { return try executeFor(forStmt, context) }
        if let whileStmt = stmt.as(WhileStmtSyntax.self) { return try executeWhile(whileStmt, context) }
        if let repeatStmt = stmt.as(RepeatStmtSyntax.self) { return try executeRepeat(repeatStmt, context) }
        if let labeled = stmt.as(LabeledStmtSyntax.self) { return try executeLabeled(labeled, context) }
        if let breakStmt = stmt.as(BreakStmtSyntax.self) { return .breakLoop(label: try Self.target(of: breakStmt.label, at: breakStmt)) }
        if let continueStmt = stmt.as(ContinueStmtSyntax.self) { return .continueLoop(label: try Self.target(of: continueStmt.label, at: continueStmt)) }
        if stmt.is(FallThroughStmtSyntax.self) { return .fallThrough }
        if let throwStmt = stmt.as(ThrowStmtSyntax.self) { return try executeThrow(throwStmt, context) }
        if let doStmt = stmt.as(DoStmtSyntax.self) { return try executeDo(doStmt, context) }
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            if let ifExpr = expression.expression.as(IfExprSyntax.self) { return try executeIf(ifExpr, context) }
            if let switchExpr = expression.expression.as(SwitchExprSyntax.self) { return try executeSwitch(switchExpr, context) }
            _ = try evaluate(expression.expression, context)
            return .normal
        }
        throw InterpreterError("'\(stmt.trimmedSource.prefix(20))' statements are not supported in snippets", at: stmt)
    }

    /// A block's context: a scope of its own, and the same `self` (an object, a value, or the
    /// value an extension's initializer of a runtime type is making).
    func nested(_ context: Context) -> Context {
        var inner = context
        inner.scope = Scope(parent: context.scope)
        return inner
    }

    func executeIf(_ ifExpr: IfExprSyntax, _ context: Context) throws(InterpreterError) -> Completion {
        let inner = nested(context)
        if try conditionsHold(ifExpr.conditions, inner) { return try execute(ifExpr.body.statements, inner) }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return try executeIf(next, context)
        case .codeBlock(let block)?: return try execute(block.statements, nested(context))
        case nil: return .normal
        }
    }

    func conditionsHold(_ conditions: ConditionElementListSyntax, _ context: Context) throws(InterpreterError) -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expr):
                guard case .bool(let value) = try evaluate(expr, context) else {
                    throw InterpreterError("condition must be a Bool", at: expr)
                }
                if !value { return false }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText else { return false }
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, context)
                } else if name == "self" {
                    value = context.selfReference
                } else {
                    value = try lookup(name, binding, context)
                }
                if case .none = value { return false }
                context.scope.define(name, value)
            case .matchingPattern(let condition):
                // `if case let .fixed(value) = corner.radius`: a switch's case, as a condition.
                let subject = try evaluate(condition.initializer.value, context)
                if try !Patterns.matches(condition.pattern, subject, context, self) { return false }
            case .availability(let condition):
                if !IOSBuildConfiguration.holds(condition) { return false }
            default:
                throw InterpreterError("this kind of condition is not supported", at: element)
            }
        }
        return true
    }

    /// `let (width, height) = size`: one name per element; `_` skips one.
    private func bindTuple(_ pattern: TuplePatternSyntax, _ value: Value, constant: Bool, _ context: Context) throws(InterpreterError) {
        let names = pattern.elements.count
        guard case .array(let parts) = value else {
            throw InterpreterError("cannot take a value of type '\(value.typeName)' apart into \(names) names", at: pattern)
        }
        guard parts.count == names else {
            throw InterpreterError("a tuple of \(parts.count) values cannot be taken apart into \(names) names", at: pattern)
        }
        for (element, part) in zip(pattern.elements, parts) {
            guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText else { continue }
            Naming.name(part, name)
            context.scope.define(name, part, constant: constant)
        }
    }

    func executeSwitch(_ switchExpr: SwitchExprSyntax, _ context: Context, label: String? = nil) throws(InterpreterError) -> Completion {
        let subject = try evaluate(switchExpr.subject, context)
        let cases = switchExpr.cases.compactMap { element -> SwitchCaseSyntax? in
            if case .switchCase(let switchCase) = element { return switchCase }
            return nil
        }
        for (index, switchCase) in cases.enumerated() {
            let inner = nested(context)
            guard try Patterns.matches(switchCase.label, subject, inner, self) else { continue }
            var completion = try execute(switchCase.statements, inner)
            // `fallthrough` runs the next case's statements, whatever its pattern.
            var next = index + 1
            while case .fallThrough = completion, next < cases.count {
                completion = try execute(cases[next].statements, nested(context))
                next += 1
            }
            switch completion {
            // `break` in a case leaves the switch, not a loop around it; `break outer` leaves what is labelled so.
            case .breakLoop(nil), .fallThrough: return .normal
            case .breakLoop(let target?) where target == label: return .normal
            default: return completion
            }
        }
        throw InterpreterError("switch must be exhaustive: no case matched '\(Describe.value(subject))'", at: switchExpr)
    }
}

/// The value an extension's initializer of a runtime type (`UIColor`) makes by `self.init(…)`.
final class RuntimeInitResult {
    let type: String
    var value: Value?

    init(type: String) { self.type = type }
}
