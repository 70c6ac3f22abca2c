import Diagnostics
import Foundation
import Synchronization

/// Loads `Content/` of a course root into a `Course`, reporting every problem it finds.
///
/// A bad session never stops the others: the course comes back with the sessions that could be
/// read, and the caller decides (from the diagnostics) whether to publish.
public struct CourseLoader: Sendable {
    public let root: URL
    public let cache: SessionCache?

    public init(root: URL, cache: SessionCache? = nil) {
        self.root = root
        self.cache = cache
    }

    public static let contentFolder = "Content"
    public static let configFile = "Content/course.yml"

    public func load() -> (course: Course?, diagnostics: DiagnosticList) {
        var diagnostics = DiagnosticList()
        guard let config = loadConfig(&diagnostics) else { return (nil, diagnostics) }
        var seen: Set<String> = []
        let names = config.sessions.filter { name in
            if seen.insert(name).inserted { return true }
            diagnostics.append(.error("course.duplicate-session", "session '\(name)' is listed twice", at: configLocation(of: name)))
            return false
        }
        // Sessions are read on every core (Markdown parsing is most of loading), then kept in order.
        let loaded = Mutex<[Int: (Session?, DiagnosticList)]>([:])
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            var sessionDiagnostics = DiagnosticList()
            let session = loadSession(named: names[index], &sessionDiagnostics)
            loaded.withLock { $0[index] = (session, sessionDiagnostics) }
        }
        var sessions: [Session] = []
        for (session, sessionDiagnostics) in names.indices.compactMap({ index in loaded.withLock { $0[index] } }) {
            diagnostics.append(contentsOf: sessionDiagnostics)
            if let session { sessions.append(session) }
        }
        warnAboutUnlistedSessions(config, &diagnostics)
        let course = Course(config: config, sessions: sessions, sources: loadSources(config, &diagnostics), assets: listAssets(),
                            assetCatalogs: loadCatalogs(config, &diagnostics), stringsTables: loadStringsTables(config, &diagnostics))
        return (course, diagnostics)
    }

    /// Loads one session on its own (used by incremental rebuilds).
    public func loadSession(named name: String, _ diagnostics: inout DiagnosticList) -> Session? {
        let path = "\(Self.contentFolder)/\(name)"
        guard name.hasSuffix(".md"), !name.contains("..") else {
            diagnostics.append(.error("course.bad-session-name", "session '\(name)' must be a .md file inside Content/", at: configLocation(of: name)))
            return nil
        }
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            diagnostics.append(.error("course.missing-session", "session file '\(path)' does not exist", at: configLocation(of: name)))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (line, byte) = Self.firstInvalidUTF8(in: data)
            diagnostics.append(.error("course.not-utf8", "\(path) is not UTF-8 text: byte \(byte) of line \(line) is not valid UTF-8; save the file as UTF-8",
                                      at: SourceLocation(file: path, line: line, column: byte)))
            return nil
        }
        let slug = String(name.dropLast(3)).replacingOccurrences(of: "/", with: "-")
        let read = {
            var reader = SessionReader(path: path, text: text)
            let session = reader.read(slug: slug)
            return (session, reader.diagnostics)
        }
        let (session, sessionDiagnostics) = cache?.session(path: path, text: text, read: read) ?? read()
        diagnostics.append(contentsOf: sessionDiagnostics)
        return session
    }

    private func loadConfig(_ diagnostics: inout DiagnosticList) -> CourseConfig? {
        guard let text = read(Self.configFile) else {
            diagnostics.append(.error("course.missing-config", "no \(Self.configFile) found in \(root.path)"))
            return nil
        }
        for warning in YAMLReader.unknownKeys(in: text, known: CourseConfig.CodingKeys.allCases.map(\.rawValue), file: Self.configFile, firstLine: 1) {
            diagnostics.append(warning)
        }
        switch YAMLReader.decode(CourseConfig.self, from: text, file: Self.configFile, firstLine: 1) {
        case .success(let config):
            if config.sessions.isEmpty {
                diagnostics.append(.error("course.no-sessions", "course.yml lists no sessions; add 'sessions:' with the session files in order",
                                          at: SourceLocation(file: Self.configFile, line: 1)))
            }
            return config
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    private func warnAboutUnlistedSessions(_ config: CourseConfig, _ diagnostics: inout DiagnosticList) {
        let listed = Set(config.sessions)
        for name in markdownFiles() where !listed.contains(name) {
            diagnostics.append(.warning("course.unlisted-session", "'\(name)' is not listed in course.yml and is not built",
                                        at: SourceLocation(file: "\(Self.contentFolder)/\(name)", line: 1)))
        }
    }

    /// `Content/Sources/*.swift` and `*.xib`, then the files `sources:` names, each once, in that order.
    private func loadSources(_ config: CourseConfig, _ diagnostics: inout DiagnosticList) -> [SourceFile] {
        let folder = root.appendingPathComponent("Content/Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var paths = names.filter(SourcePatterns.isSource).sorted().map { "Content/Sources/\($0)" }
        let patterns = SourcePatterns(root: root)
        var listed = Set(paths)  // an app of thousands of files is listed without a search per file
        for pattern in config.sources {
            let matched = patterns.files(matching: pattern)
            if matched.isEmpty, patterns.catalogs(matching: pattern).isEmpty, patterns.stringsTables(matching: pattern).isEmpty {
                diagnostics.append(.warning("course.sources-empty", "sources: '\(pattern)' names no Swift file, asset catalog or strings table (relative paths start at the course root)",
                                            at: configLocation(of: pattern)))
            }
            for path in matched where listed.insert(path).inserted { paths.append(path) }
        }
        return paths.compactMap { path in
            guard let text = read(path) else {
                diagnostics.append(.error("course.unreadable", "cannot read \(path) as UTF-8 text", at: SourceLocation(file: path, line: 1)))
                return nil
            }
            return SourceFile(path: path, text: text)
        }
    }

    /// The asset catalogs `sources:` names, each once: by a path, under a folder, or by a pattern.
    private func loadCatalogs(_ config: CourseConfig, _ diagnostics: inout DiagnosticList) -> [AssetCatalog] {
        let reader = AssetCatalogReader(root: root)
        return resourcePaths(config, SourcePatterns.catalogs).map { reader.read($0, &diagnostics) }
    }

    /// The strings tables `sources:` names, each once, likewise.
    private func loadStringsTables(_ config: CourseConfig, _ diagnostics: inout DiagnosticList) -> [StringsTable] {
        let reader = StringsTableReader(root: root)
        return resourcePaths(config, SourcePatterns.stringsTables).compactMap { reader.read($0, &diagnostics) }
    }

    /// What `find` gives for each pattern of `sources:`, in order, each path once.
    private func resourcePaths(_ config: CourseConfig, _ find: (SourcePatterns) -> (String) -> [String]) -> [String] {
        let matching = find(SourcePatterns(root: root))
        var seen: Set<String> = []
        return config.sources.flatMap(matching).filter { seen.insert($0).inserted }
    }

    private func listAssets() -> [String] {
        let folder = root.appendingPathComponent("Content/Assets")
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .filter { path in
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                return !isDirectory.boolValue
            }
            .sorted()
    }

    private func markdownFiles() -> [String] {
        let folder = root.appendingPathComponent(Self.contentFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") && $0.lowercased() != "readme.md" }.sorted()
    }

    /// The line (from 1) and the byte within it (from 1) where UTF-8 decoding first fails.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, byte: Int) {
        let bytes = [UInt8](data)
        var line = 1, lineStart = 0, index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            let valid = length > 0 && index + length <= bytes.count
                && bytes[(index + 1)..<(index + length)].allSatisfy { $0 >> 6 == 0b10 }
                && String(bytes: bytes[index..<(index + length)], encoding: .utf8) != nil
            if !valid { return (line, index - lineStart + 1) }
            if lead == 0x0A { line += 1; lineStart = index + 1 }
            index += length
        }
        return (line, index - lineStart + 1)
    }

    private func read(_ relativePath: String) -> String? {
        guard let data = FileManager.default.contents(atPath: SourcePatterns.url(of: relativePath, root: root).path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// The line of course.yml that names a session, so errors about it point there.
    private func configLocation(of name: String) -> SourceLocation {
        let text = read(Self.configFile) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // A whole list item or value first (`- Model/*.swift` is not `- App/Model/*.swift`).
        let quotes = CharacterSet(charactersIn: "\"'")
        let whole = lines.firstIndex { line in
            let value = line.trimmingCharacters(in: .whitespaces)
            let item = value.hasPrefix("- ") ? String(value.dropFirst(2)) : value
            return item.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: quotes) == name
        }
        let index = whole ?? lines.firstIndex { $0.contains(name) } ?? 0
        let column = lines.isEmpty ? 1 : (lines[index].range(of: name).map { lines[index].distance(from: lines[index].startIndex, to: $0.lowerBound) + 1 } ?? 1)
        return SourceLocation(file: Self.configFile, line: index + 1, column: column)
    }
}
