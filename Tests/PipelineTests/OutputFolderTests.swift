import Foundation
import Testing
@testable import Pipeline

/// `build --output DIR` replaces DIR whole, so it must refuse every folder it did not make.
@Suite struct OutputFolderTests {
    let fm = FileManager.default

    /// A course (Content/ with one note) in a fresh folder.
    func course() throws -> URL {
        let root = fm.temporaryDirectory.appendingPathComponent("course-\(UUID().uuidString)")
        try fm.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data("title: T\nsessions: []\n".utf8).write(to: root.appendingPathComponent("Content/course.yml"))
        return root
    }

    @Test func the_course_its_content_templates_and_their_ancestors_are_refused() throws {
        let root = try course()
        for output in [root, root.appendingPathComponent("Content"), root.appendingPathComponent("Templates"),
                       root.deletingLastPathComponent(), root.appendingPathComponent("Content/site")] {
            #expect(OutputFolder.refusal(output: output, root: root) != nil, "\(output.path)")
        }
    }

    @Test func a_folder_of_notes_is_refused_and_left_as_it_was() throws {
        let root = try course()
        let notes = root.deletingLastPathComponent().appendingPathComponent("notes-\(UUID().uuidString)")
        try fm.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("my notes".utf8).write(to: notes.appendingPathComponent("todo.txt"))
        let report = BuildPipeline(root: root, output: notes).build()
        #expect(!report.succeeded)
        #expect(report.diagnostics.sorted.first?.message.contains("not empty and was not made by layoutbook") == true)
        #expect(try fm.contentsOfDirectory(atPath: notes.path) == ["todo.txt"])
    }

    @Test func a_build_into_the_course_root_leaves_it_untouched() throws {
        let root = try course()
        let report = BuildPipeline(root: root, output: root).build()
        #expect(!report.succeeded)
        #expect(fm.fileExists(atPath: root.appendingPathComponent("Content/course.yml").path))
    }

    @Test func a_new_empty_or_marked_folder_and_the_course_output_are_accepted() throws {
        let root = try course()
        let parent = root.deletingLastPathComponent()
        let empty = parent.appendingPathComponent("empty-\(UUID().uuidString)")
        try fm.createDirectory(at: empty, withIntermediateDirectories: true)
        let marked = parent.appendingPathComponent("site-\(UUID().uuidString)")
        try fm.createDirectory(at: marked, withIntermediateDirectories: true)
        try Data().write(to: marked.appendingPathComponent(OutputFolder.markerName))
        try Data().write(to: marked.appendingPathComponent("index.html"))
        let output = root.appendingPathComponent("Output")
        try fm.createDirectory(at: output, withIntermediateDirectories: true)
        try Data().write(to: output.appendingPathComponent("index.html"))
        for folder in [parent.appendingPathComponent("new-\(UUID().uuidString)"), empty, marked, output] {
            #expect(OutputFolder.refusal(output: folder, root: root) == nil, "\(folder.path)")
        }
    }

    @Test func a_written_site_carries_the_marker() throws {
        let output = fm.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)")
        try StagedWriter(output: output).write([])
        #expect(fm.fileExists(atPath: output.appendingPathComponent(OutputFolder.markerName).path))
        #expect(OutputFolder.refusal(output: output, root: fm.temporaryDirectory.appendingPathComponent("elsewhere")) == nil)
    }
}

/// `build` warns about a cheat that does not solve its exercise (the site is still written).
@Suite struct CheatWarningTests {
    @Test func a_cheat_that_differs_from_its_target_is_a_warning_in_build() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cheat-\(UUID().uuidString)")
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("title: T\nsessions: [a.md]\n".utf8).write(to: content.appendingPathComponent("course.yml"))
        func box(_ size: Int) -> String {
            "let box = ASDisplayNode()\nbox.style.preferredSize = CGSize(width: \(size), height: \(size))\nASWrapperLayoutSpec(layoutElement: box)\n"
        }
        let session = "# A\n\n## Exercise\n\n```swift expected id=box\n\(box(50))```\n\n```swift starter id=box\n\(box(10))```\n\n```swift cheat id=box\n\(box(60))```\n"
        try Data(session.utf8).write(to: content.appendingPathComponent("a.md"))
        let report = BuildPipeline(root: root).build()
        #expect(report.succeeded)
        let warning = try #require(report.diagnostics.sorted.first { $0.id == "build.cheat-differs" })
        #expect(warning.message.hasPrefix("cheat 'box' differs from target:"))
        #expect(warning.location?.line == 17)
    }
}
