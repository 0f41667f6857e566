import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// libpq through `PostgreSQLConnection`, against a real server the test starts (Debian's
/// `postgresql`; skipped where it is absent, always run under CI, where .ci/run installs it).
@Suite struct PostgreSQLConnectionTests {
    static let server = ConditionTrait.enabled(if: MachineTool.postgreSQLServer.runsHere, Comment(rawValue: MachineTool.postgreSQLServer.skipReason))

    @Test(server) func boundParametersNullsHangulAndTransactions() throws {
        let server = try PostgreSQLTestServer()
        let connection = try PostgreSQLConnection(address: server.address)
        try connection.run("CREATE TABLE movies (code text PRIMARY KEY, title text NOT NULL, audience bigint, share double precision)")
        try connection.run("INSERT INTO movies VALUES ($1, $2, $3, $4)", ["20249255", "만약에 우리'; DROP TABLE movies; --", "96266", "27.4"])
        try connection.run("INSERT INTO movies VALUES ($1, $2, $3, $4)", ["20247457", "신의악단", nil, nil])
        let rows = try connection.run("SELECT code, title, audience, share FROM movies ORDER BY code DESC")
        #expect(rows == [["20249255", "만약에 우리'; DROP TABLE movies; --", "96266", "27.4"], ["20247457", "신의악단", nil, nil]])
        // A failed statement rolls the whole transaction back, and says its SQLSTATE.
        #expect(throws: PostgreSQLError.self) {
            try connection.transaction {
                try connection.run("UPDATE movies SET audience = 1 WHERE code = $1", ["20249255"])
                try connection.run("INSERT INTO movies VALUES ($1, $2, NULL, NULL)", ["20249255", "duplicate"])
            }
        }
        #expect(try connection.run("SELECT audience FROM movies WHERE code = $1", ["20249255"]) == [["96266"]])
        do {
            try connection.run("INSERT INTO movies VALUES ($1, $2, NULL, NULL)", ["20249255", "duplicate"])
            Issue.record("a duplicate key was accepted")
        } catch {
            guard case .failed(let state, let message) = error else { Issue.record("\(error)"); return }
            #expect(state == "23505" && !message.contains("\n"))
        }
    }

    /// Every connection is bounded: a statement and a lock wait end (PostgreSQL's default waits for
    /// ever), unless the address sets its own; a lock another session holds past the bound is a
    /// clear error (SQLSTATE 55P03), not a hang.
    @Test(server) func statementsAndLockWaitsAreBounded() throws {
        let server = try PostgreSQLTestServer()
        let plain = try PostgreSQLConnection(address: server.address)
        #expect(try plain.run("SHOW statement_timeout") == [["2min"]] && plain.run("SHOW lock_timeout") == [["1min"]])
        let separator = server.address.contains("?") ? "&" : "?"
        let impatient = try PostgreSQLConnection(address: server.address + separator + "options=-c%20lock_timeout%3D300")
        #expect(try impatient.run("SHOW lock_timeout") == [["300ms"]], "the address's own value stands")
        try plain.run("CREATE TABLE days (date date PRIMARY KEY)")
        try plain.run("BEGIN")
        try plain.run("LOCK TABLE days IN ACCESS EXCLUSIVE MODE")
        let started = Date()
        do {
            _ = try impatient.run("SELECT count(*) FROM days")
            Issue.record("the read waited out the lock")
        } catch {
            guard case .failed(let state, let message) = error else { Issue.record("\(error)"); return }
            #expect(state == "55P03" && message.contains("lock timeout"), "\(message)")
        }
        #expect(Date().timeIntervalSince(started) < 30)
        try plain.run("ROLLBACK")
    }

    @Test(server) func aRefusedConnectionSaysWhyWithoutThePassword() throws {
        let server = try PostgreSQLTestServer()
        let address = "postgresql://nobody:hunter2@/boxoffice?host=\(server.folder.path)&port=\(server.port)"
        #expect {
            try PostgreSQLConnection(address: address)
        } throws: { error in
            guard case .cannotConnect(let reason) = error as? PostgreSQLError else { return false }
            return !reason.contains("hunter2") && reason.contains("nobody")
        }
    }

    @Test func aMalformedAddressIsRefusedWithoutItsPassword() {
        // A bad percent-escape in the password: libpq quotes the token it could not decode.
        for address in ["postgresql://ed:hunter%zz2@/boxoffice?host=/nonexistent", "postgresql://ed@/boxoffice?password=hunter%zz2&host=/x"] {
            #expect {
                try PostgreSQLConnection(address: address)
            } throws: { error in
                guard case .cannotConnect(let reason) = error as? PostgreSQLError else { return false }
                return !reason.contains("hunter") && !reason.isEmpty
            }
        }
    }

    @Test func addressesAreRedacted() {
        #expect(PostgreSQLAddress.redacted("postgresql://editor:s3cret@db.example:5432/boxoffice") == "postgresql://editor:***@db.example:5432/boxoffice")
        #expect(PostgreSQLAddress.redacted("postgres://editor@db/boxoffice?password=s3cret&sslmode=require")
            == "postgres://editor@db/boxoffice?password=***&sslmode=require")
        #expect(PostgreSQLAddress.redacted("postgresql://editor@db/boxoffice") == "postgresql://editor@db/boxoffice")
        // An '@' later in the address is not the user's; every password= is hidden.
        #expect(PostgreSQLAddress.redacted("postgresql://db:5432/boxoffice?user=a@b&password=x1&password=x2")
            == "postgresql://db:5432/boxoffice?user=a@b&password=***&password=***")
        #expect(PostgreSQLAddress.redacted("postgresql://ed:p%40ss@db/boxoffice") == "postgresql://ed:***@db/boxoffice")
        #expect(PostgreSQLAddress.isPostgreSQL("postgres://x/y") && !PostgreSQLAddress.isPostgreSQL("Reports/archive.sqlite"))
    }
}
