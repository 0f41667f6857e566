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
