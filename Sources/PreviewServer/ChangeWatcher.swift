import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Watches folders for changes: inotify where the kernel offers it, polling otherwise.
///
/// `changes()` yields once per settled burst of changes: editors save through temporary files
/// and renames, so events arrive in bursts and one rebuild per burst is what a user wants.
public struct ChangeWatcher: Sendable {
    public let folders: [URL]
    public var settleTime: Duration = .milliseconds(40)
    public var pollInterval: Duration = .milliseconds(250)

    public init(folders: [URL]) {
        self.folders = folders
    }

    public func changes() -> AsyncStream<Void> {
        #if canImport(Glibc)
        if let stream = InotifyStream(folders: folders)?.events() { return settled(stream) }
        #endif
        return settled(pollingEvents())
    }

    /// Yields once a burst has been quiet for `settleTime`: a save's events (write, close, attribute
    /// change, and those that arrive while the watcher adds watches) are one change, not several.
    private func settled(_ raw: AsyncStream<Void>) -> AsyncStream<Void> {
        let settleTime = self.settleTime
        let lastEvent = LastEvent()
        // One pending change is enough: a burst of events while a rebuild runs becomes one more
        // rebuild, not one per event.
        return AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let reader = Task {
                for await _ in raw { lastEvent.time.withLock { $0 = .now } }
                continuation.finish()
            }
            let emitter = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: settleTime / 5)
                    let quiet = lastEvent.time.withLock { time -> Bool in
                        guard let last = time, ContinuousClock.now - last >= settleTime else { return false }
                        time = nil
                        return true
                    }
                    if quiet { continuation.yield() }
                }
            }
            continuation.onTermination = { _ in reader.cancel(); emitter.cancel() }
        }
    }

    /// The contents of every file under the folders, hashed: a rebuild is needed only when this
    /// changes (a touched or re-saved file with the same text is no change).
    public static func fingerprint(_ folders: [URL]) -> [String: Int] {
        var result: [String: Int] = [:]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                var hasher = Hasher()
                hasher.combine((try? Data(contentsOf: url)) ?? Data())
                result[url.path] = hasher.finalize()
            }
        }
        return result
    }

    func pollingEvents() -> AsyncStream<Void> {
        let folders = self.folders, interval = pollInterval
        return AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let task = Task {
                var last = Self.snapshot(folders)
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    let current = Self.snapshot(folders)
                    if current != last { last = current; continuation.yield() }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Modification times and sizes of every file under the folders.
    static func snapshot(_ folders: [URL]) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { continue }
            for case let url as URL in enumerator {
                let values = try? url.resourceValues(forKeys: Set(keys))
                result[url.path] = [values?.contentModificationDate?.timeIntervalSince1970 ?? 0, Double(values?.fileSize ?? 0)]
            }
        }
        return result
    }
}

/// When the last raw change event arrived (nil once it has been yielded).
final class LastEvent: Sendable {
    let time = Mutex<ContinuousClock.Instant?>(nil)
}

#if canImport(Glibc)
/// A blocking inotify reader on its own thread (inotify has no async API), feeding a stream.
final class InotifyStream: @unchecked Sendable {
    // @unchecked: `descriptor` is written once in init and only read afterwards.
    private let descriptor: Int32
    private let folders: [URL]
    static let mask = UInt32(IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB)

    init?(folders: [URL]) {
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        descriptor = fd
        self.folders = folders
        addWatches()
    }

    deinit { close(descriptor) }

    /// Watches every folder and sub-folder; adding a watch twice is harmless, so this runs
    /// again after each event to pick up new folders.
    private func addWatches() {
        for folder in folders {
            _ = inotify_add_watch(descriptor, folder.path, Self.mask)
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                _ = inotify_add_watch(descriptor, url.path, Self.mask)
            }
        }
    }

    func events() -> AsyncStream<Void> {
        AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let thread = Thread { [self] in
                var buffer = [UInt8](repeating: 0, count: 64 * 1024)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    if count <= 0 { break }
                    addWatches()
                    if case .terminated = continuation.yield() { break }
                }
                continuation.finish()
            }
            thread.start()
        }
    }
}
#endif
