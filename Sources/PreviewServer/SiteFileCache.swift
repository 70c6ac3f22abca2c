import Foundation
import Hummingbird
import Synchronization

/// Keeps the files of the built site in memory between rebuilds.
///
/// The site only changes when a rebuild swaps in a new Output/, so after the first request a
/// file is served from memory until `invalidate()` (called after every rebuild). Reading from
/// disk on every request halved the throughput on two cores. Requests it cannot answer (no such
/// file, ranges, conditional requests) go on to the file middleware.
public final class SiteFileCache: Sendable {
    struct Entry {
        var body: ByteBuffer
        var contentType: String
    }

    private let siteFolder: String
    private let entries = Mutex<[String: Entry]>([:])
    /// Larger files are left to the file middleware, which streams them.
    static let maximumFileSize = 4 * 1024 * 1024

    public init(siteFolder: String) {
        self.siteFolder = siteFolder
    }

    public func invalidate() {
        entries.withLock { $0.removeAll() }
    }

    func entry(for path: String) -> Entry? {
        if let cached = entries.withLock({ $0[path] }) { return cached }
        guard let entry = load(path) else { return nil }
        entries.withLock { $0[path] = entry }
        return entry
    }

    private func load(_ path: String) -> Entry? {
        var file = siteFolder + path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            guard path.hasSuffix("/") else { return nil }
            file += "index.html"
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
              let size = attributes[.size] as? Int, size <= Self.maximumFileSize,
              let data = FileManager.default.contents(atPath: file) else { return nil }
        let ext = (file as NSString).pathExtension
        let type = MediaType.getMediaType(forExtension: ext)?.description ?? "application/octet-stream"
        return Entry(body: ByteBuffer(bytes: data), contentType: type)
    }
}

/// Answers GET and HEAD from the cache; everything else falls through.
struct CachedFileMiddleware<Context: RequestContext>: RouterMiddleware {
    let cache: SiteFileCache

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let conditional = request.headers[.range] != nil || request.headers[.ifNoneMatch] != nil || request.headers[.ifModifiedSince] != nil
        guard !conditional, let path = request.uri.path.removingPercentEncoding, let entry = cache.entry(for: path) else {
            return try await next(request, context)
        }
        let headers: HTTPFields = [.contentType: entry.contentType, .contentLength: String(entry.body.readableBytes)]
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: entry.body)
        return Response(status: .ok, headers: headers, body: body)
    }
}
