import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// What the process environment configures. Read once, in `BoxOfficeApp`, and passed in.
public struct Settings: Sendable {
    public var apiKey: String?
    public var baseURL: URL?
    /// `SOURCE_DATE_EPOCH`: the "generated" timestamp, for byte-identical reports.
    public var sourceDateEpoch: Date?
    /// `BOXOFFICE_ARCHIVE`: the archive file when `--archive` is not given.
    public var archivePath: String?
    /// `BOXOFFICE_OUTPUT`: every command's folder when `--output` is not given.
    public var outputFolder: String?
    /// `BOXOFFICE_STATE`: the folder of the archive, the schedule's state, lock and log (`StateFolder`).
    public var stateFolder: String?
    /// `XDG_STATE_HOME`, else `$HOME/.local/state`: where state folders are made by default.
    public var stateHome: String?
    /// The variables a settings file set to another value than the shell's (`doctor` says so).
    public var replacedByFile: [String] = []
    /// The shell's `BOXOFFICE_…`/`KOFIC_…` settings the settings file lacks: this run has them, cron's will not.
    public var shellOnly: [String] = []
    /// `KAKAO_REST_API_KEY`, `KAKAO_BASE_URL`, `GOOGLE_BOOKS_API_KEY`, `GOOGLE_BOOKS_BASE_URL`.
    public var kakaoKey: String?
    public var kakaoBaseURL: URL?
    public var googleKey: String?
    public var googleBaseURL: URL?
    /// `BOXOFFICE_SITE_URL`: where OUTPUT is published; feed and message links are absolute under it.
    public var siteURL: URL?
    /// `BOXOFFICE_NOTIFY_URL`: the webhook `--notify` posts to when not given. A secret.
    public var notifyURL: URL?
    /// Where the language came from, when a setting chose it (`BOXOFFICE_LANG=ko`).
    public var languageSetting: String?
    /// The report language: `BOXOFFICE_LANG`, else Korean when `LC_ALL` (or, unset, `LANG`) starts with `ko`, else English.
    public var language: ReportLanguage = .english
    /// What `boxoffice schedule` (the cron wrapper's binary) reads besides.
    public var schedule = ScheduleSettings()
    /// `PGPASSWORD`: read only to keep it out of the cron log. A secret.
    public var pgPassword: String?
    /// `TZ`, `LANG`, `HOME`, `PATH`, `https_proxy` as the host sets them: what `doctor` shows a cron run would use.
    public var hostVariables: [String: String] = [:]
    static let hostVariableNames = ["TZ", "LANG", "HOME", "PATH", "https_proxy"]

    public init(apiKey: String? = nil, baseURL: URL? = nil, sourceDateEpoch: Date? = nil) {
        self.apiKey = apiKey
        self.baseURL = baseURL
        self.sourceDateEpoch = sourceDateEpoch
    }

    public init(environment: [String: String]) throws(UsageError) {
        apiKey = Self.secret(environment, "KOFIC_API_KEY")
        baseURL = try Self.url(environment, "KOFIC_BASE_URL", pathAllowed: true)
        kakaoKey = Self.secret(environment, "KAKAO_REST_API_KEY")
        googleKey = Self.secret(environment, "GOOGLE_BOOKS_API_KEY")
        kakaoBaseURL = try Self.url(environment, "KAKAO_BASE_URL", pathAllowed: false)
        googleBaseURL = try Self.url(environment, "GOOGLE_BOOKS_BASE_URL", pathAllowed: false)
        if let text = environment["BOXOFFICE_ARCHIVE"], !text.isEmpty { archivePath = text }
        if let text = environment["BOXOFFICE_OUTPUT"], !text.isEmpty { outputFolder = text }
        if let text = environment["BOXOFFICE_STATE"], !text.isEmpty { stateFolder = text }
        stateHome = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["HOME"].flatMap { $0.isEmpty ? nil : $0 + "/.local/state" }
        siteURL = try Self.url(environment, "BOXOFFICE_SITE_URL", pathAllowed: true)
        if let text = environment["BOXOFFICE_NOTIFY_URL"], !text.isEmpty {
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
                throw UsageError("BOXOFFICE_NOTIFY_URL must be an http(s) webhook URL") // never echoed: it is a secret
            }
            notifyURL = url
        }
        if let code = environment["BOXOFFICE_LANG"], !code.isEmpty {
            guard let chosen = ReportLanguage.named(code) else {
                // The language itself is what is wrong: said in each language.
                let codes = ReportLanguage.all.map(\.code).joined(separator: ", ")
                throw UsageError("BOXOFFICE_LANG must be one of \(codes), got \"\(code)\" / BOXOFFICE_LANG은 \(codes) 중 하나여야 합니다")
            }
            (language, languageSetting) = (chosen, "BOXOFFICE_LANG=\(code)" + (environment["BOXOFFICE_ENV_FILE"].map { " in \($0)" } ?? ""))
        } else if let locale = [environment["LC_ALL"], environment["LANG"]].compactMap({ $0 }).first(where: { !$0.isEmpty }),
                  locale.lowercased().hasPrefix("ko") {
            language = .korean
        }
        pgPassword = Self.secret(environment, "PGPASSWORD")
        hostVariables = environment.filter { Self.hostVariableNames.contains($0.key) }
        schedule = try ScheduleSettings(environment: environment)
        if let text = environment["SOURCE_DATE_EPOCH"], !text.isEmpty {
            guard let seconds = Int(text), seconds >= 0 else {
                throw UsageError("SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, got \"\(text)\"")
            }
            sourceDateEpoch = Date(timeIntervalSince1970: TimeInterval(seconds))
        }
    }

    /// The settings options take their default from (`Option.setting`), by variable name.
    var optionDefaults: [String: String] { outputFolder.map { ["BOXOFFICE_OUTPUT": $0] } ?? [:] }

    static func secret(_ environment: [String: String], _ name: String) -> String? {
        let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines)
        return (value?.isEmpty ?? true) ? nil : value
    }

    /// An http(s) base URL; book APIs keep their real paths, so theirs is only scheme, host and port.
    private static func url(_ environment: [String: String], _ name: String, pathAllowed: Bool) throws(UsageError) -> URL? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        let trimmed = text.hasSuffix("/") ? String(text.dropLast()) : text
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host != nil, pathAllowed || url.path.isEmpty else {
            throw UsageError("\(name) must be an http(s) URL" + (pathAllowed ? "" : " with no path") + ", such as http://127.0.0.1:8080")
        }
        return url
    }
}

/// The cron wrapper's settings file, as `boxoffice schedule` reads it from the environment.
public struct ScheduleSettings: Sendable {
    /// `BOXOFFICE_LOG`: the log, one line per pass (default: the output folder's state folder, boxoffice-cron.log).
    public var log: String?
    /// `BOXOFFICE_LOG_MAX_LINES`: the log is kept to this many lines.
    public var maxLogLines = 2_000
    /// `BOXOFFICE_LOCK`: the overlap lock (default: the output folder's state folder, .cron.lock).
    public var lock: String?
    /// `BOXOFFICE_DEADLINE`: each pass's deadline in seconds.
    public var deadline = 120
    /// `BOXOFFICE_RECHECK_DAYS`: the days before yesterday each daily pass asks for again.
    public var recheckDays = 7
    /// `BOXOFFICE_REPORT_ARGS`: extra options of the daily pass (`--wide`), split at spaces.
    public var reportArguments: [String] = []
    /// `BOXOFFICE_LISTS`: the segments' and regions' lists each pass also publishes, split at spaces
    /// or commas: `korean`, `foreign`, `diversity`, `commercial`, a region's seven-digit KOBIS code.
    public var lists: [ChartList] = []
    /// `BOXOFFICE_NOW` (Unix seconds): stands in for the clock, in tests of the wrapper.
    public var now: Date?
    /// `BOXOFFICE_ENV_FILE` and `BOXOFFICE_BIN`, as the wrapper resolved them (for `--dry-run`).
    public var settingsFile: String?
    public var binary: String?

    public init() {}

    init(environment: [String: String]) throws(UsageError) {
        func whole(_ name: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            guard let value = Int(text), range.contains(value) else {
                throw UsageError("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
            }
            return value
        }
        log = environment["BOXOFFICE_LOG"].flatMap { $0.isEmpty ? nil : $0 }
        lock = environment["BOXOFFICE_LOCK"].flatMap { $0.isEmpty ? nil : $0 }
        maxLogLines = try whole("BOXOFFICE_LOG_MAX_LINES", 1...1_000_000) ?? maxLogLines
        deadline = try whole("BOXOFFICE_DEADLINE", 1...86_400) ?? deadline
        recheckDays = try whole("BOXOFFICE_RECHECK_DAYS", 0...31) ?? recheckDays
        reportArguments = (environment["BOXOFFICE_REPORT_ARGS"] ?? "").split(separator: " ").map(String.init)
        lists = try Self.lists(environment["BOXOFFICE_LISTS"] ?? "")
        now = try whole("BOXOFFICE_NOW", 0...Int(Int32.max) * 4).map { Date(timeIntervalSince1970: TimeInterval($0)) }
        settingsFile = environment["BOXOFFICE_ENV_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        binary = environment["BOXOFFICE_BIN"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The lists of `BOXOFFICE_LISTS`, each once, in the order given.
    static func lists(_ text: String) throws(UsageError) -> [ChartList] {
        var lists: [ChartList] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) {
            let code = word.hasPrefix("region-") ? String(word.dropFirst(7)) : word
            let list: ChartList
            if let known = ChartList.named.first(where: { $0.slug == word.lowercased() }) {
                list = known
            } else if code.count == 7, code.allSatisfy({ $0.isASCII && $0.isNumber }) {
                list = .region(code)
            } else {
                throw UsageError("BOXOFFICE_LISTS: unknown list \"\(word)\"; use \(ChartList.named.map(\.slug).joined(separator: ", ")) or a region's "
                    + "7-digit code (boxoffice codes regions)")
            }
            if !lists.contains(list) { lists.append(list) }
        }
        return lists
    }
}
