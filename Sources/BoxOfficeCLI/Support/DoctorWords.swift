import BoxOfficeReports
import Foundation

/// `doctor`'s lines, one table a language (the run's: `--lang`, else `BOXOFFICE_LANG`, the settings
/// file's included). The marks (`✓`, `✗`, `!`, `-`), commands, paths and variable names stay as they
/// are in every language: scripts and people search for them.
struct DoctorWords: Sendable {
    var keySet: @Sendable (_ characters: Int) -> String
    var keyNotSet: String
    var koficNoListYet: @Sendable (_ date: String) -> String
    var koficAnswers: @Sendable (_ movies: Int, _ date: String, _ seconds: Double) -> String
    var outputWritable: @Sendable (_ folder: String, _ writable: Bool) -> String
    var archivePending: @Sendable (_ path: String, _ found: Int, _ current: Int, _ migrations: String) -> String
    var archiveOpens: @Sendable (_ path: String, _ days: Int, _ latest: String?) -> String
    var yearBeforeMissing: @Sendable (_ missing: Int, _ start: String, _ end: String, _ command: String) -> String
    var archiveNotYet: @Sendable (_ path: String) -> String
    var archiveNoTables: @Sendable (_ path: String) -> String
    var siteFromThisArchive: @Sendable (_ folder: String) -> String
    var siteFromAnotherArchive: @Sendable (_ folder: String, _ rebuild: String) -> String
    var sampleSite: @Sendable (_ folder: String) -> String
    /// What forecasts learn from: the date, runs in all, first and last open date, the archive's, and
    /// the bundled base (its runs, its first open date and its last day).
    var forecastSources: @Sendable (_ date: String, _ runs: Int, _ opened: (String, String)?, _ own: Int, _ base: (Int, String, String)) -> String
    var forecastSourcesUnread: String
    var timeZone: @Sendable (_ resolves: Bool, _ now: String, _ yesterday: String) -> String
    var unpublishedList: @Sendable (_ date: String) -> String
    var notifySet: @Sendable (_ scheme: String) -> String
    var notifyNotSet: String
    var siteURLSet: @Sendable (_ url: String) -> String
    var siteURLNotSet: String
    var hostTimeZone: @Sendable (_ zone: String) -> String
    var schedulerSystemd: String
    var schedulerCron: String
    var schedulerNone: String
    var settingsRead: @Sendable (_ file: String) -> String
    var settingsDiffer: @Sendable (_ variable: String, _ file: String) -> String
    var settingsShellOnly: @Sendable (_ variable: String, _ file: String) -> String
    var settingsMissing: @Sendable (_ file: String) -> String
    var settingsUnreadable: @Sendable (_ file: String) -> String
    var settingsExposed: @Sendable (_ file: String) -> String
    var stateInOutput: @Sendable (_ folder: String, _ command: String) -> String
    var cronWouldUse: String
    var noLanguageSetting: String
    var siteKeepsLanguage: @Sendable (_ reports: String, _ chosen: String, _ folder: String, _ site: String) -> String
    var outputHolds: String
    var unset: String

    static let english = DoctorWords(
        keySet: { "KOFIC_API_KEY is set (\($0) characters, not shown)" },
        keyNotSet: "KOFIC_API_KEY is not set",
        koficNoListYet: { "KOFIC answers; no list for \($0) yet" },
        koficAnswers: { String(format: "KOFIC answers: %d movies for %@ in %.1f s", $0, $1, $2) },
        outputWritable: { folder, writable in "output folder \(folder) is " + (writable ? "writable" : "not writable") },
        archivePending: { "archive \($0) has schema \($1); the next run that writes migrates it to \($2) (\($3))" },
        archiveOpens: { path, days, latest in "archive \(path) opens: \(days) days" + (latest.map { ", latest \($0)" } ?? "") },
        yearBeforeMissing: { missing, start, end, command in
            "- the year before is not all archived (\(missing) of \(start) to \(end) missing): no change against it is given; \(command) archives it"
        },
        archiveNotYet: { "archive \($0) does not exist yet; the first run creates it" },
        archiveNoTables: { "archive \($0) is reachable and has no archive tables yet; the first run creates them" },
        siteFromThisArchive: { "the site in \($0) is built from this archive" },
        siteFromAnotherArchive: { folder, rebuild in
            "the site in \(folder) is built from another archive: report and weekly refuse to write it (exit 73); "
                + "rebuild it from this one: \(rebuild), or give this archive another folder"
        },
        sampleSite: { "\($0) holds the bundled sample's site: report and weekly refuse to write it (exit 73); give this archive a folder of its own "
            + "(--output DIR, or BOXOFFICE_OUTPUT)" },
        forecastSources: { date, runs, opened, own, base in
            "forecasts as of \(date) learn from \(runs) finished runs" + (opened.map { ", opened \($0.0) to \($0.1)" } ?? "")
                + ": \(own) from the archive, \(runs - own) from the bundled base (\(base.0) runs of KOFIC's daily lists, opened \(base.1) to \(base.2)); "
                + "a movie the archive holds is the archive's "
                + "(the base adds only its days before the archive's first)"
        },
        forecastSourcesUnread: "forecasts: the archive's runs could not be read",
        timeZone: { resolves, now, yesterday in
            "time zone Asia/Seoul " + (resolves ? "resolves" : "is missing: using the fixed +09:00 offset (same answer)")
                + "; now \(now), yesterday in Seoul \(yesterday)"
        },
        unpublishedList: { "! KOFIC published no list for \($0) while the schedule asked; a later run or a backfill archives it if KOFIC does" },
        notifySet: { "✓ BOXOFFICE_NOTIFY_URL is a well-formed \($0) webhook URL (not shown, not posted to)" },
        notifyNotSet: "- BOXOFFICE_NOTIFY_URL is not set: runs tell no chat",
        siteURLSet: { "✓ BOXOFFICE_SITE_URL \($0): feed and message links are absolute" },
        siteURLNotSet: "- BOXOFFICE_SITE_URL is not set: feed links are relative to feed.xml",
        hostTimeZone: { "✓ host time zone \($0) (reports use Seoul's calendar whatever it is)" },
        schedulerSystemd: "✓ scheduler: systemd runs here; use cron/boxoffice.timer (OnCalendar at 07:30 and 12:30 Asia/Seoul)",
        schedulerCron: "✓ scheduler: cron; install cron/boxoffice.crontab (every 30 minutes, the wrapper decides from Seoul's clock: "
            + "Debian's cron ignores CRON_TZ)",
        schedulerNone: "! scheduler: neither systemd nor cron found; run cron/boxoffice-daily.sh from whatever runs jobs here",
        settingsRead: { "✓ settings \($0) read as cron/boxoffice-daily.sh reads them (every command takes them with --env \($0))" },
        settingsDiffer: { "! \($0) in this shell differs from \($1): a run given the file uses the file's" },
        settingsShellOnly: { "! \($0) is set in this shell, not in \($1): this check uses it, cron's run will not have it (add it to the file, or unset it)" },
        settingsMissing: { "! no settings file \($0): cron/boxoffice-daily.sh refuses to run without one "
            + "(copy cron/boxoffice.env.example there and chmod 600 it); below, its defaults" },
        settingsUnreadable: { "! settings \($0) cannot be read by this user: run doctor as the user cron runs the wrapper as" },
        settingsExposed: { "✗ settings \($0) can be read by others: cron/boxoffice-daily.sh refuses it (chmod 600 \($0))" },
        stateInOutput: { "! \($0) holds the archive and the schedule's state, which a web server there publishes; move them (no run in between): \($1)" },
        cronWouldUse: "A cron run would use:",
        noLanguageSetting: "no BOXOFFICE_LANG; the wrapper sets LANG=C.UTF-8",
        siteKeepsLanguage: { reports, chosen, folder, site in "\(reports) for the reports (\(chosen)); the site in \(folder) stays \(site)" },
        outputHolds: "(daily/, latest.*, index.html)",
        unset: "(unset)")

    static let korean = DoctorWords(
        keySet: { "KOFIC_API_KEY가 설정되어 있습니다(\($0)자, 표시하지 않음)" },
        keyNotSet: "KOFIC_API_KEY가 설정되어 있지 않습니다",
        koficNoListYet: { "KOFIC이 응답합니다. \($0) 박스오피스는 아직 없습니다(집계 전)" },
        koficAnswers: { String(format: "KOFIC이 응답합니다: %@ 영화 %d편, %.1f초", $1, $0, $2) },
        outputWritable: { folder, writable in "출력 폴더 \(folder)에 " + (writable ? "쓸 수 있습니다" : "쓸 수 없습니다") },
        archivePending: { "아카이브 \($0)의 스키마는 \($1)입니다. 다음에 쓰는 실행이 \($2)(으)로 옮깁니다(\($3))" },
        archiveOpens: { path, days, latest in "아카이브 \(path)가 열립니다: \(days)일" + (latest.map { ", 최신 \($0)" } ?? "") },
        yearBeforeMissing: { missing, start, end, command in
            "- 전년 자료가 다 있지 않습니다(\(start) ~ \(end) 중 \(missing)일 없음). 전년 대비는 나오지 않습니다. 채우기: \(command)"
        },
        archiveNotYet: { "아카이브 \($0)가 아직 없습니다. 첫 실행이 만듭니다" },
        archiveNoTables: { "아카이브 \($0)에 연결되지만 아직 테이블이 없습니다. 첫 실행이 만듭니다" },
        siteFromThisArchive: { "\($0)의 사이트는 이 아카이브로 만든 것입니다" },
        siteFromAnotherArchive: { folder, rebuild in
            "\(folder)의 사이트는 다른 아카이브로 만든 것입니다. report와 weekly는 쓰지 않습니다(종료 코드 73). "
                + "이 아카이브로 다시 만들기: \(rebuild). 또는 이 아카이브에 다른 폴더를 주세요"
        },
        sampleSite: { "\($0)에는 내장 샘플의 사이트가 있습니다. report와 weekly는 쓰지 않습니다(종료 코드 73). 이 아카이브에는 다른 폴더를 주세요"
            + "(--output DIR 또는 BOXOFFICE_OUTPUT)" },
        forecastSources: { date, runs, opened, own, base in
            "\(date) 기준 예측은 끝난 상영 \(runs)편" + (opened.map { "(개봉 \($0.0) ~ \($0.1))" } ?? "")
                + "에서 배웁니다: 아카이브 \(own)편, 내장 기본 자료 \(runs - own)편(KOFIC 일별 박스오피스의 상영 \(base.0)편, 개봉 \(base.1) ~ \(base.2)). "
                + "아카이브에 있는 영화는 아카이브의 것을 씁니다"
                + "(기본 자료는 아카이브의 첫날 이전만 보탭니다)"
        },
        forecastSourcesUnread: "예측: 아카이브의 상영 기록을 읽지 못했습니다",
        timeZone: { resolves, now, yesterday in
            "시간대 Asia/Seoul " + (resolves ? "확인" : "없음: 고정 +09:00을 씁니다(결과는 같습니다)")
                + ". 지금 \(now), 서울 기준 어제 \(yesterday)"
        },
        unpublishedList: { "! 스케줄이 묻는 동안 KOFIC이 \($0) 박스오피스를 발표하지 않았습니다. KOFIC이 발표하면 이후 실행이나 backfill이 보관합니다" },
        notifySet: { "✓ BOXOFFICE_NOTIFY_URL은 올바른 \($0) 웹훅 URL입니다(표시하지 않고, 보내 보지 않음)" },
        notifyNotSet: "- BOXOFFICE_NOTIFY_URL이 없습니다: 채팅 알림을 보내지 않습니다",
        siteURLSet: { "✓ BOXOFFICE_SITE_URL \($0): 피드와 메시지의 링크는 절대 주소입니다" },
        siteURLNotSet: "- BOXOFFICE_SITE_URL이 없습니다: 피드 링크는 feed.xml 기준 상대 주소입니다",
        hostTimeZone: { "✓ 이 서버의 시간대 \($0)(리포트는 어떤 시간대든 서울 달력을 씁니다)" },
        schedulerSystemd: "✓ 스케줄러: systemd가 있습니다. cron/boxoffice.timer를 쓰세요(Asia/Seoul 07:30과 12:30)",
        schedulerCron: "✓ 스케줄러: cron. cron/boxoffice.crontab을 설치하세요(30분마다 실행하고, 래퍼가 서울 시각으로 판단합니다: "
            + "Debian의 cron은 CRON_TZ를 무시합니다)",
        schedulerNone: "! 스케줄러: systemd도 cron도 없습니다. 작업을 실행하는 도구로 cron/boxoffice-daily.sh를 실행하세요",
        settingsRead: { "✓ 설정 \($0)을 cron/boxoffice-daily.sh와 같은 방식으로 읽었습니다(모든 명령이 --env \($0)으로 읽습니다)" },
        settingsDiffer: { "! 이 셸의 \($0) 값이 \($1)와 다릅니다: 설정 파일을 받은 실행은 파일의 값을 씁니다" },
        settingsShellOnly: { "! \($0)는 이 셸에만 있고 \($1)에는 없습니다: 이 점검은 그 값을 쓰지만 cron 실행에는 없습니다(파일에 넣거나 unset)" },
        settingsMissing: { "! 설정 파일 \($0)이 없습니다: cron/boxoffice-daily.sh는 이 파일 없이 실행하지 않습니다"
            + "(cron/boxoffice.env.example을 복사하고 chmod 600). 아래는 기본값입니다" },
        settingsUnreadable: { "! 설정 \($0)을 이 사용자가 읽을 수 없습니다: cron이 래퍼를 실행하는 사용자로 doctor를 실행하세요" },
        settingsExposed: { "✗ 설정 \($0)을 다른 사용자가 읽을 수 있어 cron/boxoffice-daily.sh가 거부합니다(chmod 600 \($0))" },
        stateInOutput: { "! \($0)에 아카이브와 스케줄 상태가 있어 웹 서버가 함께 공개합니다. 옮기세요(그사이 실행 없이): \($1)" },
        cronWouldUse: "cron 실행이 쓸 설정:",
        noLanguageSetting: "BOXOFFICE_LANG 없음. 래퍼가 LANG=C.UTF-8로 둡니다",
        siteKeepsLanguage: { reports, chosen, folder, site in "리포트는 \(reports)(\(chosen)). \(folder)의 사이트는 \(site) 그대로" },
        outputHolds: "(daily/, latest.*, index.html)",
        unset: "(설정 안 됨)")

    static func of(_ language: ReportLanguage) -> DoctorWords { language.code == "ko" ? korean : english }
}
