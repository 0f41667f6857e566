import BoxOfficeDomain
import BoxOfficeInfrastructure
import Foundation

/// Movie details in the `movies` table; list fields as JSON arrays.
extension RelationalBoxOfficeArchive: MovieDetailsStore {
    public func storedDetails(for code: MovieCode) async throws -> (details: MovieDetails, fetchedAt: Date)? {
        try await read { try Self.details($0, code) }
    }

    public func storeDetails(_ details: MovieDetails, fetchedAt: Date) async throws {
        let record = MovieDetailsRecord(details)
        _ = try await session { db in
            try db.query(ArchiveTable.movies.upsert(columns: [
                "movie_code", "title", "title_en", "title_original", "runtime_minutes", "production_year", "open_date",
                "production_status", "kind", "nations", "genres", "directors", "actors", "show_types", "companies", "watch_grades", "fetched_at",
            ]), [
                    .text(details.code.rawValue), .text(details.title), .text(details.englishTitle), .text(details.originalTitle),
                    ArchiveValue(details.runtimeMinutes), ArchiveValue(details.productionYear), ArchiveValue(details.openDate?.iso),
                    .text(details.productionStatus), .text(details.kind), .text(record.json(details.nations)),
                    .text(record.json(details.genres)), .text(record.json(record.directors)), .text(record.json(record.actors)),
                    .text(record.json(details.showTypes)), .text(record.json(record.companies)), .text(record.json(details.watchGrades)),
                    .integer(Int64(fetchedAt.timeIntervalSince1970)),
                ])
            try Self.storeDistributors(db, of: details.code.rawValue, MovieDetails.distributing(details.companies))
            // The days it ranked count its nation now (kept with each day for the market's Korean share).
            try db.query(ArchiveSchema.nationUpdate + " WHERE date IN (SELECT date FROM rankings WHERE movie_code = ? AND list = \(ArchiveSchema.wholeMarket))",
                         [.text(details.code.rawValue)])
        }
    }

    /// Replaces the movie's rows of `movie_distributors` (schema 8) with its distributors, in order.
    static func storeDistributors(_ db: any ArchiveSession, of code: String, _ distributors: [MovieDetails.Company]) throws {
        try db.query("DELETE FROM movie_distributors WHERE movie_code = ?", [.text(code)])
        guard !distributors.isEmpty else { return }
        try db.query("INSERT INTO movie_distributors (movie_code, position, company_code, name) VALUES "
                        + Array(repeating: "(?, ?, ?, ?)", count: distributors.count).joined(separator: ", "),
                     distributors.enumerated().flatMap { [.text(code), ArchiveValue($0.offset), ArchiveValue($0.element.code), .text($0.element.name)] })
    }

    /// Makes `movie_distributors` again from every movie's stored companies (the schema's migration
    /// to 8, an archive copy).
    static func rebuildDistributors(_ db: any ArchiveSession) throws {
        try db.query("DELETE FROM movie_distributors", [])
        for row in try db.query("SELECT movie_code, companies FROM movies", []) {
            guard let code = row[0].string else { continue }
            let companies = MovieDetailsRecord.decode(row[1].string, as: [MovieDetailsRecord.Company].self).map(\.domain)
            try storeDistributors(db, of: code, MovieDetails.distributing(companies))
        }
    }

    static func details(_ db: any ArchiveSession, _ code: MovieCode) throws -> (details: MovieDetails, fetchedAt: Date)? {
        guard let row = try db.query("""
            SELECT title, title_en, title_original, runtime_minutes, production_year, open_date, production_status, kind,
                   nations, genres, directors, actors, show_types, companies, watch_grades, fetched_at
            FROM movies WHERE movie_code = ?
            """, [.text(code.rawValue)]).first else { return nil }
        let details = MovieDetails(
            code: code, title: row[0].string ?? "", englishTitle: row[1].string ?? "", originalTitle: row[2].string ?? "",
            runtimeMinutes: row[3].int, productionYear: row[4].int, openDate: row[5].string.flatMap(CalendarDate.init(iso:)),
            productionStatus: row[6].string ?? "", kind: row[7].string ?? "",
            nations: MovieDetailsRecord.decode(row[8].string), genres: MovieDetailsRecord.decode(row[9].string),
            directors: MovieDetailsRecord.decode(row[10].string, as: [MovieDetailsRecord.Person].self).map(\.domain),
            actors: MovieDetailsRecord.decode(row[11].string, as: [MovieDetailsRecord.Actor].self).map(\.domain),
            showTypes: MovieDetailsRecord.decode(row[12].string),
            companies: MovieDetailsRecord.decode(row[13].string, as: [MovieDetailsRecord.Company].self).map(\.domain),
            watchGrades: MovieDetailsRecord.decode(row[14].string)
        )
        return (details, Date(timeIntervalSince1970: TimeInterval(row[15].int ?? 0)))
    }
}

/// The JSON shapes of the archive's list columns (`movies`, `reading_list`).
struct MovieDetailsRecord {
    struct Person: Codable {
        var name: String
        var name_en: String
        var domain: MovieDetails.Person { .init(name: name, englishName: name_en) }
    }
    struct Actor: Codable {
        var name: String
        var name_en: String
        var role: String
        var domain: MovieDetails.Actor { .init(person: .init(name: name, englishName: name_en), role: role) }
    }
    /// `code` came later: rows stored before it have none (decoded as nil, and not written when nil).
    struct Company: Codable {
        var name: String
        var part: String
        var code: String?
        var domain: MovieDetails.Company { .init(name: name, part: part, code: code) }
    }

    let directors: [Person]
    let actors: [Actor]
    let companies: [Company]

    init(_ details: MovieDetails) {
        directors = details.directors.map { Person(name: $0.name, name_en: $0.englishName) }
        actors = details.actors.map { Actor(name: $0.person.name, name_en: $0.person.englishName, role: $0.role) }
        companies = details.companies.map { Company(name: $0.name, part: $0.part, code: $0.code) }
    }

    func json<T: Encodable>(_ value: T) -> String { Self.encode(value) }

    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// The distributors in a stored `companies` column, as `MovieDetails.distributors` has them.
    static func distributors(_ companies: String?) -> [String] {
        var seen = Set<String>()
        return decode(companies, as: [Company].self).filter { $0.part == MovieDetails.distributorRole }.map(\.name)
            .filter { seen.insert($0).inserted }
    }

    static func decode<T: Decodable>(_ text: String?, as type: [T].Type) -> [T] {
        guard let data = text?.data(using: .utf8) else { return [] }
        return (try? JSONDecoder().decode([T].self, from: data)) ?? []
    }

    /// A list of strings as the archive writes it (`["한국","미국"]`), read without a JSONDecoder when
    /// it holds no escape (a `"` inside a value is always escaped, so `","` only ever separates
    /// values); anything else (an escape, spaces a server added) is decoded as JSON.
    static func decode(_ text: String?) -> [String] {
        guard let text else { return [] }
        if !text.contains("\\"), text.hasPrefix("[\""), text.hasSuffix("\"]") {
            let values = text.dropFirst(2).dropLast(2).components(separatedBy: "\",\"")
            if !values.contains(where: { $0.contains("\"") }) { return values }
        }
        if text == "[]" { return [] }
        return decode(text, as: [String].self)
    }
}
