import Foundation
import Hummingbird
import Logging
import PreviewServer
import ServiceLifecycle

/// `layoutbook playground`: the playground's API alone, beside a published site. Browsers on the
/// site's origin (and no other) may call it.
public struct StandalonePlayground: Sendable {
    public var host: String
    public var port: Int
    public let service: PlaygroundService
    /// `https://course.example.org`: the only origin CORS lets call the API; nil for none.
    public var allowedOrigin: String?
    public var title: String

    public init(host: String, port: Int, service: PlaygroundService, allowedOrigin: String?, title: String) {
        self.host = host
        self.port = port
        self.service = service
        self.allowedOrigin = allowedOrigin
        self.title = title
    }

    public func makeRouter() -> Router<ServerRequestContext> {
        let router = Router(context: ServerRequestContext.self)
        if let allowedOrigin {
            router.add(middleware: CORSMiddleware(allowOrigin: .oneOf(allowedOrigin), allowHeaders: [.contentType],
                                                  allowMethods: [.post, .options], maxAge: .seconds(600)))
        }
        let title = self.title
        router.get("/") { _, _ in
            "Layoutbook playground for “\(title)”: POST /api/run and /api/check (see the README's “Playground”).\n"
        }
        router.addRoutes(service.routes(), atPath: "api")
        return router
    }

    /// Serves until SIGINT or SIGTERM.
    public func run() async throws {
        var logger = Logger(label: "layoutbook.playground")
        logger.logLevel = .warning
        let application = Application(router: makeRouter(), configuration: .init(address: .hostname(host, port: port), serverName: "layoutbook"),
                                      logger: logger)
        let group = ServiceGroup(configuration: .init(services: [.init(service: application)], gracefulShutdownSignals: [.sigterm, .sigint],
                                                      logger: logger))
        try await group.run()
    }

    /// The origin (`scheme://host[:port]`) of a site's published URL, which CORS compares.
    public static func origin(of url: String) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme, let host = components.host else { return nil }
        return "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
    }
}
