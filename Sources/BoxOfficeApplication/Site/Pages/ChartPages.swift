import BoxOfficeDomain
import BoxOfficeReports
import Foundation

/// `daily/DATE`: every archived whole-market day, the same document whichever writes it (`DayPage`:
/// a report of the day, or the site).
enum DayPages: SitePageKind {
    static let resourceTitle = "Daily box office"

    static func owns(_ page: SitePage) -> Bool { if case .day = page { true } else { false } }

    static func pages(in pages: SiteMap.ArchivedPages) -> [SitePage] { pages.days.map { .day($0) } }

    /// The days themselves and those around each (a backfill's days, a later context; the days beside
    /// a report's new day, for their links to it), the days of a weekend archived now (their link to
    /// its page); and, as a day's page says the year so far against the same days a year earlier and
    /// each movie's days in the list, the archived days after a day stored before others (a backfill's,
    /// a revised one) through the end of the year after it (none for a morning's new day).
    static func rewritten(by change: SiteChange, in map: SiteMap) -> [SitePage] {
        guard let pages = map.pages else { return [] }
        let archived = pages.archived
        var days = (change.days.flatMap { [$0, $0.adding(days: -1), $0.adding(days: 1)] }
                    + change.weekends.flatMap { week in (0...2).map { week.start.adding(days: $0) } }).filter(archived.contains)
        if let first = change.days.min(), let last = change.days.max().flatMap({ CalendarDate(year: $0.year + 1, month: 12, day: 31) }) {
            days += pages.days.filter { $0 > first && $0 <= last }
        }
        return days.map { .day($0) }
    }

    /// A day's neighbours are its links' (the calendar's days beside it, where archived): one meaning for both.
    static func neighbour(of page: SitePage, by step: Int, in map: SiteMap) -> SitePage? {
        guard case .day(let date) = page else { return nil }
        let links = map.dayLinks(date)
        return (step < 0 ? links.previous : links.next).map { .day($0) }
    }

    /// The day as a report of it shows it (its movies' history, and the forecasts a report of it
    /// showed, as kept with the day): as this run rendered it, else from the archive, as `history
    /// day` shows it. A day no report wrote (backfilled) had no forecasts, and gets none (a year's
    /// rebuild would forecast every day).
    static func files(_ page: SitePage, with context: SitePageContext) async throws -> [SiteFile] {
        guard case .day(let date) = page else { return [] }
        let (map, language) = (context.map, context.language)
        let report: DailyReport, source: String
        if let rendered = context.build.rendered[date] {
            (report, source) = (rendered, try await context.site.archive.day(date)?.source ?? "")
        } else {
            let answer = try await context.site.answers.answer(DayQuestion(date))
            var archived = answer.report
            if let forecast = context.site.forecast, archived.list.hasForecast, map.reports[.day(date)] != nil {
                archived = try await forecast.asShown(archived)
            }
            (report, source) = (archived, answer.day.source)
        }
        let builder = DailyReportDocumentBuilder(language: language, source: language.translatedFromEnglish(source), generatedAt: context.site.style.generatedAt)
        return SiteTheme.files(DayPage.document(report, builder: builder, links: map.dayLinks(date)))
    }
}

/// `weekends/START`: an archived weekend chart against the weekend before (`WeekendChart`).
enum WeekendPages: SitePageKind {
    static let resourceTitle = "Weekend box office"

    static func owns(_ page: SitePage) -> Bool { if case .weekend = page { true } else { false } }

    static func pages(in pages: SiteMap.ArchivedPages) -> [SitePage] { pages.weekends.map { .weekend($0) } }

    /// A weekend's page, and those of the weekends beside it (their links, their screens' change); and
    /// the page of the archived weekend each day is in (its links to its days).
    static func rewritten(by change: SiteChange, in map: SiteMap) -> [SitePage] {
        let archived = Set(map.pages?.weekends ?? [])
        return (change.weekends.flatMap { [$0.start.adding(days: -7), $0.start, $0.start.adding(days: 7)] }.filter(archived.contains)
                + change.days.compactMap(map.weekend(holding:))).map { .weekend($0) }
    }

    static func neighbour(of page: SitePage, by step: Int, in map: SiteMap) -> SitePage? {
        guard case .weekend(let start) = page else { return nil }
        return SiteMap.beside(map.pages?.weekends ?? [], start, by: step).map { .weekend($0) }
    }

    /// Its chart against the archived weekend before, linked to its days, the weekends around it, its
    /// month, the front page and the weekly report of the same weekend.
    static func files(_ page: SitePage, with context: SitePageContext) async throws -> [SiteFile] {
        guard case .weekend(let start) = page else { return [] }
        let (map, language) = (context.map, context.language)
        let weeks = try await context.site.archive.weeks(.weekend, from: start.adding(days: -7), to: start)
        guard let week = weeks.first(where: { $0.chart.range.start == start })?.chart else { return [] }
        let before = weeks.first { $0.chart.range.start == start.adding(days: -7) }?.chart
        let chart = WeekendChart(week, before: before)
        let held = Set(map.pages?.weekends ?? []), month = SitePage.month(of: start)
        var targets: [(SitePage, String)] = [context.front]
        if held.contains(start.adding(days: -7)) { targets.append((.weekend(start.adding(days: -7)), "← " + context.weekendName(start.adding(days: -7)))) }
        if held.contains(start.adding(days: 7)) { targets.append((.weekend(start.adding(days: 7)), context.weekendName(start.adding(days: 7)) + " →")) }
        // Its month, where the month has a page (an archived day: a weekend archived alone has none).
        if map.pages?.months.contains(month) == true { targets.append((.month(month), language.monthTitle(month))) }
        let report = SitePage.weeklyReport(week.range, .all)
        if map.reports[report]?.contains("html") == true { targets.append((report, language.term("weekend_report"))) }
        // A film of the weekend chart that no archived day ranked has no page: its title is not linked.
        let days = (0...2).map { start.adding(days: $0) }.filter { map.pages?.archived.contains($0) == true }
        let document = context.site.weekendPages.build(chart, links: context.links(page, targets), days: days.map { ($0, page.href(to: .day($0))) },
                                                  movieLink: context.movieLink(from: page))
        return SiteTheme.files(document, json: Data(WeekendPageDocumentBuilder.json(chart).rendered().utf8))
    }
}

/// `movies/CODE`: every charted film's run (`MovieRunQuestion`), its forecast while it runs.
enum MoviePages: SitePageKind {
    static let resourceTitle = "Movie"

    static func owns(_ page: SitePage) -> Bool { if case .movie = page { true } else { false } }

    static func pages(in pages: SiteMap.ArchivedPages) -> [SitePage] { pages.movies.map { .movie($0) } }

    static func rewritten(by change: SiteChange, in map: SiteMap) -> [SitePage] { change.movies.map { .movie($0) } }

    static func neighbour(of page: SitePage, by step: Int, in map: SiteMap) -> SitePage? { nil }

    static func files(_ page: SitePage, with context: SitePageContext) async throws -> [SiteFile] {
        guard case .movie(let code) = page else { return [] }
        let map = context.map
        let answer = try await context.site.answers.answer(MovieRunQuestion(code))
        // Its distributors as its details credit them, each leading to its page (the map's): the
        // page waits for no index, and is the same whichever run writes it.
        let distributors = (answer.run.details.map { MovieDetails.distributing($0.companies) } ?? []).compactMap { company in
            company.code.flatMap { map.pages?.hasDistributorPage($0) == true ? (SitePage.distributor($0), company.name) : nil }
        }
        // Its card names them and the film its pace is set against, each leading to its page too.
        return SiteTheme.files(MovieRunQuestion.document(answer.run, pace: answer.pace, forecast: context.build.forecasts[code],
                                                         links: context.links(page, [context.front] + distributors), in: context.site.style,
                                                         movieLink: context.movieLink(from: page),
                                                         distributorLink: { map.pages?.hasDistributorPage($0) == true ? page.href(to: .distributor($0)) : nil }))
    }
}

/// `distributors/CODE`: a distributor with a KOBIS code, led by its standing year (`SiteIndex`).
enum DistributorPages: SitePageKind {
    static let resourceTitle = "Distributor"

    static func owns(_ page: SitePage) -> Bool { if case .distributor = page { true } else { false } }

    static func pages(in pages: SiteMap.ArchivedPages) -> [SitePage] { pages.distributors.map { .distributor($0) } }

    /// Every distributor's page leads with the standing year's shares and ranks: a run that moves it to
    /// the next year, or stores a day of it, changes them all; otherwise those of the changed movies.
    static func rewritten(by change: SiteChange, in map: SiteMap) -> [SitePage] {
        change.everyDistributor ? pages(in: map.pages ?? SiteMap.ArchivedPages(days: [], weekends: [], movies: [], distributors: []))
            : change.movies.flatMap { change.movieDistributors[$0] ?? [] }.map { .distributor($0) }
    }

    static func neighbour(of page: SitePage, by step: Int, in map: SiteMap) -> SitePage? { nil }

    /// Whether storing `days` rewrites every distributor's page: a run that moves the standing year to
    /// the next (the first day of a new year archived), or stores a day of it (a backfill, a
    /// revision); a morning of the running year changes none.
    static func rewritesEvery(storing days: [CalendarDate], in pages: SiteMap.ArchivedPages) -> Bool {
        let standingYear = SiteIndex.standingYear(days: pages.days), stored = Set(days)
        return days.contains { $0.year == standingYear } || SiteIndex.standingYear(days: pages.days.filter { !stored.contains($0) }) != standingYear
    }

    static func files(_ page: SitePage, with context: SitePageContext) async throws -> [SiteFile] {
        guard case .distributor(let code) = page else { return [] }
        let index = try await context.build.index.value
        guard let record = index.distributors[code] else { return [] }
        let document = context.site.distributorPages.build(name: record.name, code: code, years: record.years, standing: record.standing,
                                                      standingYear: index.standingYear, biggest: record.biggest,
                                                      links: context.links(page, [context.front]), movieLink: { page.href(to: .movie($0)) },
                                                      yearLink: { page.href(to: .year($0)) })
        return SiteTheme.files(document)
    }
}
