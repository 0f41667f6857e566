#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A loopback port that refuses every connection and stays taken while the value lives: a socket
/// bound to it that never listens. A server stopped to free its port would let another test's
/// server take it meanwhile (tests run side by side), and a "refused" request would be answered.
public final class RefusingPort: @unchecked Sendable {
    private let socketDescriptor: Int32
    public let port: Int

    public init() throws {
        (socketDescriptor, port) = try LoopbackSocket.bound(reusingAddress: false)
    }

    deinit { close(socketDescriptor) }

    /// `http://127.0.0.1:PORT`
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
}

/// A TCP socket bound to a port of 127.0.0.1 the system chose: its descriptor and its port.
enum LoopbackSocket {
    static func bound(reusingAddress: Bool) throws -> (descriptor: Int32, port: Int) {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServerError("socket() failed") }
        if reusingAddress {
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            close(fd)
            throw ServerError("cannot bind on 127.0.0.1")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: actual.sin_port)))
    }
}
