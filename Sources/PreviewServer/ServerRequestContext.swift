import Hummingbird
import NIOCore

/// The request context of Layoutbook's servers: Hummingbird's basics plus the peer's address,
/// which the playground's per-client rate limit needs.
public struct ServerRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
