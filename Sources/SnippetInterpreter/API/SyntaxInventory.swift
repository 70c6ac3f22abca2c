import SwiftIfConfig
import SwiftSyntax

/// Every node of the kinds the checker reads, gathered in one walk of the files (walking the tree
/// once per kind made checking cost twice as much as running the snippet).
final class SyntaxInventory: SyntaxVisitor {
    private(set) var bindings: [PatternBindingSyntax] = []
    private(set) var parameters: [FunctionParameterSyntax] = []
    private(set) var closureParameterNames: [String] = []
    /// Names `if let` and `guard let` bind to a value of another type than the name had
    /// (`if let media = media as? CellNodeMedia`): the checker's type for the name is then unknown.
    private(set) var reboundNames: [String] = []
    /// Every name something binds as a constant somewhere (`let`, a parameter, a loop's item): a
    /// name only ever bound by `var` can be assigned without looking up which one is meant.
    private(set) var constantNames: Set<String> = []
    /// Names some declaration gives an integer type or value (`let spacing = 8`, `count: Int`,
    /// `for index in 0..<3`, `let rows = items.count / 2`): only expressions that use one of
    /// these, `count` or `Int(…)` can be integers.
    private(set) var integerNames: Set<String> = []
    /// Names bound to a value that may turn out to use an integer name declared later.
    private var integerCandidates: [(name: String, value: ExprSyntax)] = []
    /// Arithmetic and comparisons (`width + margin`, `count < 3`): where an integer may meet a
    /// floating-point number.
    private(set) var numericOperations: [InfixOperatorExprSyntax] = []
    private(set) var functions: [FunctionDeclSyntax] = []
    private(set) var enumCases: [EnumCaseElementSyntax] = []
    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var memberAccesses: [MemberAccessExprSyntax] = []
    private(set) var assignments: [InfixOperatorExprSyntax] = []
    /// `width += 8` and the other operators that assign what they work out.
    private(set) var compoundAssignments: [InfixOperatorExprSyntax] = []
    /// Arguments passed `inout` (`grow(&width)`).
    private(set) var inoutArguments: [InOutExprSyntax] = []
    /// What string literals interpolate, one expression each (`"\(count) items"`).
    private(set) var interpolations: [ExprSyntax] = []
    private(set) var classes: [ClassDeclSyntax] = []
    private(set) var structs: [StructDeclSyntax] = []
    private(set) var switches: [SwitchExprSyntax] = []
    /// `\Card.title`, `\.title`.
    private(set) var keyPaths: [KeyPathExprSyntax] = []
    /// `mode ?? .compact`.
    private(set) var coalescings: [InfixOperatorExprSyntax] = []
    /// `if case .compact = mode`, `guard case`, `while case`.
    private(set) var matchingConditions: [MatchingPatternConditionSyntax] = []
    /// Uses of a name the SDK renamed (`NSForegroundColorAttributeName`).
    private(set) var renamedReferences: [DeclReferenceExprSyntax] = []
    /// Uses of a type name the SDK renamed, as a type (`let events: UIControlEvents`, `: ASViewController<…>`).
    private(set) var renamedTypes: [IdentifierTypeSyntax] = []
    /// Types named by a plain name (annotations, parameters, results, extensions, generic
    /// arguments), with the type whose body holds them and their top-level item.
    private(set) var typeReferences: [(reference: IdentifierTypeSyntax, owner: String?, top: SyntaxIdentifier?)] = []
    /// The type whose body holds each call and member access (what `self` is there), found while
    /// walking rather than by climbing from every node.
    private(set) var owners: [SyntaxIdentifier: String] = [:]
    private var typeStack: [String] = []
    private let build: IOSBuildConfiguration

    /// Plain identifiers used as values (`titleNode`, not `.titleNode` or `x.titleNode`), with the
    /// type whose body holds them and the top-level declaration or statement they are in.
    private(set) var names: [(reference: DeclReferenceExprSyntax, owner: String?, top: SyntaxIdentifier?)] = []
    /// Names bound anywhere inside each top-level item: variables and patterns, parameters, closure
    /// parameters and captures, generic parameters. Visible anywhere in that item: a wider scope than
    /// Swift's, so an error is never reported for a name the item does bind.
    private(set) var boundNames: [SyntaxIdentifier: Set<String>] = [:]
    /// Every type, type alias, function and variable user code declares, at any depth.
    private(set) var declaredNames: Set<String> = []
    private var topItem: SyntaxIdentifier?
    /// Inside `#selector(…)` or `#keyPath(…)`: a method or property of the Objective-C runtime,
    /// often a framework's (`#selector(paste(_:))`), which the API need not declare.
    private var selectorDepth = 0

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if ["selector", "keyPath"].contains(node.macroName.text) { selectorDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if ["selector", "keyPath"].contains(node.macroName.text) { selectorDepth -= 1 }
    }

    private func bind(_ name: String) {
        guard let topItem else { declaredNames.insert(name); return }
        boundNames[topItem, default: []].insert(name)
    }

    init(_ files: [SourceFileSyntax], build: IOSBuildConfiguration = IOSBuildConfiguration()) {
        self.build = build
        super.init(viewMode: .sourceAccurate)
        for file in files { walk(file) }
        findIntegerNames()
    }

    /// `let total = count * 2` is an integer because `count` is: names given values that use
    /// integer names join them, until none is added.
    private func findIntegerNames() {
        var pending = integerCandidates
        var added = true
        while added {
            added = false
            pending.removeAll { name, value in
                guard Self.usesInteger(value, names: integerNames) else { return false }
                integerNames.insert(name)
                added = true
                return true
            }
        }
    }

    /// Whether an expression names an integer, calls an integer initializer or reads a `count`.
    static func usesInteger(_ expression: ExprSyntax, names: Set<String>) -> Bool {
        if LexicalTypes.literalKind(expression) == "Int" { return true }
        var stack: [Syntax] = [Syntax(expression)]
        while let node = stack.popLast() {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.unquotedText
                if names.contains(name) || LexicalTypes.integerTypes.contains(name) || name == "count" { return true }
            }
            // A closure's body is its own; what it returns is not known here.
            if node.is(ClosureExprSyntax.self) { continue }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// Code an iOS build does not compile is not checked (a macOS branch may name AppKit).
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let active = node.activeClause(in: build).clause?.elements { walk(active) }
        return .skipChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.parent?.is(SourceFileSyntax.self) == true { topItem = node.id }
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockItemSyntax) {
        if node.id == topItem { topItem = nil }
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        bind(node.identifier.unquotedText)
        if !Self.isBoundByVar(node) { constantNames.insert(node.identifier.unquotedText) }
        return .visitChildren
    }

    /// `var total = 0`, `for var row in rows`, `case var .some(x)`.
    private static func isBoundByVar(_ pattern: IdentifierPatternSyntax) -> Bool {
        if let binding = pattern.parent?.as(ValueBindingPatternSyntax.self) { return binding.bindingSpecifier.tokenKind == .keyword(.var) }
        if let condition = pattern.parent?.as(OptionalBindingConditionSyntax.self) { return condition.bindingSpecifier.tokenKind == .keyword(.var) }
        return pattern.parent?.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var)
    }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        bindings.append(node)
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText {
            if let annotation = node.typeAnnotation {
                if LexicalTypes.integerTypes.contains(StaticTypes.bare(annotation.type.trimmedSource)) { integerNames.insert(name) }
            } else if let value = node.initializer?.value {
                integerCandidates.append((name, value))
            }
        }
        // A top-level variable is seen by every file; a member by its type's code (as a declared name).
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText { declaredNames.insert(name) }
        return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        parameters.append(node)
        if LexicalTypes.integerTypes.contains(StaticTypes.bare(node.type.trimmedSource)) {
            integerNames.insert((node.secondName ?? node.firstName).unquotedText)
        }
        constantNames.insert((node.secondName ?? node.firstName).unquotedText)
        bind(node.firstName.unquotedText)
        if let second = node.secondName { bind(second.text) }
        return .visitChildren
    }
    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.secondName ?? node.firstName { bind(name.unquotedText) }
        return .visitChildren
    }
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        // `if let label` and `if let label = label` unwrap the same value: its type stays.
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText, let value = node.initializer?.value,
           value.as(DeclReferenceExprSyntax.self)?.baseName.unquotedText != name {
            reboundNames.append(name)
        }
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        closureParameterNames.append(node.name.unquotedText)
        constantNames.insert(node.name.unquotedText)
        bind(node.name.unquotedText)
        return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        closureParameterNames.append(node.firstName.unquotedText)
        constantNames.insert((node.secondName ?? node.firstName).unquotedText)
        bind(node.firstName.unquotedText)
        if let second = node.secondName { bind(second.text) }
        return .visitChildren
    }
    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        // `[weak self]`, `[weak cell = self.cell]`: the name the closure sees.
        bind(node.name.unquotedText)
        if let reference = node.expression.as(DeclReferenceExprSyntax.self) { bind(reference.baseName.unquotedText) }
        return .visitChildren
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { bind(node.name.unquotedText); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node)
        declaredNames.insert(node.name.unquotedText)
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        structs.append(node)
        typeStack.append(node.name.unquotedText)
        declaredNames.insert(node.name.unquotedText)
        return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredNames.insert(node.name.unquotedText)
        return .visitChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { declaredNames.insert(node.name.unquotedText); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declaredNames.insert(node.name.unquotedText); return .visitChildren }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if APITable.standard.renamed[node.baseName.unquotedText] != nil { renamedReferences.append(node) }
        // `x.name` and `.name` are members, checked as such; only a name on its own is looked up in scope.
        let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if !isMember, selectorDepth == 0, case .identifier = node.baseName.tokenKind { names.append((node, typeStack.last, topItem)) }
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if APITable.standard.renamed[node.name.unquotedText] != nil { renamedTypes.append(node) }
        // `@Published`, `@MainActor`: attributes, not types the code names.
        if node.parent?.is(AttributeSyntax.self) != true { typeReferences.append((node, typeStack.last, topItem)) }
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { enumCases.append(node); return .visitChildren }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        if let owner = typeStack.last { owners[node.id] = owner }
        return .visitChildren
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `#selector(setter: UIView.frame)`: there a type's member is an instance member, which
        // the static-member check would call missing.
        if selectorDepth == 0 { memberAccesses.append(node) }
        if let owner = typeStack.last { owners[node.id] = owner }
        return .visitChildren
    }
    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) { assignments.append(node) }
        if let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, Self.numericOperators.contains(op) {
            numericOperations.append(node)
        }
        if node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" { coalescings.append(node) }
        if let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, Arithmetic.compoundAssignmentOperators.contains(op) {
            compoundAssignments.append(node)
        }
        return .visitChildren
    }
    private static let numericOperators: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "+=", "-=", "*=", "/="]

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        if node.expressions.count == 1, let only = node.expressions.first, only.label == nil { interpolations.append(only.expression) }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        inoutArguments.append(node)
        return .visitChildren
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        keyPaths.append(node)
        return .visitChildren
    }

    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
        matchingConditions.append(node)
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        switches.append(node)
        return .visitChildren
    }

    /// `for index in 0..<count`: the loop's name is an integer.
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText,
           let range = node.sequence.as(InfixOperatorExprSyntax.self),
           let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..." {
            integerNames.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        typeStack.append(node.name.unquotedText)
        declaredNames.insert(node.name.unquotedText)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.name.unquotedText)
        declaredNames.insert(node.name.unquotedText)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.extendedType.trimmedSource)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }
}
