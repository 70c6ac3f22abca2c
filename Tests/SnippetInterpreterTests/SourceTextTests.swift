import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import SnippetInterpreter

/// `trimmedSource` must read exactly what swift-syntax's `trimmedDescription` builds, for every
/// node: comments, blank lines, multi-byte text, missing tokens of broken code.
@Suite struct SourceTextTests {
    final class EveryNode: SyntaxAnyVisitor {
        var mismatches: [String] = []
        var count = 0
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            count += 1
            if node.trimmedSource != node.trimmedDescription { mismatches.append(node.trimmedDescription) }
            return .visitChildren
        }
    }

    private func mismatches(in source: String) -> (count: Int, mismatches: [String]) {
        let visitor = EveryNode(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: source))
        return (visitor.count, visitor.mismatches)
    }

    @Test func reads_what_trimmedDescription_builds_for_every_node_of_every_fixture() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        for file in files {
            let result = mismatches(in: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            #expect(result.count > 10, "\(file)")
            #expect(result.mismatches.isEmpty, "\(file): \(result.mismatches.prefix(3))")
        }
    }

    @Test func keeps_inner_comments_and_drops_outer_trivia_of_broken_and_multibyte_code() {
        let source = """
            /// doc
            let label = "café ☕️" // after
              /* inner */ + f(a: , b: 2
            struct S { var x: Int = }   \t
            """
        #expect(mismatches(in: source).mismatches.isEmpty)
        let tree = Parser.parse(source: source)
        let binding = tree.statements.first!.item.as(VariableDeclSyntax.self)!.bindings.first!
        #expect(binding.initializer!.value.trimmedSource.hasPrefix("\"café ☕️\" // after\n  /* inner */ + f(a: , b: 2"))
        #expect(tree.statements.first!.trimmedSource.hasPrefix("let label"))
    }
}
