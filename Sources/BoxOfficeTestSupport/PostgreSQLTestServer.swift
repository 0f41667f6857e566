#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BoxOfficeInfrastructure
import Foundation

/// A throwaway PostgreSQL server for tests: `initdb` in a temporary folder, started with `pg_ctl`
/// on a Unix socket only (no TCP) and a free port number, stopped and removed when the last
/// reference goes. Debian's `postgresql` package provides the binaries. `initdb` and `postgres`
/// refuse to run as root, so as root they run as the `postgres` account (`runuser`).
public final class PostgreSQLTestServer: @unchecked Sendable {
    /// The folder of `initdb` and `pg_ctl`, if a server is installed.
    public static let binaries: String? = {
        let root = "/usr/lib/postgresql"
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
        return versions.map { "\(root)/\($0)/bin" }.first { FileManager.default.isExecutableFile(atPath: $0 + "/pg_ctl") }
    }()

    public let folder: TemporaryFolder
    public let port: Int
    /// `postgresql://boxoffice@/boxoffice?host=SOCKET_DIR&port=PORT`
    public var address: String { "postgresql://boxoffice@/boxoffice?host=\(folder.path)&port=\(port)" }

    /// - Parameters:
    ///   - durable: fsync on, as a real server runs (for benchmarks); tests run without it.
    ///   - password: the `boxoffice` account's password, which the server then demands
    ///     (scram-sha-256); without one it trusts every local connection.
    public init(durable: Bool = false, password: String? = nil) throws {
        guard let binaries = Self.binaries else { throw ServerError("no PostgreSQL server binaries (apt-get install postgresql)") }
        Self.stopOrphans()
        // The owner's process id in the name: a later run stops the server if this process dies first.
        folder = TemporaryFolder("postgres-\(getpid())")
        port = try Self.freePort()
        let asRoot = getuid() == 0
        let passwordFile = folder.path + "/password"
        if let password { try Data((password + "\n").utf8).write(to: URL(fileURLWithPath: passwordFile)) }
        defer { unlink(passwordFile) }
        if asRoot {
            _ = try Self.run("/bin/chown", ["-R", "postgres:postgres", folder.path])
            chmod(folder.path, 0o755)
        }
        func pg(_ tool: String, _ arguments: [String]) throws {
            let (status, output) = try Self.run(asRoot ? "/usr/sbin/runuser" : binaries + "/" + tool,
                                                (asRoot ? ["-u", "postgres", "--", binaries + "/" + tool] : []) + arguments)
            guard status == 0 else { throw ServerError("\(tool) failed: \(output.suffix(400))") }
        }
        try pg("initdb", ["-D", folder.path + "/data", "-U", "boxoffice", "--no-sync", "-E", "UTF8", "--locale", "C"]
                + (password == nil ? ["-A", "trust"] : ["-A", "scram-sha-256", "--pwfile", passwordFile]))
        try pg("pg_ctl", ["-D", folder.path + "/data", "-l", folder.path + "/log", "-w", "-o",
                          "-k \(folder.path) -p \(port) -c listen_addresses=''" + (durable ? "" : " -c fsync=off"), "start"])
        let login = password.map { "boxoffice:\($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0)" } ?? "boxoffice"
        try PostgreSQLConnection(address: "postgresql://\(login)@/postgres?host=\(folder.path)&port=\(port)").run("CREATE DATABASE boxoffice")
    }

    deinit { Self.stop(folder.path) }

    private static func stop(_ folder: String) {
        guard let binaries = Self.binaries else { return }
        let asRoot = getuid() == 0
        _ = try? Self.run(asRoot ? "/usr/sbin/runuser" : binaries + "/pg_ctl",
                          (asRoot ? ["-u", "postgres", "--", binaries + "/pg_ctl"] : []) + ["-D", folder + "/data", "-m", "immediate", "-w", "stop"])
    }

    /// Stops and removes the servers of test processes that died without stopping theirs (killed).
    private static func stopOrphans() {
        let temporary = NSTemporaryDirectory()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? [] where name.hasPrefix("boxoffice-postgres-") {
            guard let owner = name.split(separator: "-").dropFirst(2).first.flatMap({ pid_t($0) }),
                  kill(owner, 0) != 0, errno == ESRCH else { continue }
            let folder = (temporary as NSString).appendingPathComponent(name)
            stop(folder)
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// A port no one listens on now (the socket file is named after it).
    static func freePort() throws -> Int {
        let server = try LoopbackHTTPServer { _ in .json("") }
        defer { server.stop() }
        return server.port
    }

    /// Runs a tool to its end with `posix_spawn` and `waitpid`, its output to a file: Foundation's
    /// `Process` waits on descriptors that the server `pg_ctl` starts would inherit and keep open.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-pgtool-\(UUID().uuidString).log").path
        defer { unlink(log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw ServerError("cannot start \(executable): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exit, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }
}
