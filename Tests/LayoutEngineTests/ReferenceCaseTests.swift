import Foundation
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

    /// The repository's copy of the cases (used where ../shared is absent, as in CI's clone) must be
    /// the shared file byte for byte whenever the shared file is there to compare with.
    @Test func bundled_cases_copy_equals_the_shared_file() throws {
        let root = CaseFilePaths.packageRoot
        let shared = root.appendingPathComponent(CaseFileLocation.defaultRelativePath)
        let bundled = try Data(contentsOf: root.appendingPathComponent(CaseFileLocation.bundledRelativePath))
        #expect(try JSONSerialization.jsonObject(with: bundled) is [String: Any] || JSONSerialization.jsonObject(with: bundled) is [Any])
        guard FileManager.default.fileExists(atPath: shared.path) else { return }
        #expect(try Data(contentsOf: shared) == bundled, "copy ../shared/reference/texture-cases.json to \(CaseFileLocation.bundledRelativePath)")
    }

    @Test func hand_computed_rule_fixtures_pass() throws {
        let results = try ReferenceCases.run(path: CaseFilePaths.fixture("rule-cases.json"))
        #expect(!results.isEmpty)
        for result in results where !result.passed {
            Issue.record("\(result.name)\n\(result.failure ?? "")")
        }
    }
}
