import BoxOfficeReports

/// The words of the errors a newsroom meets first (a morning without a list, the key, KOFIC down,
/// the settings file), one table a language; `ErrorReport` says the rest in English. Logs and run
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

    static let english = ErrorWords(
        week: { "the \($0) of \($1) to \($2)" },
        noListYet: { "KOFIC has no list for \($0) yet; nothing was written (the schedule asks again)" },
        noChart: { "KOFIC has no chart for \($0); nothing was written" },
        publishedNoList: { "KOFIC published no list for \($0)" },
        keyMissing: { "no API key: set \($0) (or try --sample for the bundled data)" },
        unreachable: { service, reason, variable in "\(service) could not be reached (\(reason)) after retries; check the network or \(variable)" },
        settingsMissing: { "no settings file \($0) (copy cron/boxoffice.env.example there and chmod 600 it)" },
        settingsExposed: { "the settings file \($0) can be read by others; it holds the key: chmod 600 \($0)" },
        settingsUnreadable: { "the settings file \($0) cannot be read by this user" })

    static let korean = ErrorWords(
        week: { kind, start, end in "\(start) ~ \(end) " + (["weekend": "주말", "week": "주간", "weekdays": "주중"][kind] ?? kind) },
        noListYet: { "KOFIC에 \($0) 박스오피스가 아직 없습니다(집계 전). 아무 파일도 바꾸지 않았습니다(스케줄이 다시 묻습니다)" },
        noChart: { "KOFIC에 \($0) 박스오피스가 없습니다. 아무 파일도 바꾸지 않았습니다" },
        publishedNoList: { "KOFIC이 \($0) 박스오피스를 발표하지 않았습니다" },
        keyMissing: { "API 키가 없습니다: \($0)를 설정하세요(키 없이 내장 샘플로: --sample)" },
        unreachable: { service, reason, variable in "\(service)에 연결하지 못했습니다(\(reason)), 재시도 후. 네트워크나 \(variable)를 확인하세요" },
        settingsMissing: { "설정 파일 \($0)이 없습니다(cron/boxoffice.env.example을 복사하고 chmod 600)" },
        settingsExposed: { "설정 파일 \($0)을 다른 사용자가 읽을 수 있습니다. 키가 들어 있으니 chmod 600 \($0)" },
        settingsUnreadable: { "설정 파일 \($0)을 이 사용자가 읽을 수 없습니다" })

    static func of(_ language: ReportLanguage) -> ErrorWords { language.code == "ko" ? korean : english }

    /// The run's language for its errors: `--lang` on the command line first, then the settings'.
    static func language(_ arguments: [String], settings: Settings) -> ReportLanguage {
        if let index = arguments.firstIndex(of: "--lang"), index + 1 < arguments.count, let named = ReportLanguage.named(arguments[index + 1]) { return named }
        return settings.language
    }
}
