import SwiftSyntax

/// The code's type aliases in the run (see `TypeAliasTable`).
extension Interpreter {
    /// Top-level aliases first, in every file: an extension of `Store` in one file may come before
    /// the file that says what `Store` is.
    func declare(files: [SourceFileSyntax]) {
        for file in files {
            for item in build.activeItems(file.statements) {
                if case .decl(let decl) = item.item, let alias = decl.as(TypeAliasDeclSyntax.self) { declareAlias(alias) }
            }
        }
        for file in files { declare(file.statements) }
    }

    func declareAlias(_ alias: TypeAliasDeclSyntax) {
        if TypeName.isFunction(alias.initializer.value) { closureAliases.insert(alias.name.unquotedText) }
        aliases.add(alias)
    }

    /// The type `name` stands for at `node`: itself unless it is an alias of a type the run knows.
    func resolvingAlias(_ name: String, at node: some SyntaxProtocol) -> String {
        aliases.target(of: name, at: node, classes: classes, isKnown: isKnownType) ?? name
    }

    func isKnownType(_ name: String) -> Bool {
        classes[name] != nil || TextureRuntime.isType(name) || APITable.standard.type(name) != nil
    }
}
