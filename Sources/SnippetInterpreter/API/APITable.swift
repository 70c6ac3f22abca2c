import SwiftParser
import SwiftSyntax

/// Every type, initializer, member and enum case a snippet may use, read once from the API
/// interface files (Swift declarations without bodies) compiled into the binary.
struct APITable: Sendable {
    private(set) var types: [String: APIType] = [:]
    private(set) var functions: [String: [APIFunction]] = [:]
    /// Every type's lineage, worked out once after reading (lookups walk it for every member).
    private var lineages: [String: [APIType]] = [:]
    /// Every type's initializers, own and inherited, worked out once after reading (every call
    /// and construction asks, and filtering the lineage each time copied every ancestor).
    private var initializersByType: [String: [APIFunction]] = [:]
    /// Old spellings (`NSForegroundColorAttributeName`, `UIEdgeInsetsMake`) and what replaced them.
    private(set) var renamed: [String: APIRename] = [:]
    /// Types Foundation declares under two names (`NSNotification.Name` is a type alias of
    /// `Notification.Name`), each to the name the table declares its members under: an app's
    /// extension of either extends both.
    static let typeSynonyms = ["NSNotification.Name": "Notification.Name"]
    /// The types only SwiftUI declares (`Group`, `View`): a file that imports a library and not
    /// SwiftUI may mean the library's.
    private(set) var swiftUITypes: Set<String> = []

    /// The declarations shipped with Layoutbook.
    static let standard: APITable = {
        var table = APITable()
        for bytes in [PackageResources.UIKit_swiftinterface, PackageResources.UIKitViews_swiftinterface, PackageResources.Texture_swiftinterface,
                      PackageResources.TextureSwiftSupport_swiftinterface, PackageResources.SwiftUI_swiftinterface, PackageResources.Sandbox_swiftinterface,
                      PackageResources.Renamed_swiftinterface] {
            let before = Set(table.types.keys)
            table.read(String(decoding: bytes, as: UTF8.self))
            if bytes == PackageResources.SwiftUI_swiftinterface { table.swiftUITypes = Set(table.types.keys).subtracting(before) }
        }
        table.lineages = Dictionary(uniqueKeysWithValues: table.types.keys.map { ($0, table.lineage(of: $0)) })
        table.initializersByType = Dictionary(uniqueKeysWithValues: table.types.keys.map { ($0, table.inheritedInitializers(of: $0)) })
        table.allMemberNames = Set(table.types.values.flatMap { type in
            Array(type.properties.keys) + Array(type.methods.keys) + Array(type.cases.keys)
        })
        table.floatingLabels = table.labelsOfFloatingParameters()
        return table
    }()

    /// Every member name of every declared type: a framework member the API declares on one type
    /// may be one another framework type has too, undeclared.
    private(set) var allMemberNames: Set<String> = []

    /// Argument labels that are a CGFloat or Double wherever the API declares them (`width:`,
    /// `spacing:`, `top:`): an integer literal written there is one, as the compiler types it.
    private(set) var floatingLabels: Set<String> = []

    private func labelsOfFloatingParameters() -> Set<String> {
        var floating: Set<String> = [], other: Set<String> = []
        // Overloads that differ only by type (`CGSize(width: CGFloat, …)` and `(width: Int, …)`) are one
        // group: a label is floating in a group when one of its overloads takes a floating value there.
        var groups: [[APIFunction]] = Array(functions.values)
        for type in types.values {
            groups += Dictionary(grouping: type.initializers, by: \.signature).values.map(Array.init)
            groups += type.methods.values.flatMap { Dictionary(grouping: $0, by: \.signature).values.map(Array.init) }
        }
        for group in groups {
            var labels: [String: Bool] = [:]
            for parameter in group.flatMap(\.parameters) {
                guard let label = parameter.label else { continue }
                labels[label] = (labels[label] ?? false) || Interpreter.isFloating(parameter.type)
            }
            for (label, isFloating) in labels { if isFloating { floating.insert(label) } else { other.insert(label) } }
        }
        return floating.subtracting(other)
    }

    /// Adds the declarations of one interface text.
    mutating func read(_ text: String) {
        let tree = Parser.parse(source: text)
        for item in tree.statements { read(item.item, in: nil) }
    }

    // MARK: Lookup

    func type(_ name: String) -> APIType? { types[name] ?? types[Self.bareType(name)] }

    /// The type itself, then what it inherits from, nearest first (classes, then protocols).
    func lineage(of name: String) -> [APIType] {
        if let known = lineages[name] { return known }
        var result: [APIType] = []
        var queue = [Self.bareType(name)]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted, let type = types[next] else { continue }
            result.append(type)
            queue += type.supertypes
        }
        return result
    }

    /// The initializers a type is made with: its own, or, for a class that declares none (an
    /// Objective-C subclass such as ASScrollNode), its nearest superclass's, as Swift imports them.
    func initializers(of type: String) -> [APIFunction] {
        initializersByType[type] ?? initializersByType[Self.bareType(type)] ?? []
    }

    private func inheritedInitializers(of type: String) -> [APIFunction] {
        let lineage = lineage(of: type).filter { $0.kind == .class || $0.name == Self.bareType(type) }
        guard let nearest = lineage.firstIndex(where: { !$0.initializers.isEmpty }) else { return [] }
        let own = lineage[nearest].initializers
        // A `required` initializer is every subclass's: an ASDKViewController has UIViewController's
        // `init?(coder:)`, which its subclasses call as `super.init(coder: coder)`.
        let required = lineage[(nearest + 1)...].flatMap { $0.initializers.filter(\.isRequired) }
        return own + required.filter { inherited in !own.contains { $0.signature == inherited.signature } }
    }

    // Lookups walk the lineage by index: iterating it by value copied every ancestor's whole
    // declaration (a retain and release of each of its tables) on every member a snippet used.
    func property(_ name: String, of type: String) -> APIProperty? {
        let lineage = lineage(of: type)
        for index in lineage.indices { if let found = lineage[index].properties[name] { return found } }
        return nil
    }

    func methods(_ name: String, of type: String) -> [APIFunction] {
        let lineage = lineage(of: type)
        for index in lineage.indices { if let found = lineage[index].methods[name] { return found } }
        return []
    }

    /// A property the runtime has no code for: accepted when declared `@inert` or `@notDrawn` (the
    /// checker warns about the latter); an error when declared otherwise, so that no declared
    /// setting is dropped without a word; false when `type` does not declare it at all.
    func acceptsWithoutCode(_ name: String, of type: String, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool {
        guard let declared = property(name, of: type) else { return false }
        if declared.marker == .inert || declared.marker == .notDrawn { return true }
        throw InterpreterError("Layoutbook does not implement '\(name)' of \(type) yet, so a figure could not show it", at: node)
    }

    /// The methods named `name` that a class (and its ancestors, protocols left out) declares: what
    /// an `override` can replace.
    func classMethods(_ name: String, of type: String) -> [APIFunction] {
        let lineage = lineage(of: type)
        for index in lineage.indices where lineage[index].kind == .class {
            if let found = lineage[index].methods[name] { return found }
        }
        return []
    }

    /// Every member name of a type and its ancestors: what "did you mean" chooses from.
    func memberNames(of type: String, static isStatic: Bool) -> [String] {
        var names: [String] = []
        for ancestor in lineage(of: type) {
            names += ancestor.properties.values.filter { $0.isStatic == isStatic }.map(\.name).sorted()
            if isStatic { names += ancestor.staticNamesakes.keys.sorted() }
            names += ancestor.methods.values.flatMap { $0 }.filter { $0.isStatic == isStatic }.map(\.name).sorted()
            if isStatic { names += ancestor.cases.keys.sorted() }
        }
        return names
    }

    /// Names `.name` may stand for where a value of `type` is expected: its cases and static
    /// members (Swift's implicit member expressions).
    /// Whether `.name` can stand for a value of `type`: `implicitMembers(of:).contains(name)` without
    /// collecting every static member of the type (that was the checker's largest own cost).
    func hasImplicitMember(_ name: String, of type: String) -> Bool {
        guard let declared = self.type(type) else { return false }
        if name == "init" { return !declared.initializers.isEmpty }
        return declared.cases[name] != nil || declared.staticProperty(name) != nil
            || declared.methods[name]?.contains(where: \.isStatic) == true
    }

    func implicitMembers(of type: String) -> Set<String> {
        guard let declared = self.type(type) else { return [] }
        var names = Set(declared.cases.keys)
        names.formUnion(declared.properties.values.filter(\.isStatic).map(\.name))
        names.formUnion(declared.staticNamesakes.keys)
        names.formUnion(declared.methods.values.flatMap { $0 }.filter(\.isStatic).map(\.name))
        if !declared.initializers.isEmpty { names.insert("init") }
        return names
    }

    /// Whether a value of type `name` is (or inherits from) `ancestor`.
    func isType(_ name: String, a ancestor: String) -> Bool {
        lineage(of: name).contains { $0.name == Self.bareType(ancestor) }
    }

    /// `UIColor?` → `UIColor`, `UIFont.Weight!` → `UIFont.Weight`.
    static func bareType(_ name: String) -> String {
        var name = name
        // `some View` is a View as far as members go.
        if name.hasPrefix("some ") { name.removeFirst(5) }
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        if name.hasPrefix("("), name.hasSuffix(")"), !name.contains("->") { name = String(name.dropFirst().dropLast()) }
        return name
    }

    // MARK: Reading declarations

    private mutating func read(_ item: CodeBlockItemSyntax.Item, in owner: String?) {
        if let decl = item.as(DeclSyntax.self) { read(decl, in: owner) }
    }

    private mutating func read(_ decl: DeclSyntax, in owner: String?) {
        if owner == nil, let rename = Self.rename(decl) {
            renamed[rename.oldName] = rename
        } else if let declaration = decl.asProtocol((any DeclGroupSyntax).self), let name = Self.groupName(declaration) {
            readGroup(declaration, name: owner.map { "\($0).\(name)" } ?? name, isExtension: decl.is(ExtensionDeclSyntax.self))
        } else if let function = decl.as(FunctionDeclSyntax.self), owner == nil {
            functions[function.name.unquotedText, default: []].append(Self.function(function))
        }
    }

    private mutating func readGroup(_ group: some DeclGroupSyntax, name: String, isExtension: Bool) {
        var type = types[name] ?? APIType(name: name, kind: Self.kind(of: group))
        if !isExtension {
            type.kind = Self.kind(of: group)
            type.supertypes = group.inheritanceClause?.inheritedTypes.map { Self.typeText($0.type) } ?? []
        }
        types[name] = type
        for member in group.memberBlock.members {
            let decl = member.decl
            if decl.asProtocol((any DeclGroupSyntax).self) != nil { read(decl, in: name); continue }
            add(decl, to: name)
        }
    }

    private mutating func add(_ decl: DeclSyntax, to typeName: String) {
        // `NSUnderlineStyle.styleSingle`, renamed by Swift 4.2: kept as `Type.old`.
        if var rename = Self.rename(decl) {
            rename.isReplacement = false
            if let function = decl.as(FunctionDeclSyntax.self) {
                let labels = Self.parameters(function.signature.parameterClause).map(\.label)
                // swiftc names a method whose arguments are all unlabelled by its base name alone
                // (`'systemFontOfSize' has been renamed to 'systemFont(ofSize:)'`).
                if labels.isEmpty || labels.contains(where: { $0 != nil }) { rename.signature = Self.signature(rename.oldName, labels: labels) }
            }
            // `UIActivityIndicatorView(activityIndicatorStyle:)`: an initializer is known by its labels,
            // kept as `Type.init(labels:)`.
            if let initializer = decl.as(InitializerDeclSyntax.self) {
                let signature = Self.signature("init", initializer.signature.parameterClause)
                rename.signature = signature
                renamed["\(typeName).\(signature)"] = rename
                return
            }
            // `.UIKeyboardWillHide` where a `Notification.Name` is expected, declared on `NSNotification.Name`.
            for name in [typeName] + Self.typeSynonyms.filter({ $0.key == typeName }).map(\.value) { renamed["\(name).\(rename.oldName)"] = rename }
            return
        }
        guard var type = types[typeName] else { return }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            type.initializers.append(APIFunction(name: "init", parameters: Self.parameters(initializer.signature.parameterClause),
                                                 returnType: typeName, isStatic: true, marker: Self.marker(initializer.attributes),
                                                 isRequired: initializer.modifiers.contains { $0.name.unquotedText == "required" },
                                                 isFailable: initializer.optionalMark != nil,
                                                 isThrowing: initializer.signature.effectSpecifiers?.throwsClause != nil,
                                                 isConvenience: initializer.modifiers.contains { $0.name.unquotedText == "convenience" },
                                                 delegation: Self.delegation(initializer.attributes)))
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            var method = Self.function(function)
            method.owner = typeName
            type.methods[function.name.unquotedText, default: []].append(method)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for property in Self.properties(variable) { type.add(property) }
        } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            for element in enumCase.elements {
                type.cases[Self.unquoted(element.name.unquotedText)] = element.parameterClause.map { clause in
                    clause.parameters.map { APIParameter(label: $0.firstName?.text, type: Self.typeText($0.type), hasDefault: $0.defaultValue != nil) }
                } ?? []
            }
        }
        types[typeName] = type
    }

    /// `init(activityIndicatorStyle:)`: a declaration's name with its argument labels, as the compiler names it.
    static func signature(_ name: String, _ clause: FunctionParameterClauseSyntax) -> String {
        signature(name, labels: parameters(clause).map(\.label))
    }

    static func signature(_ name: String, labels: [String?]) -> String {
        name + "(" + labels.map { "\($0 ?? "_"):" }.joined() + ")"
    }

    /// An initializer the SDK renamed (`init(activityIndicatorStyle:)`), found by the labels a call wrote.
    func renamedInitializer(of type: String, labels: [String?]) -> APIRename? {
        let signature = Self.signature("init", labels: labels)
        let lineage = lineage(of: type)
        for index in lineage.indices { if let found = renamed["\(lineage[index].name).\(signature)"] { return found } }
        return nil
    }

    private static func function(_ function: FunctionDeclSyntax) -> APIFunction {
        APIFunction(name: function.name.unquotedText, parameters: parameters(function.signature.parameterClause),
                    returnType: function.signature.returnClause.map { typeText($0.type) },
                    isStatic: function.modifiers.contains { $0.name.unquotedText == "static" || $0.name.unquotedText == "class" },
                    marker: marker(function.attributes))
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [APIParameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.unquotedText
            // A variadic parameter (`_ arguments: Any...`) takes any number of unlabelled arguments.
            let type = typeText(parameter.type) + (parameter.ellipsis != nil ? "..." : "")
            return APIParameter(label: label == "_" ? nil : label, type: type, hasDefault: parameter.defaultValue != nil)
        }
    }

    private static func properties(_ variable: VariableDeclSyntax) -> [APIProperty] {
        let isStatic = variable.modifiers.contains { $0.name.unquotedText == "static" || $0.name.unquotedText == "class" }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self).map({ Self.unquoted($0.identifier.unquotedText) }) else { return nil }
            var settable = !isLet
            // `{ get }` is read-only; `{ get set }` and a plain `var` are settable.
            if case .accessors(let accessors)? = binding.accessorBlock?.accessors {
                settable = accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
            }
            return APIProperty(name: name, type: binding.typeAnnotation.map { typeText($0.type) } ?? "Any",
                               isSettable: settable, isStatic: isStatic, marker: marker(variable.attributes),
                               defaultValue: binding.initializer?.value.trimmedSource)
        }
    }

    /// `@available(*, unavailable, renamed: "new")` on a `let`, `var`, `func`, `init` or `typealias`.
    private static func rename(_ decl: DeclSyntax) -> APIRename? {
        let attributes: AttributeListSyntax
        let name: String
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
           let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
            (attributes, name) = (variable.attributes, identifier.identifier.unquotedText)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            (attributes, name) = (function.attributes, function.name.unquotedText)
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            (attributes, name) = (alias.attributes, alias.name.unquotedText)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            (attributes, name) = (initializer.attributes, "init")
        } else {
            return nil
        }
        for attribute in attributes.compactMap({ $0.as(AttributeSyntax.self) }) where attribute.attributeName.trimmedSource == "available" {
            guard case .availability(let arguments)? = attribute.arguments else { continue }
            for argument in arguments {
                if case .availabilityLabeledArgument(let labeled) = argument.argument, labeled.label.text == "renamed",
                   case .string(let literal) = labeled.value {
                    let newName = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                    return APIRename(oldName: name, newName: newName, isReplacement: decl.is(FunctionDeclSyntax.self))
                }
            }
        }
        return nil
    }

    /// `@delegatesTo(frame: .zero)`: the arguments a convenience initializer passes to the designated
    /// one it calls, as source text the interpreter evaluates.
    private static func delegation(_ attributes: AttributeListSyntax) -> [(label: String?, value: String)]? {
        let attribute = attributes.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedSource == "delegatesTo" }
        guard let attribute else { return nil }
        guard case .argumentList(let arguments)? = attribute.arguments else { return [] }
        return arguments.map { (label: $0.label?.text, value: $0.expression.trimmedSource) }
    }

    private static func marker(_ attributes: AttributeListSyntax) -> APIMarker {
        let attributes = attributes.compactMap { $0.as(AttributeSyntax.self) }
        let names = attributes.map(\.attributeName.trimmedSource)
        if let unsupported = attributes.first(where: { $0.attributeName.trimmedSource == "unsupported" }),
           case .argumentList(let arguments)? = unsupported.arguments,
           let reason = arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
            return .unsupported(reason)
        }
        if let sandboxed = attributes.first(where: { $0.attributeName.trimmedSource == "sandboxed" }),
           case .argumentList(let arguments)? = sandboxed.arguments,
           let reason = arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
            return .sandboxed(reason)
        }
        if names.contains("inert") { return .inert }
        if names.contains("notDrawn") { return .notDrawn }
        if names.contains("later") { return .later }
        return .implemented
    }

    private static func groupName(_ group: some DeclGroupSyntax) -> String? {
        if let decl = group.as(ClassDeclSyntax.self) { return decl.name.unquotedText }
        if let decl = group.as(StructDeclSyntax.self) { return decl.name.unquotedText }
        if let decl = group.as(EnumDeclSyntax.self) { return decl.name.unquotedText }
        if let decl = group.as(ProtocolDeclSyntax.self) { return decl.name.unquotedText }
        if let decl = group.as(ExtensionDeclSyntax.self) { return typeText(decl.extendedType) }
        return nil
    }

    private static func kind(of group: some DeclGroupSyntax) -> APIType.Kind {
        if group.is(ClassDeclSyntax.self) { return .class }
        if group.is(EnumDeclSyntax.self) { return .enum }
        if group.is(ProtocolDeclSyntax.self) || group.is(ExtensionDeclSyntax.self) { return .protocol }
        return .struct
    }

    static func typeText(_ type: TypeSyntax) -> String { type.trimmedSource }

    /// `` `default` `` → `default`: a keyword used as a name is written in backticks.
    static func unquoted(_ name: String) -> String { name.filter { $0 != "`" } }
}

extension SnippetEvaluator {
    /// Every name the declared API gives a type, member, enum case or argument label: a misspelling
    /// that lands on one of these may be valid Swift, so tools that measure the checker set it apart.
    public static let declaredNames: Set<String> = {
        var names: Set<String> = []
        let table = APITable.standard
        for (name, type) in table.types {
            names.insert(name.split(separator: ".").last.map(String.init) ?? name)
            names.formUnion(type.properties.keys)
            names.formUnion(type.methods.keys)
            names.formUnion(type.cases.keys)
            for function in type.initializers + type.methods.values.flatMap({ $0 }) { names.formUnion(function.parameters.compactMap(\.label)) }
        }
        for (name, functions) in table.functions {
            names.insert(name)
            for function in functions { names.formUnion(function.parameters.compactMap(\.label)) }
        }
        return names
    }()
}
