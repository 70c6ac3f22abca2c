import CourseModel
import Foundation
import Synchronization
import Testing
@testable import Pipeline

/// Counts the snippets it is asked to run, then runs them as `FakeRunner` does.
struct CountingRunner: SnippetRunning {
    final class Count: Sendable {
        let runs = Mutex<[String]>([])
        var sessions: Set<String> { Set(runs.withLock { $0 }) }
        var total: Int { runs.withLock { $0.count } }
        func reset() { runs.withLock { $0 = [] } }
    }

    let count = Count()

    func run(_ snippet: Snippet, in session: Session, of course: Course, substitutions: [String: String]) -> SnippetRunResult {
        count.runs.withLock { $0.append(session.slug) }
        return FakeRunner().run(snippet, in: session, of: course, substitutions: substitutions)
    }
}

/// `layoutbook build` keeps each session's figures on disk, named by a hash of all they depend on:
/// a second build of an unchanged course runs nothing, and any change to an input runs again
/// exactly the sessions it can change.
@Suite struct BuildCacheTests {
    /// A course of two sessions (the figures fixture and a copy) and one Sources file.
    static func course() throws -> URL {
        let root = try BuildPipelineTests.temporaryFolder()
        let content = root.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: BuildPipelineTests.fixtures.appendingPathComponent("figures/Content"), to: content)
        try FileManager.default.copyItem(at: content.appendingPathComponent("01-stacks.md"), to: content.appendingPathComponent("02-copy.md"))
        try "title: Figures\nsessions: [01-stacks.md, 02-copy.md]\n".write(to: content.appendingPathComponent("course.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: content.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try "let gap = 8\n".write(to: content.appendingPathComponent("Sources/Shared.swift"), atomically: true, encoding: .utf8)
        return root
    }

    static func build(_ root: URL, _ runner: CountingRunner, cache: BuildCache) throws -> String {
        let report = BuildPipeline(root: root, runner: runner, diskCache: cache).build()
        #expect(report.succeeded, "\(report.diagnostics.sorted)")
        return try BuildPipelineTests.page(root.appendingPathComponent("Output"), "01-stacks.html")
    }

    static func edit(_ root: URL, _ path: String, _ change: (String) -> String) throws {
        let file = root.appendingPathComponent(path)
        try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func a_second_build_of_an_unchanged_course_runs_nothing_and_writes_the_same_pages() throws {
        let root = try Self.course()
        let cache = BuildCache(folder: try BuildPipelineTests.temporaryFolder(), engine: "test")
        let runner = CountingRunner()
        let first = try Self.build(root, runner, cache: cache)
        #expect(runner.count.sessions == ["01-stacks", "02-copy"])
        runner.count.reset()
        let second = try Self.build(root, runner, cache: cache)
        #expect(runner.count.total == 0, "every figure came from the cache")
        #expect(second == first)
        #expect(first.contains("<svg"), "the cached page still has its figures")
    }

    @Test func editing_a_session_runs_that_session_again_and_no_other() throws {
        let root = try Self.course()
        let cache = BuildCache(folder: try BuildPipelineTests.temporaryFolder(), engine: "test")
        let runner = CountingRunner()
        _ = try Self.build(root, runner, cache: cache)
        try Self.edit(root, "Content/02-copy.md") { $0.replacingOccurrences(of: "stack(spacing: 0)", with: "stack(spacing: 4)") }
        runner.count.reset()
        _ = try Self.build(root, runner, cache: cache)
        #expect(runner.count.sessions == ["02-copy"])
    }

    @Test func editing_sources_or_a_new_engine_runs_every_session_again() throws {
        let root = try Self.course()
        let folder = try BuildPipelineTests.temporaryFolder()
        let runner = CountingRunner()
        _ = try Self.build(root, runner, cache: BuildCache(folder: folder, engine: "test"))
        try Self.edit(root, "Content/Sources/Shared.swift") { $0 + "let margin = 16\n" }
        runner.count.reset()
        _ = try Self.build(root, runner, cache: BuildCache(folder: folder, engine: "test"))
        #expect(runner.count.sessions == ["01-stacks", "02-copy"], "Sources are in every session's scope")
        runner.count.reset()
        _ = try Self.build(root, runner, cache: BuildCache(folder: folder, engine: "test 2"))
        #expect(runner.count.sessions == ["01-stacks", "02-copy"], "another build of Layoutbook draws everything again")
    }

    @Test func entries_of_sessions_as_they_were_are_removed_and_a_damaged_entry_is_a_miss() throws {
        let root = try Self.course()
        let folder = try BuildPipelineTests.temporaryFolder()
        let cache = BuildCache(folder: folder, engine: "test")
        let runner = CountingRunner()
        let first = try Self.build(root, runner, cache: cache)
        try Self.edit(root, "Content/01-stacks.md") { $0 + "\nOne more paragraph.\n" }
        _ = try Self.build(root, runner, cache: cache)
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(entries.count == 2, "one entry a session: \(entries)")
        for entry in entries { try Data("{\"outcomes\": 3".utf8).write(to: folder.appendingPathComponent(entry)) }
        runner.count.reset()
        let rebuilt = try Self.build(root, runner, cache: cache)
        #expect(runner.count.sessions == ["01-stacks", "02-copy"])
        #expect(rebuilt.contains("One more paragraph.") && rebuilt.contains("<svg") && first.contains("<svg"))
    }

    /// Pages come from the cache too (a marker planted in a cached page shows up), until something
    /// they show changes: their own session's text, or another session's title in the sidebar.
    @Test func a_cached_page_is_reused_until_its_session_or_the_navigation_changes() throws {
        let root = try Self.course()
        let folder = try BuildPipelineTests.temporaryFolder()
        let cache = BuildCache(folder: folder, engine: "test")
        let runner = CountingRunner()
        _ = try Self.build(root, runner, cache: cache)
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".html") }
        #expect(pages.count == 2)
        for page in pages {
            let url = folder.appendingPathComponent(page)
            try (try String(contentsOf: url, encoding: .utf8) + "<!-- planted -->").write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try Self.build(root, runner, cache: cache).contains("<!-- planted -->"), "an unchanged page is not rendered again")
        try Self.edit(root, "Content/02-copy.md") { $0 + "\nA new closing paragraph.\n" }
        #expect(try Self.build(root, runner, cache: cache).contains("<!-- planted -->"), "prose of another session is not on this page")
        try Self.edit(root, "Content/02-copy.md") { $0.replacingOccurrences(of: "title:", with: "title: Renamed") }
        let page = try Self.build(root, runner, cache: cache)
        #expect(!page.contains("<!-- planted -->") && page.contains("Renamed"), "the sidebar shows the other session's new title")
    }

    /// A session's part of the search index is cached beside its page: a planted word shows up in
    /// the index until the session changes, and a session's parts go when it does.
    @Test func a_cached_search_part_is_reused_until_its_session_changes() throws {
        let root = try Self.course()
        let folder = try BuildPipelineTests.temporaryFolder()
        let cache = BuildCache(folder: folder, engine: "test")
        let runner = CountingRunner()
        _ = try Self.build(root, runner, cache: cache)
        let parts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".search") }
        #expect(parts.count == 2)
        for part in parts {
            let url = folder.appendingPathComponent(part)
            try (String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"s\":\"", with: "\"s\":\"planted ")).write(to: url, atomically: true, encoding: .utf8)
        }
        func index() throws -> String {
            try String(contentsOf: root.appendingPathComponent("Output/assets/search-index.js"), encoding: .utf8)
        }
        _ = try Self.build(root, runner, cache: cache)
        #expect(try index().contains("planted"), "an unchanged session is not indexed again")
        try Self.edit(root, "Content/01-stacks.md") { $0 + "\nA closing paragraph.\n" }
        try Self.edit(root, "Content/02-copy.md") { $0 + "\nA closing paragraph.\n" }
        _ = try Self.build(root, runner, cache: cache)
        #expect(try !index().contains("planted"))
        #expect(try index().contains("A closing paragraph."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".search") }.count == 2, "parts of the old sessions are pruned")
    }

    @Test func a_build_reports_the_time_of_every_stage() throws {
        let root = try Self.course()
        let report = BuildPipeline(root: root, runner: FakeRunner()).build()
        #expect(report.stageSeconds.map(\.stage) == [.load, .interpret, .layout, .draw, .render, .write])
        let seconds = Dictionary(uniqueKeysWithValues: report.stageSeconds.map { ($0.stage, $0.seconds) })
        for stage in [StageTimes.Stage.load, .interpret, .draw, .render, .write] {
            #expect((seconds[stage] ?? 0) > 0, "\(stage) took no time")
        }
        #expect(report.stageSeconds.reduce(0) { $0 + $1.seconds } < report.seconds * 3, "summed thread time on at most a few cores")
    }
}
