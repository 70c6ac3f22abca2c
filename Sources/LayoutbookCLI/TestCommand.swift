import ArgumentParser
import CourseModel
import Diagnostics
import Foundation
import Pipeline

struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run every snippet of the course and check exercises, cheats, expected failures and recorded layouts.")

    @Argument(help: "The course folder.")
    var root: String = "."

    @Option(help: "Only this session (its file name without .md, e.g. 02-stacks).")
    var session: [String] = []

    @Flag(help: "Write the current layouts to Content/.layouts/ instead of comparing with them.")
    var record = false

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Also write a report: '--format junit FILE' writes JUnit XML.", valueName: "junit FILE"))
    var format: [String] = []

    func validate() throws {
        if !format.isEmpty, format.count != 2 || format[0] != "junit" {
            throw ValidationError("--format takes 'junit' and a file name, e.g. --format junit report.xml")
        }
    }

    func run() throws {
        let url = URL(fileURLWithPath: root).standardizedFileURL
        let (loaded, diagnostics) = CourseLoader(root: url).load()
        let loadErrors = diagnostics.sorted.filter { $0.severity == .error }
        guard let course = loaded else {
            for diagnostic in loadErrors { printError(diagnostic.description) }
            print("0 passed, \(loadErrors.count) failed")
            throw ExitCode.failure
        }
        guard let runner = SnippetRunners.make(root: url, course: course) else {
            printError("layoutbook: error: this build has no snippet interpreter yet, so snippets cannot be run")
            throw ExitCode(2)
        }
        let chosen = try sessionSlugs(in: course)
        let verifier = SnippetVerifier(root: url, runner: runner, record: record)
        var result = verifier.verify(course, sessions: chosen)
        // A malformed fence or front matter fails its own check; the rest of the course is still verified.
        for error in loadErrors { result.fail("\(error.location?.file ?? "course"): reads", error) }
        for failure in result.failures { printError(failure.description) }
        for note in result.notes { printError(note.description) }
        if format.count == 2 {
            try JUnitReport.xml(result, suiteName: course.config.title).write(toFile: format[1], atomically: true, encoding: .utf8)
        }
        let snippets = course.sessions.reduce(0) { $0 + $1.snippets.count }
        let rate = result.seconds > 0 ? Int((Double(snippets) / result.seconds).rounded()) : 0
        printError("verified \(Counted.phrase(snippets, "snippet")) of \(Counted.phrase(course.sessions.count, "session")) in \(Int((result.seconds * 1000).rounded())) ms (\(rate) snippets/s)")
        print(result.summary)
        if result.failedCount > 0 { throw ExitCode.failure }
    }

    /// The sessions `--session` names, by slug, with or without `.md`; nil for all. An unknown name is
    /// an error that lists the course's sessions (verifying nothing and passing would say nothing).
    private func sessionSlugs(in course: Course) throws -> Set<String>? {
        guard !session.isEmpty else { return nil }
        let slugs = course.sessions.map(\.slug)
        var chosen: Set<String> = []
        for name in session {
            let slug = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
            guard slugs.contains(slug) else {
                printError("layoutbook: error: no session '\(name)'\(NearestName.hint(for: slug, in: slugs)); the course's sessions are \(slugs.joined(separator: ", "))")
                print("0 passed, 1 failed")
                throw ExitCode.failure
            }
            chosen.insert(slug)
        }
        return chosen
    }

    private func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// Where the CLI gets its snippet runner.
enum SnippetRunners {
    static func make(root: URL, course: Course) -> (any SnippetRunning)? {
        InterpreterRunner(course: course, root: root)
    }
}
