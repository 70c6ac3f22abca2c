import CAtomicSwap
import Foundation
import SiteRenderer
import Synchronization

/// Writes a site beside the output folder and swaps it in whole, so nobody (a reader, the preview
/// server, a failed build) ever sees a half-written site.
public struct StagedWriter: Sendable {
    public let output: URL
    /// The site this writer's owner wrote last (`serve` keeps it between builds): a file whose bytes
    /// did not change is hard-linked from the current site rather than written again.
    public var previous: WrittenSite?

    public init(output: URL, previous: WrittenSite? = nil) {
        self.output = output.standardizedFileURL
        self.previous = previous
    }

    public enum WriteError: Error, CustomStringConvertible {
        case cannotWrite(path: String, reason: String)
        case cannotSwap(reason: String)

        public var description: String {
            switch self {
            case let .cannotWrite(path, reason): "cannot write \(path): \(reason)"
            case let .cannotSwap(reason): "cannot replace the output folder: \(reason)"
            }
        }
    }

    /// Writes `files` into a staging folder, then replaces the output folder with it.
    public func write(_ files: [OutputFile]) throws(WriteError) {
        let fm = FileManager.default
        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(ProcessInfo.processInfo.processIdentifier)")
        let retired = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
        try? fm.removeItem(at: staging)
        try? fm.removeItem(at: retired)
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            try writeConcurrently(files, into: staging, unchanged: reusableFiles())
            try keepPlaceholder(into: staging)
            try marker.write(to: staging.appendingPathComponent(OutputFolder.markerName))
        } catch {
            try? fm.removeItem(at: staging)
            throw .cannotWrite(path: staging.path, reason: "\(error)")
        }
        // Exchange in one step where the system can; else move the old site aside first
        // (a short moment with no site, which only matters to a server reading it right then).
        // Remembered only once the new site is in place: the next build links from it.
        let remember = { previous?.files.withLock { $0 = (Dictionary(files.map { ($0.path, $0.data) }) { $1 }, marker) } }
        if fm.fileExists(atPath: output.path), layoutbook_exchange_paths(staging.path, output.path) == 0 {
            remember()
            try? fm.removeItem(at: staging)
            return
        }
        do {
            if fm.fileExists(atPath: output.path) { try fm.moveItem(at: output, to: retired) }
            try fm.moveItem(at: staging, to: output)
            remember()
            try? fm.removeItem(at: retired)
        } catch {
            if !fm.fileExists(atPath: output.path), fm.fileExists(atPath: retired.path) { try? fm.moveItem(at: retired, to: output) }
            try? fm.removeItem(at: staging)
            throw .cannotSwap(reason: "\(error)")
        }
    }

    /// Says "Layoutbook made this folder" and, by a line of its own, which build wrote it.
    private let marker = Data("This folder is a site written by layoutbook build; the next build replaces it whole.\nbuild \(UUID().uuidString)\n".utf8)

    /// The files of the last site this owner wrote, if the output folder still is that site (no
    /// other build replaced it since: its marker says which build wrote it).
    private func reusableFiles() -> [String: Data] {
        guard let (files, marker) = previous?.files.withLock({ $0 }),
              FileManager.default.contents(atPath: output.appendingPathComponent(OutputFolder.markerName).path) == marker else { return [:] }
        return files
    }

    /// A thousand files are written faster by two threads than one; the first failure is thrown.
    private func writeConcurrently(_ files: [OutputFile], into folder: URL, unchanged: [String: Data]) throws {
        let firstError = Mutex<(any Error)?>(nil)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard firstError.withLock({ $0 == nil }) else { return }
            let file = files[index]
            do {
                if unchanged[file.path] == file.data || (unchanged.isEmpty && isOnDisk(file)), try link(file, into: folder) { return }
                try write(file, into: folder)
            } catch { firstError.withLock { $0 = $0 ?? error } }
        }
        if let error = firstError.withLock({ $0 }) { throw error }
    }

    /// Whether the current site holds `file` with the same bytes, as a regular file. A new process
    /// has no memory of the site it wrote last; reading the old page costs less than creating a
    /// file, and a link leaves no deleted file behind (ext4 searched past a thousand of them on
    /// every file it created, a fifth of a 100-session build).
    private func isOnDisk(_ file: OutputFile) -> Bool {
        let path = output.appendingPathComponent(file.path).path
        guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType, type == .typeRegular else { return false }
        return FileManager.default.contents(atPath: path) == file.data
    }

    /// Links the current site's copy of an unchanged file into the staging folder; false when the
    /// system will not (the file is gone, another file system), and the caller writes it instead.
    private func link(_ file: OutputFile, into folder: URL) throws -> Bool {
        let target = folder.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        return Glibc.link(output.appendingPathComponent(file.path).path, target.path) == 0
    }

    private func write(_ file: OutputFile, into folder: URL) throws {
        let target = folder.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.data.write(to: target)
    }

    /// The repository keeps an empty `Output/` with a keep file; the new site keeps it too.
    private func keepPlaceholder(into staging: URL) throws {
        let keep = output.appendingPathComponent(".gitkeep")
        if FileManager.default.fileExists(atPath: keep.path) {
            try Data().write(to: staging.appendingPathComponent(".gitkeep"))
        }
    }
}

/// The files of the last site written, by path (see `StagedWriter.previous`).
public final class WrittenSite: Sendable {
    /// The files by path, and the marker that site was written with.
    let files = Mutex<([String: Data], Data)?>(nil)

    public init() {}
}
