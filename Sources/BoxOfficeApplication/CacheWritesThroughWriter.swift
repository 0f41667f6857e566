import BoxOfficeDomain
import Foundation

/// The caches a server keeps in the archive (movie details, people and companies, KOBIS's code
/// lists), their writes taken in the process's one writer's turn, as every fill's are: read as they
/// are; written one at a time, under the archive's lock; skipped when another process's run holds the
/// archive through the writer's wait (the answer is still given, from the source).
public struct CacheWritesThroughWriter: MovieDetailsStore, FilmographyStore, CodeListStore {
    let base: any MovieDetailsStore & FilmographyStore & CodeListStore
    let writer: ArchiveWriter

    public init(_ base: any MovieDetailsStore & FilmographyStore & CodeListStore, writer: ArchiveWriter) {
        self.base = base
        self.writer = writer
    }

    public func storedDetails(for code: MovieCode) async throws -> (details: MovieDetails, fetchedAt: Date)? {
        try await base.storedDetails(for: code)
    }

    public func storeDetails(_ details: MovieDetails, fetchedAt: Date) async throws {
        let base = self.base
        _ = try await writer.write { try await base.storeDetails(details, fetchedAt: fetchedAt) }
    }

    public func storedPerson(_ code: KOBISCode) async throws -> (person: Person, fetchedAt: Date)? { try await base.storedPerson(code) }

    public func storePerson(_ person: Person, fetchedAt: Date) async throws {
        let base = self.base
        _ = try await writer.write { try await base.storePerson(person, fetchedAt: fetchedAt) }
    }

    public func storedCompany(_ code: KOBISCode) async throws -> (company: Company, fetchedAt: Date)? { try await base.storedCompany(code) }

    public func storeCompany(_ company: Company, fetchedAt: Date) async throws {
        let base = self.base
        _ = try await writer.write { try await base.storeCompany(company, fetchedAt: fetchedAt) }
    }

    public func chartRecords(of codes: [MovieCode]) async throws -> [MovieCode: ChartRecord] { try await base.chartRecords(of: codes) }

    public func storedCodes(under parent: String) async throws -> (codes: [KOBISCodeEntry], fetchedAt: Date)? {
        try await base.storedCodes(under: parent)
    }

    public func storeCodes(_ codes: [KOBISCodeEntry], under parent: String, fetchedAt: Date) async throws {
        let base = self.base
        _ = try await writer.write { try await base.storeCodes(codes, under: parent, fetchedAt: fetchedAt) }
    }
}
