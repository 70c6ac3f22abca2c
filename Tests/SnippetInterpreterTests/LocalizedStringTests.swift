import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// `NSLocalizedString` reads the app's strings tables; a key they lack gives what Foundation gives
/// (the value argument when not empty, else the key), with a warning naming the nearest key.
@Suite struct LocalizedStringTests {
    private func run(_ expression: String) -> (String?, [String]) {
        let evaluator = SnippetEvaluator(sources: [], images: [:], localizedStrings: [
            "Localizable": ["settings.title": "Settings"], "Onboarding": ["welcome": "Welcome!"],
        ])
        let result = evaluator.run(.init(snippet: .init(text: """
            let label = ASTextNode()
            label.attributedText = NSAttributedString(string: \(expression))
            label
            """, location: SourceLocation(file: "snippet.swift", line: 1)), device: Size(width: 375, height: 667)))
        let text = result.layout?.flattened.details?.text?.text.spans.map(\.text).joined()
        return (text, result.diagnostics.map(\.message))
    }

    @Test func a_key_of_the_table_gives_its_text() {
        #expect(run("NSLocalizedString(\"settings.title\", comment: \"\")") == ("Settings", []))
        #expect(run("NSLocalizedString(\"welcome\", tableName: \"Onboarding\", comment: \"first screen\")") == ("Welcome!", []))
    }

    @Test func a_missing_key_gives_the_value_or_the_key_with_a_warning() {
        #expect(run("NSLocalizedString(\"settings.titel\", value: \"Options\", comment: \"\")")
            == ("Options", ["Localizable.strings has no key 'settings.titel', so NSLocalizedString returns 'Options'; did you mean 'settings.title'?"]))
        #expect(run("NSLocalizedString(\"help\", tableName: \"Help\", comment: \"\")")
            == ("help", ["there is no Help.strings in the app's sources (sources:), so NSLocalizedString returns 'help'"]))
    }
}
