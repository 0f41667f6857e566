import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice people` and `boxoffice company` through the fake, with KOBIS's recorded people and
/// companies (`kofic/more`, none of them ours) and the real daily lists of 2018 (`kofic/long`) in the
/// archive. Expected values are read from the raw recordings and lists here.
@Suite(.serialized) struct FilmographyEndToEndTests {
    func fake() throws -> KOFICFake {
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        return try KOFICFake(configuration)
    }

    static func recordedFilms(_ company: String) throws -> [[String: String]] {
        let object = try JSONSerialization.jsonObject(with: try Fixtures.data("kofic/more/company/searchCompanyInfo_companyCd=\(company).json")) as? [String: Any]
        let info = try #require((object?["companyInfoResult"] as? [String: Any])?["companyInfo"] as? [String: Any])
        return try #require(info["filmos"] as? [[String: String]])
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Warner Bros. Korea (568 recorded film parts) against the archived days of late July 2018, when
    /// two of its films, 인랑 and 마녀, were in the top ten.
    @Test func aCompanysJSONCarriesEveryRecordedFilmWithItsPartAndTheArchivesRecords() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        let days = (25...31).map { "201807\($0)" }
        let backfill = try await run.run(["backfill", "--from", "2018-07-25", "--to", "2018-07-31", "--quiet"], environment: run.environment(fake))
        #expect(backfill.status == 0, "\(backfill.stderr)")

        let result = try await run.run(["company", "20100043", "--format", "json"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        let object = try json(result.stdout)
        let subject = try #require(object["subject"] as? [String: Any])
        #expect(subject["company_code"] as? String == "20100043")
        #expect(subject["name"] as? String == "워너브러더스 코리아(주)")
        #expect(subject["name_en"] as? String == "Warner Bros. Korea")
        #expect(subject["ceo"] as? String == "다니엘웨인버거")
        #expect(subject["parts"] as? [String] == ["제작사", "배급사", "수입사", "직배사", "상영업"])
        let rows = try #require(object["rows"] as? [[String: Any]])
        let recorded = try Self.recordedFilms("20100043")
        #expect(rows.count == recorded.count)
        // Every recorded film part, as many times as recorded (the rows are grouped by part).
        func key(_ code: Any?, _ title: Any?, _ part: Any?) -> String { "\(code ?? "")|\(title ?? "")|\(part ?? "")" }
        let counted = Dictionary(rows.map { (key($0["movie_code"], $0["title"], $0["part"]), 1) }, uniquingKeysWith: +)
        #expect(counted == Dictionary(recorded.map { (key($0["movieCd"], $0["movieNm"], $0["companyPartNm"]), 1) }, uniquingKeysWith: +))

        // 인랑 (20170942) and 마녀 (20185341): best rank, days and last total from the lists themselves.
        for code in ["20170942", "20185341"] {
            let charted = days.compactMap { day in LongRecordings.daily[day]?.first { $0["movieCd"] == code }.map { (day, $0) } }
            #expect(!charted.isEmpty)
            let row = try #require(rows.first { $0["movie_code"] as? String == code && $0["part"] as? String == "배급사" })
            #expect(row["best_rank"] as? Int == charted.map { Int($0.1["rank"]!)! }.min())
            #expect(row["days_in_top10"] as? Int == charted.count)
            #expect(row["audience_accumulated"] as? Int == Int(charted.last!.1["audiAcc"]!))
            let last = charted.last!.0
            #expect(row["last_charted"] as? String == "\(last.prefix(4))-\(last.dropFirst(4).prefix(2))-\(last.suffix(2))")
        }
        // A film never in the archived top ten has no record.
        let uncharted = try #require(rows.first { $0["movie_code"] as? String == "20176917" }) // 램페이지, May 2018
        #expect(uncharted["best_rank"] == nil && uncharted["days_in_top10"] == nil && uncharted["title"] as? String == "램페이지")
        // Nothing is ever `null`: what KOBIS left out, and what the archive does not hold, is absent.
        #expect(!result.stdout.contains("null"))
    }

    @Test func nullsOfARecordedCompanyAreAbsentNeverNull() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        // CGV아트하우스: `ceoNm` null, `parts` empty in the recording.
        let result = try await run.run(["company", "20102327", "--format", "json", "--no-archive"], environment: run.environment(fake))
        #expect(result.status == 0, "\(result.stderr)")
        let subject = try #require(try json(result.stdout)["subject"] as? [String: Any])
        #expect(Set(subject.keys) == ["company_code", "name", "name_en"])
        #expect(!result.stdout.contains("\"null\""))
        #expect(try #require(try json(result.stdout)["rows"] as? [Any]).count == (try Self.recordedFilms("20102327")).count)
        // 리나: `peopleNmEn` "" in the recording.
        let person = try await run.run(["people", "10000066", "--format", "json", "--no-archive"], environment: run.environment(fake))
        #expect(person.status == 0, "\(person.stderr)")
        let object = try json(person.stdout)
        let who = try #require(object["subject"] as? [String: Any])
        #expect(who["name"] as? String == "리나" && who["name_en"] == nil && who["role"] as? String == "배우" && who["sex"] as? String == "여자")
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.count == 1 && rows[0]["title"] as? String == "러시아 엄마" && rows[0]["part"] as? String == "배우"
            && rows[0]["movie_code"] as? String == "20167281")
    }

    @Test func unknownAndMalformedCodesExitWithOneLine() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        let company = try await run.run(["company", "99999999"], environment: run.environment(fake))
        #expect(company.status == 66)
        #expect(company.stderr == "boxoffice: error: KOBIS knows no company with code 99999999\n")
        #expect(company.stdout.isEmpty)
        let person = try await run.run(["people", "99999999", "--no-archive"], environment: run.environment(fake))
        #expect(person.status == 66)
        #expect(person.stderr == "boxoffice: error: KOBIS knows no person with code 99999999\n")
        // A code KOBIS's own list holds (7 digits) but searchCompanyInfo refuses (320220): a usage error, no request.
        let short = try await run.run(["company", "2013214"], environment: run.environment(fake))
        #expect(short.status == 64)
        #expect(short.stderr.hasPrefix("boxoffice: error: 2013214 is not a KOBIS company code: codes are eight digits"))
        #expect(short.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!fake.requests.contains { $0.query["companyCd"] == "2013214" })
        // Nothing unknown was archived.
        #expect(company.stdout.isEmpty && person.stdout.isEmpty)
    }

    @Test func aNameFindsOneOrListsSeveralToPickFrom() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        // One company's name holds 쇼박스 in KOBIS's recorded list: its page.
        let one = try await run.run(["company", "쇼박스", "--no-archive"], environment: run.environment(fake))
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.hasPrefix("# (주)쇼박스 — films\n"))
        #expect(one.stdout.contains("## 배급사 ("))
        // Without an archive no film has a chart record: the tables leave the empty chart columns out and say why.
        let header = one.stdout.split(separator: "\n").first { $0.hasPrefix("| ") }.map(String.init) ?? ""
        #expect(header.contains("Title") && !header.contains("Best rank"), "\(header)")
        #expect(one.stdout.contains("The archive's daily charts hold none of these films"))
        // Two hold 워너브러더스: listed with codes, exit 64 and a hint.
        let several = try await run.run(["company", "워너브러더스", "--format", "csv", "--no-archive"], environment: run.environment(fake))
        #expect(several.status == 64)
        #expect(several.stdout.contains("20100043,워너브러더스 코리아(주)"))
        #expect(several.stdout.contains("20101670,워너브러더스사㈜"))
        #expect(several.stderr == "boxoffice: error: 2 companies match \u{201C}워너브러더스\u{201D} (listed above); pick one by its code, e.g. boxoffice company 20100043\n")
        let people = try await run.run(["people", "리나", "--no-archive", "--lang", "ko"], environment: run.environment(fake))
        #expect(people.status == 64)
        #expect(people.stdout.contains("10090472") && people.stdout.contains("후루카와 유리나"))
        #expect(people.stdout.hasPrefix("# “리나” 영화인 검색\n"))
    }

    @Test func anArchivedCompanyAnswersOfflineAndInKorean() async throws {
        let fake = try fake()
        defer { fake.stop() }
        let run = try BinaryRunner()
        let online = try await run.run(["company", "20123058", "--format", "json"], environment: run.environment(fake))
        #expect(online.status == 0, "\(online.stderr)")
        fake.stop()
        let offline = try await run.run(["company", "20123058", "--format", "json"], environment: run.environment(nil, ["KOFIC_BASE_URL": "http://127.0.0.1:9"]))
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout == online.stdout)
        let korean = try await run.run(["company", "20123058", "--lang", "ko"], environment: run.environment(nil))
        #expect(korean.status == 0, "\(korean.stderr)")
        #expect(korean.stdout.hasPrefix("# 그린나래미디어(주) — 참여 영화\n"))
        #expect(korean.stdout.contains("- **대표자:** 유현택"))
        #expect(korean.stdout.contains("## 수입사 ("))
    }
}
