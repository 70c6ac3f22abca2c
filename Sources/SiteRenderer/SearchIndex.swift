import CourseModel
import Foundation
import Markup

/// The build-time search index: one entry per step (and per session introduction) with its
/// words and the code identifiers its snippets use, and one per version of a comparison group,
/// found by its tab's label and its code, whose link opens the page on that tab.
///
/// It is written as a script that assigns a global rather than as JSON, because pages opened
/// from `file://` may not fetch files but may load scripts.
struct SearchIndex {
    struct Entry: Encodable {
        /// Session title.
        var s: String
        /// Step title (empty for the introduction).
        var t: String
        /// Link to the step.
        var u: String
        /// Prose, shortened.
        var x: String
        /// Identifiers from the step's visible code.
        var c: String
    }

    static let maximumTextLength = 600
    static let fileName = "assets/search-index.js"

    let course: Course

    func entries() -> [Entry] {
        course.sessions.flatMap { session -> [Entry] in
            let intro = Entry(s: session.title, t: "", u: session.pageName,
                              x: shortened([session.summary ?? ""] + text(of: session.introduction)), c: identifiers(session.introduction))
            let steps = session.steps.flatMap { step -> [Entry] in
                let members = step.content.compactMap { item -> Snippet? in
                    if case .snippet(let snippet) = item, snippet.attributes.group != nil, snippet.role != .hidden { return snippet }
                    return nil
                }
                let own = Entry(s: session.title, t: step.title, u: "\(session.pageName)#\(step.anchor)",
                                x: shortened(text(of: step.content)), c: identifiers(step.content, except: Set(members.map(\.id))))
                return [own] + members.map { member in
                    Entry(s: session.title, t: "\(step.title) · \(member.groupLabel)",
                          u: "\(session.pageName)?tab=\(Self.queryValue(member.groupLabel.lowercased()))#\(step.anchor)",
                          x: shortened([member.attributes.caption ?? member.groupLabel]), c: identifiers([.snippet(member)]))
                }
            }
            return [intro] + steps + exerciseEntries(session)
        }
    }

    /// One entry per exercise: its step's title, its hints' words and its starter's identifiers. A
    /// search for "cheat" finds the exercises that have one; the cheat's own code is not indexed, so
    /// a search cannot give away the answer.
    private func exerciseEntries(_ session: Session) -> [Entry] {
        session.exercises.enumerated().map { index, exercise in
            let step = session.steps.first { $0.number == exercise.stepNumber }
            let hints = exercise.hints.flatMap { hint in hint.blocks.map(\.plainText) }
            let code = [exercise.starter].compactMap { $0 }.map { StepContent.snippet($0) }
            return Entry(s: session.title, t: "Exercise \(index + 1)" + (step.map { ": \($0.title)" } ?? ""),
                         u: "\(session.pageName)#exercise-\(exercise.id)",
                         x: shortened(["Exercise" + (exercise.cheat == nil ? "." : " with a cheat.")] + hints),
                         c: identifiers(code, includingHidden: true))
        }
    }

    func script() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(entries())) ?? Data("[]".utf8)
        return Data("window.LAYOUTBOOK_SEARCH = ".utf8) + json + Data(";\n".utf8)
    }

    private static func queryValue(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    private func text(of content: [StepContent]) -> [String] {
        content.compactMap { item in
            if case .markdown(let block) = item, !isCode(block) { return block.plainText }
            return nil
        }
    }

    private func isCode(_ block: Block) -> Bool {
        if case .codeBlock = block.kind { return true }
        return false
    }

    private func shortened(_ parts: [String]) -> String {
        let text = parts.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return String(text.prefix(Self.maximumTextLength))
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 48 && value <= 57) || (value >= 65 && value <= 90) || (value >= 97 && value <= 122) || value == 95
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Identifiers of shown code only: a cheat's or target's code must not be findable.
    private func identifiers(_ content: [StepContent], except excluded: Set<String> = [], includingHidden: Bool = false) -> String {
        var words: [Substring.UnicodeScalarView] = []
        var seen: Set<String> = []  // beside the list, which keeps the order: no search of it per word
        for item in content {
            guard case .snippet(let snippet) = item, includingHidden || snippet.role != .hidden, !excluded.contains(snippet.id) else { continue }
            // By Unicode scalar, not by character: a tenth of the cost, and code has no combining marks worth keeping apart.
            for word in snippet.code.unicodeScalars.split(whereSeparator: { !Self.isWordScalar($0) })
            where word.count >= 3 && word.first?.properties.isAlphabetic == true && seen.insert(String(word)).inserted {
                words.append(word)
            }
        }
        return words.map(String.init).joined(separator: " ")
    }
}
