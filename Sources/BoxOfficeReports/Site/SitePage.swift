import BoxOfficeDomain

/// A page of the site under the output folder, by what it shows: the one place that names a page's
/// path, so a link is built from the same value as the file it points at.
public enum SitePage: Hashable, Sendable {
    case front
    case day(CalendarDate)
    case movie(MovieCode)
    /// `YYYY-MM`.
    case month(String)
    case year(Int)
    /// A distributor, by its KOBIS company code.
    case distributor(String)

    /// The page's path under the output folder, without its extension: `index`, `daily/2026-01-25`,
    /// `movies/20249255`, `months/2026-01`, `years/2026`.
    public var path: String {
        switch self {
        case .front: "index"
        case .day(let date): "daily/\(date.iso)"
        case .movie(let code): "movies/\(code.rawValue)"
        case .month(let month): "\(Self.monthsFolder)/\(month)"
        case .year(let year): "\(Self.yearsFolder)/\(year)"
        case .distributor(let code): "distributors/\(code)"
        }
    }

    /// The link from this page to `other`'s file of `format`, relative, so the site works from any
    /// folder or address.
    public func href(to other: SitePage, format: String = "html") -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1) + other.path + "." + format
    }

    /// The subfolders of the site's pages of each kind, for listings.
    public static let yearsFolder = "years", monthsFolder = "months"

    /// A day's HTML page as the site's root holds a copy of it (`latest.html`): its links to the
    /// site's pages (`../movies/CODE.html`) taken one folder up, so they still lead there.
    public static func fromRoot(dayHTML: String) -> String {
        dayHTML.replacingOccurrences(of: "href=\"" + String(repeating: "../", count: SitePage.day(CalendarDate(year: 2000, month: 1, day: 1)!).path
            .split(separator: "/").count - 1), with: "href=\"")
    }

    /// The month a day is in (`YYYY-MM`).
    public static func month(of date: CalendarDate) -> String { String(date.iso.prefix(7)) }
}

/// The links a day's page of the site ends with, the same whether `report` wrote the day or the site
/// built it from the archive: each ranked movie's page, the days before and after (where their pages
/// are there), the month and the year.
public enum DayNavigation {
    public static func blocks(_ report: DailyReport, language l: ReportLanguage, previous: CalendarDate?, next: CalendarDate?) -> [Block] {
        let day = SitePage.day(report.date), month = SitePage.month(of: report.date)
        var around: [Link] = []
        if let previous { around.append(Link(title: "← " + l.longDate(previous), href: day.href(to: .day(previous)))) }
        if let next { around.append(Link(title: l.longDate(next) + " →", href: day.href(to: .day(next)))) }
        return [.heading(l.term("site_movies")),
                .links(report.rows.map { Link(title: $0.entry.title, href: day.href(to: .movie($0.entry.movieCode))) }),
                .heading(l.term("site_around")),
                .links(around + [Link(title: l.term("month_title", ["month": month]), href: day.href(to: .month(month))),
                                 Link(title: l.term("year_title", ["year": String(report.date.year)]), href: day.href(to: .year(report.date.year))),
                                 Link(title: l.term("front_page"), href: day.href(to: .front))])]
    }
}
