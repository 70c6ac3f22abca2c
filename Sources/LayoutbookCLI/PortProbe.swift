import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether an address and port can be bound right now: `serve` asks before it builds, so that a
/// second `serve` on a busy port says so instead of rebuilding into the first one's folder.
enum PortProbe {
    enum Outcome: Equatable {
        case free
        case inUse
        /// Some other failure (a bad address, no permission), with the system's words.
        case unavailable(String)
    }

    /// Says why the port cannot be used and fails, or returns when it is free. `consequence` says
    /// what was not done ("nothing was built").
    static func requireFree(host: String, port: Int, consequence: String) throws {
        switch check(host: host, port: port) {
        case .free: return
        case .inUse:
            print("layoutbook: error: port \(port) on \(host) is already in use (another layoutbook serve or playground?); \(consequence). Stop it, or choose another port with --port \(port + 1)")
        case .unavailable(let reason):
            print("layoutbook: error: cannot listen on \(host):\(port): \(reason); \(consequence)")
        }
        throw ExitCode.failure
    }

    static func check(host: String, port: Int) -> Outcome {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found else {
            return .unavailable("cannot resolve \(host)")
        }
        defer { freeaddrinfo(found) }
        let socketFD = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard socketFD >= 0 else { return .unavailable(String(cString: strerror(errno))) }
        defer { close(socketFD) }
        var reuse: Int32 = 1
        setsockopt(socketFD, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        if bind(socketFD, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 { return .free }
        return errno == EADDRINUSE ? .inUse : .unavailable(String(cString: strerror(errno)))
    }
}
