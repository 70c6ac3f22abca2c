import Crypto
import CourseModel
import Diagnostics
import Diagrams
import Foundation
import SiteRenderer
import Synchronization

/// Each session's drawn figures and rendered page, kept on disk between runs of `layoutbook build`,
/// so a second build of an unchanged course runs no snippet. A figure entry is named by the SHA-256
/// of everything the session's figures depend on: the session file's text, the course's Sources and settings, the images its
/// snippets may use, and the build of Layoutbook itself (a new engine draws differently). Any
/// change to one of them names a different entry; nothing is ever looked up by a weaker key.
public struct BuildCache: Sendable {
    public let folder: URL
    /// What distinguishes this build of the engine from another (see `engineIdentity`).
    let engine: String
    /// Entries also kept in memory (by `serve`, which rebuilds many times): a rebuild after an edit
    /// reads nothing from disk for the sessions it did not touch.
    private let memory: Memory?

    final class Memory: Sendable {
        let entries = Mutex<[String: Entry]>([:])
        let pages = Mutex<[String: Data]>([:])
    }

    public init(folder: URL, engine: String = BuildCache.engineIdentity, keepsInMemory: Bool = false) {
        self.folder = folder
        self.engine = engine
        memory = keepsInMemory ? Memory() : nil
    }

    /// The same cache, also kept in memory between the builds of one process.
    public func keepingInMemory() -> BuildCache { BuildCache(folder: folder, engine: engine, keepsInMemory: true) }

    /// The default place: `$XDG_CACHE_HOME/layoutbook` (else `~/.cache/layoutbook`), one folder a
    /// course root. Outside the course, so no command writes into the author's folders.
    public static func standard(for root: URL) -> BuildCache? {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? environment["HOME"].map { URL(fileURLWithPath: $0).appendingPathComponent(".cache") }
        guard let base else { return nil }
        var digest = Digest()
        digest.add(root.standardizedFileURL.path)
        let rootName = digest.hex.prefix(16)
        return BuildCache(folder: base.appendingPathComponent("layoutbook").appendingPathComponent(String(rootName)))
    }

    /// The running executable's size and modification time: every rebuild of Layoutbook is a new
    /// engine, so a figure drawn by an older build is never reused.
    public static let engineIdentity: String = {
        let path = CommandLine.arguments.first.flatMap { $0.contains("/") ? $0 : nil } ?? "/proc/self/exe"
        let attributes = (try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "layoutbook \(size) \(modified)"
    }()

    /// What a session's figures are: the outcomes by figure key, and the diagnostics said drawing them.
    struct Entry: Codable, Sendable {
        var outcomes: [String: SnippetOutcome]
        var diagnostics: [Diagnostic]
    }

    /// The key of `session`'s figures in `course`, given the images its snippets can use.
    func key(_ session: Session, in course: Course, images: [String: DiagramImage]) -> String {
        var digest = Digest()
        digest.add(engine)
        digest.add(session.sourcePath)
        digest.add(session.sourceText)
        digest.add("\(course.config.device) \(course.config.compilationConditions.sorted()) \(course.config.navigationBar)")
        for source in course.sources.sorted(by: { $0.path < $1.path }) {
            digest.add(source.path)
            digest.add(source.text)
        }
        for (name, image) in images.sorted(by: { $0.key < $1.key }) { digest.add("\(name)=\(image)") }
        for color in course.assetCatalogs.flatMap(\.colors) { digest.add("\(color)") }
        for table in course.stringsTables { digest.add("\(table.path) \(table.entries.sorted { $0.key < $1.key })") }
        return digest.hex
    }

    /// What every page of the course shares: the templates, the course's settings and assets, and
    /// what a page shows of the other sessions (the sidebar's titles and steps, neighbours' links,
    /// the exercise count, the session files links may point at). Computed once a build.
    func sharedPageDigest(templates: TemplateSet, course: Course) -> String {
        var digest = Digest()
        digest.add("\(course.config)")
        digest.add(course.assets.joined(separator: "\n"))
        for session in course.sessions {
            digest.add(([session.sourcePath, session.slug, session.title] + session.steps.map { "\($0.number) \($0.title) \($0.anchor)" }
                + session.exercises.map(\.id)).joined(separator: "\u{1}"))
        }
        for (path, file) in templates.files.sorted(by: { $0.key < $1.key }) {
            digest.add(path)
            digest.add(file.data)
        }
        return digest.hex
    }

    /// The key of a session's rendered page: its figures' key (the session's whole text, Sources,
    /// images, engine) and what it shares with every page. An edit to one session's prose renders
    /// that page again; an edit to a title or step renders every page, whose sidebars show it.
    func pageKey(figureKey: String, shared: String) -> String {
        var digest = Digest()
        for part in [figureKey, "page", shared] { digest.add(part) }
        return digest.hex
    }

    func load(_ key: String) -> Entry? {
        if let entry = memory?.entries.withLock({ $0[key] }) { return entry }
        guard let data = FileManager.default.contents(atPath: file(key).path),
              // An unreadable entry (an older format, a torn write) is a miss; the build redraws it.
              let entry = try? JSONDecoder().decode(Entry.self, from: data) else { return nil }
        memory?.entries.withLock { $0[key] = entry }
        return entry
    }

    /// A session's rendered page, or its part of the search index, kept under its page key.
    func loadPage(_ key: String, part: RenderedPageStore.Part = .page) -> Data? {
        let file = pageFile(key, part)
        if let page = memory?.pages.withLock({ $0[file.lastPathComponent] }) { return page }
        guard let page = FileManager.default.contents(atPath: file.path) else { return nil }
        memory?.pages.withLock { $0[file.lastPathComponent] = page }
        return page
    }

    func storePage(_ page: Data, for key: String, part: RenderedPageStore.Part = .page) {
        let file = pageFile(key, part)
        memory?.pages.withLock { $0[file.lastPathComponent] = page }
        write(page, to: file)
    }

    /// Written beside its final name and moved into place, so a reader never sees half an entry.
    /// A cache that cannot be written costs speed, never the build: failures are ignored.
    func store(_ entry: Entry, for key: String) {
        memory?.entries.withLock { $0[key] = entry }
        guard let data = try? JSONEncoder().encode(entry) else { return }
        write(data, to: file(key))
    }

    private func write(_ data: Data, to target: URL) {
        let key = target.lastPathComponent
        let temporary = folder.appendingPathComponent(".\(key).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: temporary)
            _ = try? FileManager.default.removeItem(at: target)
            try FileManager.default.moveItem(at: temporary, to: target)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// Removes the entries (figures and pages) not named in `keys`: those of sessions as they were
    /// before an edit.
    func prune(keeping keys: Set<String>) {
        memory?.entries.withLock { $0 = $0.filter { keys.contains($0.key) } }
        memory?.pages.withLock { $0 = $0.filter { keys.contains(Self.key(ofFile: $0.key)) } }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where [".json", ".html", ".search"].contains(where: name.hasSuffix) {
            guard !keys.contains(Self.key(ofFile: name)) else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private func file(_ key: String) -> URL { folder.appendingPathComponent("\(key).json") }

    private func pageFile(_ key: String, _ part: RenderedPageStore.Part) -> URL {
        folder.appendingPathComponent(part == .page ? "\(key).html" : "\(key).\(part.rawValue)")
    }

    /// Keys are hex digests: a file's key is its name up to the first dot.
    private static func key(ofFile name: String) -> String {
        String(name.prefix { $0 != "." })
    }

    /// SHA-256 over parts, each ended by a zero byte so that no two lists of parts hash alike
    /// (`["ab", "c"]` and `["a", "bc"]`), in hexadecimal.
    private struct Digest {
        private var hash = SHA256()

        mutating func add(_ text: String) { add(Data(text.utf8)) }

        mutating func add(_ data: Data) {
            hash.update(data: data)
            hash.update(data: Data([0]))
        }

        var hex: String { hash.finalize().map { String(format: "%02x", $0) }.joined() }
    }
}
