import Foundation
import Hummingbird

/// Refuses every request path that could reach outside the site folder before the file
/// middleware sees it: `..` segments (plain, percent-encoded or double-encoded), backslashes,
/// NUL bytes, and paths whose real location (after following symlinks) leaves the folder.
struct RequestPathGuard<Context: RequestContext>: RouterMiddleware {
    let siteFolder: String

    init(siteFolder: String) {
        self.siteFolder = URL(fileURLWithPath: siteFolder).resolvingSymlinksInPath().path
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.isSafe(request.uri.path), resolvesInside(request.uri.path) else {
            return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "not found\n")))
        }
        return try await next(request, context)
    }

    /// Checks the raw path and its once- and twice-decoded forms.
    static func isSafe(_ rawPath: String) -> Bool {
        guard rawPath.hasPrefix("/"), !rawPath.hasPrefix("//") else { return false }
        var forms = [rawPath]
        if let once = rawPath.removingPercentEncoding {
            forms.append(once)
            if let twice = once.removingPercentEncoding { forms.append(twice) }
        } else {
            return false
        }
        for form in forms {
            if form.contains("\\") || form.contains("\u{0}") { return false }
            if form.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0 == "." }) { return false }
        }
        return true
    }

    /// A symlink inside the site may point anywhere; serve it only if its target is inside too.
    func resolvesInside(_ rawPath: String) -> Bool {
        guard let decoded = rawPath.removingPercentEncoding else { return false }
        let candidate = URL(fileURLWithPath: siteFolder).appendingPathComponent(decoded)
        guard FileManager.default.fileExists(atPath: candidate.path) else { return true }
        let real = candidate.resolvingSymlinksInPath().path
        return real == siteFolder || real.hasPrefix(siteFolder + "/")
    }
}

/// Answers unknown paths with the site's own `404.html` (when it has one) and a 404 status.
struct NotFoundPageMiddleware<Context: RequestContext>: RouterMiddleware {
    let siteFolder: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            let response = try await next(request, context)
            // An API's 404 is an answer of its own (a session the course does not have), in JSON.
            let isData = response.headers[.contentType]?.hasPrefix("application/json") ?? false
            return response.status == .notFound && !isData ? notFoundPage(request) : response
        } catch let error as any HTTPResponseError where error.status == .notFound {
            return notFoundPage(request)
        }
    }

    private func notFoundPage(_ request: Request) -> Response {
        let page = FileManager.default.contents(atPath: siteFolder + "/404.html") ?? Data("<h1>Not found</h1>\n".utf8)
        let body = request.method == .head ? ByteBuffer() : ByteBuffer(bytes: page)
        return Response(status: .notFound, headers: [.contentType: "text/html; charset=utf-8", .contentLength: String(page.count)],
                        body: .init(byteBuffer: body))
    }
}
