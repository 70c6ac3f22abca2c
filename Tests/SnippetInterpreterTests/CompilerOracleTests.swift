import Diagnostics
import Foundation
import Testing
@testable import SnippetInterpreter

/// The Swift compiler is the oracle for the checker's errors. Each file of `CompilerOracle/` is
/// Swift that Linux's Foundation compiles (CGFloat and CGSize included) except where it means to
/// be wrong, beside what Swift allows. `swiftc` checks it (the definite-initialization file also
/// goes through the pass that checks initializers), and the checker must report the same errors,
/// at the same lines and columns, in the compiler's words. What follows a message's first "; " is
/// the fix-it or note, which is not compared.
@Suite struct CompilerOracleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("CompilerOracle")

    static func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    struct Reported: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var message: String
        var description: String { "\(line):\(column): \(message)" }
    }

    @Test(arguments: files())
    func checker_reports_what_swiftc_reports(name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let compiler = try Self.compilerErrors(path, name: name)
        #expect(!compiler.isEmpty, "\(name): the compiler reported nothing; is swiftc on the PATH?")
        let ours = SnippetFixtureTests.run(text, file: name).diagnostics.filter { $0.severity == .error }.map { diagnostic in
            Reported(line: diagnostic.location?.line ?? 0, column: diagnostic.location?.column ?? 0, message: Self.firstPart(diagnostic.message))
        }
        #expect(Set(ours) == Set(compiler), "\(name): only the compiler: \(Set(compiler).subtracting(ours).sorted { $0.line < $1.line }); only ours: \(Set(ours).subtracting(compiler).sorted { $0.line < $1.line })")
    }

    /// `swiftc`'s errors in the classic one-line form.
    static func compilerErrors(_ path: String, name: String) throws -> [Reported] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let pass = name.hasPrefix("definite-initialization") ? ["-emit-sil", "-o", "/dev/null"] : ["-typecheck"]
        process.arguments = ["swiftc"] + pass + ["-diagnostic-style", "llvm", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let prefix = path + ":"
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line -> Reported? in
            guard line.hasPrefix(prefix) else { return nil }
            let parts = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 3)
            guard parts.count == 4, parts[2] == " error", let row = Int(parts[0]), let column = Int(parts[1]) else { return nil }
            return Reported(line: row, column: column, message: firstPart(String(parts[3])))
        }
    }

    static func firstPart(_ message: String) -> String {
        String(message.split(separator: ";", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
    }
}
