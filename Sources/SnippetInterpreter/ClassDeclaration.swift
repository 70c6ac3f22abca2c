import SwiftSyntax

/// A class, struct or enum declared in the snippet or in Content/Sources.
final class ClassDeclaration {
    let name: String
    /// Nil for a class whose chain comes back to it (`class A: A`), which Swift rejects: left in,
    /// every walk up the chain would go round for ever.
    private(set) var superclass: String?
    /// `class ProductNode: ProductNode`, or a longer cycle this declaration closes.
    private(set) var inheritsFromItself = false
    let isStruct: Bool
    /// Every type named in its inheritance clause (`View`, `Identifiable`).
    var conformances: [String] = []
    var storedProperties: [VariableDeclSyntax] = []
    /// SwiftUI properties the environment fills (`@Environment(\.colorScheme) var scheme`), by name,
    /// with the wrapper's argument: never initializer parameters.
    var environmentProperties: [String: String] = [:]
    var methods: [String: FunctionDeclSyntax] = [:]
    /// Every method under each name, in the order declared: overloads by type share a signature.
    var overloads: [String: [FunctionDeclSyntax]] = [:]
    /// Whether the type's own body declares an initializer: a struct keeps its memberwise one
    /// unless it does (initializers in extensions leave it).
    var bodyDeclaresInitializer = false
    var computedProperties: [String: AccessorBlockSyntax] = [:]
    /// Stored properties' `willSet`/`didSet` blocks, by property name.
    var observers: [String: AccessorBlockSyntax] = [:]
    var initializers: [InitializerDeclSyntax] = []
    /// `subscript(index: Int) -> String { … }`, in the order declared.
    var subscripts: [SubscriptDeclSyntax] = []
    var staticMembers: [String: VariableDeclSyntax] = [:]
    var staticValues: [String: Value] = [:]
    var enumCases: [String] = []
    /// The cases that carry associated values (`case loaded(Product)`).
    var payloadCases: Set<String> = []
    /// An enum's raw type and its cases' raw values (`enum Gap: Int { case small = 4 }`).
    var rawValues: RawValues?
    /// An `extension` of a UIKit or Texture type: it adds members, but the runtime still
    /// constructs the type.
    var extendsRuntimeType = false
    /// Whether its file means SwiftUI by `View` (see `APIChecker.seesSwiftUI`): ReactorKit's
    /// `View` protocol is not a SwiftUI view, which would need a `body`.
    var seesSwiftUI = true
    /// A protocol the code declares: its extensions' members reach the types that conform to it
    /// (`extension ShapeDisplaying { static func capsule(…) -> Self }`).
    var isProtocol = false
    /// A protocol's `@objc optional` requirements (`@objc optional var fixTheme: ThemeStyle { get }`):
    /// read on a type that does not implement one, the name is nil.
    var optionalRequirements: Set<String> = []
    /// Members and conformances that extensions added, kept so that a type declared after its
    /// extension (`Card+Style.swift` sorts before `Card.swift`) still gets them.
    var extensionMembers: [DeclSyntax] = []
    var extensionConformances: [String] = []
    /// Made by extensions alone: no code declares the type (a library's, such as SVGKit's
    /// `SVGKImage`, or one in a file that is not among the sources), so it cannot be made here.
    var isExtensionOnly = false
    /// Declared by the code (`class Color: Object`), not only extended: it means the code's type,
    /// even where the API has a type of that name (SwiftUI's `Color`).
    var isDeclared = false
    /// Its generic parameters in order, each with the type it is constrained to
    /// (`PaddingNode<Content: ASDisplayNode>`: Content, ASDisplayNode).
    var genericParameters: [(name: String, constraint: String?)] = []
    /// The generic arguments it gives its superclass (`AnyPaddingNode: PaddingNode<ASDisplayNode>`).
    var superclassGenericArguments: [String] = []

    init(name: String, superclass: String?, isStruct: Bool) {
        self.name = name
        self.superclass = superclass
        self.isStruct = isStruct
    }

    /// Breaks a chain that comes back to this class (`class A: B` after `class B: A`).
    func breakCycle(in classes: [String: ClassDeclaration]) {
        var seen: Set<String> = []
        var next = superclass.map(StaticTypes.bare)
        while let current = next, seen.insert(current).inserted {
            if current == name {
                superclass = nil
                inheritsFromItself = true
                return
            }
            next = classes[current]?.superclass.map(StaticTypes.bare)
        }
    }

    /// The same declaration as if it did not conform to `protocol` (what its initialisers are without it).
    func withoutConformance(_ name: String) -> ClassDeclaration {
        let copy = ClassDeclaration(name: self.name, superclass: superclass, isStruct: isStruct)
        copy.conformances = conformances.filter { $0 != name }
        copy.storedProperties = storedProperties
        copy.initializers = initializers
        copy.enumCases = enumCases
        copy.rawValues = rawValues
        return copy
    }

    /// Whether `function` is an overload by parameter types of a method the class also overrides
    /// under the same labels (AnyDisplayNode's `onDidLoad(_ : (AnyDisplayNode) -> Void)` beside its
    /// `override func onDidLoad(_ : ASDisplayNodeDidLoadBlock)`): Swift tells them apart by type.
    func overloadsByType(_ function: FunctionDeclSyntax) -> Bool {
        let signature = Self.signature(function)
        let types = function.signature.parameterClause.parameters.map { $0.type.trimmedSource }
        return (overloads[function.name.unquotedText] ?? []).contains { other in
            other.id != function.id && Self.signature(other) == signature && other.modifiers.declaresOverride
                && other.signature.parameterClause.parameters.map { $0.type.trimmedSource } != types
        }
    }

    /// `tableNode(_:numberOfRowsInSection:)`.
    static func signature(_ function: FunctionDeclSyntax) -> String {
        function.name.unquotedText + "(" + function.signature.parameterClause.parameters.map { $0.firstName.unquotedText + ":" }.joined() + ")"
    }

    static func from(_ decl: some DeclGroupSyntax, name: String, isStruct: Bool, build: IOSBuildConfiguration) -> ClassDeclaration {
        let inherited = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedSource
        // An enum has no superclass: `enum Gap: Int` names its raw type.
        let superclass = decl.is(EnumDeclSyntax.self) ? nil : inherited.map { String($0.prefix { $0 != "<" }) }
        let declaration = ClassDeclaration(name: name, superclass: superclass, isStruct: isStruct)
        declaration.isDeclared = true
        declaration.conformances = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedSource } ?? []
        declaration.seesSwiftUI = APIChecker.seesSwiftUI(decl)
        declaration.genericParameters = decl.as(ClassDeclSyntax.self)?.genericParameterClause?.parameters.map {
            ($0.name.unquotedText, $0.inheritedType?.trimmedSource)
        } ?? []
        if let enumDecl = decl.as(EnumDeclSyntax.self) { declaration.rawValues = RawValues(enumDecl) }
        if let generic = decl.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.genericArgumentClause {
            declaration.superclassGenericArguments = generic.arguments.map { $0.argument.trimmedSource }
        }
        for member in build.activeMembers(decl.memberBlock.members) { declaration.add(member) }
        declaration.bodyDeclaresInitializer = !declaration.initializers.isEmpty
        return declaration
    }

    /// The names of a protocol's requirements marked `optional`.
    static func optionalRequirements(of protocolDecl: ProtocolDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in protocolDecl.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) {
                names.formUnion(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText })
            } else if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) {
                names.insert(function.name.unquotedText)
            }
        }
        return names
    }

    /// `@Environment(\.colorScheme)` → `\.colorScheme`; `@EnvironmentObject` and the like → their name.
    static func environmentWrapper(_ variable: VariableDeclSyntax) -> String? {
        for attribute in variable.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self) else { continue }
            let name = attribute.attributeName.trimmedSource
            guard ["Environment", "EnvironmentObject", "Namespace", "FocusState"].contains(name) else { continue }
            return attribute.arguments?.trimmedSource ?? name
        }
        return nil
    }

    /// `willSet`/`didSet` blocks only (no getter): a stored property with observers.
    static func isObserver(_ accessor: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessor.accessors else { return false }
        return !list.isEmpty && list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    func add(_ member: DeclSyntax) {
        if let variable = member.as(VariableDeclSyntax.self) {
            let isStatic = variable.modifiers.contains { $0.name.unquotedText == "static" || $0.name.unquotedText == "class" }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText else { continue }
                if isStatic { staticMembers[name] = variable }
                else if let wrapper = Self.environmentWrapper(variable) { environmentProperties[name] = wrapper }
                else if let accessor = binding.accessorBlock, Self.isObserver(accessor) {
                    // `var product: Product? { didSet { … } }` is stored; the observers run when it is set.
                    observers[name] = accessor
                    if !storedProperties.contains(where: { $0.id == variable.id }) { storedProperties.append(variable) }
                }
                else if let accessor = binding.accessorBlock, binding.initializer == nil { computedProperties[name] = accessor }
                else if !storedProperties.contains(where: { $0.id == variable.id }) { storedProperties.append(variable) }
            }
        } else if let function = member.as(FunctionDeclSyntax.self) {
            // Overloads such as the table data source's two `tableNode` methods differ by labels.
            if methods[function.name.unquotedText] == nil { methods[function.name.unquotedText] = function }
            methods[Self.signature(function)] = function
            overloads[function.name.unquotedText, default: []].append(function)
        } else if let initializer = member.as(InitializerDeclSyntax.self) {
            initializers.append(initializer)
        } else if let declaration = member.as(SubscriptDeclSyntax.self), !declaration.modifiers.contains(where: { $0.name.text == "static" }) {
            subscripts.append(declaration)
        } else if let cases = member.as(EnumCaseDeclSyntax.self) {
            enumCases += cases.elements.map(\.name.unquotedText)
            rawValues?.add(cases)
            payloadCases.formUnion(cases.elements.filter { $0.parameterClause != nil }.map(\.name.unquotedText))
        }
    }
}

extension ClassDeclaration {
    /// Whether one of its stored properties is called `name`.
    func storesProperty(named name: String) -> Bool {
        storedProperties.contains { variable in
            variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText == name }
        }
    }
}
