import BoxOfficeApplication
import BoxOfficeReports

/// The words of the errors a newsroom meets (a morning without a list, the key, KOFIC down, the
/// settings file, a mistyped command line, the folder, the archive), one table a language;
/// `ErrorReport` says the rarest in English. Logs and run
/// summaries stay English (scripts read them); what a person reads follows the run's language.
struct ErrorWords: Sendable {
    /// A week as the messages name it: kind (`weekend`), first and last day.
    var week: @Sendable (_ kind: String, _ start: String, _ end: String) -> String
    var noListYet: @Sendable (_ period: String) -> String
    var noChart: @Sendable (_ period: String) -> String
    var publishedNoList: @Sendable (_ day: String) -> String
    var keyMissing: @Sendable (_ variable: String) -> String
    var unreachable: @Sendable (_ service: String, _ reason: String, _ variable: String) -> String
    var settingsMissing: @Sendable (_ path: String) -> String
    var settingsExposed: @Sendable (_ path: String) -> String
    var settingsUnreadable: @Sendable (_ path: String) -> String
    var siteOfAnotherArchive: @Sendable (_ folder: String, _ rebuild: String) -> String
    var usage: @Sendable (UsageProblem) -> String
    /// The hint after a usage error: the command's `--help` (nil: the program's).
    var seeHelp: @Sendable (_ command: String?) -> String
    var dateInFuture: @Sendable (_ requested: String, _ latest: String) -> String
    var cannotWrite: @Sendable (_ path: String, _ reason: String) -> String
    var archiveMissing: @Sendable (_ path: String) -> String
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
    var noArchivedDay: @Sendable (_ date: String) -> String
    var emptyArchive: String

    static let english = ErrorWords(
        week: { "the \($0) of \($1) to \($2)" },
        noListYet: { "KOFIC has no list for \($0) yet; nothing was written (the schedule asks again)" },
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
        usage: { problem in
            switch problem {
            case .unknownCommand(let name): "unknown command \(name)"
            case .unknownOption(let name): "unknown option \(name)"
            case .unknownChoice(let kind, let text, let choices): "unknown \(kind) \"\(text)\"; choose from \(choices.joined(separator: ", "))"
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
        archiveMissing: { "no archive at \($0); run boxoffice report or boxoffice backfill first (or pass --archive)" },
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
        noArchivedDay: { "the archive holds no day \($0); fetch it: boxoffice report --date \($0), or boxoffice backfill --from \($0) --to \($0)" },
        emptyArchive: "the archive holds no day yet; fill it: boxoffice backfill --from DATE --to DATE (or boxoffice report)")

    static let korean = ErrorWords(
        week: { kind, start, end in "\(start) ~ \(end) " + (["weekend": "주말", "week": "주간", "weekdays": "주중"][kind] ?? kind) },
        noListYet: { "KOFIC에 \($0) 박스오피스가 아직 없습니다(집계 전). 아무 파일도 바꾸지 않았습니다(스케줄이 다시 묻습니다)" },
        noChart: { "KOFIC에 \($0) 박스오피스가 없습니다. 아무 파일도 바꾸지 않았습니다" },
        publishedNoList: { "KOFIC이 \($0) 박스오피스를 발표하지 않았습니다" },
        keyMissing: { "API 키가 없습니다: \($0)를 설정하세요(키 없이 내장 샘플로: --sample)" },
        unreachable: { service, reason, variable in "\(service)에 연결하지 못했습니다(\(reason)), 재시도 후. 네트워크나 \(variable)를 확인하세요" },
        settingsMissing: { "설정 파일 \($0)이 없습니다(cron/boxoffice.env.example을 복사하고 chmod 600)" },
        settingsExposed: { "설정 파일 \($0)을 다른 사용자가 읽을 수 있습니다. 키가 들어 있으니 chmod 600 \($0)" },
        settingsUnreadable: { "설정 파일 \($0)을 이 사용자가 읽을 수 없습니다" },
        siteOfAnotherArchive: { folder, rebuild in
            "\(folder)의 사이트는 다른 아카이브로 만든 것이어서 아무것도 쓰지 않았습니다. 이 아카이브의 리포트는 다른 폴더에 두거나"
                + "(--output DIR 또는 BOXOFFICE_OUTPUT), 이 아카이브로 사이트를 다시 만드세요: \(rebuild)"
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
        archiveMissing: { "\($0)에 아카이브가 없습니다. 먼저 boxoffice report나 boxoffice backfill을 실행하세요(또는 --archive로 지정)" },
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
        noArchivedDay: { "아카이브에 \($0) 자료가 없습니다. 가져오기: boxoffice report --date \($0) 또는 boxoffice backfill --from \($0) --to \($0)" },
        emptyArchive: "아카이브에 아직 날짜가 없습니다. 채우기: boxoffice backfill --from DATE --to DATE (또는 boxoffice report)")

    static func of(_ language: ReportLanguage) -> ErrorWords { language.code == "ko" ? korean : english }

    /// The run's language for its errors: `--lang` on the command line first, then the settings'.
    static func language(_ arguments: [String], settings: Settings) -> ReportLanguage {
        if let index = arguments.firstIndex(of: "--lang"), index + 1 < arguments.count, let named = ReportLanguage.named(arguments[index + 1]) { return named }
        return settings.language
    }
}
