import BoxOfficeTestSupport
import Foundation
import Testing

@Suite(.serialized) struct BooksEndToEndTests {
    func environment(_ run: BinaryRunner, _ fake: BooksFake?, kakao: Bool = false, _ extra: [String: String?] = [:]) -> [String: String] {
        var env = run.environment(nil, extra)
        if let fake {
            env["GOOGLE_BOOKS_BASE_URL"] = fake.baseURL.absoluteString
            env["KAKAO_BASE_URL"] = fake.baseURL.absoluteString
            if kakao { env["KAKAO_REST_API_KEY"] = fake.configuration.kakaoKey }
        }
        for (name, value) in extra { env[name] = value }
        return env
    }

    @Test func sampleSearchWritesTheThreeReports() async throws {
        let run = try BinaryRunner()
        let result = try await run.run(["books", "search", "harry potter", "--sample"], environment: environment(run, nil))
        #expect(result.status == 0, "\(result.stderr)")
        // SOURCE_DATE_EPOCH 1641421800 is 2022-01-06 07:30 in Seoul.
        #expect(result.stdout == ["md", "csv", "html"].map { "Reports/books/search-harry-potter-2022-01-06.\($0)\n" }.joined())
        let csv = try run.file("Reports/books/search-harry-potter-2022-01-06.csv")
        let lines = csv.dropFirst().components(separatedBy: "\r\n")
        #expect(lines[0] == "title,authors,translators,publisher,published,isbn13,isbn10,pages,price,sale_price,currency,status,url")
        #expect(lines.filter { !$0.isEmpty }.count == 11)
        // Row 3 of the recording, read by eye: for sale at 17.95 USD list, published 2009-06-22.
        #expect(lines[3].hasPrefix("The Psychology of Harry Potter,Neil Mulholland,,\"BenBella Books, Inc.\",2009-06-22,9781935251378,"))
        #expect(lines[3].contains(",326,17.95,9.99,USD,FOR_SALE,"))
        let html = try run.file("Reports/books/search-harry-potter-2022-01-06.html")
        #expect(!html.contains("<img"), "no remote image without --images")
        #expect(html.contains("<a href=\"http://books.google.com/books/content?id=s77iyQEACAAJ&amp;printsec=frontcover"))
    }

    @Test func kakaoIsTheDefaultWhenItsKeyIsSetAndTheKeyStaysSecret() async throws {
        let fake = try BooksFake()
        let run = try BinaryRunner()
        let result = try await run.run(["books", "search", "미움받을 용기", "--format", "csv"], environment: environment(run, fake, kakao: true))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(fake.requests.first?.path == "/v3/search/book")
        #expect(try run.file("Reports/books/search-미움받을-용기-2022-01-06.csv").contains("\r\n미움받을 용기,기시미 이치로; 고가 후미타케,전경아,인플루엔셜,2014-11-17,9788996991342,8996991341,,14900,13410,KRW,정상판매,"))
        #expect(!result.all.contains(fake.configuration.kakaoKey))
        for path in run.files() { #expect(!(try run.file(path)).contains(fake.configuration.kakaoKey)) }
    }

    @Test func noResultsIsAReportThatSaysSo() async throws {
        let fake = try BooksFake()
        let run = try BinaryRunner()
        let result = try await run.run(["books", "search", "zzzz nothing", "--format", "md"], environment: environment(run, fake))
        #expect(result.status == 0)
        #expect(try run.file("Reports/books/search-zzzz-nothing-2022-01-06.md").contains("No book matched “zzzz nothing”."))
        // BOXOFFICE_OUTPUT is every command's folder, a search's too.
        let elsewhere = try await run.run(["books", "search", "zzzz nothing", "--format", "md"],
                                          environment: environment(run, fake).merging(["BOXOFFICE_OUTPUT": "mine"]) { $1 })
        #expect(elsewhere.status == 0 && run.exists("mine/books/search-zzzz-nothing-2022-01-06.md"), "\(elsewhere.all)")
    }

    @Test func aHostileQueryStaysInsideTheFolder() async throws {
        let fake = try BooksFake()
        let run = try BinaryRunner()
        let result = try await run.run(["books", "search", "../../<b>x</b>", "--format", "html"], environment: environment(run, fake))
        #expect(result.status == 0)
        #expect(result.stdout == "Reports/books/search-b-x-b-2022-01-06.html\n")
        #expect(try run.file("Reports/books/search-b-x-b-2022-01-06.html").contains("Books: ../../&lt;b&gt;x&lt;/b&gt;"))
    }

    @Test func showSaveAndList() async throws {
        let fake = try BooksFake()
        let run = try BinaryRunner()
        let env = environment(run, fake)
        let shown = try await run.run(["books", "show", "9780547345666", "--format", "json"], environment: env)
        #expect(shown.status == 0, "\(shown.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "The Handmaid's Tale" && object["isbn10"] as? String == "0547345666")
        let volume = try await run.run(["books", "show", "--source", "google", "ISQcDAAAQBAJ"], environment: env)
        #expect(volume.stdout.hasPrefix("# The Sellout\n") && volume.stdout.contains("- **Pages:** 304"))
        let missing = try await run.run(["books", "show", "9788966262472"], environment: env)
        #expect(missing.status == 66 && missing.stderr.contains("no book with ISBN 9788966262472"))

        let emptyList = try await run.run(["books", "list"], environment: env)
        #expect(emptyList.status == 66 && emptyList.stderr.contains("no archive at Reports/archive.sqlite"))
        let saved = try await run.run(["books", "save", "978-0-547-34566-6"], environment: env)
        #expect(saved.status == 0 && saved.stdout == "saved “The Handmaid's Tale” (9780547345666) to the reading list in Reports/archive.sqlite\n")
        let list = try await run.run(["books", "list", "--format", "csv"], environment: env)
        #expect(list.status == 0)
        let rows = list.stdout.dropFirst().components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows.count == 2 && rows[0].hasSuffix(",url,saved_at"))
        // The recorded partial answer has no publisher, date, pages or price; saved_at is when it was saved.
        #expect(rows[1].hasPrefix("The Handmaid's Tale,Margaret Atwood,,,,9780547345666,0547345666,,,,,,,"))
        #expect(rows[1].hasSuffix(" KST") && rows[1].split(separator: ",").last?.count == 20)
    }

    @Test func imagesOnlyWhenAskedFor() async throws {
        let run = try BinaryRunner()
        let result = try await run.run(["books", "search", "harry potter", "--sample", "--images", "--format", "html"], environment: environment(run, nil))
        #expect(result.status == 0)
        #expect(try run.file("Reports/books/search-harry-potter-2022-01-06.html").contains("<img src=\"http://books.google.com/books/content?id=s77iyQEACAAJ"))
    }

    @Test func badInputAndFaultsHaveTheirStatuses() async throws {
        let fake = try BooksFake()
        let run = try BinaryRunner()
        let env = environment(run, fake)
        for (arguments, status, message) in [
            (["books", "search", "  "], Int32(64), "the search query is empty"),
            (["books", "search", "x", "--limit", "0"], 64, "--limit expects a whole number from 1 to 1000"),
            (["books", "search", "x", "--limit", "1001"], 64, "--limit expects a whole number from 1 to 1000"),
            (["books", "search", "x", "--source", "naver"], 64, "unknown source \"naver\""),
            (["books", "show", "9788966262473"], 64, "ISBN 9788966262473 has a wrong check digit"),
            (["books", "save", "12345"], 64, "\"12345\" is not an ISBN"),
            (["books", "search", "effective", "--source", "kakao"], 77, "no API key: set KAKAO_REST_API_KEY"),
        ] {
            let result = try await run.run(arguments, environment: env)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        let wrongKey = try await run.run(["books", "search", "effective"], environment: environment(run, fake, ["KAKAO_REST_API_KEY": "wrong-key"]))
        #expect(wrongKey.status == 77 && wrongKey.stderr.contains("Kakao rejected the API key (Kakao AccessDeniedError: wrong appKey(null) format); check KAKAO_REST_API_KEY"))
        #expect(!wrongKey.all.contains("wrong-key"))

        var quota = BooksFake.Configuration()
        // Not recorded: the recorded Google error shape with the documented rateLimitExceeded reason.
        quota.failure = (429, #"{"error":{"code":429,"message":"Rate Limit Exceeded","errors":[{"message":"Rate Limit Exceeded","domain":"usageLimits","reason":"rateLimitExceeded"}]}}"#)
        let limited = try await run.run(["books", "search", "x"], environment: environment(run, try BooksFake(quota)))
        #expect(limited.status == 75)

        let refusing = try RefusingPort()
        let unreachable = try await run.run(["books", "search", "x"], environment: environment(run, nil, ["GOOGLE_BOOKS_BASE_URL": refusing.baseURL.absoluteString]))
        #expect(unreachable.status == 69 && unreachable.stderr.contains("Google Books could not be reached (connection refused)"))
        withExtendedLifetime(refusing) {}
        let badURL = try await run.run(["books", "search", "x"], environment: environment(run, nil, ["GOOGLE_BOOKS_BASE_URL": "http://127.0.0.1:1/books"]))
        #expect(badURL.status == 64 && badURL.stderr.contains("GOOGLE_BOOKS_BASE_URL must be an http(s) URL with no path"))
    }
}
