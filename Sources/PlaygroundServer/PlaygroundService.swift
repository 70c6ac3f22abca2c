import Diagnostics
import Foundation
import Hummingbird
import NIOCore
import Pipeline
import PreviewServer
import Synchronization

/// The playground's HTTP API: `POST /api/run` and `POST /api/check`, answered from the course the
/// service holds (replaced by `serve` after each rebuild). Every failure is an answer with a
/// message, never a crash: malformed JSON 400, an unknown session 404, a large body 413, another content type 415, a busy
/// server or a client over its rate 429, a course that does not load 503.
public final class PlaygroundService: Sendable {
    public let limits: PlaygroundLimits
    private let runner: Mutex<PlaygroundRunner?>
    /// Why there is no runner: the course's errors, said to every request until it loads.
    private let unavailable = Mutex<String>("the course has not loaded yet")
    private let pool: RunPool
    private let limiter: RateLimiter

    public init(limits: PlaygroundLimits = PlaygroundLimits(), runner: PlaygroundRunner? = nil) {
        self.limits = limits
        self.runner = Mutex(runner)
        self.pool = RunPool(workers: limits.concurrentRuns, queueLength: limits.queuedRuns)
        self.limiter = RateLimiter(rate: limits.runsPerSecond)
    }

    /// After a build: the course as it now is, or why it does not load.
    public func update(_ runner: PlaygroundRunner?, unavailableBecause reason: String = "the course does not load") {
        self.runner.withLock { $0 = runner }
        if runner == nil { unavailable.withLock { $0 = reason } }
    }

    /// The routes, to add under `api`.
    public func routes() -> RouteCollection<ServerRequestContext> {
        let routes = RouteCollection(context: ServerRequestContext.self)
        routes.post("run") { request, context in await self.answer(request, context, check: false) }
        routes.post("check") { request, context in await self.answer(request, context, check: true) }
        return routes
    }

    func answer(_ request: Request, _ context: ServerRequestContext, check: Bool) async -> Response {
        guard limiter.allow(Self.client(of: request, context)) else {
            return Self.error(.tooManyRequests, "too many runs from this address: at most \(Self.number(limits.runsPerSecond)) a second",
                              headers: [.retryAfter: "1"])
        }
        // JSON only: a page on another site can send a form or text without asking first, but a
        // JSON request needs the CORS preflight that only the configured origin passes.
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
            return Self.error(.unsupportedMediaType, "send the request as JSON, with Content-Type: application/json")
        }
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: limits.maximumBodyBytes)
        } catch {
            return Self.error(.contentTooLarge, "the request is larger than \(limits.maximumBodyBytes / 1024) KB")
        }
        let decoded: PlaygroundRequest
        do {
            decoded = try JSONDecoder().decode(PlaygroundRequest.self, from: Data(buffer: body))
        } catch {
            return Self.error(.badRequest, Self.describe(error))
        }
        guard let runner = runner.withLock({ $0 }) else { return Self.error(.serviceUnavailable, unavailable.withLock { $0 }) }
        let outcome = await pool.run(deadline: limits.answerDeadline) { () -> Result<Data, PlaygroundError> in
            do throws(PlaygroundError) {
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                return .success(check ? try encoder.encodeOrEmpty(runner.check(decoded)) : try encoder.encodeOrEmpty(runner.run(decoded)))
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .busy:
            return Self.error(.tooManyRequests, "the playground is busy (\(pool.workers) runs at once, \(pool.queueLength) waiting); try again in a moment",
                              headers: [.retryAfter: "1"])
        case .timedOut:
            return Self.error(.serviceUnavailable, "the run took too long and was abandoned")
        case .done(.success(let json)):
            return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(bytes: json)))
        case .done(.failure(let error)):
            return Self.error(error.kind == .notFound ? .notFound : .badRequest, error.message)
        }
    }

    /// The peer's address; behind a reverse proxy on this machine, the address it forwards.
    static func client(of request: Request, _ context: ServerRequestContext) -> String {
        let peer = context.remoteAddress?.ipAddress ?? "unknown"
        let isLocal = peer == "127.0.0.1" || peer == "::1"
        if isLocal, let forwarded = request.headers[.init("X-Forwarded-For")!]?.split(separator: ",").last {
            return forwarded.trimmingCharacters(in: .whitespaces)
        }
        return peer
    }

    static func error(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        fields[.cacheControl] = "no-store"
        let json = (try? JSONEncoder().encode(["error": message])) ?? Data(#"{"error":"?"}"#.utf8)
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: json)))
    }

    /// A decoding error as a person would say it: which field, and what was wrong.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "the request is not JSON" }
        switch error {
        case .keyNotFound(let key, _):
            return "the request has no \"\(key.stringValue)\"; send {\"code\": \"…\"}"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return field.isEmpty ? "the request must be a JSON object: {\"code\": \"…\"}" : "\"\(field)\" must be a string"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the request is not JSON in UTF-8" : "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" is malformed"
        @unknown default:
            return "the request is not valid"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension JSONEncoder {
    /// Encodes a value the playground made (strings and numbers only, so it always encodes).
    func encodeOrEmpty(_ value: some Encodable) -> Data {
        (try? encode(value)) ?? Data("{}".utf8)
    }
}
