import Foundation
import LayoutCases

/// Files the tests read, located from this source file so tests work from any working directory.
enum CaseFilePaths {
    /// Tests/LayoutEngineTests → package root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// LAYOUT_CASES_FILE, else ../shared/reference/texture-cases.json beside the package root, else the
    /// repository's copy (see CaseFileLocation).
    static var sharedCases: String { CaseFileLocation.resolvedPath(packageRoot: packageRoot) }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }
}
