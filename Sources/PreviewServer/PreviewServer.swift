import Diagnostics
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// Serves a built site from its output folder with a live-reload event stream.
public struct PreviewServer: Sendable {
    public var host: String
    public var port: Int
    public var siteFolder: String
    public var broadcaster: ReloadBroadcaster
    /// Call `invalidate()` on it after each rebuild.
    public let fileCache: SiteFileCache
    /// Routes answered under `/api/` (the playground's runs); POST is allowed there only.
    public var api: (@Sendable () -> RouteCollection<ServerRequestContext>)?

    /// Path of the server-sent events stream pages subscribe to.
    public static let eventsPath = "__layoutbook/events"

    public init(host: String, port: Int, siteFolder: String, broadcaster: ReloadBroadcaster) {
        self.host = host
        self.port = port
        self.siteFolder = siteFolder
        self.broadcaster = broadcaster
        self.fileCache = SiteFileCache(siteFolder: siteFolder)
    }

    public func makeRouter() -> Router<ServerRequestContext> {
        let router = Router(context: ServerRequestContext.self)
        router.add(middleware: SecurityHeadersMiddleware(postPrefix: api == nil ? nil : "/api/"))
        if let api { router.addRoutes(api(), atPath: "api") }
        let broadcaster = self.broadcaster
        router.get(RouterPath(stringLiteral: Self.eventsPath)) { _, _ -> Response in
            Self.eventStream(broadcaster)
        }
        router.add(middleware: NotFoundPageMiddleware(siteFolder: siteFolder))
        router.add(middleware: RequestPathGuard(siteFolder: siteFolder))
        router.add(middleware: CachedFileMiddleware(cache: fileCache))
        router.add(middleware: FileMiddleware(siteFolder, searchForIndexHtml: true))
        return router
    }

    public func makeApplication() -> some ApplicationProtocol {
        Application(router: makeRouter(), configuration: .init(address: .hostname(host, port: port), serverName: "layoutbook"))
    }

    public var heartbeatInterval: Duration = .seconds(15)

    /// Serves until the process gets SIGINT or SIGTERM, then shuts down cleanly: the live-reload
    /// streams are ended first so open browser tabs do not hold the server up.
    public func run() async throws {
        var logger = Logger(label: "layoutbook.serve")
        logger.logLevel = .warning
        let group = ServiceGroup(configuration: .init(
            services: [
                .init(service: makeApplication()),
                .init(service: LiveReloadService(broadcaster: broadcaster, heartbeat: heartbeatInterval)),
            ],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger))
        try await group.run()
    }

    /// One SSE connection. A failed write (the browser went away) ends the loop and the
    /// subscription; heartbeats make sure that happens even when nothing is rebuilt.
    static func eventStream(_ broadcaster: ReloadBroadcaster) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
            body: ResponseBody { writer in
                let (id, events) = await broadcaster.subscribe()
                defer { Task { await broadcaster.unsubscribe(id) } }
                try await writer.write(ByteBuffer(string: ": connected\n\n"))
                for await event in events {
                    try await writer.write(ByteBuffer(string: Self.format(event)))
                }
                try await writer.finish(nil)
            })
    }

    static func format(_ event: ReloadBroadcaster.Event) -> String {
        switch event {
        case .reload:
            return "event: reload\ndata: {}\n\n"
        case .heartbeat:
            return ": keep-alive\n\n"
        case .failed(let text):
            let data = text.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)" }.joined(separator: "\n")
            return "event: failed\n\(data)\n\n"
        }
    }
}

/// Headers every response carries. The site is read-only: only GET and HEAD, except under
/// `postPrefix` (the playground's API), where POST and CORS preflights are answered too.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    var postPrefix: String? = nil

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let posting = postPrefix.map { request.uri.path.hasPrefix($0) } ?? false
        guard request.method == .get || request.method == .head || (posting && (request.method == .post || request.method == .options)) else {
            return Response(status: .methodNotAllowed, headers: [.allow: posting ? "POST" : "GET, HEAD"])
        }
        var response = try await next(request, context)
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.cacheControl] = response.headers[.cacheControl] ?? "no-cache"
        return response
    }
}
