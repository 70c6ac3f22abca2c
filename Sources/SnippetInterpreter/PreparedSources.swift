import Diagnostics
import SwiftParser
import SwiftSyntax
import Synchronization

/// The course's Swift sources, taken as far as they check (`SourcePruning`), parsed, folded and
/// checked: the same for every snippet of a build and, while no file changes, for every build.
/// `serve` builds again on each edit, and an app folder of hundreds of files takes seconds to
/// prune, so the last preparation is kept and reused while the files and settings are the same.
struct PreparedSources: Sendable {
    /// The files as run: an app file's left-out declarations are blanked.
    let sources: [SnippetEvaluator.Code]
    let leftOut: [Diagnostic]
    /// Each left-out name, with the warning that says why.
    let leftOutNames: [String: Diagnostic]
    /// Each file with its tree, operators folded.
    let parsed: [(SnippetEvaluator.Code, SourceFileSyntax)]
    /// The `operator` and `precedencegroup` declarations, as text (see `SnippetEvaluator`).
    let operatorDeclarations: String
    /// Syntax errors, or else what the API check finds in the files that remain.
    let diagnostics: [Diagnostic]
    /// What the files' unsupported and sandboxed uses do if a snippet's run reaches them.
    let whenReached: [SyntaxIdentifier: ReachedUse]

    private struct Key: Equatable {
        var texts: [String]
        var locations: [Diagnostics.SourceLocation]
        var appFiles: [Bool]
        var conditions: Set<String>
    }

    private static let last = Mutex<(key: Key, prepared: PreparedSources)?>(nil)

    static func prepare(_ sources: [SnippetEvaluator.Code], build: IOSBuildConfiguration) -> PreparedSources {
        let key = Key(texts: sources.map(\.text), locations: sources.map(\.location), appFiles: sources.map(\.isAppFile),
                      conditions: build.customConditions)
        if let kept = last.withLock({ $0?.key == key ? $0?.prepared : nil }) { return kept }
        let prepared = PreparedSources(preparing: sources, build: build)
        last.withLock { $0 = (key, prepared) }
        return prepared
    }

    private init(preparing original: [SnippetEvaluator.Code], build: IOSBuildConfiguration) {
        let pruning = SourcePruning(original, build: build)
        let sources = pruning.codes
        self.sources = sources
        leftOut = pruning.leftOut.map(\.warning)
        leftOutNames = Dictionary(pruning.leftOut.flatMap { part in part.names.map { ($0, part.warning) } }) { first, _ in first }
        let unfolded = sources.map { Parser.parse(source: $0.text) }
        let declarations = Interpreter.operatorDeclarations(in: unfolded)
        let operators = Interpreter.operatorTable(declarations)
        operatorDeclarations = declarations
        parsed = zip(sources, unfolded).map { ($0, Interpreter.fold($1, operators: operators)) }
        let syntaxErrors = sources.flatMap(SnippetEvaluator.syntaxDiagnostics)
        let checked = syntaxErrors.isEmpty ? Self.apiDiagnostics(of: parsed, build: build, leftOut: Set(leftOutNames.keys)) : (diagnostics: syntaxErrors, whenReached: [:])
        diagnostics = checked.diagnostics
        whenReached = checked.whenReached
    }

    /// Sources are checked against the API once, with their own declarations in scope.
    private static func apiDiagnostics(of sources: [(SnippetEvaluator.Code, SourceFileSyntax)], build: IOSBuildConfiguration,
                                       leftOut: Set<String>) -> (diagnostics: [Diagnostic], whenReached: [SyntaxIdentifier: ReachedUse]) {
        let interpreter = Interpreter(budget: .default, images: [:], substitutions: [:], build: build)
        interpreter.knownElsewhere = leftOut
        interpreter.declare(files: sources.map(\.1))
        let diagnostics = interpreter.check(sources.map(\.1)).map { error -> Diagnostic in
            guard let (code, tree) = sources.first(where: { Syntax($0.1).id == error.file }), let position = error.position else {
                return .error("snippet.api", error.message)
            }
            let location = SourceLocationConverter(fileName: code.location.file, tree: tree).location(for: position)
            return .error("snippet.api", error.message, at: SnippetEvaluator.map(line: location.line, column: location.column, in: code))
        }
        return (diagnostics, interpreter.whenReached)
    }
}
