import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import PreviewServer

@Suite struct PreviewServerTests {
    static func site() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data("<h1>home</h1>".utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data("<svg/>".utf8).write(to: folder.appendingPathComponent("assets/a.svg"))
        return folder.path
    }

    static func app() throws -> some ApplicationProtocol {
        let server = PreviewServer(host: "127.0.0.1", port: 0, siteFolder: try site(), broadcaster: ReloadBroadcaster())
        return Application(router: server.makeRouter())
    }

    @Test func serves_index_for_the_root_with_safe_headers() async throws {
        try await Self.app().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "<h1>home</h1>")
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
            }
        }
    }

    @Test func svg_has_its_mime_type_and_unknown_paths_are_404() async throws {
        try await Self.app().test(.router) { client in
            try await client.execute(uri: "/assets/a.svg", method: .get) { response in
                #expect(response.headers[.contentType] == "image/svg+xml")
            }
            try await client.execute(uri: "/nope.html", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func only_get_and_head_are_allowed() async throws {
        try await Self.app().test(.router) { client in
            try await client.execute(uri: "/", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
            }
            try await client.execute(uri: "/", method: .head) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func traversal_out_of_the_site_folder_is_refused() async throws {
        try await Self.app().test(.router) { client in
            let forms = ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%252e%252e/%252e%252e/etc/passwd",
                         "/assets/..%2f..%2f..%2fetc/passwd", "/..%5c..%5cetc/passwd", "/assets\\..\\..\\etc\\passwd",
                         "//etc/passwd", "/index.html%00.css", "/assets/../../etc/passwd", "/./index.html"]
            for uri in forms {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status != .ok, "\(uri)")
                    #expect(!String(buffer: response.body).contains("root:"), "\(uri)")
                }
            }
        }
    }

    @Test func reload_events_reach_every_subscriber_and_unsubscribing_frees_them() async throws {
        let broadcaster = ReloadBroadcaster()
        let (first, events1) = await broadcaster.subscribe()
        let (_, events2) = await broadcaster.subscribe()
        await broadcaster.send(.reload)
        var iterator1 = events1.makeAsyncIterator()
        var iterator2 = events2.makeAsyncIterator()
        #expect(await iterator1.next() == .reload)
        #expect(await iterator2.next() == .reload)
        await broadcaster.unsubscribe(first)
        #expect(await broadcaster.subscriberCount == 1)
    }

    @Test func a_new_subscriber_learns_of_a_failed_build_at_once_until_a_build_succeeds() async {
        let broadcaster = ReloadBroadcaster()
        await broadcaster.send(.failed("a:1:1: error: x"))
        var late = await broadcaster.subscribe().events.makeAsyncIterator()
        #expect(await late.next() == .failed("a:1:1: error: x"))
        await broadcaster.send(.reload)
        let (_, fixed) = await broadcaster.subscribe()
        await broadcaster.send(.heartbeat)
        var iterator = fixed.makeAsyncIterator()
        #expect(await iterator.next() == .heartbeat, "nothing is replayed after a good build")
    }

    @Test func failed_build_event_is_one_sse_message_with_every_line() {
        #expect(PreviewServer.format(.failed("a:1:1: error: x\nb:2:2: error: y")) == "event: failed\ndata: a:1:1: error: x\ndata: b:2:2: error: y\n\n")
    }
}

@Suite struct SiteFileCacheTests {
    @Test func cached_pages_change_only_after_invalidation() async throws {
        let folder = try PreviewServerTests.site()
        let server = PreviewServer(host: "127.0.0.1", port: 0, siteFolder: folder, broadcaster: ReloadBroadcaster())
        let app = Application(router: server.makeRouter())
        try await app.test(.router) { client in
            try await client.execute(uri: "/index.html", method: .get) { #expect(String(buffer: $0.body) == "<h1>home</h1>") }
            try Data("<h1>new</h1>".utf8).write(to: URL(fileURLWithPath: folder + "/index.html"))
            try await client.execute(uri: "/index.html", method: .get) { #expect(String(buffer: $0.body) == "<h1>home</h1>") }
            server.fileCache.invalidate()
            try await client.execute(uri: "/", method: .get) { response in
                #expect(String(buffer: response.body) == "<h1>new</h1>")
                #expect(response.headers[.contentType] == "text/html")
            }
            try await client.execute(uri: "/index.html", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == 0)
            }
        }
    }
}
