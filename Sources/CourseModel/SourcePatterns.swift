import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files `course.yml`'s `sources:` names: paths or shell patterns relative to the course root
/// (`../UIWorkshop/UIWorkshop/Model/*.swift`, `App/**/*.swift`, or a folder, meaning every Swift
/// file under it), or absolute (`/home/me/UIWorkshop/Model`). Matching is the C library's `fnmatch(3)`; `**/` matches any number of folders.
public struct SourcePatterns {
    let root: URL

    /// The Swift files one pattern names, as paths relative to the root, sorted; empty when none.
    func files(matching pattern: String) -> [String] {
        let base = Self.fixedPrefix(of: pattern)
        let baseURL = Self.url(of: base, root: root)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: baseURL.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return Self.isSource(pattern) ? [pattern] : [] }
        let wildcard = pattern.contains(where: { "*?[".contains($0) }) ? pattern : nil
        let enumerator = FileManager.default.enumerator(atPath: baseURL.path)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            guard Self.isSource(relative), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            let path = base.isEmpty ? relative : "\(base)/\(relative)"
            if let wildcard, !Self.matches(path, wildcard) { continue }
            found.append(path)
        }
        return found.sorted()
    }

    /// The asset catalogs (`.xcassets` folders) one pattern names: the catalog itself, the catalogs
    /// under a folder, or those a pattern matches (`App/**/*.xcassets`), relative to the root, sorted.
    func catalogs(matching pattern: String) -> [String] {
        resources(matching: pattern) { $0.hasSuffix(Self.catalogExtension) }
    }

    static let catalogExtension = ".xcassets"

    /// The strings tables (`*.lproj/*.strings`) one pattern names, likewise.
    func stringsTables(matching pattern: String) -> [String] {
        resources(matching: pattern) { path in
            let parts = path.split(separator: "/")
            return path.hasSuffix(".strings") && parts.count >= 2 && parts[parts.count - 2].hasSuffix(".lproj")
        }
    }

    /// The files or folders `isResource` accepts that one pattern names: the path itself, those under
    /// a folder, or those a wildcard pattern matches. A catalog is not searched inside: its sets are
    /// read by the catalog.
    private func resources(matching pattern: String, _ isResource: (String) -> Bool) -> [String] {
        let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        let wildcard = trimmed.contains(where: { "*?[".contains($0) }) ? trimmed : nil
        if wildcard == nil, isResource(trimmed) {
            return FileManager.default.fileExists(atPath: Self.url(of: trimmed, root: root).path) ? [trimmed] : []
        }
        let base = Self.fixedPrefix(of: trimmed)
        let baseURL = Self.url(of: base, root: root)
        guard Self.isFolder(baseURL), let enumerator = FileManager.default.enumerator(atPath: baseURL.path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(Self.catalogExtension) { enumerator.skipDescendants() }
            let path = base.isEmpty ? relative : "\(base)/\(relative)"
            guard isResource(relative), wildcard.map({ Self.matches(path, $0) }) ?? true else { continue }
            found.append(path)
        }
        return found.sorted()
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Where a path of `sources:` points: itself when absolute, else inside the course root.
    public static func url(of path: String, root: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }

    /// Swift files and the Interface Builder files (`.xib`) Swift code loads.
    public static func isSource(_ path: String) -> Bool { path.hasSuffix(".swift") || path.hasSuffix(".xib") }

    /// The folders `sources:` reads from, outside `Content/` (what a preview must watch).
    public static func folders(of config: CourseConfig, root: URL) -> [URL] {
        config.sources.map { pattern in
            let prefix = fixedPrefix(of: pattern)
            let url = url(of: prefix, root: root)
            return prefix.hasSuffix(".swift") ? url.deletingLastPathComponent() : url
        }
    }

    /// The folders before the first wildcard: where the walk starts (with its leading `/` when absolute).
    static func fixedPrefix(of pattern: String) -> String {
        var folders: [Substring] = []
        for part in pattern.split(separator: "/", omittingEmptySubsequences: false) {
            if part.contains(where: { "*?[".contains($0) }) { break }
            folders.append(part)
        }
        let prefix = folders.joined(separator: "/").trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        return pattern.hasPrefix("/") ? "/" + prefix : prefix
    }

    /// `fnmatch` with `*` kept within one folder; `**/` also matches no folder at all.
    static func matches(_ path: String, _ pattern: String) -> Bool {
        if fnmatch(pattern, path, FNM_PATHNAME) == 0 { return true }
        guard pattern.contains("**/") else { return false }
        // `**` between slashes: any depth, including none.
        let anyDepth = pattern.replacingOccurrences(of: "**/", with: "*/")
        let noDepth = pattern.replacingOccurrences(of: "**/", with: "")
        return fnmatch(noDepth, path, FNM_PATHNAME) == 0 || fnmatch(anyDepth, path, 0) == 0
    }
}
