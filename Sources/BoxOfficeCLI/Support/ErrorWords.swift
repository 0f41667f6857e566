import BoxOfficeApplication
import BoxOfficeReports

/// The words of the errors a newsroom meets (a morning without a list, the key, KOFIC down, the
/// settings file, a mistyped command line, the folder, the archive), one table a language;
/// `ErrorReport` says the rarest in English. Logs and run
/// summaries stay English (scripts read them); what a person reads follows the run's language.
struct ErrorWords: Sendable {
    /// A week as the messages name it: kind (`weekend`), first and last day.
    var week: @Sendable (_ kind: String, _ start: String, _ end: String) -> String
    /// A segment's or a region's list of a period (`korean`, `2025-10-01`).
    var listOf: @Sendable (_ list: String, _ period: String) -> String
    var noListYet: @Sendable (_ period: String) -> String
    /// A week asked for before it is over: kind, first and last day, and the last complete one's.
    var weekNotOver: @Sendable (_ kind: String, _ start: String, _ end: String, _ lastStart: String, _ lastEnd: String) -> String
    var noChart: @Sendable (_ period: String) -> String
    var publishedNoList: @Sendable (_ day: String) -> String
    var keyMissing: @Sendable (_ variable: String) -> String
    var unreachable: @Sendable (_ service: String, _ reason: String, _ variable: String) -> String
    var settingsMissing: @Sendable (_ path: String) -> String
    var settingsExposed: @Sendable (_ path: String) -> String
    var settingsUnreadable: @Sendable (_ path: String) -> String
    var siteOfAnotherArchive: @Sendable (_ folder: String, _ rebuild: String) -> String
    /// A run's error in a named step (`fetch the daily box office for DATE`, the progress line's words).
    var stepFailed: @Sendable (_ step: String, _ message: String) -> String
    var siteNeedsItsOwnFolder: @Sendable (_ folder: String) -> String
    var usage: @Sendable (UsageProblem) -> String
    /// The hint after a usage error: the command's `--help` (nil: the program's).
    var seeHelp: @Sendable (_ command: String?) -> String
    var dateInFuture: @Sendable (_ requested: String, _ latest: String) -> String
    var cannotWrite: @Sendable (_ path: String, _ reason: String) -> String
    /// (`places`, here and below: the failed run's `--env`, `--archive`, `--output`, for the commands suggested.)
    var archiveMissing: @Sendable (_ path: String, _ places: String) -> String
    /// `mend`: the command that recovers a SQLite file's rows (nil: a server's, its operator's to mend).
    var archiveUnreadable: @Sendable (_ path: String, _ reason: String, _ mend: String?) -> String
    var archiveCannotWrite: @Sendable (_ path: String, _ reason: String) -> String
    var archiveBusy: @Sendable (_ path: String) -> String
    var archiveUnreachable: @Sendable (_ address: String, _ reason: String) -> String
    var runInProgress: @Sendable (_ lock: String) -> String
    var cannotWriteIn: @Sendable (_ folder: String, _ reason: String) -> String
    var keyRejected: @Sendable (_ service: String, _ detail: String, _ variable: String) -> String
    var quotaSpent: @Sendable (_ detail: String) -> String
    var unusableAnswer: @Sendable (_ service: String, _ detail: String) -> String
    /// `waitingFor`: what the run was waiting for when it stopped (nil: not known).
    var deadline: @Sendable (_ seconds: Int, _ waitingFor: RunRecord.Phase?) -> String
    var interrupted: String
    var unknownToKOFIC: @Sendable (_ code: String) -> String
    var noArchivedDay: @Sendable (_ date: String, _ places: String) -> String
    var emptyArchive: @Sendable (_ places: String) -> String
    /// An answer without its change against the year before: the days a year earlier it lacks.
    var yearBeforeMissing: @Sendable (_ from: String, _ to: String, _ places: String) -> String
    /// A backfill's stops, each with the command that resumes it; its failures (how many, the first, why).
    var backfillBudget: @Sendable (_ maxRequests: Int, _ resume: String) -> String
    var backfillHalted: @Sendable (_ resume: String) -> String
    var backfillQuota: @Sendable (_ detail: String, _ resume: String) -> String
    var backfillUnreachable: @Sendable (_ detail: String, _ resume: String) -> String
    var backfillFailed: @Sendable (_ count: Int, _ unit: String, _ first: String, _ reason: String) -> String
    var noDayOfList: @Sendable (_ list: String, _ date: String, _ options: String, _ places: String) -> String
    var noMovieCharted: @Sendable (_ code: String) -> String
    var noTitleCharted: @Sendable (_ text: String) -> String
    var forecastNotInArchive: @Sendable (_ code: String, _ date: String, _ places: String) -> String
    var forecastNotRanked: @Sendable (_ title: String, _ date: String) -> String
    /// A forecast's last week not all archived: the title, the days missing (first, last, count).
    var forecastLacksDays: @Sendable (_ title: String, _ first: String, _ last: String, _ count: Int, _ places: String) -> String
    var forecastTooFewRuns: @Sendable (_ count: Int) -> String
    var forecastReRelease: @Sendable (_ title: String, _ open: String) -> String
    /// A range whose first day is after its last (the options' names: `--from`, `--to`).
    var backwards: @Sendable (_ from: String, _ to: String) -> String
    /// A question without what it needs: the question's word, the parameter.
    var needs: @Sendable (_ word: String, _ parameter: String) -> String
    /// KOFIC's and KOBIS's answers that name nothing: a movie by code, a title, a person or a company.
    var noMovieWithCode: @Sendable (_ code: String) -> String
    var noMovieMatches: @Sendable (_ title: String) -> String
    var noPerson: @Sendable (_ code: String) -> String
    var noCompany: @Sendable (_ code: String) -> String
    var noPersonNamed: @Sendable (_ name: String) -> String
    var noCompanyNamed: @Sendable (_ name: String) -> String

    static let english = ErrorWords(
        week: { "the \($0) of \($1) to \($2)" },
        listOf: { "the \($0) list of \($1)" },
        noListYet: { "KOFIC has no list for \($0) yet; nothing was written (the schedule asks again)" },
        weekNotOver: { kind, start, end, lastStart, lastEnd in
            "the \(kind) of \(start) to \(end) is not over in Seoul yet; the last complete one is \(lastStart) to \(lastEnd) (see boxoffice weekly --help)"
        },
        noChart: { "KOFIC has no chart for \($0); nothing was written" },
        publishedNoList: { "KOFIC published no list for \($0)" },
        keyMissing: { "no API key: set \($0) (or try --sample for the bundled data)" },
        unreachable: { service, reason, variable in "\(service) could not be reached (\(reason)) after retries; check the network or \(variable)" },
        settingsMissing: { "no settings file \($0) (copy cron/boxoffice.env.example there and chmod 600 it)" },
        settingsExposed: { "the settings file \($0) can be read by others; it holds the key: chmod 600 \($0)" },
        settingsUnreadable: { "the settings file \($0) cannot be read by this user" },
        siteOfAnotherArchive: { folder, rebuild in
            "the site in \(folder) is built from another archive, so nothing was written: keep this archive's reports in another folder "
                + "(--output DIR, or BOXOFFICE_OUTPUT), or rebuild the site from this archive: \(rebuild)"
        },
        stepFailed: { "\($0): \($1)" },
        siteNeedsItsOwnFolder: {
            "the site in \($0) is built from an archive this run does not keep (the bundled sample's, or another), so nothing was written: "
                + "give this run's reports a folder of their own (--output DIR, or BOXOFFICE_OUTPUT)"
        },
        usage: { problem in
            switch problem {
            case .unknownCommand(let name): "unknown command \(name)"
            case .unknownOption(let name): "unknown option \(name)"
            case .unknownChoice(let kind, let text, let choices): "unknown \(kind) \"\(text)\"; choose \(choices.joined(separator: ", "))"
            case .takesNoValue(let name): "\(name) takes no value"
            case .needsValue(let name, let placeholder): "\(name) needs a value (\(placeholder))"
            case .unexpectedArgument(let word): "unexpected argument \(word)"
            case .dateForm(let option, let text): "\(option) expects a date as YYYY-MM-DD, got \"\(text)\""
            case .notACalendarDate(let option, let text): "\(option) \(text) is not a real calendar date"
            case .wholeNumber(let option, let range, let text):
                "\(option) expects a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\""
            case .notAMovieCode(let text): "\"\(text)\" is not a KOFIC movie code (8 letters or digits, such as 20199882)"
            }
        },
        seeHelp: { command in " (see boxoffice \(command.map { $0 + " " } ?? "")--help)" },
        dateInFuture: { "\($0) is after yesterday in Seoul (\($1)); KOFIC has no chart for it yet" },
        cannotWrite: { "cannot write \($0): \($1); the previous report, if any, is untouched" },
        archiveMissing: { path, places in
            "no archive at \(path); fill it first: boxoffice backfill --from DATE --to DATE\(places) (or pass --archive)"
        },
        archiveUnreadable: { path, reason, mend in
            "cannot read the archive \(path): \(reason)" + (mend.map { "; restore a copy, or recover what it holds: \($0)" } ?? "")
        },
        archiveCannotWrite: { "cannot write the archive \($0): \($1)" },
        archiveBusy: { "the archive \($0) is busy: another boxoffice is writing it; try again when it is done" },
        archiveUnreachable: { "cannot reach the archive \($0): \($1)" },
        runInProgress: { "another boxoffice run is in progress (it holds \($0)); this run did nothing" },
        cannotWriteIn: { "cannot write in \($0): \($1) (creating its lock file)" },
        keyRejected: { service, detail, variable in "\(service) rejected the API key (\(detail)); check \(variable)" },
        quotaSpent: { "the API key's daily request quota is spent (\($0)); try again tomorrow" },
        unusableAnswer: { "\($0) answered something unusable: \($1)" },
        deadline: { seconds, waiting in
            let hint: [RunRecord.Phase: String] = [.kofic: "; KOFIC may be slow or stalled",
                                                   .archive: ", which another writer may hold locked or whose server may be stalled", .webhook: ", which did not answer"]
            return "the run did not finish within its \(seconds)-second deadline (--deadline)"
                + (waiting.map { ": it was waiting for \($0.rawValue)" + (hint[$0] ?? "") } ?? "; KOFIC may be slow or stalled")
        },
        interrupted: "interrupted; no partial report was written and the archive holds only whole days",
        unknownToKOFIC: { "KOFIC knows no movie \($0)" },
        noArchivedDay: { date, places in
            "the archive holds no day \(date); fetch it: boxoffice report --date \(date)\(places), or boxoffice backfill --from \(date) --to \(date)\(places)"
        },
        emptyArchive: { "the archive holds no day yet; fill it: boxoffice backfill --from DATE --to DATE\($0) (or boxoffice report\($0))" },
        yearBeforeMissing: { from, to, places in
            "the same days a year earlier are not all archived, so there is no change against them; boxoffice backfill --from \(from) --to \(to)\(places) archives them"
        },
        backfillBudget: { "stopped before exceeding --max-requests \($0); resume with: \($1)" },
        backfillHalted: { "stopped: the output's reader left; resume with: \($0)" },
        backfillQuota: { "KOFIC says the request quota is spent (\($0)); resume tomorrow with: \($1)" },
        backfillUnreachable: { "KOFIC cannot be reached (\($0)); resume when it answers with: \($1)" },
        backfillFailed: { "\($0) \($1) failed (first: \($2): \($3)); run the same command again to retry them" },
        noDayOfList: { list, date, options, places in
            "the archive holds no \(list) list of \(date); fetch it: boxoffice report --date \(date)\(options)\(places)"
        },
        noMovieCharted: { "the archive knows no movie with code \($0)" },
        noTitleCharted: { "no movie the archive charted has a title holding \u{201C}\($0)\u{201D}; give its KOFIC code (boxoffice movie search TEXT finds it)" },
        forecastNotInArchive: { "the archive holds no day of movie \($0) up to \($1); fill it: boxoffice backfill --from OPEN-DATE --to \($1)\($2)" },
        forecastNotRanked: { "\($0) was not in the top ten on \($1): a forecast starts from that day's figures (try --date)" },
        forecastLacksDays: { title, first, last, count, places in
            "the archive lacks " + (count == 1 ? "\(first), one of \(title)'s last seven days" : "\(count) of \(title)'s last seven days, \(first) to \(last)")
                + ": a forecast reads the whole last week; fill it: boxoffice backfill --from \(first) --to \(last)\(places)"
        },
        forecastTooFewRuns: { "the archive holds \($0) finished runs before that day, too few to learn from; backfill more history first" },
        forecastReRelease: { "\($0) is a re-release (open date \($1)): its run is not forecast" },
        backwards: { "--from \($0) is after --to \($1)" },
        needs: { "\($0) needs \($1)" },
        noMovieWithCode: { "no movie with code \($0)" },
        noMovieMatches: { "no movie in KOFIC's list matches \u{201C}\($0)\u{201D}; try a shorter part of the title, or drop --director/--year" },
        noPerson: { "KOBIS knows no person with code \($0)" },
        noCompany: { "KOBIS knows no company with code \($0)" },
        noPersonNamed: { "no person in KOBIS's list has a name holding \u{201C}\($0)\u{201D}" },
        noCompanyNamed: { "no company in KOBIS's list has a name holding \u{201C}\($0)\u{201D}" })

    static let korean = ErrorWords(
        week: { kind, start, end in "\(start) ~ \(end) " + (["weekend": "주말", "week": "주간", "weekdays": "주중"][kind] ?? kind) },
        listOf: { "\($1)(\($0) 목록)" },
        noListYet: { "KOFIC에 \($0) 박스오피스가 아직 없습니다(집계 전). 아무 파일도 바꾸지 않았습니다(스케줄이 다시 묻습니다)" },
        weekNotOver: { kind, start, end, lastStart, lastEnd in
            let name = ["weekend": "주말", "week": "주간", "weekdays": "주중"][kind] ?? kind
            return "\(start) ~ \(end) \(name)은 서울에서 아직 끝나지 않았습니다. 마지막으로 끝난 것은 \(lastStart) ~ \(lastEnd)입니다(boxoffice weekly --help 참고)"
        },
        noChart: { "KOFIC에 \($0) 박스오피스가 없습니다. 아무 파일도 바꾸지 않았습니다" },
        publishedNoList: { "KOFIC이 \($0) 박스오피스를 발표하지 않았습니다" },
        keyMissing: { "API 키가 없습니다: \($0)를 설정하세요(키 없이 내장 샘플로: --sample)" },
        unreachable: { service, reason, variable in "\(service)에서 재시도 후에도 응답을 받지 못했습니다(\(reason)). 네트워크나 \(variable)를 확인하세요" },
        settingsMissing: { "설정 파일 \($0)이 없습니다(cron/boxoffice.env.example을 복사하고 chmod 600)" },
        settingsExposed: { "설정 파일 \($0)을 다른 사용자가 읽을 수 있습니다. 키가 들어 있으니 chmod 600 \($0)" },
        settingsUnreadable: { "설정 파일 \($0)을 이 사용자가 읽을 수 없습니다" },
        siteOfAnotherArchive: { folder, rebuild in
            "\(folder)의 사이트는 다른 아카이브로 만든 것이어서 아무것도 쓰지 않았습니다. 이 아카이브의 리포트는 다른 폴더에 두거나"
                + "(--output DIR 또는 BOXOFFICE_OUTPUT), 이 아카이브로 사이트를 다시 만드세요: \(rebuild)"
        },
        // (The step is named in the progress line above it, in English: the Korean error is the error alone.)
        stepFailed: { _, message in message },
        siteNeedsItsOwnFolder: {
            "\($0)의 사이트는 이 실행이 쓰지 않는 아카이브(내장 샘플 등)로 만든 것이어서 아무것도 쓰지 않았습니다. "
                + "이 실행의 리포트는 다른 폴더에 두세요(--output DIR 또는 BOXOFFICE_OUTPUT)"
        },
        usage: { problem in
            switch problem {
            case .unknownCommand(let name): "알 수 없는 명령 \(name)"
            case .unknownOption(let name): "알 수 없는 옵션 \(name)"
            case .unknownChoice(let kind, let text, let choices): "알 수 없는 \(kind) \"\(text)\". 다음 중에서 고르세요: \(choices.joined(separator: ", "))"
            case .takesNoValue(let name): "\(name)에는 값을 주지 않습니다"
            case .needsValue(let name, let placeholder): "\(name)에 값(\(placeholder))이 필요합니다"
            case .unexpectedArgument(let word): "알 수 없는 인자 \(word)"
            case .dateForm(let option, let text): "\(option)의 날짜는 YYYY-MM-DD 형식으로 쓰세요(받은 값: \"\(text)\")"
            case .notACalendarDate(let option, let text): "\(option) \(text)은(는) 달력에 없는 날짜입니다"
            case .wholeNumber(let option, let range, let text):
                "\(option)에는 \(range.lowerBound)부터 \(range.upperBound)까지의 정수를 쓰세요(받은 값: \"\(text)\")"
            case .notAMovieCode(let text): "\"\(text)\"은(는) KOFIC 영화 코드가 아닙니다(영문자나 숫자 8자, 예: 20199882)"
            }
        },
        seeHelp: { command in " (boxoffice \(command.map { $0 + " " } ?? "")--help 참고)" },
        dateInFuture: { "\($0)은(는) 서울 기준 어제(\($1)) 이후입니다. KOFIC에 아직 박스오피스가 없습니다(집계 전)" },
        cannotWrite: { "\($0)에 쓸 수 없습니다(\($1)). 이전 리포트가 있다면 그대로입니다" },
        archiveMissing: { path, places in
            "\(path)에 아카이브가 없습니다. 먼저 채우세요: boxoffice backfill --from DATE --to DATE\(places) (또는 --archive로 지정)"
        },
        archiveUnreadable: { path, reason, mend in
            "아카이브 \(path)를 읽을 수 없습니다(\(reason))" + (mend.map { ". 사본을 복원하거나, 남은 내용을 복구하세요: \($0)" } ?? "")
        },
        archiveCannotWrite: { "아카이브 \($0)에 쓸 수 없습니다(\($1))" },
        archiveBusy: { "아카이브 \($0)를 다른 boxoffice가 쓰는 중입니다. 끝난 뒤 다시 실행하세요" },
        archiveUnreachable: { "아카이브 \($0)에 연결할 수 없습니다(\($1))" },
        runInProgress: { "다른 boxoffice 실행이 진행 중이어서(\($0)) 이번 실행은 아무것도 하지 않았습니다" },
        cannotWriteIn: { "\($0)에 쓸 수 없습니다(\($1), 잠금 파일을 만들다가)" },
        keyRejected: { service, detail, variable in "\(service)이 API 키를 거부했습니다(\(detail)). \(variable)를 확인하세요" },
        quotaSpent: { "API 키의 하루 요청 한도를 다 썼습니다(\($0)). 내일 다시 실행하세요" },
        unusableAnswer: { "\($0)의 응답을 쓸 수 없습니다: \($1)" },
        deadline: { seconds, waiting in
            let waited: [RunRecord.Phase: String] = [.starting: "시작", .kofic: "KOFIC(느리거나 멈췄을 수 있습니다)",
                                                     .archive: "아카이브(다른 실행이 잠갔거나 서버가 멈췄을 수 있습니다)", .reports: "리포트 폴더", .webhook: "웹훅(응답이 없었습니다)"]
            return "실행이 제한 시간 \(seconds)초(--deadline) 안에 끝나지 않았습니다"
                + (waiting.map { ". 기다리던 것: " + (waited[$0] ?? $0.rawValue) } ?? ". KOFIC이 느리거나 멈췄을 수 있습니다")
        },
        interrupted: "중단되었습니다. 쓰다 만 리포트는 없고, 아카이브에는 온전한 날짜만 있습니다",
        unknownToKOFIC: { "KOFIC에 영화 코드 \($0)이(가) 없습니다" },
        noArchivedDay: { date, places in
            "아카이브에 \(date) 자료가 없습니다. 가져오기: boxoffice report --date \(date)\(places) 또는 boxoffice backfill --from \(date) --to \(date)\(places)"
        },
        emptyArchive: { "아카이브에 아직 날짜가 없습니다. 채우기: boxoffice backfill --from DATE --to DATE\($0) (또는 boxoffice report\($0))" },
        yearBeforeMissing: { from, to, places in
            "전년 같은 기간이 아카이브에 다 있지 않아 전년 대비가 없습니다. 채우기: boxoffice backfill --from \(from) --to \(to)\(places)"
        },
        backfillBudget: { "--max-requests \($0)를 넘기 전에 멈췄습니다. 이어서: \($1)" },
        backfillHalted: { "출력을 읽던 쪽이 떠나 멈췄습니다. 이어서: \($0)" },
        backfillQuota: { "KOFIC 요청 한도를 다 썼습니다(\($0)). 내일 이어서: \($1)" },
        backfillUnreachable: { "KOFIC에 연결할 수 없습니다(\($0)). 응답하면 이어서: \($1)" },
        backfillFailed: { count, _, first, reason in "\(count)건 실패(처음: \(first): \(reason)). 같은 명령을 다시 실행하면 다시 시도합니다" },
        noDayOfList: { list, date, options, places in
            "아카이브에 \(date)의 \(list) 목록이 없습니다. 가져오기: boxoffice report --date \(date)\(options)\(places)"
        },
        noMovieCharted: { "아카이브에 영화 코드 \($0)이(가) 없습니다" },
        noTitleCharted: { "아카이브의 박스오피스에 제목에 \u{201C}\($0)\u{201D}이(가) 들어간 영화가 없습니다. KOFIC 영화 코드로 찾으세요(boxoffice movie search TEXT)" },
        forecastNotInArchive: { "아카이브에 영화 \($0)의 \($1)까지 자료가 없습니다. 채우기: boxoffice backfill --from OPEN-DATE --to \($1)\($2)" },
        forecastNotRanked: { "\($0)은(는) \($1)에 10위 안에 없었습니다. 예측은 그날 수치에서 시작합니다(--date로 다른 날)" },
        forecastLacksDays: { title, first, last, count, places in
            "아카이브에 \(title)의 최근 7일 중 " + (count == 1 ? "\(first)" : "\(count)일(\(first) ~ \(last))")
                + "이 없습니다. 예측은 최근 한 주를 모두 읽습니다. 채우기: boxoffice backfill --from \(first) --to \(last)\(places)"
        },
        forecastTooFewRuns: { "아카이브에 그날 이전에 끝난 상영이 \($0)편뿐이라 배울 것이 부족합니다. 먼저 더 긴 기간을 backfill하세요" },
        forecastReRelease: { "\($0)은(는) 재개봉작입니다(개봉일 \($1)): 상영을 예측하지 않습니다" },
        backwards: { "--from \($0)이(가) --to \($1)보다 늦습니다" },
        needs: { "\($0)에는 \($1)이(가) 필요합니다" },
        noMovieWithCode: { "영화 코드 \($0)인 영화가 없습니다" },
        noMovieMatches: { "KOFIC 영화 목록에 \u{201C}\($0)\u{201D}과(와) 맞는 영화가 없습니다. 제목을 더 짧게 쓰거나 --director/--year를 빼 보세요" },
        noPerson: { "KOBIS에 인물 코드 \($0)이(가) 없습니다" },
        noCompany: { "KOBIS에 영화사 코드 \($0)이(가) 없습니다" },
        noPersonNamed: { "KOBIS 인물 목록에 이름에 \u{201C}\($0)\u{201D}이(가) 들어간 사람이 없습니다" },
        noCompanyNamed: { "KOBIS 영화사 목록에 이름에 \u{201C}\($0)\u{201D}이(가) 들어간 회사가 없습니다" })

    static func of(_ language: ReportLanguage) -> ErrorWords { language.code == "ko" ? korean : english }

    /// The words said to an assistant (`mcp`'s tools): no command line to run, no option to pass;
    /// what the server cannot do, and what it can. In the call's language.
    static func assistant(_ language: ReportLanguage) -> ErrorWords {
        var words = of(language)
        let korean = language.code == "ko"
        words.seeHelp = { _ in "" }
        words.keyMissing = { _ in korean ? "이 서버에는 KOFIC API 키가 없어 아카이브에 있는 것만 답합니다"
            : "this server has no KOFIC API key: it answers from its archive alone" }
        words.unreachable = { service, reason, _ in korean ? "\(service)에서 응답을 받지 못했습니다(\(reason)). 나중에 다시 물어보세요"
            : "\(service) could not be reached (\(reason)); ask again later" }
        words.archiveMissing = { _, _ in korean ? "이 서버의 아카이브가 아직 없습니다" : "this server's archive does not exist yet" }
        words.emptyArchive = { _ in korean ? "아카이브에 아직 날짜가 없습니다" : "the archive holds no day yet" }
        words.noArchivedDay = { date, _ in korean ? "아카이브에 \(date) 자료가 없습니다" : "the archive holds no day \(date)" }
        words.noDayOfList = { list, date, _, _ in korean ? "아카이브에 \(date)의 \(list) 목록이 없습니다" : "the archive holds no \(list) list of \(date)" }
        words.noTitleCharted = { korean ? "아카이브의 박스오피스에 제목에 \u{201C}\($0)\u{201D}이(가) 들어간 영화가 없습니다. search_movies로 코드를 찾으세요"
            : "no movie the archive charted has a title holding \u{201C}\($0)\u{201D}; search_movies finds its code" }
        words.forecastNotInArchive = { code, date, _ in korean ? "아카이브에 영화 \(code)의 \(date)까지 자료가 없습니다"
            : "the archive holds no day of movie \(code) up to \(date)" }
        words.forecastNotRanked = { title, date in korean ? "\(title)은(는) \(date)에 10위 안에 없었습니다. 예측은 그날 수치에서 시작합니다(다른 date로)"
            : "\(title) was not in the top ten on \(date): a forecast starts from that day's figures (try another date)" }
        words.forecastLacksDays = { title, first, last, count, _ in korean ? "아카이브에 \(title)의 최근 7일 중 \(count)일(\(first) ~ \(last))이 없어 예측할 수 없습니다"
            : "the archive lacks \(count) of \(title)'s last seven days (\(first) to \(last)): a forecast reads the whole last week" }
        words.yearBeforeMissing = { from, to, _ in korean ? "전년 같은 기간(\(from) ~ \(to))이 아카이브에 다 있지 않아 전년 대비가 없습니다"
            : "the same days a year earlier (\(from) to \(to)) are not all archived, so there is no change against them" }
        words.backwards = { korean ? "from \($0)이(가) to \($1)보다 늦습니다" : "from \($0) is after to \($1)" }
        words.needs = { word, parameter in
            let name = parameter.hasPrefix("--") ? String(parameter.dropFirst(2)) : parameter
            return korean ? "\(word)에는 \(name)이(가) 필요합니다" : "\(word) needs \(name)"
        }
        words.noMovieMatches = { korean ? "KOFIC 영화 목록에 \u{201C}\($0)\u{201D}과(와) 맞는 영화가 없습니다. 제목을 더 짧게 써 보세요"
            : "no movie in KOFIC's list matches \u{201C}\($0)\u{201D}; try a shorter part of the title" }
        words.forecastTooFewRuns = { korean ? "아카이브에 그날 이전에 끝난 상영이 \($0)편뿐이라 예측할 수 없습니다"
            : "the archive holds \($0) finished runs before that day, too few to learn from" }
        return words
    }

    /// The run's language for its errors: `--lang` on the command line first, then the settings'.
    static func language(_ arguments: [String], settings: Settings) -> ReportLanguage {
        named(in: arguments) ?? settings.language
    }

    /// The language `--lang CODE` or `--lang=CODE` names on the command line, if any.
    static func named(in arguments: [String]) -> ReportLanguage? {
        if let index = arguments.firstIndex(of: "--lang"), index + 1 < arguments.count { return ReportLanguage.named(arguments[index + 1]) }
        return arguments.first { $0.hasPrefix("--lang=") }.flatMap { ReportLanguage.named(String($0.dropFirst("--lang=".count))) }
    }
}
