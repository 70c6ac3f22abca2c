import Foundation
import Synchronization
import Testing
@testable import Pipeline
import CourseModel

@Suite struct BuildPipelineTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutbook-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func page(_ output: URL, _ name: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func good_course_builds_overview_sessions_and_assets() throws {
        let output = try Self.temporaryFolder().appendingPathComponent("Output")
        let report = BuildPipeline(root: Self.fixtures.appendingPathComponent("good"), output: output).build()
        #expect(report.succeeded, "\(report.diagnostics.sorted)")
        let index = try Self.page(output, "index.html")
        #expect(index.contains("Fixture Course"))
        #expect(index.contains("href=\"01-basics.html\""))
        #expect(index.contains("Nodes and specs."))
        #expect(index.contains("href=\"01-basics.html#centre-a-box\""))
        let basics = try Self.page(output, "01-basics.html")
        #expect(basics.contains("id=\"centre-a-box\""))
        #expect(basics.contains("id=\"practise\""))
        #expect(basics.contains("<span class=\"tok-keyword\">let</span> box = <span class=\"tok-type\">ASDisplayNode</span>()"))
        #expect(basics.contains("href=\"02-more.html#second-step\""), "links between sessions point at pages")
        #expect(basics.contains("id=\"exercise-centre\""))
        #expect(basics.contains("Wrap the box in a centre spec."))
        #expect(basics.contains("class=\"cheat-body\" hidden"))
        #expect(basics.components(separatedBy: "centeringOptions").count - 1 == 2, "an exercise target's code is not shown (starter and cheat are)")
        let more = try Self.page(output, "02-more.html")
        #expect(more.contains("<table tabindex=\"0\">"), "a table that scrolls is focusable")
        #expect(more.contains("src=\"assets/images/box.svg\""))
        #expect(more.contains("<span class=\"error-text\">&#39;children&#39; expects [ASLayoutElement], found [ASLayoutElement?]</span>"),
                "the page shows the message the interpreter gave")
        #expect(more.contains("<span class=\"code-file\">Card.swift</span> <span class=\"code-changes\">1 changed line</span>"),
                "the second version of Card.swift says what changed")
        #expect(more.contains("<span class=\"line changed\" data-line=\"4\">"))
        #expect(!more.contains("<span class=\"line changed\" data-line=\"3\">"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/images/box.svg").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/style.css").path))
    }

    @Test func pages_use_only_relative_links() throws {
        let output = try Self.temporaryFolder().appendingPathComponent("Output")
        _ = BuildPipeline(root: Self.fixtures.appendingPathComponent("good"), output: output).build()
        for page in ["index.html", "01-basics.html", "02-more.html"] {
            // The SVG namespace is a name, not a request.
            let html = try Self.page(output, page).replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
            #expect(!html.contains("href=\"/"), "\(page) has a root-relative link")
            #expect(!html.contains("src=\"/"), "\(page) has a root-relative source")
            #expect(!html.contains("http://") && !html.contains("https://"), "\(page) refers to another host")
        }
    }

    @Test(arguments: ["unknown-role", "unknown-attribute", "bad-front-matter", "bad-course-yml", "missing-session",
                      "duplicate-id", "cheat-without-target", "missing-template", "template-syntax"])
    func failure_fixture_reports_its_diagnostic_and_keeps_the_previous_site(name: String) throws {
        let root = Self.fixtures.appendingPathComponent(name)
        let expected = try String(contentsOf: root.appendingPathComponent("expected.txt"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let output = try Self.temporaryFolder().appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let sentinel = Data("previous site".utf8)
        try sentinel.write(to: output.appendingPathComponent("index.html"))
        try Data().write(to: output.appendingPathComponent(OutputFolder.markerName))

        let report = BuildPipeline(root: root, output: output).build()

        #expect(!report.succeeded)
        let lines = report.diagnostics.sorted.map(\.description)
        #expect(lines.contains { $0.hasPrefix(expected) }, "expected a line starting with \(expected), got \(lines)")
        #expect(try Data(contentsOf: output.appendingPathComponent("index.html")) == sentinel)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: output.path)) == ["index.html", OutputFolder.markerName])
    }

    @Test func every_bad_session_is_reported_not_just_the_first() throws {
        let root = try Self.temporaryFolder()
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "title: T\nsessions: [a.md, b.md]\n".write(to: content.appendingPathComponent("course.yml"), atomically: true, encoding: .utf8)
        try "```swift nope\nx\n```\n".write(to: content.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
        try "```swift diagram zz=1\nASDisplayNode()\n```\n".write(to: content.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let report = BuildPipeline(root: root).build()
        #expect(report.diagnostics.errorCount == 2)
        #expect(report.diagnostics.sorted.filter { $0.severity == .error }.map { $0.location?.file } == ["Content/a.md", "Content/b.md"])
    }

    @Test func staged_write_replaces_the_whole_folder_and_keeps_the_keep_file() throws {
        let output = try Self.temporaryFolder().appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data().write(to: output.appendingPathComponent(".gitkeep"))
        try Data("stale".utf8).write(to: output.appendingPathComponent("old-page.html"))
        try Data().write(to: output.appendingPathComponent(OutputFolder.markerName))
        let report = BuildPipeline(root: Self.fixtures.appendingPathComponent("good"), output: output).build()
        #expect(report.succeeded)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(names.contains(".gitkeep"))
        #expect(!names.contains("old-page.html"))
        let siblings = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(siblings == ["Output"], "no staging folder is left behind")
    }
}

@Suite struct LinkCheckTests {
    @Test func broken_links_to_steps_files_and_assets_are_located_errors() throws {
        let root = try BuildPipelineTests.temporaryFolder()
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "title: T\nsessions: [a.md, b.md]\n".write(to: content.appendingPathComponent("course.yml"), atomically: true, encoding: .utf8)
        let a = """
        ---
        title: A
        ---

        ## Start

        Fine: [b](b.md#second), [here](#start), [web](https://example.com).

        Broken: [b](b.md#secnd).

        Missing file: [c](c.md).

        ![pic](Assets/none.png)
        """
        try a.write(to: content.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: B\n---\n\n## Second\n".write(to: content.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        let report = BuildPipeline(root: root).build()
        let errors = report.diagnostics.sorted.filter { $0.severity == .error }.map(\.description)
        #expect(errors == [
            "Content/a.md:9:1: error: broken link 'b.md#secnd': 'B' has no step or anchor 'secnd'; did you mean '#second'?",
            "Content/a.md:11:1: error: broken link 'c.md': no session file 'c.md' in course.yml",
            "Content/a.md:13:1: error: broken link 'Assets/none.png': Content/Assets/none.png does not exist",
        ])
    }
}

@Suite struct AtomicSwapTests {
    /// A reader polling the site while it is rebuilt must always find a whole page.
    @Test func readers_never_see_a_missing_or_truncated_page_during_rebuilds() throws {
        let output = try BuildPipelineTests.temporaryFolder().appendingPathComponent("Output")
        let pipeline = BuildPipeline(root: BuildPipelineTests.fixtures.appendingPathComponent("good"), output: output)
        #expect(pipeline.build().succeeded)
        let page = output.appendingPathComponent("index.html").path
        // A thread of its own, not a task: the test pool may have no free thread to spare.
        let counts = Mutex<(reads: Int, bad: Int, stop: Bool)>((0, 0, false))
        let reader = Thread {
            while !counts.withLock({ $0.stop }) {
                let data = FileManager.default.contents(atPath: page)
                let whole = data.map { String(decoding: $0, as: UTF8.self).hasSuffix("</html>\n") } ?? false
                counts.withLock { $0.reads += 1; if !whole { $0.bad += 1 } }
            }
        }
        reader.start()
        while counts.withLock({ $0.reads }) == 0 { usleep(1000) }
        for _ in 0..<20 { #expect(pipeline.build().succeeded) }
        counts.withLock { $0.stop = true }
        let result = counts.withLock { (reads: $0.reads, bad: $0.bad) }
        #expect(result.reads > 20)
        #expect(result.bad == 0, "\(result.bad) of \(result.reads) reads found no page or a truncated one")
    }
}

@Suite struct IncrementalBuildTests {
    @Test func a_rebuild_rereads_only_the_edited_session() throws {
        let root = try BuildPipelineTests.temporaryFolder()
        try FileManager.default.copyItem(at: BuildPipelineTests.fixtures.appendingPathComponent("good/Content"),
                                         to: root.appendingPathComponent("Content"))
        let cache = SessionCache()
        let pipeline = BuildPipeline(root: root, cache: cache)
        #expect(pipeline.build().succeeded)
        #expect(cache.statistics.misses == 2 && cache.statistics.hits == 0)
        let file = root.appendingPathComponent("Content/02-more.md")
        try (try String(contentsOf: file, encoding: .utf8) + "\nMore words.\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(pipeline.build().succeeded)
        #expect(cache.statistics.misses == 3 && cache.statistics.hits == 1)
        #expect(try String(contentsOf: root.appendingPathComponent("Output/02-more.html"), encoding: .utf8).contains("More words."))
    }
}

@Suite struct CourseScaffoldTests {
    @Test func a_new_course_builds_without_diagnostics() throws {
        let folder = try BuildPipelineTests.temporaryFolder().appendingPathComponent("course")
        try CourseScaffold.create(at: folder, title: "Say \"hi\"")
        let report = BuildPipeline(root: folder).build()
        #expect(report.succeeded)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.sorted)")
        let page = try String(contentsOf: folder.appendingPathComponent("Output/01-first-layout.html"), encoding: .utf8)
        #expect(page.contains("id=\"exercise-labels\""))
        // The first session shows every kind of fence a new author needs: hidden, vary, file and fails.
        #expect(page.contains("class=\"variant-button\""), "vary= draws variants")
        #expect(page.contains("class=\"line changed\""), "file= marks the changed line of the next version")
        #expect(page.contains("swatchSise"), "a fails= snippet is shown")
        #expect(!page.contains("let swatchSize = CGSize"), "a hidden snippet is not shown")
        #expect(try String(contentsOf: folder.appendingPathComponent("Output/index.html"), encoding: .utf8).contains("Say &quot;hi&quot;"))
    }

    @Test func new_refuses_a_folder_with_files() throws {
        let folder = try BuildPipelineTests.temporaryFolder()
        try Data("x".utf8).write(to: folder.appendingPathComponent("keep.txt"))
        #expect(throws: CourseScaffold.ScaffoldError.self) { try CourseScaffold.create(at: folder, title: "T") }
    }
}

@Suite struct FigureStageTests {
    static func build() throws -> (BuildReport, String) {
        let output = try BuildPipelineTests.temporaryFolder().appendingPathComponent("Output")
        let report = BuildPipeline(root: BuildPipelineTests.fixtures.appendingPathComponent("figures"), output: output, runner: FakeRunner()).build()
        let page = (try? String(contentsOf: output.appendingPathComponent("01-stacks.html"), encoding: .utf8)) ?? ""
        return (report, page)
    }

    @Test func diagram_snippets_get_a_figure_beside_their_code() throws {
        let (report, page) = try Self.build()
        #expect(report.succeeded, "\(report.diagnostics.sorted)")
        #expect(page.contains("<figure class=\"snippet role-diagram has-figure\" id=\"snippet-s1\">"))
        #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"lb-diagram\""))
        #expect(page.contains("data-name=\"leftNode\" data-lines=\"1-1\""))
        #expect(page.contains("<details class=\"figure-outline\" id=\"s1-as-text\"><summary>Layout as text</summary>"))
        // The figure's toolbar leads to its text, for a reader who cannot see the drawing.
        #expect(page.contains("aria-controls=\"s1-as-text\" aria-expanded=\"false\">As text</button>"))
    }

    @Test func layout_as_text_follows_the_variant_shown() throws {
        let (_, page) = try Self.build()
        // Three variants, three outlines: the right box starts at 40 + spacing.
        let texts = page.components(separatedBy: "<pre class=\"figure-variant-text\"").dropFirst().prefix(3)
        #expect(texts.count == 3)
        for (text, x) in zip(texts, ["40", "48", "56"]) {
            #expect(text.contains("rightNode (display node) at \(x), 0"), "\(text.prefix(300))")
        }
        #expect(page.contains("<pre class=\"figure-variant-text\" data-variant=\"1\" tabindex=\"0\" hidden>"))
        #expect(page.contains("class=\"variant-status visually-hidden\" role=\"status\""), "a change of variant is announced")
    }

    @Test func vary_gives_one_figure_per_value_on_one_canvas() throws {
        let (_, page) = try Self.build()
        for (index, value) in ["0", "8", "16"].enumerated() {
            #expect(page.contains("data-variant=\"\(index)\" title=\"spacing: \(value)\" aria-checked=\"\(index == 0)\""))
        }
        // Widths 80, 88 and 96: every variant's SVG has the widest canvas.
        #expect(page.components(separatedBy: "viewBox=\"0 0 96 40\"").count - 1 == 3)
        #expect(page.contains("<div class=\"figure-variant\" data-variant=\"1\" data-label=\"spacing: 8\" hidden>"))
    }

    @Test func exercise_target_shows_its_figure_but_not_its_code() throws {
        let (_, page) = try Self.build()
        guard let exercise = page.range(of: "<section class=\"exercise\"") else { Issue.record("no exercise"); return }
        let section = page[exercise.lowerBound...]
        #expect(section.contains("<div class=\"exercise-target\">"))
        #expect(section.contains("viewBox=\"0 0 92 40\""), "the target's 12 pt gap makes it 92 wide")
    }

    @Test func fails_snippet_shows_the_interpreter_message() throws {
        let (_, page) = try Self.build()
        #expect(page.contains("<span class=\"error-text\">&#39;children&#39; expects [ASLayoutElement], found [ASLayoutElement?]</span>"))
    }

    @Test func a_rebuild_reruns_only_snippets_whose_inputs_changed() throws {
        let root = try BuildPipelineTests.temporaryFolder()
        try FileManager.default.copyItem(at: BuildPipelineTests.fixtures.appendingPathComponent("figures/Content"), to: root.appendingPathComponent("Content"))
        let cache = SnippetResultCache()
        let pipeline = BuildPipeline(root: root, runner: FakeRunner(), snippetCache: cache)
        #expect(pipeline.build().succeeded)
        // Three variants of the diagram, target, starter, cheat, and the fails= snippet; the check that
        // the cheat solves its exercise asks again for the target and the cheat (two hits), and the
        // starter's list of differences from the target for the target and the starter (two more).
        #expect(cache.statistics.misses == 7 && cache.statistics.hits == 4)
        let file = root.appendingPathComponent("Content/01-stacks.md")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "stack(spacing: 0)", with: "stack(spacing: 4)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        #expect(pipeline.build().succeeded)
        // Unchanged figures come from the figure cache without asking the runner; the edited starter
        // runs again (a miss); the fails= snippet has no figure and is answered by the result cache, as
        // are the target and the cheat for the cheat check, and the target and the starter for the
        // starter's differences.
        #expect(cache.statistics.misses == 8 && cache.statistics.hits == 9, "only the edited starter runs again")
    }

    @Test func a_diagram_that_does_not_run_is_a_located_error() throws {
        let root = try BuildPipelineTests.temporaryFolder()
        try FileManager.default.copyItem(at: BuildPipelineTests.fixtures.appendingPathComponent("figures/Content"), to: root.appendingPathComponent("Content"))
        let file = root.appendingPathComponent("Content/01-stacks.md")
        try (try String(contentsOf: file, encoding: .utf8) + "\n```swift diagram\nnothing()\n```\n").write(to: file, atomically: true, encoding: .utf8)
        let report = BuildPipeline(root: root, runner: FakeRunner()).build()
        #expect(!report.succeeded)
        #expect(report.diagnostics.sorted.map(\.description).contains("Content/01-stacks.md:32:1: error: cannot find 'stack' in scope"))
    }
}

/// A figure is meaningful without sight: its title says what it lays out, never "snippet s1".
@Suite struct FigureTitleTests {
    @Test func a_title_names_the_caption_what_is_laid_out_and_its_size_or_the_step() throws {
        let output = try BuildPipelineTests.temporaryFolder().appendingPathComponent("Output")
        let report = BuildPipeline(root: BuildPipelineTests.fixtures.appendingPathComponent("good"), output: output).build()
        #expect(report.succeeded, "\(report.diagnostics.sorted)")
        let basics = try BuildPipelineTests.page(output, "01-basics.html")
        #expect(basics.contains(">Centred: Stack ↓ · justify center · align center, 375 × 60 points</title>"))
        let more = try BuildPipelineTests.page(output, "02-more.html")
        #expect(more.contains(", in “Grow the card”</title>"))
        #expect(!basics.contains("Layout of snippet") && !more.contains("Layout of snippet"))
        #expect(basics.contains("root (display node) at 0, 0 size 375 × 60"), "the node hosting a top-level spec is the root")
    }
}
