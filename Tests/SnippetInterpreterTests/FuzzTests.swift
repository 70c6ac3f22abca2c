import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// Random mutations of the fixtures (tokens deleted, duplicated, swapped; lines dropped) must
/// never crash or hang the interpreter: every run ends with a layout or diagnostics.
@Suite struct FuzzTests {
    /// Deterministic (the interpreter's own SplitMix64), so a failing mutation can be reproduced from its run number.
    typealias Generator = SeededRandom

    static let runs = Int(ProcessInfo.processInfo.environment["LAYOUTBOOK_FUZZ_RUNS"] ?? "") ?? 10_000

    static func mutate(_ text: String, _ random: inout Generator) -> String {
        var tokens = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard tokens.count > 2 else { return text }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let i = Int.random(in: 0..<tokens.count, using: &random), j = Int.random(in: 0..<tokens.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: tokens.remove(at: i)
            case 1: tokens.insert(tokens[i], at: j)
            case 2: tokens.swapAt(i, j)
            case 3: tokens[i] = ["nil", "0", "-1", "1e308", "\"\"", "[]", "{", "}", "(", ".zero", "self", "!", "?"][Int.random(in: 0..<13, using: &random)]
            default: tokens[i] = String(tokens[i].shuffled(using: &random))
            }
            if tokens.count < 3 { break }
        }
        return tokens.joined(separator: " ")
    }

    @Test func mutated_fixtures_never_crash_or_hang() throws {
        let folder = SnippetFixtureTests.folder
        let texts = try SnippetFixtureTests.fixtures().filter { $0 != "endless-loop.swift" }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let evaluator = SnippetEvaluator(sources: [], images: [:], budget: Budget(steps: 20_000, callDepth: 64, nodes: 500, stringLength: 10_000))
        var random = Generator(seed: 2026)
        var outcomes = (layouts: 0, errors: 0)
        for run in 0..<Self.runs {
            let text = Self.mutate(texts[run % texts.count], &random)
            let result = evaluator.run(.init(snippet: .init(text: text, location: SourceLocation(file: "fuzz-\(run).swift", line: 1)),
                                             device: Size(width: 375, height: 667)))
            if result.layout != nil { outcomes.layouts += 1 }
            if !result.diagnostics.isEmpty { outcomes.errors += 1 }
        }
        // Both kinds of outcome occur, so the mutations are neither all harmless nor all fatal.
        #expect(outcomes.layouts > 0 && outcomes.errors > 0, "\(outcomes)")
    }
}
