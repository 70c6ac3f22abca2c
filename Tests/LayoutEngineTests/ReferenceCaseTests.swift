import LayoutCases
import Testing

/// Runs case files through the engine; each failing case is reported with expected vs actual frames.
struct ReferenceCaseTests {
    @Test func shared_texture_cases_all_pass() throws {
        let results = try ReferenceCases.run(path: CaseFilePaths.sharedCases)
        #expect(results.count >= 182)
        for result in results where !result.passed {
            Issue.record("\(result.name)\n\(result.failure ?? "")")
        }
    }

    @Test func hand_computed_rule_fixtures_pass() throws {
        let results = try ReferenceCases.run(path: CaseFilePaths.fixture("rule-cases.json"))
        #expect(!results.isEmpty)
        for result in results where !result.passed {
            Issue.record("\(result.name)\n\(result.failure ?? "")")
        }
    }
}
