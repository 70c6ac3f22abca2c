import Foundation

/// Where the shared reference cases live.
///
/// The cases are maintained in `../shared/reference/` beside the checkout. A clone made anywhere else
/// (CI clones into a temporary folder) has no such folder, so the repository carries a copy, and a test
/// keeps the copy equal to the shared file whenever both are there.
public enum CaseFileLocation {
    public static let environmentVariable = "LAYOUT_CASES_FILE"
    /// Relative to the package root.
    public static let defaultRelativePath = "../shared/reference/texture-cases.json"
    /// The repository's copy, relative to the package root.
    public static let bundledRelativePath = "Tests/LayoutEngineTests/Fixtures/texture-cases.json"

    /// `LAYOUT_CASES_FILE` if set; else the shared file beside the package root when it exists; else the
    /// repository's copy. `packageRoot` defaults to the current directory (where `swift run` starts).
    public static func resolvedPath(environment: [String: String] = ProcessInfo.processInfo.environment,
                                    packageRoot: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> String {
        if let path = environment[environmentVariable], !path.isEmpty { return path }
        let shared = packageRoot.appendingPathComponent(defaultRelativePath).standardizedFileURL.path
        if FileManager.default.fileExists(atPath: shared) { return shared }
        return packageRoot.appendingPathComponent(bundledRelativePath).standardizedFileURL.path
    }
}
