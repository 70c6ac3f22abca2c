import CourseModel
import Diagnostics
import Foundation
import Testing
@testable import Pipeline
import SnippetInterpreter

/// The trust measure of issue #15: take the bundled course's executed snippets, drop one letter from
/// one argument label or implicit member (`.vertical`), and count how many of those mutants
/// `layoutbook test` reports as an error. A mutant whose new name is itself a declared name (`.XY`
/// → `.Y`) can be valid Swift, so it is counted apart and not held against the checker.
@Suite struct MutationMeasureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sampleSize = 240

    @Test func one_letter_typos_in_labels_and_members_are_errors() throws {
        let (loaded, _) = CourseLoader(root: Self.root).load()
        let course = try #require(loaded)
        let runner = InterpreterRunner(course: course, root: Self.root)
        let known = SnippetEvaluator.declaredNames.union(Self.identifiers(in: course))
        var candidates: [(Session, Snippet, Mutant)] = []
        for session in course.sessions {
            for snippet in session.snippets where snippet.role.isExecuted && snippet.role != .hidden {
                if case .fails = snippet.role { continue }
                candidates += Mutant.all(in: snippet.code).map { (session, snippet, $0) }
            }
        }
        // Evenly spaced through the course: the same sample on every run, from every session.
        let step = max(1, candidates.count / Self.sampleSize)
        let sample = stride(from: 0, to: candidates.count, by: step).prefix(Self.sampleSize).map { candidates[$0] }
        var reported = 0, possiblyValid = 0
        var missed: [String] = []
        for (session, snippet, mutant) in sample {
            var changed = snippet
            changed.code = mutant.apply(to: snippet.code)
            let result = runner.run(changed, in: session, of: course, substitutions: [:])
            if result.diagnostics.contains(where: { $0.severity == .error }) {
                reported += 1
            } else if known.contains(mutant.replacement) {
                possiblyValid += 1
                print("mutation measure: '\(mutant.original)' → '\(mutant.replacement)' is a declared name and ran (\(snippet.codeLocation.file):\(snippet.codeLocation.line + mutant.line - 1))")
            } else {
                missed.append("\(snippet.codeLocation.file):\(snippet.codeLocation.line + mutant.line - 1): '\(mutant.original)' → '\(mutant.replacement)'")
            }
        }
        let counted = sample.count - possiblyValid
        let rate = Double(reported) / Double(max(1, counted))
        print("mutation measure: \(reported) of \(counted) one-letter typos reported (\(String(format: "%.1f", rate * 100))%); "
              + "\(possiblyValid) more landed on a declared name; \(candidates.count) candidates, \(sample.count) sampled")
        for miss in missed { print("mutation measure: missed \(miss)") }
        #expect(sample.count >= 200)
        #expect(rate >= 0.99, "missed:\n\(missed.joined(separator: "\n"))")
    }

    /// Names the course itself declares (types, properties, functions): a typo may land on one.
    static func identifiers(in course: Course) -> Set<String> {
        let texts = course.sources.map(\.text) + course.sessions.flatMap { $0.snippets.map(\.code) }
        let pattern = try! NSRegularExpression(pattern: "(?:func|var|let|case|class|struct|enum)\\s+([A-Za-z_]\\w*)")
        return Set(texts.flatMap { text in
            pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        })
    }
}

/// One letter dropped from one label or implicit member of a snippet.
struct Mutant {
    var line: Int
    var range: Range<String.Index>
    var original: String
    var replacement: String

    func apply(to code: String) -> String { code.replacingCharacters(in: range, with: replacement) }

    /// Argument labels (`spacing:` after `(` or `,`) and implicit members (`.vertical`) outside
    /// strings and comments, each with its middle letter dropped.
    static func all(in code: String) -> [Mutant] {
        let masked = maskingStringsAndComments(code)
        let patterns = ["[(,]\\s*([A-Za-z_]\\w+)\\s*:(?!:)", "(?<![\\w)\\]?!.])\\.([A-Za-z_]\\w+)"]
        var found: [Mutant] = []
        for pattern in patterns {
            let expression = try! NSRegularExpression(pattern: pattern)
            for match in expression.matches(in: masked, range: NSRange(masked.startIndex..., in: masked)) {
                guard let range = Range(match.range(at: 1), in: code) else { continue }
                let name = String(code[range])
                var letters = Array(name)
                letters.remove(at: letters.count / 2)
                let line = code[..<range.lowerBound].filter { $0 == "\n" }.count + 1
                found.append(Mutant(line: line, range: range, original: name, replacement: String(letters)))
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The code with string literals and comments blanked out, character for character.
    static func maskingStringsAndComments(_ code: String) -> String {
        var result = ""
        var inString = false, inComment = false
        var previous: Character = " "
        for character in code {
            if inComment {
                if character == "\n" { inComment = false; result.append(character) } else { result.append(" ") }
            } else if inString {
                if character == "\"" && previous != "\\" { inString = false }
                result.append(character == "\n" ? "\n" : " ")
            } else if character == "/" && previous == "/" {
                result.removeLast(); result.append("  "); inComment = true
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            previous = character
        }
        return result
    }
}
