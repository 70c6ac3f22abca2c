import Foundation
import Hummingbird
import HummingbirdTesting
import Pipeline
import PreviewServer
import Testing
@testable import PlaygroundServer

/// The playground's HTTP API answers every request, bad ones with a status and a message, and
/// keeps serving whatever it is sent.
@Suite struct PlaygroundServiceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../PipelineTests/Fixtures/good").standardizedFileURL

    static func service(_ configure: (inout PlaygroundLimits) -> Void = { _ in }) throws -> PlaygroundService {
        var limits = PlaygroundLimits()
        limits.runsPerSecond = 0
        configure(&limits)
        let (runner, _) = PlaygroundRunner.load(root: root, timeLimit: limits.timeLimit)
        return PlaygroundService(limits: limits, runner: try #require(runner))
    }

    static func app(_ service: PlaygroundService, origin: String? = "https://course.example.org") -> some ApplicationProtocol {
        Application(router: StandalonePlayground(host: "127.0.0.1", port: 0, service: service, allowedOrigin: origin, title: "Fixture").makeRouter())
    }

    static func json(_ object: [String: String]) -> ByteBuffer {
        ByteBuffer(data: try! JSONSerialization.data(withJSONObject: object))
    }

    static let jsonHeaders: HTTPFields = [.contentType: "application/json"]

    static func object(_ buffer: ByteBuffer) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(buffer: buffer))) as? [String: Any] ?? [:]
    }

    @Test func a_run_answers_the_figure_as_json() async throws {
        try await Self.app(Self.service()).test(.router) { client in
            let code = "let box = ASDisplayNode()\nbox.style.preferredSize = CGSize(width: 60, height: 60)\nASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .center, alignItems: .center, children: [box])"
            try await client.execute(uri: "/api/run", method: .post, headers: Self.jsonHeaders, body: Self.json(["code": code, "session": "01-basics", "device": "375x667"])) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                let answer = Self.object(response.body)
                #expect((answer["frames"] as? [String: [Double]])?["box"] == [157.5, 0, 60, 60])
                #expect((answer["svg"] as? String)?.hasPrefix("<svg") == true)
                #expect((answer["diagnostics"] as? [Any])?.isEmpty == true)
            }
        }
    }

    @Test func a_check_answers_matches_and_differences() async throws {
        try await Self.app(Self.service()).test(.router) { client in
            let right = "ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: ASDisplayNode())"
            try await client.execute(uri: "/api/check", method: .post, headers: Self.jsonHeaders, body: Self.json(["code": right, "session": "01-basics", "exercise": "centre"])) { response in
                #expect(response.status == .ok)
                #expect(Self.object(response.body)["matches"] as? Bool == true)
            }
            let wrong = "let node = ASDisplayNode()\nnode.style.preferredSize = CGSize(width: 10, height: 10)\nASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: node)"
            try await client.execute(uri: "/api/check", method: .post, headers: Self.jsonHeaders, body: Self.json(["code": wrong, "session": "01-basics", "exercise": "centre"])) { response in
                let answer = Self.object(response.body)
                #expect(answer["matches"] as? Bool == false)
                #expect((answer["differences"] as? [String])?.contains("root: height 10, target 0") == true)
            }
        }
    }

    @Test func malformed_requests_are_400_with_a_message() async throws {
        var random = SystemRandomNumberGenerator()
        let bodies: [(ByteBuffer, String)] = [
            (ByteBuffer(string: "{\"code\": "), "the request is not JSON in UTF-8"),
            (ByteBuffer(bytes: [0x7B, 0x22, 0x63, 0x6F, 0x64, 0x65, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D]), "the request is not JSON in UTF-8"),
            (ByteBuffer(string: "{\"code\": 12}"), "\"code\" must be a string"),
            (ByteBuffer(string: "{\"session\": \"01-basics\"}"), "the request has no \"code\"; send {\"code\": \"…\"}"),
            (ByteBuffer(string: "[]"), "the request must be a JSON object: {\"code\": \"…\"}"),
        ] + (0..<20).map { _ in (ByteBuffer(bytes: (0..<300).map { _ in UInt8.random(in: 0...255, using: &random) }), "") }
        try await Self.app(Self.service()).test(.router) { client in
            for (body, message) in bodies {
                try await client.execute(uri: "/api/run", method: .post, headers: Self.jsonHeaders, body: body) { response in
                    #expect(response.status == .badRequest)
                    let error = Self.object(response.body)["error"] as? String
                    #expect(error != nil)
                    if !message.isEmpty { #expect(error == message) }
                }
            }
        }
    }

    @Test func unknown_names_are_404_in_json_and_a_bad_device_400() async throws {
        try await Self.app(Self.service()).test(.router) { client in
            try await client.execute(uri: "/api/run", method: .post, headers: Self.jsonHeaders, body: Self.json(["code": "ASDisplayNode()", "session": "01-basic"])) { response in
                #expect(response.status == .notFound)
                #expect(Self.object(response.body)["error"] as? String == "the course has no session '01-basic'; did you mean '01-basics'?")
            }
            try await client.execute(uri: "/api/run", method: .post, headers: Self.jsonHeaders, body: Self.json(["code": "ASDisplayNode()", "device": "big"])) { response in
                #expect(response.status == .badRequest)
            }
        }
    }

    @Test func a_request_that_is_not_json_is_415() async throws {
        try await Self.app(Self.service()).test(.router) { client in
            for type in [nil, "text/plain", "application/x-www-form-urlencoded"] {
                let headers: HTTPFields = type.map { [.contentType: $0] } ?? [:]
                try await client.execute(uri: "/api/run", method: .post, headers: headers, body: Self.json(["code": "ASDisplayNode()"])) { response in
                    #expect(response.status == .unsupportedMediaType)
                }
            }
        }
    }

    @Test func a_body_over_64_kb_is_413() async throws {
        try await Self.app(Self.service()).test(.router) { client in
            try await client.execute(uri: "/api/run", method: .post, headers: Self.jsonHeaders, body: Self.json(["code": String(repeating: "x", count: 70_000)])) { response in
                #expect(response.status == .contentTooLarge)
                #expect(Self.object(response.body)["error"] as? String == "the request is larger than 64 KB")
            }
        }
    }

    @Test func a_client_over_its_rate_is_429() async throws {
        let service = try Self.service { $0.runsPerSecond = 3 }
        try await Self.app(service).test(.router) { client in
            var statuses: [HTTPResponse.Status] = []
            for _ in 0..<6 {
                try await client.execute(uri: "/api/run", method: .post, headers: Self.jsonHeaders, body: Self.json(["code": "ASDisplayNode()"])) { response in
                    statuses.append(response.status)
                    if response.status == .tooManyRequests { #expect(response.headers[.retryAfter] == "1") }
                }
            }
            // A burst of three, then refusals until a token comes back a third of a second later.
            #expect(statuses.prefix(3).allSatisfy { $0 == .ok })
            #expect(statuses.dropFirst(3).contains(.tooManyRequests))
        }
    }

    @Test func hostile_code_ends_in_a_diagnostic_and_the_server_keeps_serving() async throws {
        let service = try Self.service { $0.timeLimit = .milliseconds(100) }
        let hostile = [
            "var n = 0\nwhile true { n += 1 }",
            "func f(_ n: Int) -> Int { f(n + 1) }\nf(0)",
            "var s = \"x\"\nwhile true { s += s }",
            "var a = [1]\nwhile true { a += a }",
            String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000),
            "let a = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000),
            "let s = try String(contentsOfFile: \"/etc/passwd\")",
            "let data = try Data(contentsOf: URL(string: \"https://example.org\")!)",
            "let p = Process()",
        ]
        try await Self.app(service).test(.router) { client in
            for code in hostile {
                try await client.execute(uri: "/api/run", method: .post, headers: Self.jsonHeaders, body: Self.json(["code": code])) { response in
                    #expect(response.status == .ok, "\(code.prefix(40))")
                    let diagnostics = Self.object(response.body)["diagnostics"] as? [[String: Any]] ?? []
                    #expect(diagnostics.contains { $0["severity"] as? String == "error" }, "\(code.prefix(40))")
                }
            }
            try await client.execute(uri: "/api/run", method: .post, headers: Self.jsonHeaders, body: Self.json(["code": "ASDisplayNode()"])) { response in
                #expect(response.status == .ok)
                #expect((Self.object(response.body)["svg"] as? String)?.isEmpty == false)
            }
        }
    }

    @Test func cors_answers_the_sites_origin_only() async throws {
        try await Self.app(Self.service()).test(.router) { client in
            try await client.execute(uri: "/api/run", method: .options, headers: [.origin: "https://course.example.org", .accessControlRequestMethod: "POST"]) { response in
                #expect(response.headers[.accessControlAllowOrigin] == "https://course.example.org")
            }
            try await client.execute(uri: "/api/run", method: .options, headers: [.origin: "https://evil.example.com", .accessControlRequestMethod: "POST"]) { response in
                #expect(response.headers[.accessControlAllowOrigin] == nil)
            }
            try await client.execute(uri: "/api/run", method: .post, headers: [.origin: "https://evil.example.com", .contentType: "application/json"], body: Self.json(["code": "ASDisplayNode()"])) { response in
                #expect(response.headers[.accessControlAllowOrigin] == nil)
            }
        }
    }

    @Test func serve_answers_the_api_and_keeps_the_site_read_only() async throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("<h1>home</h1>".utf8).write(to: site.appendingPathComponent("index.html"))
        let service = try Self.service()
        var server = PreviewServer(host: "127.0.0.1", port: 0, siteFolder: site.path, broadcaster: ReloadBroadcaster())
        server.api = { service.routes() }
        try await Application(router: server.makeRouter()).test(.router) { client in
            try await client.execute(uri: "/api/run", method: .post, headers: Self.jsonHeaders, body: Self.json(["code": "ASDisplayNode()"])) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/api/run", method: .post, headers: Self.jsonHeaders, body: Self.json(["code": "x", "session": "nope"])) { response in
                // The API's 404 stays JSON: the site's 404 page does not replace it.
                #expect(response.status == .notFound)
                #expect(Self.object(response.body)["error"] != nil)
            }
            try await client.execute(uri: "/index.html", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
            }
        }
    }
}

/// The pool bounds concurrent runs, refuses beyond its queue, and replaces a worker whose run was
/// given up on.
@Suite struct RunPoolTests {
    @Test func beyond_workers_and_queue_a_run_is_refused() async throws {
        let pool = RunPool(workers: 1, queueLength: 1)
        let release = Gate()
        // Each step waits for the pool to reach its state, rather than for a time a busy machine may
        // outlast (with 100 ms sleeps, CI once asked before the second was queued and got it done).
        async let first = pool.run(deadline: .seconds(10)) { release.wait(); return 1 }
        try await Self.waitUntil { pool.load.running == 1 }
        async let second = pool.run(deadline: .seconds(10)) { 2 }
        try await Self.waitUntil { pool.load.waiting == 1 }
        let third = await pool.run(deadline: .seconds(10)) { 3 }
        guard case .busy = third else { Issue.record("expected busy, got \(third)"); return }
        release.open()
        guard case .done(1) = await first, case .done(2) = await second else { Issue.record("runs did not finish"); return }
    }

    /// Polls `condition` until it holds, for at most ten seconds.
    static func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<1_000 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
        #expect(condition(), "the pool never reached the state the test waits for")
    }

    @Test func a_stuck_run_times_out_and_its_worker_is_replaced() async throws {
        let pool = RunPool(workers: 1, queueLength: 0)
        let release = Gate()
        let stuck = await pool.run(deadline: .milliseconds(100)) { release.wait(); return 0 }
        guard case .timedOut = stuck else { Issue.record("expected a timeout, got \(stuck)"); return }
        #expect(pool.threadCounts == (2, 1))
        // The replacement serves the next run while the first is still stuck.
        guard case .done(7) = await pool.run(deadline: .seconds(5), { 7 }) else { Issue.record("no replacement worker"); return }
        release.open()
        try await Task.sleep(for: .milliseconds(200))
        #expect(pool.threadCounts == (1, 0))
    }
}

/// Blocks a worker thread until opened.
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false

    func wait() {
        condition.lock()
        while !isOpen { condition.wait() }
        condition.unlock()
    }

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }
}
