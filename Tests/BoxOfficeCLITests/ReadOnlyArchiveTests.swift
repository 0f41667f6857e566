@testable import BoxOfficeData
import BoxOfficeInfrastructure
import BoxOfficeTestSupport
import Foundation
import Testing

/// `history` and `doctor` read the archive as it is: a current archive's file keeps its bytes; an
/// older schema is left alone by `doctor` (which says the next run migrates it) and migrated once by a
/// question, under the archive's lock.
@Suite(.serialized) struct ReadOnlyArchiveTests {
    @Test func historyAndDoctorLeaveTheArchiveFileAsItIs() async throws {
        let run = try BinaryRunner()
        let offline = run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9"])
        let fill = try await run.run(["backfill", "--sample", "--archive", "week.sqlite", "--quiet"], environment: offline)
        #expect(fill.status == 0, "\(fill.all)")
        // As a writer that ended without closing (the binary _exits) leaves it: committed pages still in the WAL,
        // which the last connection to close would otherwise checkpoint into the file.
        let folder = run.directory
        do {
            let writer = try SQLiteDatabase(path: folder.appendingPathComponent("week.sqlite").path, create: false)
            try writer.execute("PRAGMA wal_autocheckpoint = 0")
            try writer.execute("UPDATE days SET source = source WHERE date = '2026-01-25'")
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: folder.appendingPathComponent("week.sqlite" + suffix).path) {
                try FileManager.default.copyItem(at: folder.appendingPathComponent("week.sqlite" + suffix), to: folder.appendingPathComponent("left.sqlite" + suffix))
            }
        }
        #expect(run.exists("left.sqlite-wal"))
        let file = folder.appendingPathComponent("left.sqlite"), wal = folder.appendingPathComponent("left.sqlite-wal")
        let before = try Data(contentsOf: file), walBefore = try Data(contentsOf: wal)
        for question in [["day", "2026-01-25"], ["top", "--from", "2026-01-19", "--to", "2026-01-25"], ["alltime"], ["movie", "20249255"],
                         ["weekly", "--from", "2026-01-16", "--to", "2026-01-25"], ["day", "2026-01-25", "--region", "서울시"]] {
            let asked = try await run.run(["history"] + question + ["--archive", "left.sqlite", "--format", "csv"], environment: offline)
            if question.contains("--region") {
                // The archive holds no region codes and KOBIS cannot be asked offline: said, nothing written.
                #expect(asked.status == 77 && asked.stderr.contains("KOFIC_API_KEY"), "\(question): \(asked.all)")
            } else {
                #expect(asked.status == 0, "\(question): \(asked.all)")
            }
        }
        _ = try await run.run(["doctor", "--archive", "left.sqlite"], environment: offline)
        #expect(try Data(contentsOf: file) == before, "a question or doctor changed the archive's bytes")
        #expect(try Data(contentsOf: wal) == walBefore, "a question or doctor changed the write-ahead log the writer left")
    }

    /// An archive in a folder this process cannot write (a WAL-mode file, its WAL checkpointed away):
    /// a question and the site (whose pages read on reader connections of their own) read it on
    /// read-only connections, opened `immutable=1` where SQLite cannot make the WAL's index beside the
    /// file: the file keeps its bytes and its time, and nothing is made beside it. An archive of before
    /// the migrations' names (`named` false: its counter alone says its schema) reads the same: the
    /// names are the next writer's to record.
    @Test(arguments: [true, false]) func anArchiveInAReadOnlyFolderIsReadWithoutATrace(named: Bool) async throws {
        let run = try BinaryRunner()
        let offline = run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9"])
        let fill = try await run.run(["backfill", "--sample", "--archive", "shelf/week.sqlite", "--quiet"], environment: offline)
        #expect(fill.status == 0, "\(fill.all)")
        let shelf = run.directory.appendingPathComponent("shelf"), file = shelf.appendingPathComponent("week.sqlite")
        do {
            // The last connection to close checkpoints the WAL into the file and removes it and its index.
            let writer = try SQLiteDatabase(path: file.path, create: false)
            if !named { try writer.execute("DROP TABLE boxoffice_migrations") }
            try writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        #expect(!run.exists("shelf/week.sqlite-wal") && !run.exists("shelf/week.sqlite-shm"))
        let header = try Data(contentsOf: file)
        #expect(header[18] == 2 && header[19] == 2, "a WAL-mode file")
        let site = run.directory.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        var prefix: [String] = [], binary: String? = nil
        if getuid() == 0 {
            // Root writes anywhere: the binary runs as nobody, who may read the archive but not write its folder.
            prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
            chmod(run.directory.path, 0o755)
            chmod(shelf.path, 0o755)
            chmod(file.path, 0o644)
            chmod(site.path, 0o777)
            binary = try run.copyOfTheBinary()
        } else {
            chmod(shelf.path, 0o555)
        }
        defer { chmod(shelf.path, 0o755) }
        let held = try FileManager.default.contentsOfDirectory(atPath: shelf.path).sorted(), before = try Data(contentsOf: file)
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        let question = try await run.run(["history", "day", "2026-01-25", "--archive", "shelf/week.sqlite", "--format", "csv"],
                                         environment: offline, prefix: prefix, binary: binary)
        #expect(question.status == 0 && !question.stdout.isEmpty, "\(question.all)")
        let built = try await run.run(["site", "--archive", "shelf/week.sqlite", "--output", "site", "--quiet"], environment: offline,
                                      prefix: prefix, binary: binary)
        #expect(built.status == 0 && run.exists("site/index.html") && run.exists("site/daily/2026-01-25.html"), "\(built.all)")
        #expect(try Data(contentsOf: file) == before, "a reader changed the archive's bytes")
        let modifiedAfter = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(modified != nil && modifiedAfter == modified, "a reader touched the archive's file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shelf.path).sorted() == held, "a reader made a file beside the archive")
    }

    @Test func anOlderSchemaIsLeftToTheNextWriterByDoctorAndMigratedOnceByAQuestion() async throws {
        let run = try BinaryRunner()
        let offline = run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9"])
        let path = run.directory.appendingPathComponent("old.sqlite").path
        let older = ArchiveSchema.currentVersion - 1
        do {
            let database = try SQLiteDatabase(path: path)
            for migration in ArchiveSchema.migrations.prefix(older) { try database.execute(migration.sql) }
            try database.execute("PRAGMA user_version = \(older)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let doctor = try await run.run(["doctor", "--archive", "old.sqlite"], environment: offline)
        #expect(doctor.all.contains("has schema \(older); the next run that writes migrates it to \(ArchiveSchema.currentVersion) "
                                    + "(\(ArchiveSchema.migrations.last!.name))"), "\(doctor.all)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "doctor changed the archive")
        let question = try await run.run(["history", "alltime", "--archive", "old.sqlite"], environment: offline)
        #expect(question.status == 0 && question.stdout.contains("holds no day yet"), "\(question.all)")
        #expect(try run.archiveSchema("old.sqlite").version == ArchiveSchema.currentVersion)
    }
}
