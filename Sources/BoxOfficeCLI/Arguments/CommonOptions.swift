import Foundation
import BoxOfficeReports

/// Options several commands take, declared once.
enum CommonOptions {
    /// The reports folder (and the site in it) when none is named: the one place its name is spelled.
    static let outputFolder = "Reports"
    /// The output folder of a run given a settings file that names none (`site` in the repository).
    static let settingsOutputFolder = "site"
    /// The archive's file in a reports folder, when none is named (`Reports/archive.sqlite`).
    static let archiveFileName = "archive.sqlite"
    static let output = Option.text("--output", "DIR", help: "Folder for the files", default: outputFolder, setting: "BOXOFFICE_OUTPUT")
    static let archive = Option.text("--archive", "PATH|URL", help: "The archive: a SQLite file, or postgresql://USER@HOST:PORT/DB",
                                     defaultDescription: "$BOXOFFICE_ARCHIVE, else with BOXOFFICE_OUTPUT the state folder's (never the published folder), "
                                         + "else Reports/archive.sqlite")
    /// Read before any command is (`CronSettingsFile.applying`): every command's `--help` lists it.
    static let env = Option.text("--env", "FILE", help: "The cron wrapper's settings file (cron/boxoffice.env), read as "
                                 + "cron/boxoffice-daily.sh reads it: its values win over this shell's, a flag wins over them (also BOXOFFICE_ENV_FILE)")
    static let noArchive = Flag("--no-archive", help: "Neither read nor write the archive.")
    static let sample = Flag("--sample", help: "Use the bundled recordings: no key, no network.")
    static let quiet = Flag("--quiet", short: "-q", help: "No progress on stderr.")
    static let lang = Option.choice("--lang", ReportLanguage.all.map { ($0.code, $0) },
                                    help: "Language of Markdown and HTML (CSV and JSON are the same in every language)",
                                    defaultDescription: "$BOXOFFICE_LANG, else ko when LC_ALL or LANG starts with ko, else en")
    static let siteURL = Option<URL>("--site-url", "URL", help: "Where OUTPUT is published: the feed's and messages' links become "
        + "absolute under it", defaultDescription: "$BOXOFFICE_SITE_URL, else relative links") { text, option in
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
            throw UsageError("\(option) expects an http(s) URL, such as https://example.org/boxoffice, got \"\(text)\"")
        }
        return url
    }
    static let deadline = Option.integer("--deadline", "SECONDS", range: 1...86_400,
                                         help: "Give up (exit 69) when the whole run takes longer", default: 120)
}
