import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import LayoutbookCLI

@Suite struct CommandLineTests {
    @Test func build_takes_a_root_and_an_output_option() throws {
        let command = try LayoutbookCommand.parseAsRoot(["build", "course", "--output", "/tmp/site"])
        let build = try #require(command as? BuildCommand)
        #expect(build.root == "course")
        #expect(build.output == "/tmp/site")
    }

    @Test func serve_binds_loopback_on_port_8000_by_default() throws {
        let serve = try #require(try LayoutbookCommand.parseAsRoot(["serve"]) as? ServeCommand)
        #expect(serve.root == ".")
        #expect(serve.host == "127.0.0.1")
        #expect(serve.port == 8000)
    }

    @Test func unknown_subcommand_is_a_usage_error() {
        #expect(throws: (any Error).self) { try LayoutbookCommand.parseAsRoot(["bulid"]) }
    }

    @Test func clean_empties_output_but_keeps_the_keep_file() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("clean-\(UUID().uuidString)")
        let output = root.appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data().write(to: output.appendingPathComponent(".gitkeep"))
        try Data("x".utf8).write(to: output.appendingPathComponent("index.html"))
        var clean = try #require(try LayoutbookCommand.parseAsRoot(["clean", root.path]) as? CleanCommand)
        try clean.run()
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == [".gitkeep"])
    }
}

@Suite struct TestCommandTests {
    @Test func format_takes_junit_and_a_file() throws {
        let command = try #require(try LayoutbookCommand.parseAsRoot(["test", "course", "--format", "junit", "out.xml", "--session", "02-stacks"]) as? TestCommand)
        #expect(command.format == ["junit", "out.xml"])
        #expect(command.session == ["02-stacks"])
        #expect(throws: (any Error).self) { try LayoutbookCommand.parseAsRoot(["test", "--format", "xml", "out.xml"]) }
    }

    @Test func a_new_course_passes_layoutbook_test_immediately() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString)")
        var new = try #require(try LayoutbookCommand.parseAsRoot(["new", folder.path]) as? NewCommand)
        try new.run()
        var test = try #require(try LayoutbookCommand.parseAsRoot(["test", folder.path, "--format", "junit", folder.appendingPathComponent("report.xml").path]) as? TestCommand)
        try test.run()
        let report = try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(report.contains("failures=\"0\""))
        #expect(!report.contains("tests=\"0\""))
    }

    @Test func a_malformed_fence_fails_its_check_and_the_rest_is_still_verified() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString)")
        var new = try #require(try LayoutbookCommand.parseAsRoot(["new", folder.path]) as? NewCommand)
        try new.run()
        let session = folder.appendingPathComponent("Content/01-first-layout.md")
        let text = try String(contentsOf: session, encoding: .utf8)
        try (text + "\n```swift digram\nlet a = 1\n```\n").write(to: session, atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("report.xml")
        var test = try #require(try LayoutbookCommand.parseAsRoot(["test", folder.path, "--format", "junit", report.path]) as? TestCommand)
        #expect(throws: (any Error).self) { try test.run() }
        let xml = try String(contentsOf: report, encoding: .utf8)
        #expect(xml.contains("failures=\"1\""), "the unknown role is one failure")
        #expect(xml.contains("unknown snippet role &apos;digram&apos;") || xml.contains("unknown snippet role 'digram'"))
        #expect(!xml.contains("tests=\"1\""), "the scaffold's own snippets were still verified")
    }
}

@Suite struct SafetyTests {
    /// A second serve on a busy port must stop before building: the probe sees the port taken.
    @Test func a_bound_port_is_reported_in_use() throws {
        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) } }
        #expect(bound == 0)
        #expect(listen(listener, 1) == 0)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        let port = Int(UInt16(bigEndian: address.sin_port))
        #expect(PortProbe.check(host: "127.0.0.1", port: port) == .inUse)
        #endif
    }

    @Test func an_unknown_session_is_an_error_and_a_name_with_md_is_accepted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString)")
        var new = try #require(try LayoutbookCommand.parseAsRoot(["new", folder.path]) as? NewCommand)
        try new.run()
        var unknown = try #require(try LayoutbookCommand.parseAsRoot(["test", folder.path, "--session", "nope"]) as? TestCommand)
        #expect(throws: ExitCode.failure) { try unknown.run() }
        let sessions = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Content").path).filter { $0.hasSuffix(".md") }
        let first = try #require(sessions.sorted().first)
        var withExtension = try #require(try LayoutbookCommand.parseAsRoot(["test", folder.path, "--session", first]) as? TestCommand)
        try withExtension.run()
    }
}
