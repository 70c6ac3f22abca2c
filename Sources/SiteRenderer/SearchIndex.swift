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
        course.sessions.flatMap(entries)
    }

    /// One session's entries. Sessions are indexed apart, each with its page (on every core, and
    /// kept with the page by the build cache: a rebuild after one edit indexes one session).
    func entries(_ session: Session) -> [Entry] {
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

    /// A session's entries as JSON without the array's brackets: fragments joined by commas are
    /// the JSON of all the entries.
    func fragment(_ session: Session) -> Data {
        let json = Self.encode(entries(session))
        return json.count > 2 ? Data(json.dropFirst().dropLast()) : Data()
    }

    /// The script that sets the index, from every session's fragment in course order.
    static func script(fragments: [Data]) -> Data {
        var json = Data("[".utf8)
        for (index, fragment) in fragments.filter({ !$0.isEmpty }).enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(fragment)
        }
        json.append(UInt8(ascii: "]"))
        return Data("window.LAYOUTBOOK_SEARCH = ".utf8) + json + Data(";\n".utf8)
    }

    private static func encode(_ entries: [Entry]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(entries)) ?? Data("[]".utf8)
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
        Data("window.LAYOUTBOOK_SEARCH = ".utf8) + Self.encode(entries()) + Data(";\n".utf8)
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
