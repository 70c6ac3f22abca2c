import Foundation

/// Where the shared reference cases live.
public enum CaseFileLocation {
    public static let environmentVariable = "LAYOUT_CASES_FILE"
    /// Relative to the package root (the current directory when running the tool).
    public static let defaultRelativePath = "../shared/reference/texture-cases.json"

    /// `LAYOUT_CASES_FILE` if set, else the default path relative to the current directory.
    public static func resolvedPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment[environmentVariable], !path.isEmpty { return path }
        return defaultRelativePath
    }
}
