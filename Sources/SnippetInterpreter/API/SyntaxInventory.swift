import SwiftIfConfig
import SwiftSyntax

/// Every node of the kinds the checker reads, gathered in one walk of the files (walking the tree
/// once per kind made checking cost twice as much as running the snippet).
final class SyntaxInventory: SyntaxVisitor {
    private(set) var bindings: [PatternBindingSyntax] = []
    private(set) var parameters: [FunctionParameterSyntax] = []
    private(set) var closureParameterNames: [String] = []
    private(set) var functions: [FunctionDeclSyntax] = []
    private(set) var enumCases: [EnumCaseElementSyntax] = []
    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var memberAccesses: [MemberAccessExprSyntax] = []
    private(set) var assignments: [InfixOperatorExprSyntax] = []
    private(set) var classes: [ClassDeclSyntax] = []
    /// Uses of a name the SDK renamed (`NSForegroundColorAttributeName`).
    private(set) var renamedReferences: [DeclReferenceExprSyntax] = []
    /// Uses of a type name the SDK renamed, as a type (`let events: UIControlEvents`, `: ASViewController<…>`).
    private(set) var renamedTypes: [IdentifierTypeSyntax] = []
    /// The type whose body holds each call and member access (what `self` is there), found while
    /// walking rather than by climbing from every node.
    private(set) var owners: [SyntaxIdentifier: String] = [:]
    private var typeStack: [String] = []
    private let build: IOSBuildConfiguration

    init(_ files: [SourceFileSyntax], build: IOSBuildConfiguration = IOSBuildConfiguration()) {
        self.build = build
        super.init(viewMode: .sourceAccurate)
        for file in files { walk(file) }
    }

    /// Code an iOS build does not compile is not checked (a macOS branch may name AppKit).
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let active = node.activeClause(in: build).clause?.elements { walk(active) }
        return .skipChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { bindings.append(node); return .visitChildren }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind { parameters.append(node); return .visitChildren }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        closureParameterNames.append(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        closureParameterNames.append(node.firstName.text)
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { functions.append(node); return .visitChildren }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if APITable.standard.renamed[node.baseName.text] != nil { renamedReferences.append(node) }
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if APITable.standard.renamed[node.name.text] != nil { renamedTypes.append(node) }
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { enumCases.append(node); return .visitChildren }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        if let owner = typeStack.last { owners[node.id] = owner }
        return .visitChildren
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        memberAccesses.append(node)
        if let owner = typeStack.last { owners[node.id] = owner }
        return .visitChildren
    }
    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) { assignments.append(node) }
        return .visitChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        typeStack.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }
}
