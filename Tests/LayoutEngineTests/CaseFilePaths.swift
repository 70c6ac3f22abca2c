import Foundation
import LayoutCases

/// Files the tests read, located from this source file so tests work from any working directory.
enum CaseFilePaths {
    /// Tests/LayoutEngineTests → package root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// LAYOUT_CASES_FILE, else ../shared/reference/texture-cases.json beside the package root.
    static var sharedCases: String {
        if let path = ProcessInfo.processInfo.environment[CaseFileLocation.environmentVariable], !path.isEmpty {
            return path
        }
        return packageRoot.appendingPathComponent(CaseFileLocation.defaultRelativePath).standardizedFileURL.path
    }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }
}
