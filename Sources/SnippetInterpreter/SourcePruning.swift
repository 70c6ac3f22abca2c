import Diagnostics
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// An app's own files (`course.yml`'s `sources:`) are taken as far as they check. A top-level
/// declaration that does not (it calls an API Layoutbook does not declare, or a library it does not
/// stand in for) is left out, with a warning that names it and says why; a snippet that uses it
/// fails, and its error says the declaration was left out. Nothing is left out silently changed:
/// what remains is the app's code as written, and a left-out extension that adds a conformance
/// takes its type with it (a table without its data source would draw empty, not fail).
/// A left-out declaration is blanked in place, so every other position in the file stays.
struct SourcePruning {
    struct LeftOut {
        /// The names code elsewhere would use: the declaration's, or an extension's members'.
        var names: [String]
        var warning: Diagnostic
        /// The types among them (whose extensions must go too).
        var typeNames: [String] = []
    }

    private(set) var codes: [SnippetEvaluator.Code]
    private(set) var leftOut: [LeftOut] = []
    let build: IOSBuildConfiguration
    /// Each file's text as last parsed, with its tree.
    private var parsed: [Int: (String, SourceFileSyntax)] = [:]

    /// Rounds of checking: leaving a declaration out can leave its users unable to check.
    static let maximumRounds = 12

    init(_ codes: [SnippetEvaluator.Code], build: IOSBuildConfiguration) {
        self.codes = codes
        self.build = build
        guard codes.contains(where: \.isAppFile) else { return }
        for _ in 0..<Self.maximumRounds where pruneOnce() {}
    }

    /// One round: parse and check everything, leave out what fails in an app file. False when
    /// nothing was left out (the app files check).
    private mutating func pruneOnce() -> Bool {
        // Only the files a round changed are parsed again: an app of hundreds of files takes several rounds.
        let trees = codes.indices.map { index in
            if let (text, tree) = parsed[index], text == codes[index].text { return tree }
            let tree = Parser.parse(source: codes[index].text)
            parsed[index] = (codes[index].text, tree)
            return tree
        }
        var changed = false
        for (index, tree) in trees.enumerated() where codes[index].isAppFile && tree.hasError {
            // A file that does not parse is left out whole: its declarations cannot be told apart.
            let reason = SnippetEvaluator.syntaxDiagnostics(of: codes[index], tree: tree).first?.message ?? "it does not parse"
            let names = tree.statements.flatMap(Self.names)
            leftOut.append(LeftOut(names: names, warning: .warning("sources.left-out", "\(codes[index].location.file) left out of the app's sources: \(reason)",
                                                                    at: codes[index].location)))
            codes[index].text = String(decoding: codes[index].text.utf8.map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }, as: UTF8.self)
            changed = true
        }
        if changed { return true }
        // Extensions of a type that was left out go with it: on their own they would declare it anew.
        let leftOutTypes = Set(leftOut.flatMap(\.typeNames))
        for (index, tree) in trees.enumerated() where codes[index].isAppFile && !leftOutTypes.isEmpty {
            // An array's filter: a syntax collection's own `filter` makes a new tree, with other positions.
            let orphans = Array(tree.statements).filter { item in
                item.item.as(ExtensionDeclSyntax.self).map { leftOutTypes.contains($0.extendedType.trimmedSource) } ?? false
            }
            for orphan in orphans {
                let type = orphan.item.as(ExtensionDeclSyntax.self)?.extendedType.trimmedSource ?? ""
                leave([orphan], of: index, in: tree, because: "the type it extends, '\(type)', was left out")
                changed = true
            }
        }
        if changed { return true }
        let operators = Interpreter.operatorTable(Interpreter.operatorDeclarations(in: trees))
        let folded = trees.map { Interpreter.fold($0, operators: operators) }
        let interpreter = Interpreter(budget: .default, images: [:], substitutions: [:], build: build)
        interpreter.knownElsewhere = Set(leftOut.flatMap(\.names))
        interpreter.declare(files: folded)
        var failing: [Int: [(item: CodeBlockItemSyntax, part: Syntax, message: String)]] = [:]
        for error in interpreter.check(folded) {
            guard let index = folded.firstIndex(where: { Syntax($0).id == error.file }), codes[index].isAppFile,
                  let position = error.position,
                  let item = folded[index].statements.first(where: { $0.position <= position && position < $0.endPosition }) else { continue }
            let part = Self.failingMember(of: item, at: position).map(Syntax.init) ?? Syntax(item)
            if !(failing[index]?.contains { $0.part.id == part.id } ?? false) { failing[index, default: []].append((item, part, error.message)) }
        }
        // In file order: which file's declaration a message names must not vary from run to run.
        for (index, items) in failing.sorted(by: { $0.key < $1.key }) {
            for (_, part, message) in items { leave([part], of: index, in: folded[index], because: message) }
            leaveConformingTypes(of: items.filter { $0.part.id == $0.item.id }.map(\.item), in: folded)
        }
        if !failing.isEmpty { return true }
        return leaveWhatFailsToRun(folded, operators: operators)
    }

    /// The files' top-level statements run before every snippet (a global `let titles = R.string…`
    /// from a library): one that fails would fail every figure, so it is left out, saying why. Each
    /// statement runs on its own, so one pass leaves out every one that fails (a playground page's
    /// dozen lines that use a value left out before), not one a round.
    private mutating func leaveWhatFailsToRun(_ trees: [SourceFileSyntax], operators: OperatorTable) -> Bool {
        let interpreter = Interpreter(budget: .default, images: [:], substitutions: [:], build: build)
        interpreter.operators = operators
        interpreter.knownElsewhere = Set(leftOut.flatMap(\.names))
        interpreter.declare(files: trees)
        var leftItems: Set<SyntaxIdentifier> = []
        for tree in trees {
            for statement in tree.statements {
                do {
                    _ = try interpreter.execute([statement], Interpreter.Context(scope: interpreter.globals), hoisted: true)
                } catch {
                    guard let index = trees.firstIndex(where: { Syntax($0).id == error.file }), codes[index].isAppFile, let position = error.position,
                          let item = trees[index].statements.first(where: { $0.position <= position && position < $0.endPosition }) else { return !leftItems.isEmpty }
                    // A function of another file that fails for several statements goes once.
                    if leftItems.insert(item.id).inserted { leave([item], of: index, in: trees[index], because: error.message) }
                }
            }
        }
        return !leftItems.isEmpty
    }

    /// The member of an extension that fails, when it can go alone: the extension adds no
    /// conformance (whose requirements its members may meet) and the member overrides nothing (an
    /// override left out would silently leave the superclass's in its place). Nil otherwise: the
    /// whole declaration goes.
    static func failingMember(of item: CodeBlockItemSyntax, at position: AbsolutePosition) -> MemberBlockItemSyntax? {
        guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self), extensionDecl.inheritanceClause == nil,
              let member = extensionDecl.memberBlock.members.first(where: { $0.position <= position && position < $0.endPosition }),
              !(member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } ?? false) else { return nil }
        return member
    }

    /// A left-out extension that adds a conformance takes the type it extends with it.
    private mutating func leaveConformingTypes(of items: [CodeBlockItemSyntax], in trees: [SourceFileSyntax]) {
        for item in items {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self), extensionDecl.inheritanceClause != nil else { continue }
            let typeName = extensionDecl.extendedType.trimmedSource
            for (index, tree) in trees.enumerated() where codes[index].isAppFile {
                guard let declaration = tree.statements.first(where: { Self.names(of: $0) == [typeName] && !$0.item.is(ExtensionDeclSyntax.self) })
                else { continue }
                leave([declaration], of: index, in: tree, because: "its extension adding '\(extensionDecl.inheritanceClause?.inheritedTypes.trimmedSource ?? "")' was left out")
            }
        }
    }

    private mutating func leave(_ items: [CodeBlockItemSyntax], of index: Int, in tree: SourceFileSyntax, because reason: String) {
        leave(items.map(Syntax.init), of: index, in: tree, because: reason)
    }

    /// Blanks top-level declarations or single members of an extension.
    private mutating func leave(_ items: [Syntax], of index: Int, in tree: SourceFileSyntax, because reason: String) {
        var bytes = Array(codes[index].text.utf8)
        for item in items {
            let start = item.positionAfterSkippingLeadingTrivia.utf8Offset, end = item.endPositionBeforeTrailingTrivia.utf8Offset
            guard start < end, end <= bytes.count else { continue }
            // Blank, not removed: lines and columns of everything else stay as the author sees them.
            for offset in start..<end where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
                bytes[offset] = UInt8(ascii: " ")
            }
            let names = item.as(CodeBlockItemSyntax.self).map(Self.names) ?? item.as(MemberBlockItemSyntax.self).map(Self.names) ?? []
            let converter = SourceLocationConverter(fileName: codes[index].location.file, tree: tree)
            let location = converter.location(for: item.positionAfterSkippingLeadingTrivia)
            let what = names.isEmpty ? "a declaration" : names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
            let warning = Diagnostic.warning("sources.left-out", "\(what) left out of the app's sources: \(explained(reason))",
                                             at: SnippetEvaluator.map(line: location.line, column: location.column, in: codes[index]))
            let declaration = item.as(CodeBlockItemSyntax.self)?.item
            let isType = declaration.map { $0.is(ClassDeclSyntax.self) || $0.is(StructDeclSyntax.self) || $0.is(EnumDeclSyntax.self) } ?? false
            leftOut.append(LeftOut(names: names, warning: warning, typeNames: isType ? names : []))
        }
        codes[index].text = String(decoding: bytes, as: UTF8.self)
    }

    /// A reason that names a declaration left out before says why that one went, so the first cause
    /// (an old spelling two files away) reaches every message that follows from it.
    private func explained(_ reason: String) -> String {
        let quoted = reason.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        guard let name = quoted.first(where: { name in leftOut.contains { $0.names.contains(name) } }),
              let earlier = leftOut.first(where: { $0.names.contains(name) }) else { return reason }
        let why = earlier.warning.message.components(separatedBy: "left out of the app's sources: ").last ?? earlier.warning.message
        return reason + "; '\(name)' was left out too" + (earlier.warning.location.map { " (\($0.description))" } ?? "") + ": " + why
    }

    /// What code elsewhere calls a top-level declaration: a type's or function's name, a
    /// variable's names, an extension's members.
    static func names(of item: CodeBlockItemSyntax) -> [String] {
        guard let decl = item.item.as(DeclSyntax.self) else { return [] }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            return extensionDecl.memberBlock.members.flatMap(names)
        }
        return names(of: decl)
    }

    /// A member's names; an extension's initializer is named with its type and labels
    /// (`ASTextNode.init(_:color:)`), as a call that needs it is told.
    static func names(of member: MemberBlockItemSyntax) -> [String] {
        guard let initializer = member.decl.as(InitializerDeclSyntax.self),
              let extensionDecl = member.parent?.parent?.parent?.as(ExtensionDeclSyntax.self) else { return names(of: member.decl) }
        return [initializerName(extensionDecl.extendedType.trimmedSource, labels: initializer.signature.parameterClause.parameters.map { $0.firstName.unquotedText })]
    }

    /// `ASTextNode.init(_:color:)`.
    static func initializerName(_ type: String, labels: [String]) -> String {
        "\(type).init(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// What code calls a declaration: its name, or a variable's names.
    static func names(of decl: DeclSyntax) -> [String] {
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return [named.name.unquotedText] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.unquotedText }
        }
        return []
    }
}
