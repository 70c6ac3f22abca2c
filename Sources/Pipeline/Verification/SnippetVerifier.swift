import CourseModel
import Diagnostics
import Foundation
import Synchronization
import LayoutEngine

/// `layoutbook test`: runs every snippet of a course and checks what DESIGN §2 promises —
/// executed snippets run, plain ones parse, `fails=` ones fail as announced, cheats lay out
/// like their targets, starters do not, and recorded layouts still match.
public struct SnippetVerifier: Sendable {
    public let root: URL
    public let runner: any SnippetRunning
    public var record = false

    public init(root: URL, runner: any SnippetRunning, record: Bool = false) {
        self.root = root.standardizedFileURL
        self.runner = runner
        self.record = record
    }

    /// Sessions are verified in parallel, on all cores; the report lists them in course order.
    public func verify(_ course: Course, sessions names: Set<String>? = nil) -> VerificationReport {
        let start = ContinuousClock.now
        let sessions = course.sessions.filter { names == nil || names!.contains($0.slug) || names!.contains($0.sourcePath) }
        let results = Mutex<[Int: VerificationReport]>([:])
        DispatchQueue.concurrentPerform(iterations: sessions.count) { index in
            let report = verify(sessions[index], of: course)
            results.withLock { $0[index] = report }
        }
        var report = VerificationReport()
        for index in sessions.indices {
            let part = results.withLock { $0[index] } ?? VerificationReport()
            report.checks += part.checks
            report.notes += part.notes
        }
        report.seconds = (ContinuousClock.now - start).seconds
        return report
    }

    func verify(_ session: Session, of course: Course) -> VerificationReport {
        var report = VerificationReport()
        var layouts: [String: LayoutResult] = [:]
        for snippet in session.snippets {
            if let layout = check(snippet, in: session, of: course, into: &report) { layouts[snippet.id] = layout }
        }
        for exercise in session.exercises { compare(exercise, in: session, layouts: layouts, into: &report) }
        for group in session.groups where group.requiresSameFrames {
            for (member, problems) in GroupProof.differences(group, in: session, layouts: layouts) {
                let check = name(member, "lays out like the rest of group '\(group.name)'")
                if problems.isEmpty { report.pass(check) } else { for problem in problems { report.fail(check, problem) } }
            }
        }
        return report
    }

    private func name(_ snippet: Snippet, _ what: String) -> String {
        "\(snippet.fenceLocation.file):\(snippet.fenceLocation.line): \(snippet.role.name) \(what)"
    }

    /// Runs one snippet and records its checks; returns its layout when it has one.
    private func check(_ snippet: Snippet, in session: Session, of course: Course, into report: inout VerificationReport) -> LayoutResult? {
        switch snippet.role {
        case .plain:
            let problems = SyntaxCheck.diagnostics(for: snippet)
            if let first = problems.first { report.fail(name(snippet, "parses"), first) } else { report.pass(name(snippet, "parses")) }
            return nil
        case .fails(let text):
            checkFailure(snippet, expecting: text, in: session, of: course, into: &report)
            return nil
        default:
            let result = runner.run(snippet, in: session, of: course, substitutions: snippet.variantSubstitutions.first?.values ?? [:])
            if let error = result.diagnostics.first(where: { $0.severity == .error }) {
                report.fail(name(snippet, "runs"), error)
                return nil
            }
            report.pass(name(snippet, "runs"))
            report.notes += result.diagnostics.filter { $0.severity != .error }
            if let layout = result.layout, snippet.role.hasFigure { checkRecording(snippet, layout, in: session, into: &report) }
            if let layout = result.layout { checkExpectations(snippet, layout, into: &report) }
            return result.layout
        }
    }

    private func checkFailure(_ snippet: Snippet, expecting text: String, in session: Session, of course: Course, into report: inout VerificationReport) {
        let result = runner.run(snippet, in: session, of: course, substitutions: [:])
        let errors = result.diagnostics.filter { $0.severity == .error }
        let check = name(snippet, "fails with '\(text)'")
        if errors.contains(where: { $0.message.contains(text) }) {
            report.pass(check)
        } else if let other = errors.first {
            report.fail(check, .error("test.wrong-failure", "snippet failed with '\(other.message)', not with a message containing '\(text)'", at: snippet.fenceLocation))
        } else {
            report.fail(check, .error("test.unexpected-success", "snippet was expected to fail with '\(text)' but ran without error", at: snippet.fenceLocation))
        }
    }

    /// The facts the fence states (`expect="…"`), each a check of its own.
    private func checkExpectations(_ snippet: Snippet, _ layout: LayoutResult, into report: inout VerificationReport) {
        guard !snippet.attributes.expect.isEmpty else { return }
        let facts = ExpectationCheck(layout)
        for fact in snippet.attributes.expect {
            let check = name(snippet, "states '\(fact.text)'")
            if let failure = facts.failure(of: fact) {
                report.fail(check, .error("test.expectation", "expect '\(fact.text)' does not hold: \(failure)", at: snippet.fenceLocation))
            } else {
                report.pass(check)
            }
        }
    }

    private func checkRecording(_ snippet: Snippet, _ layout: LayoutResult, in session: Session, into report: inout VerificationReport) {
        let recordings = LayoutRecordings(root: root)
        let path = LayoutRecordings.relativePath(for: snippet, in: session)
        let dump = LayoutRecordings.dump(layout)
        if record {
            do { try recordings.write(dump, to: path) } catch {
                report.fail(name(snippet, "recording"), .error("test.record", "cannot write \(path): \(error)", at: snippet.fenceLocation))
            }
            return
        }
        guard let recorded = recordings.read(path) else {
            report.notes.append(Diagnostic(.note, id: "test.no-recording", "no recorded layout yet; run 'layoutbook test --record' to keep this one", at: snippet.fenceLocation))
            return
        }
        if let difference = LayoutRecordings.firstDifference(recorded, dump) {
            report.fail(name(snippet, "matches its recorded layout"), .error("test.layout-changed",
                "layout changed since it was recorded in \(path) (line \(difference.line): expected '\(difference.old)', got '\(difference.new)'); if the change is intended, run 'layoutbook test --record'",
                at: snippet.fenceLocation))
        } else {
            report.pass(name(snippet, "matches its recorded layout"))
        }
    }

    private func compare(_ exercise: Exercise, in session: Session, layouts: [String: LayoutResult], into report: inout VerificationReport) {
        guard let expected = exercise.expected, let target = layouts[expected.id] else { return }
        if let cheat = exercise.cheat, let solution = layouts[cheat.id] {
            let check = name(cheat, "'\(exercise.id)' lays out like its target")
            if let mismatch = FrameComparison.cheatMismatch(exercise.id, target: target, cheat: solution) {
                report.fail(check, .error("test.cheat-differs", mismatch, at: cheat.fenceLocation))
            } else {
                report.pass(check)
            }
        }
        if let starter = exercise.starter, let start = layouts[starter.id] {
            let check = name(starter, "'\(exercise.id)' is not already solved")
            if FrameComparison.differences(expected: target, actual: start).isEmpty {
                report.fail(check, .error("test.starter-solved", "starter '\(exercise.id)' already lays out like its target: the exercise is solved before it starts", at: starter.fenceLocation))
            } else {
                report.pass(check)
            }
        }
    }
}
