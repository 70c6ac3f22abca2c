import Diagnostics
import Foundation
import Testing
@testable import SnippetInterpreter

/// The Swift compiler is the oracle for what the interpreter computes. Each file of `RunOracle/` is
/// valid Swift that Linux's Foundation compiles (CGFloat, CGSize and CGRect included) and that
/// prints what it computes. `swiftc` builds and runs it; the interpreter runs it too, and must
/// print the same lines. Numbers are compared by value, since the interpreter keeps a CGFloat that
/// holds 3 as it was written (Swift prints `3.0`); every other word must be the same.
@Suite struct RunOracleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RunOracle")

    static func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test(arguments: files())
    func interpreter_prints_what_the_compiled_program_prints(name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let expected = try Self.compiledOutput(path)
        #expect(!expected.isEmpty, "\(name): the compiled program printed nothing; is swiftc on the PATH?")
        // A figure needs something to draw; the program's last statement is followed by a node.
        let text = try String(contentsOfFile: path, encoding: .utf8) + "\nASDisplayNode()\n"
        let result = SnippetFixtureTests.run(text, file: name)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(name): \(errors)")
        #expect(result.printed.count == expected.count, "\(name): printed \(result.printed.count) lines, the compiled program \(expected.count)")
        for (index, (ours, theirs)) in zip(result.printed, expected).enumerated() {
            #expect(Self.same(ours, theirs), "\(name): printed line \(index + 1): '\(ours)', the compiled program '\(theirs)'")
        }
    }

    /// The program built by `swiftc` and run; its output's lines.
    static func compiledOutput(_ path: String) throws -> [String] {
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("run-oracle-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: binary) }
        _ = try run(["swiftc", path, "-o", binary])
        guard FileManager.default.isExecutableFile(atPath: binary) else { return [] }
        let output = try run([binary])
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The same words, and numbers of the same value (`3` and `3.0`).
    static func same(_ ours: String, _ theirs: String) -> Bool {
        if ours == theirs { return true }
        let a = tokens(ours), b = tokens(theirs)
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            if let p = Double(x), let q = Double(y) { return p == q || abs(p - q) <= 1e-9 * max(abs(p), abs(q)) }
            return x == y
        }
    }

    private static func tokens(_ line: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"-?[0-9]+(\.[0-9]+)?(e[-+]?[0-9]+)?|[^\s0-9]+"#)
        let range = NSRange(line.startIndex..., in: line)
        return pattern.matches(in: line, range: range).compactMap { Range($0.range, in: line).map { String(line[$0]) } }
    }
}
