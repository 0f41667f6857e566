import BoxOfficeTestSupport
import Foundation
import Testing

/// Each documented exit status, with its one-line message, and never the key.
@Suite(.serialized) struct ExitStatusEndToEndTests {
    func expectFailure(_ arguments: [String], status: Int32, message: String, fake: KOFICFake? = nil,
                       env: [String: String?] = [:], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let run = try BinaryRunner()
        let fake = try fake ?? KOFICFake()
        let result = try await run.run(arguments, environment: run.environment(fake, env))
        #expect(result.status == status, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").last?.hasPrefix("boxoffice: error: ") == true, sourceLocation: sourceLocation)
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack dump"), sourceLocation: sourceLocation)
        #expect(run.files().filter { $0.hasPrefix("Reports/daily") }.isEmpty, "no report on failure", sourceLocation: sourceLocation)
        #expect(try run.archivedDays().isEmpty, "no archived day on failure", sourceLocation: sourceLocation)
        try run.expectNoKey(result, sourceLocation: sourceLocation)
    }

    @Test func usageErrorsExit64() async throws {
        try await expectFailure(["report", "--frobnicate"], status: 64, message: "unknown option --frobnicate")
        try await expectFailure(["report", "--date", "2023-02-30"], status: 64, message: "--date 2023-02-30 is not a real calendar date")
        try await expectFailure(["report", "--date", "yesterday"], status: 64, message: "expects a date as YYYY-MM-DD")
        // Another form of a real day is a format error, not an impossible date.
        try await expectFailure(["report", "--date", "2025/09/28"], status: 64, message: "--date expects a date as YYYY-MM-DD, got \"2025/09/28\"")
        try await expectFailure(["report", "--date", "2999-01-01"], status: 64, message: "2999-01-01 is after yesterday in Seoul")
        try await expectFailure(["report", "--concurrency", "0"], status: 64, message: "--concurrency expects a whole number from 1 to 10")
        try await expectFailure(["report", "--format", "pdf"], status: 64, message: "unknown format \"pdf\"")
        try await expectFailure(["movie", "2019-882"], status: 64, message: "\"2019-882\" is not a KOFIC movie code")
        try await expectFailure(["movie"], status: 64, message: "movie needs a movie code")
        try await expectFailure(["frobnicate"], status: 64, message: "unknown command frobnicate")
    }

    @Test func unusableAnswersExit65() async throws {
        var configuration = KOFICFake.Configuration()
        configuration.faults = [.forDaily(.body(#"{"boxOfficeResult":{"showRange":"20230426~20230426","dailyBoxOfficeList":[{"rnum":"1","rank":"1","rankInten":"0","rankOldAndNew":"OLD","movieCd":"20198482","movieNm":"드림","openDt":"2023-04-26","salesAmt":"1.5e3","salesShare":"31.6","salesInten":"0","salesChange":"0","salesAcc":"0","audiCnt":"1","audiInten":"0","audiChange":"0","audiAcc":"1","scrnCnt":"1","showCnt":"1"}]}}"#))]
        try await expectFailure(["report", "--date", "2023-04-26"], status: 65,
                          message: "fetch the daily box office for 2023-04-26: KOFIC answered something unusable: field salesAmt has \"1.5e3\", expected an integer",
                          fake: KOFICFake(configuration))
    }

    @Test func unknownMovieExits66() async throws {
        try await expectFailure(["movie", "20990000"], status: 66, message: "no movie with code 20990000")
    }

    @Test func unreachableExits69() async throws {
        // A port that refuses, kept taken for the run (a stopped server's port could be another test's server's by then).
        let refusing = try RefusingPort()
        try await expectFailure(["report", "--date", "2023-04-26"], status: 69, message: "KOFIC could not be reached (connection refused)",
                          env: ["KOFIC_BASE_URL": refusing.baseURL.absoluteString])
        withExtendedLifetime(refusing) {}
    }

    @Test func unwritableOutputExits73() async throws {
        let run = try BinaryRunner()
        _ = FileManager.default.createFile(atPath: run.directory.appendingPathComponent("blocked").path, contents: Data())
        let result = try await run.run(["report", "--date", "2023-04-26", "--output", "blocked"], environment: run.environment(try KOFICFake()))
        #expect(result.status == 73)
        #expect(result.stderr.contains("cannot write in blocked: a path component is not a directory"))
    }

    @Test func quotaExits75() async throws {
        var configuration = KOFICFake.Configuration()
        // Not recorded: the recorded faultInfo shape with limit-exceeded wording.
        configuration.faults = [.forDaily(.body(#"{"faultInfo":{"message":"일일 호출 한도를 초과하였습니다.","errorCode":"320099"}}"#))]
        try await expectFailure(["report", "--date", "2023-04-26"], status: 75, message: "daily request quota is spent", fake: KOFICFake(configuration))
    }

    @Test func keyProblemsExit77() async throws {
        try await expectFailure(["report", "--date", "2023-04-26"], status: 77, message: "no API key: set KOFIC_API_KEY",
                          env: ["KOFIC_API_KEY": nil])
        let fake = try KOFICFake()
        try await expectFailure(["report", "--date", "2023-04-26"], status: 77, message: "KOFIC rejected the API key (KOFIC fault 320010",
                          fake: fake, env: ["KOFIC_API_KEY": "deadbeefdeadbeefdeadbeefdeadbeef"])
        #expect(fake.requests.count == 1)
    }

    /// Under `BOXOFFICE_LANG=ko` (or `--lang ko`) the errors a newsroom meets are Korean, with the
    /// same statuses; the options and commands they name stay as typed.
    @Test func aKoreanRunSaysItsErrorsInKorean() async throws {
        let closed = "http://127.0.0.1:9"
        let cases: [(arguments: [String], status: Int32, korean: String, env: [String: String?])] = [
            (["report", "--frobnicate"], 64, "알 수 없는 옵션 --frobnicate (boxoffice report --help 참고)", [:]),
            (["report", "--date", "2025/09/28"], 64, "--date의 날짜는 YYYY-MM-DD 형식으로 쓰세요(받은 값: \"2025/09/28\")", [:]),
            (["report", "--date", "2023-02-30"], 64, "--date 2023-02-30은(는) 달력에 없는 날짜입니다", [:]),
            (["report", "--date", "2999-01-01"], 64, "KOFIC에 아직 박스오피스가 없습니다(집계 전)", [:]),
            (["movie", "2019-882"], 64, "\"2019-882\"은(는) KOFIC 영화 코드가 아닙니다", [:]),
            (["report", "--date", "2023-04-26", "--lang", "ko"], 77, "API 키가 없습니다: KOFIC_API_KEY를 설정하세요", ["KOFIC_API_KEY": nil, "BOXOFFICE_LANG": nil]),
            (["report", "--date", "2023-04-26"], 69, "KOFIC에서 재시도 후에도 응답을 받지 못했습니다", ["KOFIC_BASE_URL": closed]),
            (["history", "day", "2023-04-26", "--archive", "none.sqlite"], 66, "none.sqlite에 아카이브가 없습니다", [:]),
        ]
        for (arguments, status, korean, env) in cases {
            try await expectFailure(arguments, status: status, message: korean, env: ["BOXOFFICE_LANG": "ko"].merging(env) { $1 })
        }
        // The error line is Korean alone: the step it failed in is the English progress line's above it.
        let run = try BinaryRunner()
        let down = try await run.run(["report", "--date", "2023-04-26", "--lang", "ko"], environment: run.environment(try KOFICFake(), ["KOFIC_BASE_URL": closed]))
        let line = down.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(down.status == 69 && line.hasPrefix("boxoffice: error: KOFIC에서") && !line.contains("fetch the"), "\(line)")
    }

    @Test func helpAndVersionExit0() async throws {
        let run = try BinaryRunner()
        for arguments in [["--help"], ["report", "--help"], ["movie", "-h"], []] {
            let result = try await run.run(arguments, environment: run.environment(nil))
            #expect(result.status == 0)
            #expect(result.stdout.contains("USAGE: boxoffice"))
        }
        let version = try await run.run(["--version"], environment: run.environment(nil))
        #expect(version.status == 0 && version.stdout.hasPrefix("boxoffice "))
    }
}
