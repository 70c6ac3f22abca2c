import CourseModel
import Diagnostics
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// `layoutbook test` checks that plain `swift` snippets (shown, not run) at least parse.
enum SyntaxCheck {
    static func diagnostics(for snippet: Snippet) -> [Diagnostics.Diagnostic] {
        let tree = Parser.parse(source: snippet.code)
        let converter = SourceLocationConverter(fileName: snippet.codeLocation.file, tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let position = diagnostic.location(converter: converter)
            return Diagnostics.Diagnostic.error("snippet.syntax", diagnostic.message, at: snippet.location(line: position.line, column: position.column))
        }
    }
}
