import BoxOfficeDomain

/// A file of the site under the output folder, by what it shows: the one place that names a page's
/// or a report's path (each folder and file pattern one literal here), so a link is built from the
/// same value as the file it points at.
public enum SitePage: Hashable, Sendable {
    case front
    /// The whole market's day (`daily/DATE`): its report's files, or the site's page of it.
    case day(CalendarDate)
    case movie(MovieCode)
    /// `YYYY-MM`.
    case month(String)
    case year(Int)
    /// A distributor, by its KOBIS company code.
    case distributor(String)
    /// The whole market's weekend chart, by its Friday (`weekends/START`).
    case weekend(CalendarDate)
    /// The all-time chart (`alltime`).
    case allTime
    /// A 설 or 추석 holiday's box office (`holidays/2025-chuseok`).
    case holiday(Holiday)
    /// Every archived holiday side by side (`holidays`).
    case holidays
    /// A list's daily report (`daily-korean/DATE`; the whole market's is `.day`).
    case dailyReport(CalendarDate, ChartList)
    /// A list's weekly report (`weekly/weekend-START`, `weekly-korean/week-START`).
    case weeklyReport(WeekRange, ChartList)
    /// The newest day's report files copied to the top (`latest.md`, `latest.html` …).
    case latest
    /// The Atom feed of the newest reports (`feed.xml`).
    case feed

    /// The folders of the site's own pages and of the reports, each spelled once.
    public static let dailyFolder = "daily", weeklyFolder = "weekly", moviesFolder = "movies", monthsFolder = "months",
                      yearsFolder = "years", distributorsFolder = "distributors", weekendsFolder = "weekends",
                      holidaysFolder = "holidays"
    /// The files the folder keeps of its own state, hidden (no page: no link leads there): the feed's
    /// entries, the site's manifest (its language), the reports' manifest (the files a report wrote).
    /// And the lock one run at a time takes on the folder.
    public static let feedState = ".feed.json", siteManifest = ".site.json", reportsManifest = ".reports.json", runLock = ".boxoffice.lock"
    /// The site's pages as last published (the site map's part the archive gives), for readers of the folder alone.
    public static let siteMapState = ".sitemap.json"
    /// The folders that hold only the site's pages (HTML with its JSON), built from the archive.
    public static let pageFolders = [moviesFolder, monthsFolder, yearsFolder, distributorsFolder, weekendsFolder, holidaysFolder]

    /// A list's reports' folder under `base` (`dailyFolder`, `weeklyFolder`): `daily`, `daily-korean`,
    /// `weekly-region-0105001`.
    public static func folder(_ base: String, of list: ChartList) -> String { list.isWholeMarket ? base : "\(base)-\(list.slug)" }

    /// The list whose reports' folder under `base` is `folder` (`folder(_:of:)` read back): the whole
    /// market's for `daily`, the Korean list's for `daily-korean`; nil for any other folder.
    public static func list(inFolder folder: String, base: String) -> ChartList? {
        if folder == base { return .all }
        guard folder.hasPrefix(base + "-"), let list = ChartList(slug: String(folder.dropFirst(base.count + 1))), Self.folder(base, of: list) == folder else { return nil }
        return list
    }

    /// The page's folder under the output folder (nil: at its top).
    public var folder: String? {
        switch self {
        case .front, .allTime, .holidays, .latest, .feed: nil
        case .holiday: Self.holidaysFolder
        case .day: Self.dailyFolder
        case .movie: Self.moviesFolder
        case .month: Self.monthsFolder
        case .year: Self.yearsFolder
        case .distributor: Self.distributorsFolder
        case .weekend: Self.weekendsFolder
        case .dailyReport(_, let list): Self.folder(Self.dailyFolder, of: list)
        case .weeklyReport(_, let list): Self.folder(Self.weeklyFolder, of: list)
        }
    }

    /// The file's name without its extension: `2026-01-25`, `20249255`, `weekend-2026-01-23`.
    public var name: String {
        switch self {
        case .front: "index"
        case .allTime: "alltime"
        case .holidays: Self.holidaysFolder
        case .holiday(let holiday): holiday.slug
        case .latest: "latest"
        case .feed: "feed"
        case .day(let date), .dailyReport(let date, _), .weekend(let date): date.iso
        case .movie(let code): code.rawValue
        case .month(let month): month
        case .year(let year): String(year)
        case .distributor(let code): code
        case .weeklyReport(let range, _): "\(range.kind.rawValue)-\(range.start.iso)"
        }
    }

    /// The page's path under the output folder, without its extension: `index`, `daily/2026-01-25`,
    /// `movies/20249255`, `months/2026-01`, `years/2026`, `weekends/2026-01-23`.
    public var path: String { folder.map { "\($0)/\(name)" } ?? name }

    /// The page whose `path` this is (`path` read back, the one parser of a published name); nil for
    /// any other path. A weekly report's start must open its kind's week (`weekend-` a Friday).
    public init?(path: String) {
        // Read once for every path of the reports' manifest (thousands a run): no array of parts.
        guard let slash = path.firstIndex(of: "/") else {
            guard let page = [SitePage.front, .allTime, .holidays, .latest, .feed].first(where: { $0.name == path }) else { return nil }
            self = page
            return
        }
        let (folder, name) = (String(path[..<slash]), String(path[path.index(after: slash)...]))
        guard !name.contains("/") else { return nil }
        let page: SitePage?
        switch folder {
        case Self.moviesFolder: page = MovieCode(name).map { .movie($0) }
        case Self.monthsFolder: page = CalendarDate(iso: name + "-01").map { .month(Self.month(of: $0)) }
        case Self.yearsFolder: page = Int(name).map { .year($0) }
        case Self.distributorsFolder: page = name.isEmpty ? nil : .distributor(name)
        case Self.weekendsFolder: page = CalendarDate(iso: name).map { .weekend($0) }
        case Self.holidaysFolder: page = Holiday(slug: name).map { .holiday($0) }
        default:
            if let list = Self.list(inFolder: folder, base: Self.dailyFolder) {
                // Most of the manifest's paths: a list's folder and an ISO date are read back exactly
                // (`list(inFolder:)` and `CalendarDate(iso:)` take only the forms they write), so the path is
                // not made again to compare.
                guard let date = CalendarDate(iso: name) else { return nil }
                self = .daily(date, list: list)
                return
            } else if let list = Self.list(inFolder: folder, base: Self.weeklyFolder), name.count > 11, name.dropLast(10).last == "-",
                      let kind = WeeklyKind(rawValue: String(name.dropLast(11))), let start = CalendarDate(iso: String(name.suffix(10))),
                      kind.range(containing: start).start == start {
                page = .weeklyReport(kind.range(containing: start), list)
            } else {
                page = nil
            }
        }
        // Only a path `path` gives back (`months/2026-1` is not `months/2026-01`).
        guard let page, page.path == path else { return nil }
        self = page
    }

    /// The page's file of `format` under the site's root (`movies/20249255.html`): the one place a
    /// page's path and a format make a file's name.
    public func file(_ format: String) -> String { path + "." + format }

    /// The link from this page to `other`'s file of `format`, relative, so the site works from any
    /// folder or address.
    public func href(to other: SitePage, format: String = "html") -> String {
        String(repeating: "../", count: folder == nil ? 0 : 1) + other.file(format)
    }

    /// A day's HTML page as the site's root holds a copy of it (`latest.html`): its links to the
    /// site's pages (`../movies/CODE.html`) taken one folder up, so they still lead there.
    public static func fromRoot(dayHTML: String) -> String { fromRoot(dayHTML, from: "href=\"../", to: "href=\"") }

    /// A day's file as the site's root holds a copy of it (`latest.html`, `latest.md`): its relative
    /// links (every link of a page in a folder starts `../`) taken one folder up; other formats as they are.
    public static func fromRoot(dayFile: String, format: String) -> String {
        switch format {
        case "html": fromRoot(dayHTML: dayFile)
        case "md": fromRoot(dayFile, from: "](../", to: "](")
        default: dayFile
        }
    }

    private static func fromRoot(_ dayHTML: String, from: String, to: String) -> String {
        // On the bytes (Foundation's replacingOccurrences copies the page through NSString).
        let from = Array(from.utf8), to = Array(to.utf8)
        let bytes = Array(dayHTML.utf8)
        var out: [UInt8] = [], index = 0
        out.reserveCapacity(bytes.count)
        while index < bytes.count {
            if bytes[index] == from[0], index + from.count <= bytes.count, bytes[index..<index + from.count].elementsEqual(from) {
                out += to
                index += from.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The day a dated page is of (a day's, a list's day, a weekend's or a week's first day); nil for
    /// the others.
    public var date: CalendarDate? {
        switch self {
        case .day(let date), .dailyReport(let date, _), .weekend(let date): date
        case .weeklyReport(let range, _): range.start
        case .front, .movie, .month, .year, .distributor, .allTime, .holiday, .holidays, .latest, .feed: nil
        }
    }

    /// Whether it is a year's page.
    public var isYear: Bool { if case .year = self { true } else { false } }

    /// A list's daily report: the whole market's is its day.
    public static func daily(_ date: CalendarDate, list: ChartList) -> SitePage { list.isWholeMarket ? .day(date) : .dailyReport(date, list) }

    /// The month a day is in (`YYYY-MM`).
    public static func month(of date: CalendarDate) -> String { String(date.iso.prefix(7)) }
}

/// A whole-market day's page: the same document whichever writes it, a report of the day or the
/// site (the report's rows, its movies' history and forecasts, then the day's links).
public enum DayPage {
    public static func document(_ report: DailyReport, builder: DailyReportDocumentBuilder, previous: CalendarDate?, next: CalendarDate?,
                                weekend: CalendarDate?, holiday: Holiday? = nil, distributorPages: Set<String> = []) -> ReportDocument {
        // Every title in the chart and the cards leads to its film's page (the site keeps one for every charted film).
        var builder = builder
        let page = SitePage.day(report.date)
        builder.movieLink = { page.href(to: .movie($0)) }
        builder.distributorLink = { distributorPages.contains($0) ? page.href(to: .distributor($0)) : nil }
        var document = builder.build(report)
        document.blocks += DayNavigation.blocks(report, language: builder.language, previous: previous, next: next, weekend: weekend, holiday: holiday)
        return document
    }
}

/// The links a day's page of the site ends with, the same whether `report` wrote the day or the site
/// built it from the archive (its titles link their films' pages in the chart): the days before and after (where their pages
/// are there), the month and the year.
public enum DayNavigation {
    /// - Parameter weekend: the Friday of the archived weekend chart the day is in (nil: none).
    /// - Parameter holiday: the 설 or 추석 holiday the day is one of (nil: none).
    public static func blocks(_ report: DailyReport, language l: ReportLanguage, previous: CalendarDate?, next: CalendarDate?,
                              weekend: CalendarDate? = nil, holiday: Holiday? = nil) -> [Block] {
        let day = SitePage.day(report.date), month = SitePage.month(of: report.date)
        var around: [Link] = []
        if let previous { around.append(Link(title: "← " + l.longDate(previous), href: day.href(to: .day(previous)))) }
        if let next { around.append(Link(title: l.longDate(next) + " →", href: day.href(to: .day(next)))) }
        return [.heading(l.term("site_around")),
                .links(around + (weekend.map { [Link(title: l.term("weekend_page"), href: day.href(to: .weekend($0)))] } ?? [])
                       + (holiday.map { [Link(title: l.term("holiday_title", ["name": l.holidayName($0)]), href: day.href(to: .holiday($0)))] } ?? [])
                       + [Link(title: l.monthTitle(month), href: day.href(to: .month(month))),
                                 Link(title: l.term("year_title", ["year": String(report.date.year)]), href: day.href(to: .year(report.date.year))),
                                 Link(title: l.term("front_page"), href: day.href(to: .front))])]
    }
}
