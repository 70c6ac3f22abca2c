import CAtomicSwap
import Foundation
import SiteRenderer
import Synchronization

/// Writes a site beside the output folder and swaps it in whole, so nobody (a reader, the preview
/// server, a failed build) ever sees a half-written site.
public struct StagedWriter: Sendable {
    public let output: URL

    public init(output: URL) {
        self.output = output.standardizedFileURL
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
            try writeConcurrently(files, into: staging)
            try keepPlaceholder(into: staging)
            try Data("This folder is a site written by layoutbook build; the next build replaces it whole.\n".utf8)
                .write(to: staging.appendingPathComponent(OutputFolder.markerName))
        } catch {
            try? fm.removeItem(at: staging)
            throw .cannotWrite(path: staging.path, reason: "\(error)")
        }
        // Exchange in one step where the system can; else move the old site aside first
        // (a short moment with no site, which only matters to a server reading it right then).
        if fm.fileExists(atPath: output.path), layoutbook_exchange_paths(staging.path, output.path) == 0 {
            try? fm.removeItem(at: staging)
            return
        }
        do {
            if fm.fileExists(atPath: output.path) { try fm.moveItem(at: output, to: retired) }
            try fm.moveItem(at: staging, to: output)
            try? fm.removeItem(at: retired)
        } catch {
            if !fm.fileExists(atPath: output.path), fm.fileExists(atPath: retired.path) { try? fm.moveItem(at: retired, to: output) }
            try? fm.removeItem(at: staging)
            throw .cannotSwap(reason: "\(error)")
        }
    }

    /// A thousand files are written faster by two threads than one; the first failure is thrown.
    private func writeConcurrently(_ files: [OutputFile], into folder: URL) throws {
        let firstError = Mutex<(any Error)?>(nil)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard firstError.withLock({ $0 == nil }) else { return }
            do { try write(files[index], into: folder) } catch { firstError.withLock { $0 = $0 ?? error } }
        }
        if let error = firstError.withLock({ $0 }) { throw error }
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
