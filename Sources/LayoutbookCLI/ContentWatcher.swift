import Foundation

/// Polls Content/ and Templates/ for changes and calls `onChange` after each settled change.
/// Polling every 200 ms costs little for a course-sized tree and works on every file system.
struct ContentWatcher: Sendable {
    let root: URL
    let onChange: @Sendable () async -> Void
    var interval: Duration = .milliseconds(200)

    func run() async {
        var last = snapshot()
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            let current = snapshot()
            if current != last {
                last = current
                await onChange()
            }
        }
    }

    /// Modification times and sizes of every file under the watched folders.
    func snapshot() -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        for folder in ["Content", "Templates"] {
            let base = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]) else { continue }
            for case let url as URL in enumerator {
                let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
                result[url.path] = [values?.contentModificationDate?.timeIntervalSince1970 ?? 0, Double(values?.fileSize ?? 0)]
            }
        }
        return result
    }
}
