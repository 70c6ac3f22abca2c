import Foundation
import SiteRenderer
import Testing
@testable import Pipeline

/// `serve` rewrites only what changed: a file whose bytes are those it wrote last is linked from the
/// current site, never when another build replaced that site in between.
@Suite struct StagedWriterTests {
    static func inode(_ url: URL) throws -> UInt64 {
        try #require((try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    static func site(_ page: String) -> [OutputFile] {
        [OutputFile(path: "index.html", data: Data("home".utf8)), OutputFile(path: "sub/page.html", data: Data(page.utf8))]
    }

    @Test func unchanged_files_are_linked_and_changed_files_written() throws {
        let output = try BuildPipelineTests.temporaryFolder().appendingPathComponent("Output")
        let site = WrittenSite()
        try StagedWriter(output: output, previous: site).write(Self.site("one"))
        let home = try Self.inode(output.appendingPathComponent("index.html"))
        let page = try Self.inode(output.appendingPathComponent("sub/page.html"))
        try StagedWriter(output: output, previous: site).write(Self.site("two"))
        #expect(try Self.inode(output.appendingPathComponent("index.html")) == home, "the unchanged page is the same file")
        #expect(try Self.inode(output.appendingPathComponent("sub/page.html")) != page)
        #expect(try String(contentsOf: output.appendingPathComponent("sub/page.html"), encoding: .utf8) == "two")
    }

    @Test func nothing_is_linked_from_a_site_another_build_wrote() throws {
        let output = try BuildPipelineTests.temporaryFolder().appendingPathComponent("Output")
        let site = WrittenSite()
        try StagedWriter(output: output, previous: site).write(Self.site("one"))
        // Another process builds the same course with different results.
        try StagedWriter(output: output).write([OutputFile(path: "index.html", data: Data("other home".utf8))])
        try StagedWriter(output: output, previous: site).write(Self.site("one"))
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "home")
    }

    /// A new process (`layoutbook build` again) has no memory of the last site, so it compares
    /// with the files on disk: a page with the same bytes is linked, not created again.
    @Test func a_cold_build_links_files_whose_bytes_are_on_disk_already() throws {
        let output = try BuildPipelineTests.temporaryFolder().appendingPathComponent("Output")
        try StagedWriter(output: output).write(Self.site("one"))
        let home = try Self.inode(output.appendingPathComponent("index.html"))
        let page = try Self.inode(output.appendingPathComponent("sub/page.html"))
        try StagedWriter(output: output).write(Self.site("two"))
        #expect(try Self.inode(output.appendingPathComponent("index.html")) == home)
        #expect(try Self.inode(output.appendingPathComponent("sub/page.html")) != page)
        #expect(try String(contentsOf: output.appendingPathComponent("sub/page.html"), encoding: .utf8) == "two")
    }

    /// Only regular files are linked: a symbolic link someone put in the site, even to the same
    /// bytes, is replaced by a file of the build's own.
    @Test func a_symbolic_link_in_the_old_site_is_never_linked() throws {
        let folder = try BuildPipelineTests.temporaryFolder()
        let output = folder.appendingPathComponent("Output")
        try StagedWriter(output: output).write(Self.site("one"))
        let outside = folder.appendingPathComponent("elsewhere.html")
        try Data("home".utf8).write(to: outside)
        try FileManager.default.removeItem(at: output.appendingPathComponent("index.html"))
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("index.html"), withDestinationURL: outside)
        try StagedWriter(output: output).write(Self.site("one"))
        let written = output.appendingPathComponent("index.html")
        #expect(try FileManager.default.attributesOfItem(atPath: written.path)[.type] as? FileAttributeType == .typeRegular)
        #expect(try Self.inode(written) != Self.inode(outside))
    }
}
