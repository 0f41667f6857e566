import BoxOfficeInfrastructure
import Foundation

/// A fresh, empty database on a throwaway server shared by the tests running at the same time.
/// The server starts with the first database asked for and stops (its folder removed) when the
/// last database in use is released, so no server outlives the tests.
public final class PostgreSQLTestDatabase: @unchecked Sendable {
    /// `postgresql://boxoffice@/NAME?host=SOCKET_DIR&port=PORT`
    public let address: String
    public let name: String
    /// Holds the server up while this database is in use.
    public let server: PostgreSQLTestServer

    private static let lock = NSLock()
    private nonisolated(unsafe) static weak var running: PostgreSQLTestServer?
    private nonisolated(unsafe) static var counter = 0

    public init() throws {
        let (server, number) = try Self.lock.withLock { () throws -> (PostgreSQLTestServer, Int) in
            let server = try Self.running ?? PostgreSQLTestServer()
            Self.running = server
            Self.counter += 1
            return (server, Self.counter)
        }
        self.server = server
        name = "test_\(getpid())_\(number)"
        try PostgreSQLConnection(address: server.address).run("CREATE DATABASE \(name)")
        address = "postgresql://boxoffice@/\(name)?host=\(server.folder.path)&port=\(server.port)"
    }
}
