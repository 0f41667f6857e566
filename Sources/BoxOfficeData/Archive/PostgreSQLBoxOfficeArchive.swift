import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// The archive on a PostgreSQL server: one archive several machines write and SQL users read.
///
/// The same tables and columns as the SQLite file (types mapped: `INTEGER` → `bigint`, `REAL` →
/// `double precision`, the day columns `date`), migrated forward under an advisory lock and recorded
/// in `schema_version`. Each day (or week) is written in one transaction that first takes that day's
/// advisory lock, so concurrent writers of one day take turns and every revision is kept, while
/// writers of other days go on in parallel.
public final class PostgreSQLBoxOfficeArchive: RelationalBoxOfficeArchive, @unchecked Sendable {
    /// - Parameter address: `postgresql://USER@HOST:PORT/DB` (or `postgres://`, `?host=/socket/dir`);
    ///   a password from the address, `PGPASSWORD` or `~/.pgpass`.
    /// - Parameter readers: connections that read beside the writer's; 0, one for everything.
    /// - Parameter migrating: opened to write, migrated at once; false: as found, for the caller to
    ///   `migrate()` under the archive's lock (`RelationalArchiveStore`).
    public init(address: String, mode: OpenMode = .create, readers: Int = 0, migrating: Bool = true) throws(ArchiveError) {
        let shown = PostgreSQLAddress.redacted(address)
        let session: PostgreSQLArchiveSession, ledger: MigrationLedger
        do {
            session = PostgreSQLArchiveSession(try PostgreSQLConnection(address: address))
            var found = try session.opened(mode: mode, shownAs: shown)
            if mode != .reading, migrating, !found.isCurrent {
                try session.migrate(shownAs: shown)
                found = try session.migrationLedger()
            }
            ledger = found
        } catch let error as PostgreSQLError {
            throw Self.map(error, address: shown)
        } catch let error as ArchiveError {
            throw error
        } catch {
            throw .unreadable(path: shown, reason: "unexpected error")
        }
        // Readers: a small pool of connections of their own, beside the writer's.
        let openReader: @Sendable () throws -> any ArchiveSession = {
            let reader = try PostgreSQLConnection(address: address)
            try reader.run("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
            return PostgreSQLArchiveSession(reader)
        }
        let migrator: @Sendable (any ArchiveSession) throws -> Void = { session in
            try (session as? PostgreSQLArchiveSession)?.migrate(shownAs: shown)
        }
        super.init(displayAddress: shown, session: session, readers: readers, openReader: readers > 0 ? openReader : nil,
                   ledger: ledger, migrator: mode == .reading ? nil : migrator) { error in
            (error as? PostgreSQLError).map { Self.map($0, address: shown) } ?? error
        }
    }

    static func map(_ error: PostgreSQLError, address: String) -> ArchiveError {
        switch error {
        case .cannotConnect(let reason), .connectionLost(let reason):
            return .unreachable(address: address, reason: reason)
        case .failed(let state, let message):
            switch state {
            case "53100": return .cannotWrite(path: address, reason: "the server's disk is full")
            case "53200", "53300": return .cannotWrite(path: address, reason: message)
            case "42501": return .cannotWrite(path: address, reason: "permission denied: \(message)")
            case "25006": return .cannotWrite(path: address, reason: "the server is read-only")
            case "40P01", "40001", "55P03": return .busy(path: address)
            default: return .unreadable(path: address, reason: message)
            }
        }
    }
}

/// The archive's SQL on a libpq connection: `?N` placeholders numbered `$N`, values as text.
final class PostgreSQLArchiveSession: ArchiveSession {
    private let connection: PostgreSQLConnection
    private var translated: [String: String] = [:]

    /// Advisory-lock namespaces (the first of the two keys): "box" and a kind.
    private static let migrationLock = 0x626F_7800, dayLock = 0x626F_7801, weekLock = 0x626F_7802

    init(_ connection: PostgreSQLConnection) { self.connection = connection }

    func query(_ sql: String, _ values: [ArchiveValue]) throws -> [[ArchiveValue]] {
        let statement = translated[sql] ?? {
            let text = Self.numberingPlaceholders(sql)
            translated[sql] = text
            return text
        }()
        return try connection.run(statement, values.map(\.text)).map { row in row.map { $0.map(ArchiveValue.text) ?? .null } }
    }

    func transaction<T>(locking key: ArchiveLockKey?, _ body: () throws -> T) throws -> T {
        try connection.transaction {
            switch key {
            case .day(let date):
                try connection.run("SELECT pg_advisory_xact_lock(\(Self.dayLock), ($1::date - DATE '1970-01-01'))", [date.iso])
            case .week(let kind, let start):
                try connection.run("SELECT pg_advisory_xact_lock(\(Self.weekLock) + $1::int, ($2::date - DATE '1970-01-01'))",
                                   [String((WeeklyKind.allCases.firstIndex(of: kind) ?? 0) + 1), start.iso])
            case nil:
                break
            }
            return try body()
        }
    }

    func columns(of table: ArchiveTable) throws -> [String] {
        try connection.run("""
            SELECT column_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position
            """, [table.rawValue]).compactMap { $0[0] }
    }

    func schemaVersion() throws -> Int {
        guard try connection.run("SELECT to_regclass('schema_version') IS NOT NULL").first?.first == "t" else { return 0 }
        return try connection.run("SELECT coalesce(max(version), 0) FROM schema_version").first?.first?.flatMap { Int($0) } ?? 0
    }

    func hasTable(_ name: String) throws -> Bool {
        try connection.run("SELECT to_regclass($1) IS NOT NULL", [name]).first?.first == "t"
    }

    /// The archive's ledger as the session finds it; refused when missing (unless to be created) or
    /// newer. Opened for `.reading`, the session is made read-only: nothing is migrated.
    func opened(mode: RelationalBoxOfficeArchive.OpenMode, shownAs address: String) throws -> MigrationLedger {
        let ledger = try migrationLedger()
        if ledger.mirror == 0, ledger.recorded == nil, mode != .create { throw ArchiveError.missing(path: address) }
        try ledger.refuseNewer(shownAs: address)
        if mode == .reading {
            // Read as it is, on a session that cannot write.
            try connection.run("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
        }
        return ledger
    }

    /// Brings the schema to the current one in one transaction (all the missing migrations or
    /// none), under the migration lock: two processes opening a new database at once, the second
    /// waits, then finds it done. Each migration records its name and a row of `schema_version`, the
    /// counter that mirrors them; today's databases first get the names their counter implies.
    func migrate(shownAs address: String) throws {
        try connection.transaction {
            try connection.run("SELECT pg_advisory_xact_lock(\(Self.migrationLock), 0)")
            try connection.run("""
                CREATE TABLE IF NOT EXISTS schema_version (
                    version    integer PRIMARY KEY,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """)
            let ledger = try migrationLedger()
            try ledger.refuseNewer(shownAs: address)
            guard !ledger.isCurrent else { return }
            try reconcile(ledger)
            var applied = ledger.applied.count
            for migration in ledger.pending {
                try apply(migration) {
                    for statement in PostgreSQLArchiveSchema.translate(migration.sql) { try connection.run(statement) }
                }
                applied += 1
                try connection.run("INSERT INTO schema_version (version) VALUES ($1) ON CONFLICT (version) DO NOTHING", [String(applied)])
            }
        }
    }

    /// The catalog's own checks: every archive table present, no index left invalid by a failed
    /// build, no foreign key left unvalidated, and amcheck's B-tree check where the extension is installed.
    func refreshStatistics() throws {
        for table in ArchiveTable.allCases { _ = try query("VACUUM ANALYZE \(table.rawValue)", []) }
    }

    func storeIntegrityProblems() throws -> [String] {
        var problems: [String] = []
        for table in ArchiveTable.allCases where try connection.run("SELECT to_regclass($1) IS NULL", [table.rawValue]).first?.first == "t" {
            problems.append("the table \(table.rawValue) is missing")
        }
        let ours = ArchiveTable.allCases.map(\.rawValue)
        let invalid = try connection.run("""
            SELECT i.indexrelid::regclass::text FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
            WHERE t.relname = ANY($1::text[]) AND t.relnamespace = current_schema()::regnamespace AND NOT (i.indisvalid AND i.indisready)
            """, ["{" + ours.joined(separator: ",") + "}"])
        problems += invalid.map { "the index \($0[0] ?? "?") is invalid (rebuild it with REINDEX)" }
        let unvalidated = try connection.run("""
            SELECT conname FROM pg_constraint WHERE connamespace = current_schema()::regnamespace AND NOT convalidated
            """)
        problems += unvalidated.map { "the constraint \($0[0] ?? "?") is not validated" }
        if try connection.run("SELECT 1 FROM pg_extension WHERE extname = 'amcheck'").isEmpty == false {
            let indexes = try connection.run("""
                SELECT i.indexrelid::regclass::text FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
                JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
                WHERE t.relname = ANY($1::text[]) AND t.relnamespace = current_schema()::regnamespace AND a.amname = 'btree'
                """, ["{" + ours.joined(separator: ",") + "}"]).compactMap { $0[0] }
            for index in indexes {
                do {
                    try connection.run("SELECT bt_index_check($1::regclass)", [index])
                } catch {
                    guard case .failed(let state, let message) = error, state.hasPrefix("XX") else { throw error }
                    problems.append("\(index): \(message)") // XX001/XX002: data or index corrupted
                }
            }
        }
        return problems
    }

    /// `?` and `?N` placeholders (outside quoted text) as PostgreSQL's `$N`.
    static func numberingPlaceholders(_ sql: String) -> String {
        var result = "", next = 1, inQuote = false
        var characters = sql.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if character == "'" { inQuote.toggle() }
            guard character == "?", !inQuote else { result.append(character); continue }
            var digits = ""
            while let digit = pending, digit.isASCII, digit.isNumber {
                digits.append(digit)
                pending = characters.next()
            }
            if digits.isEmpty {
                result += "$\(next)"
                next += 1
            } else {
                result += "$" + digits
            }
        }
        return result
    }
}

/// The PostgreSQL schema: the SQLite migrations with their types mapped, so the two stores have the
/// same tables and columns by construction. `INTEGER` → `bigint`, `REAL` → `double precision`, the
/// day columns (`date`, `start_date`, `end_date`, `open_date`, `first_day`, `last_day`, a kept milestone's
/// `next_date`, `next_low`, `next_high`, a run's `earliest_open`, `latest_open`) `TEXT` → `date`; `WITHOUT ROWID` dropped.
enum PostgreSQLArchiveSchema {
    static let dateColumns: Set<String> = ["date", "start_date", "end_date", "open_date", "first_day", "last_day", "next_date", "next_low", "next_high",
                                                "earliest_open", "latest_open"]

    /// `migrations[i]` takes version i to i + 1, as statements.
    static let migrations: [[String]] = ArchiveSchema.migrations.map { translate($0.sql) }

    static var currentVersion: Int { migrations.count }

    static func translate(_ sqlite: String) -> [String] {
        let lines = sqlite.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var text = String(line)
            if let comment = text.range(of: "--") { text = String(text[..<comment.lowerBound]) }
            let words = text.split(separator: " ", omittingEmptySubsequences: true)
            if let name = words.first, dateColumns.contains(String(name)), words.count > 1, words[1].hasPrefix("TEXT") {
                text = text.replacingOccurrences(of: "TEXT", with: "date", range: text.range(of: "TEXT"))
            }
            return text
                .replacingOccurrences(of: " WITHOUT ROWID", with: "")
                .replacingOccurrences(of: "INTEGER", with: "bigint")
                .replacingOccurrences(of: "REAL", with: "double precision")
        }
        return lines.joined(separator: "\n").split(separator: ";").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }
}
