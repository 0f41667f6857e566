import BoxOfficeDomain

/// The front page of a reports folder: the latest report, then every day, newest first.
public struct ReportIndexBuilder: Sendable {
    public var language: ReportLanguage
    public var generatedAt: String

    public init(language: ReportLanguage = .english, generatedAt: String) {
        self.language = language
        self.generatedAt = generatedAt
    }

    /// A weekly report on disk: its range, file name (without extension) and formats.
    public struct Weekly: Sendable {
        public var range: WeekRange
        public var name: String
        public var formats: [String]
        public init(range: WeekRange, name: String, formats: [String]) {
            self.range = range
            self.name = name
            self.formats = formats
        }
    }

    /// A segment's or a region's reports on disk: its list, and its days and weeks as above.
    public struct Segment: Sendable {
        public var list: ChartList
        public var days: [(date: CalendarDate, formats: [String])]
        public var weeks: [Weekly]
        public init(list: ChartList, days: [(date: CalendarDate, formats: [String])], weeks: [Weekly]) {
            self.list = list
            self.days = days
            self.weeks = weeks
        }
    }

    /// - Parameter days: each day with the formats written for it (`md`, `csv`, `html`, …).
    /// - Parameter weeks: the weekly reports, listed after the days.
    /// - Parameter segments: the segments' and regions' reports, each list under its own headings, last.
    /// - Parameter front: the site's front part, from the archive (nil without one).
    /// - Parameter navigation: the site's pages it leads to, as the site's map names them (never guessed
    ///   from the folder's files; nil: the folder holds no site).
    public func build(days: [(date: CalendarDate, formats: [String])], weeks: [Weekly] = [], segments: [Segment] = [],
                      front: SiteFront? = nil, navigation: SiteNavigation? = nil) -> ReportDocument {
        let l = language
        let sorted = days.sorted { $0.date > $1.date }
        var blocks: [Block] = []
        // A reader's page: the newest day's sentence and chart first; the files and the feed at the foot.
        if let front { blocks += SiteFrontBlocks(language: l).blocks(front) } else if sorted.isEmpty { blocks.append(.paragraph(l.sentences.noReportYet)) }
        // The holiday the newest day is in, or ended at most two weeks before it.
        if let holiday = navigation?.holiday {
            blocks.append(.heading(l.term("holidays_page")))
            blocks.append(.links([Link(title: l.term("holiday_title", ["name": l.holidayName(holiday)]), href: SitePage.front.href(to: .holiday(holiday)))]))
        }
        // One weekend section: the site's weekend pages (each leading to its report), else the weekend reports.
        let weekendPages = navigation?.weekends ?? []
        if !weekendPages.isEmpty {
            blocks.append(.heading(l.term("site_weekends")))
            blocks.append(.links(weekendPages.map { start in
                Link(title: l.term("weekend_title", ["start": l.longDate(start), "end": l.longDate(start.adding(days: 2))]),
                     href: SitePage.front.href(to: .weekend(start)))
            }))
        }
        let years = navigation?.years ?? []
        if !years.isEmpty {
            blocks.append(.heading(l.term("site_years")))
            blocks.append(.links(years.map { Link(title: l.term("year_title", ["year": String($0)]), href: SitePage.front.href(to: .year($0))) }))
        }
        // The newest year's months (each year's page lists its own).
        let shownMonths = navigation?.months ?? []
        if !shownMonths.isEmpty {
            blocks.append(.heading(l.term("site_months")))
            blocks.append(.links(shownMonths.map { Link(title: l.monthTitle($0), href: SitePage.front.href(to: .month($0))) }))
        }
        if let navigation, navigation.hasAllTime {
            blocks.append(.links([Link(title: l.term("site_alltime"), href: SitePage.front.href(to: .allTime))]
                                 + (navigation.hasHolidays ? [Link(title: l.term("holidays_title"), href: SitePage.front.href(to: .holidays))] : [])))
        }
        blocks.append(.heading(l.term(navigation == nil ? "every_day" : "front_recent")))
        let table = Table(
            columns: ["date", "weekday", "files"].map { Column($0, key: $0) },
            rows: sorted.map { day in
                [.text(day.date.iso), .text(l.weekday(day.date)), .list(day.formats.sorted().map(SitePage.day(day.date).file))]
            }
        )
        // With the site, the recent days; the months' pages list every day (a front page of nine years'
        // days would outgrow a phone's patience).
        blocks.append(.links(sorted.prefix(navigation == nil ? sorted.count : Self.recentDays).map { day in
            Link(title: l.longDate(day.date), href: SitePage.front.href(to: .day(day.date), format: Self.linked(day.formats)))
        }))
        // The weekend reports a weekend page already leads to are not listed again.
        let paged = Set(weekendPages)
        blocks += weekLinks(weeks.filter { !($0.range.kind == .weekend && paged.contains($0.range.start)) }, list: .all)
        for segment in segments {
            let days = segment.days.sorted { $0.date > $1.date }
            if !days.isEmpty {
                blocks.append(.heading(DailyReportDocumentBuilder.titled(l.term("every_day"), segment.list, l)))
                blocks.append(.links(days.map { day in
                    Link(title: l.longDate(day.date), href: SitePage.front.href(to: .daily(day.date, list: segment.list), format: Self.linked(day.formats)))
                }))
            }
            blocks += weekLinks(segment.weeks, list: segment.list)
        }
        // The files of the newest day (`latest.*`) and the feed, at the foot.
        if let latest = sorted.first {
            blocks.append(.heading(l.term("site_files")))
            blocks.append(.paragraph(l.sentences.latest(l.longDate(latest.date))))
            blocks.append(.links(latest.formats.sorted().map { Link(title: SitePage.latest.file($0), href: SitePage.front.href(to: .latest, format: $0)) }
                                 + [Link(title: l.term("site_feed"), href: SitePage.front.href(to: .feed, format: "xml"))]))
        }
        return ReportDocument(language: l.code, title: l.term("reports_title"), metadata: [l.labeled("generated", generatedAt)],
                              blocks: blocks, dataset: table)
    }

    /// A list's weekly charts under their heading, newest first; nothing when there are none.
    private func weekLinks(_ weeks: [Weekly], list: ChartList) -> [Block] {
        guard !weeks.isEmpty else { return [] }
        let l = language
        return [.heading(DailyReportDocumentBuilder.titled(l.term("weekly_reports"), list, l)),
                .links(weeks.sorted { $0.range > $1.range }.map { week in
                    Link(title: "\(l.term(week.range.kind.rawValue)): \(l.longDate(week.range.start))\(l.term("range_to"))\(l.longDate(week.range.end))",
                         href: SitePage.front.href(to: .weeklyReport(week.range, list), format: Self.linked(week.formats)))
                })]
    }

    /// The days the front page of a site lists.
    static let recentDays = 14

    /// The format a link opens: the HTML, else the Markdown, else the first written.
    static func linked(_ formats: [String]) -> String { ["html", "md"].first(where: formats.contains) ?? formats.sorted().first ?? "md" }
}
