import CourseModel
import Diagnostics
import SnippetInterpreter

/// `layoutbook test` checks that plain `swift` snippets (shown, not run) at least parse; the
/// interpreter owns swift-syntax, so it does the parsing.
enum SyntaxCheck {
    static func diagnostics(for snippet: Snippet) -> [Diagnostic] {
        SnippetEvaluator.syntaxDiagnostics(of: SnippetEvaluator.Code(text: snippet.code, location: snippet.codeLocation))
    }
}
