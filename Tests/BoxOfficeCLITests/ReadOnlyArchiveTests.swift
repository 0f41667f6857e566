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
