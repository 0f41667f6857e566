import BoxOfficeDomain
import Foundation

/// People and companies kept as KOBIS answered them, and what the daily charts say of their films.
extension RelationalBoxOfficeArchive: FilmographyStore {
    public func storedPerson(_ code: KOBISCode) async throws -> (person: Person, fetchedAt: Date)? {
        guard let (body, fetchedAt) = try await stored("person", code) else { return nil }
        guard let person = try? JSONDecoder().decode(KOFICPersonDTO.self, from: body).toDomain(requested: code) else { return nil }
        return (person, fetchedAt)
    }

    public func storePerson(_ person: Person, fetchedAt: Date) async throws {
        try await store("person", person.code, name: person.name, body: try JSONEncoder().encode(KOFICPersonDTO(person)), fetchedAt: fetchedAt)
    }

    public func storedCompany(_ code: KOBISCode) async throws -> (company: Company, fetchedAt: Date)? {
        guard let (body, fetchedAt) = try await stored("company", code) else { return nil }
        guard let company = try? JSONDecoder().decode(KOFICCompanyDTO.self, from: body).toDomain(requested: code) else { return nil }
        return (company, fetchedAt)
    }

    public func storeCompany(_ company: Company, fetchedAt: Date) async throws {
        try await store("company", company.code, name: company.name, body: try JSONEncoder().encode(KOFICCompanyDTO(company)), fetchedAt: fetchedAt)
    }

    public func chartRecords(of codes: [MovieCode]) async throws -> [MovieCode: ChartRecord] {
        let unique = Array(Set(codes)).sorted()
        guard !unique.isEmpty else { return [:] }
        return try await read { db in
            var records: [MovieCode: ChartRecord] = [:]
            // In slices: SQLite takes at most 32,766 parameters a statement, a company has hundreds of films.
            for start in stride(from: 0, to: unique.count, by: 500) {
                let slice = unique[start..<min(start + 500, unique.count)]
                let marks = slice.map { _ in "?" }.joined(separator: ", ")
                let rows = try db.query("""
                    SELECT r.movie_code, s.best, s.days, CAST(s.first_day AS TEXT), CAST(s.last_day AS TEXT), r.audience_accumulated, r.sales_accumulated
                    FROM (SELECT movie_code, min(rank) AS best, count(*) AS days, min(date) AS first_day, max(date) AS last_day
                          FROM rankings WHERE list = \(ArchiveSchema.wholeMarket) AND movie_code IN (\(marks)) GROUP BY movie_code) s
                    JOIN rankings r ON r.list = \(ArchiveSchema.wholeMarket) AND r.movie_code = s.movie_code AND r.date = s.last_day
                    """, slice.map { .text($0.rawValue) })
                for row in rows {
                    guard let code = row[0].string.flatMap(MovieCode.init), let first = row[3].string.flatMap(CalendarDate.init(iso:)),
                          let last = row[4].string.flatMap(CalendarDate.init(iso:)) else { continue }
                    records[code] = ChartRecord(bestRank: row[1].int ?? 0, daysInTopTen: row[2].int ?? 0, firstCharted: first, lastCharted: last,
                                                lastAudienceAccumulated: row[5].int ?? 0, lastSalesAccumulated: row[6].int ?? 0)
                }
            }
            return records
        }
    }

    private func stored(_ kind: String, _ code: KOBISCode) async throws -> (Data, Date)? {
        try await read { db in
            guard let row = try db.query("SELECT body, fetched_at FROM filmographies WHERE kind = ? AND code = ?", [.text(kind), .text(code.rawValue)]).first,
                  let body = row[0].string, let seconds = row[1].int else { return nil }
            return (Data(body.utf8), Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
    }

    private func store(_ kind: String, _ code: KOBISCode, name: String?, body: Data, fetchedAt: Date) async throws {
        _ = try await session { db in
            try db.query(ArchiveTable.filmographies.upsert(columns: ["kind", "code", "name", "body", "fetched_at"]),
                         [.text(kind), .text(code.rawValue), ArchiveValue(name), .text(String(decoding: body, as: UTF8.self)),
                          .integer(Int64(fetchedAt.timeIntervalSince1970))])
        }
    }
}

/// KOBIS's code lists, kept whole per parent code.
extension RelationalBoxOfficeArchive: CodeListStore {
    public func storedCodes(under parent: String) async throws -> (codes: [KOBISCodeEntry], fetchedAt: Date)? {
        try await read { db in
            let rows = try db.query("SELECT code, name, name_en, fetched_at FROM codes WHERE parent = ? ORDER BY position", [.text(parent)])
            guard let first = rows.first, let seconds = first[3].int else { return nil }
            let codes = rows.compactMap { row in
                row[0].string.flatMap { code in row[1].string.map { KOBISCodeEntry(code: code, name: $0, englishName: row[2].string) } }
            }
            return (codes, Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
    }

    public func storeCodes(_ codes: [KOBISCodeEntry], under parent: String, fetchedAt: Date) async throws {
        _ = try await session { db in
            try db.transaction(locking: nil) {
                try db.query("DELETE FROM codes WHERE parent = ?", [.text(parent)])
                for (position, code) in codes.enumerated() {
                    try db.query(ArchiveTable.codes.upsert(columns: ["parent", "code", "position", "name", "name_en", "fetched_at"]), [
                        .text(parent), .text(code.code), ArchiveValue(position), .text(code.name), ArchiveValue(code.englishName),
                        .integer(Int64(fetchedAt.timeIntervalSince1970)),
                    ])
                }
            }
        }
    }
}
