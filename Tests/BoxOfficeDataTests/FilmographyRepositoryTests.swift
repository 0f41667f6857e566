@testable import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeURLSession
import BoxOfficeTestSupport
import Foundation
import Testing

/// People and companies through the real HTTP code against the fake serving KOBIS's recorded bodies
/// (`kofic/more`), and the decoders on the recorded quirks. Expected values are read from the raw
/// recordings with `JSONSerialization`, not from our decoders.
@Suite struct FilmographyRepositoryTests {
    func repository(_ fake: KOFICFake) -> KOFICFilmographyRepository {
        KOFICFilmographyRepository(endpoint: KOFICEndpoint(baseURL: fake.baseURL, apiKey: KOFICFake.Configuration().apiKey),
                                   client: RetryingHTTPClient(base: URLSessionHTTPClient(timeout: 5), policy: RetryPolicy(maxAttempts: 2, baseDelaySeconds: 0.01)))
    }

    /// The recorded `companyInfo` (or `peopleInfo`) object of a file, as plain JSON.
    static func recorded(_ path: String, _ result: String, _ info: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: try Fixtures.data("kofic/more/" + path)) as? [String: Any]
        return try #require((object?[result] as? [String: Any])?[info] as? [String: Any])
    }

    @Test(arguments: ["20062584", "20063188", "20100043", "20100065", "20100103", "20100109", "20100609", "20100932", "20102327",
                      "20110854", "20111034", "20123058", "20137115", "20139842"])
    func everyRecordedCompanyKeepsEveryFilmWithItsPartAndItsNullsAbsent(_ code: String) async throws {
        let fake = try KOFICFake()
        defer { fake.stop() }
        let company = try #require(try await repository(fake).company(KOBISCode(code)!))
        let raw = try Self.recorded("company/searchCompanyInfo_companyCd=\(code).json", "companyInfoResult", "companyInfo")
        let films = try #require(raw["filmos"] as? [[String: Any]])
        #expect(company.films.count == films.count)
        for (film, item) in zip(company.films, films) {
            #expect(film.movieCode?.rawValue == item["movieCd"] as? String)
            #expect(film.title == item["movieNm"] as? String)
            #expect(film.part == item["companyPartNm"] as? String)
        }
        #expect(company.name == raw["companyNm"] as? String)
        // A null (or empty) English name or CEO is absent, never the text "null".
        #expect(company.englishName == ((raw["companyNmEn"] as? String).flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }))
        #expect(company.ceo == ((raw["ceoNm"] as? String).flatMap { $0.isEmpty ? nil : $0 }))
        #expect(company.parts == (raw["parts"] as? [[String: Any]])?.compactMap { $0["companyPartNm"] as? String })
        #expect(fake.requests.first?.path == "/company/searchCompanyInfo.json")
        #expect(fake.requests.first?.query["companyCd"] == code)
    }

    @Test func theRecordedPeopleKeepTheirFilmsAndTheirEmptyEnglishNameIsAbsent() async throws {
        let fake = try KOFICFake()
        defer { fake.stop() }
        let lina = try #require(try await repository(fake).person(KOBISCode("10000066")!))
        #expect(lina.name == "리나" && lina.englishName == nil && lina.sex == "여자" && lina.role == "배우") // peopleNmEn is "" in the recording
        #expect(lina.films == [FilmCredit(movieCode: MovieCode("20167281"), title: "러시아 엄마", part: "배우")])
        let kang = try #require(try await repository(fake).person(KOBISCode("10000483")!))
        #expect(kang.englishName == "GANG Gyeong-min")
        #expect(fake.requests.first?.path == "/people/searchPeopleInfo.json")
    }

    @Test func theRecordedAllNullBodiesAreNoSuchPersonOrCompany() async throws {
        let fake = try KOFICFake()
        defer { fake.stop() }
        #expect(try await repository(fake).person(KOBISCode("99999999")!) == nil)
        #expect(try await repository(fake).company(KOBISCode("99999999")!) == nil)
    }

    @Test func theRecorded320220FaultIsARefusedParameterNotAnUnusableAnswer() async throws {
        let fake = try KOFICFake()
        defer { fake.stop() }
        let endpoint = KOFICEndpoint(baseURL: fake.baseURL, apiKey: KOFICFake.Configuration().apiKey)
        let answer = KOFICResponseDecoder.answer(URLSessionHTTPClient(timeout: 5))
        await #expect(throws: SourceError.refusedParameter(
            detail: "KOFIC fault 320220: 영화코드는 8자리 숫자 문자열입니다.[parameterName=companyCd,parameterValue=2013214]")) {
            _ = try await answer.fetch(endpoint.companyInfo("2013214"), as: KOFICCompanyInfoResponseDTO.self)
        }
    }

    @Test func aNameSearchListsTheRecordedRowsWithTheirQuirks() async throws {
        let fake = try KOFICFake()
        defer { fake.stop() }
        let found = try await repository(fake).companies(named: "오예스", limit: 10)
        // The recorded row that spells `companyPartName` for `companyPartNames`.
        #expect(found.map(\.code) == ["20174081"])
        #expect(found.first?.role == "제작사,배급사")
        #expect(found.first?.films == ["신 전래동화", "토일렛"])
        let cj = try await repository(fake).companies(named: "씨제이이앤엠", limit: 10)
        let titles = try #require(cj.first?.films)
        #expect(titles.contains("고산자, 대동여지도")) // a title with a comma stays whole
        #expect(titles.last == "템플 스테이" && cj.first?.filmCount == 685) // "…템플 스테이...총 685편"
        let people = try await repository(fake).people(named: "엄태구", limit: 10)
        #expect(people.first?.films.contains("다시 태어나고 싶어요, 안양에") == true) // `|`-joined
        #expect(people.first?.films.count == 20)
        let request = try #require(fake.requests.last)
        #expect(request.path == "/people/searchPeopleList.json" && request.query["peopleNm"] == "엄태구")
    }

    /// Every comma-joined title list of the recorded company page splits into titles that each appear,
    /// whole, in the recorded list text, and into as many as the joins that are not inside a title.
    @Test func commaJoinedTitlesOfTheWholeRecordedListRebuildTheirText() throws {
        let rows = try #require(RecordedLists.companies.isEmpty ? nil : RecordedLists.companies)
        var checked = 0
        for row in rows {
            guard let text = row["filmoNames"] as? String, !text.isEmpty else { continue }
            let (titles, count) = FilmCredits.titles(commaJoined: text)
            let rebuilt = titles.joined(separator: ",") + (count.map { "...총 \($0)편" } ?? "")
            #expect(rebuilt == text.replacingOccurrences(of: ",,", with: ","), "\(row["companyCd"] ?? "")")
            checked += 1
        }
        #expect(checked > 4_000) // 4,191 rows name films
    }
}

/// People and companies kept in the archive (both stores), and the films' chart records.
@Suite struct FilmographyStoreTests {
    @Test(arguments: ArchiveStore.allCases)
    func aStoredCompanyComesBackAsFetchedAndItsFilmsChartRecordsAreTheLists(_ store: ArchiveStore) async throws {
        let scratch = TemporaryFolder("filmography")
        let archive = try store.open(in: scratch)
        let fake = try KOFICFake()
        defer { fake.stop() }
        let remote = KOFICFilmographyRepository(endpoint: KOFICEndpoint(baseURL: fake.baseURL, apiKey: KOFICFake.Configuration().apiKey),
                                                client: URLSessionHTTPClient(timeout: 5))
        let company = try #require(try await remote.company(KOBISCode("20100043")!))
        try await archive.storeCompany(company, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let stored = try #require(try await archive.storedCompany(KOBISCode("20100043")!))
        #expect(stored.company == company)
        #expect(stored.fetchedAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(try await archive.storedCompany(KOBISCode("20102327")!) == nil)

        // Two real recorded days (a week apart): each film's best rank, days and last total from them.
        for day in ["20221214", "20221221"] { _ = try await archive.store(archivedDay(try recordedDay(day))) }
        let first = try recordedDay("20221214"), second = try recordedDay("20221221")
        let codes = Array(Set(first.entries.map(\.movieCode) + second.entries.map(\.movieCode))) + [MovieCode("20990001")!]
        let records = try await archive.chartRecords(of: codes)
        #expect(records[MovieCode("20990001")!] == nil)
        for code in codes.dropLast() {
            let days = [first, second].compactMap { chart in chart.entries.first { $0.movieCode == code }.map { (chart.date, $0) } }
            let record = try #require(records[code])
            #expect(record.bestRank == days.map(\.1.rank).min())
            #expect(record.daysInTopTen == days.count)
            #expect(record.lastCharted == days.last?.0)
            #expect(record.lastAudienceAccumulated == days.last?.1.audienceAccumulated)
        }
    }
}
