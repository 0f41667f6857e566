import BoxOfficeDomain
import BoxOfficeForecastFigures
import Foundation

/// Lays out a `DailyReport` as a neutral document in one language: the chart (its first columns
/// readable on a phone), totals, the day by distributor, highlights, a bar chart, the movies'
/// details and notes. The dataset carries every number for CSV and JSON, in no language.
public struct DailyReportDocumentBuilder: Sendable {
    public var language: ReportLanguage
    /// Where the data came from, as the heading says it.
    public var source: String
    /// When the report was made, already formatted (`2026-11-22 07:30 KST`).
    public var generatedAt: String
    /// Each film's page on the site, for its title in the chart and the cards (nil: plain titles, a
    /// report kept without a site).
    public var movieLink: (@Sendable (MovieCode) -> String?)?
    /// Each distributor's page on the site, by its KOBIS code (nil: plain names).
    public var distributorLink: (@Sendable (String) -> String?)?

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    /// - Parameter extraMetadata: more lines under the title (an archived day's revision, say).
    public func build(_ report: DailyReport, extraMetadata: [LabeledValue] = []) -> ReportDocument {
        let words = language.sentences
        let date = language.longDate(report.date)
        return ReportDocument(
            language: language.code,
            title: Self.titled(words.dailyTitle(date), report.list, language),
            dataTitle: Self.titled(ReportLanguage.english.sentences.dailyTitle(ReportLanguage.english.longDate(report.date)), report.list, .english),
            metadata: [language.labeled("source", source), language.labeled("generated", generatedAt)] + extraMetadata,
            blocks: blocks(report, period: .day),
            dataset: DailyReportDataset.table(report)
        )
    }

    /// A weekly chart (weekend, week or weekdays) laid out as the daily one: the numbers are the
    /// range's, the changes against the same range a week before.
    public func build(_ weekly: WeeklyReport) -> ReportDocument {
        let l = language, english = ReportLanguage.english
        let report = DailyReport(date: weekly.range.end, rows: weekly.rows, market: weekly.market, list: weekly.list)
        return ReportDocument(
            language: l.code,
            title: weeklyTitle(weekly, l),
            dataTitle: weeklyTitle(weekly, english),
            metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)],
            blocks: blocks(report, period: .weekly(weekly.range)),
            dataset: WeeklyReportDataset.table(weekly)
        )
    }

    /// The report's entry in the Atom feed: its title with the number one, and the highlights.
    public func feedEntry(_ report: DailyReport, updated: Date) -> FeedEntry {
        let title = Self.titled(language.sentences.dailyTitle(language.longDate(report.date)), report.list, language)
        let page = SitePage.daily(report.date, list: report.list)
        return FeedEntry(id: FeedEntry.id(kind: page.folder ?? "", name: page.name),
                         title: language.sentences.feedTitle(title, report.rows.first?.entry.title),
                         summary: summary(report, period: .day), updated: updated, path: page.file("html"))
    }

    public func feedEntry(_ weekly: WeeklyReport, updated: Date) -> FeedEntry {
        let l = language, range = weekly.range, page = SitePage.weeklyReport(range, weekly.list)
        return FeedEntry(id: FeedEntry.id(kind: page.folder ?? "", name: page.name), title: l.sentences.feedTitle(weeklyTitle(weekly, l), weekly.rows.first?.entry.title),
                         summary: summary(DailyReport(date: range.end, rows: weekly.rows, list: weekly.list), period: .weekly(range)),
                         updated: updated, path: page.file("html"))
    }

    /// A title with the list it is of, when it is a segment's or a region's (`… — 한국영화`).
    static func titled(_ base: String, _ list: ChartList, _ l: ReportLanguage) -> String {
        list.isWholeMarket ? base : l.term("segment_title", ["title": base, "list": listName(list, l)])
    }

    /// A segment's name in a language (한국영화, Diversity films), a region's as KOBIS names it.
    static func listName(_ list: ChartList, _ l: ReportLanguage) -> String {
        if let code = list.regionCode { return list.regionName ?? code }
        return list.labelKey.map { l.term($0, ["slug": list.slug]) } ?? ""
    }

    private func weeklyTitle(_ weekly: WeeklyReport, _ l: ReportLanguage) -> String {
        let range = weekly.range
        return Self.titled(l.sentences.weeklyTitle(l.term(range.kind.rawValue), l.longDate(range.start), l.longDate(range.end)), weekly.list, l)
    }

    /// A chat message (Markdown) for a written report: its title, the top five with audience and
    /// change, the milestones, what a revision changed, and the report's link when there is one.
    public func chatMessage(_ report: DailyReport, revision: (Int, String)? = nil, link: String? = nil) -> String {
        chatMessage(title: Self.titled(language.sentences.dailyTitle(language.longDate(report.date)), report.list, language), report: report, period: .day,
                    revision: revision, link: link)
    }

    public func chatMessage(_ weekly: WeeklyReport, revision: (Int, String)? = nil, link: String? = nil) -> String {
        chatMessage(title: weeklyTitle(weekly, language), report: DailyReport(date: weekly.range.end, rows: weekly.rows, list: weekly.list),
                    period: .weekly(weekly.range), revision: revision, link: link)
    }

    /// The message for a run that failed: what it was for, and its one-line error.
    /// The chat message of a day's run that failed.
    public func failureMessage(day: CalendarDate, error: String) -> String {
        language.sentences.chatFailed(language.sentences.dailySubject(day.iso), error)
    }

    /// The chat message of a weekly chart's run that failed.
    public func failureMessage(week: WeekRange, error: String) -> String {
        language.sentences.chatFailed(language.sentences.weeklySubject(language.term(week.kind.rawValue), week.start.iso), error)
    }

    private func chatMessage(title: String, report: DailyReport, period: Period, revision: (Int, String)?, link: String?) -> String {
        var lines = ["**\(title)**"]
        if let (number, change) = revision { lines.append(language.sentences.chatRevised(number, change)) }
        if report.rows.isEmpty { lines.append(summary(report, period: period)) }
        for row in report.rows.prefix(5) {
            let entry = row.entry
            lines.append("\(entry.rank). \(Self.oneLine(entry.title)) — \(NumberFormat.grouped(entry.audience)) "
                + "(\(entry.movement.isNew ? language.term("new") : NumberFormat.signedPercent(entry.audienceChangePercent)))")
        }
        for milestone in DailyHighlights(entries: report.rows.map(\.entry)).milestones {
            lines.append(language.sentences.milestone(Self.oneLine(milestone.entry.title), milestone.admissions, milestone.entry.audienceAccumulated))
        }
        lines += forecastHighlights(report, movies: 1, pace: false).map(Self.oneLine)
        if let link { lines.append(link) }
        return lines.joined(separator: "\n")
    }

    /// A title as one inert line of a chat message: line breaks become spaces, and the `<!…>` and
    /// `<@…>` sequences Slack reads as mentions, and `@everyone`/`@here`, are broken with a zero-width space.
    public static func oneLine(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
            .replacingOccurrences(of: "<!", with: "<\u{200B}!").replacingOccurrences(of: "<@", with: "<\u{200B}@")
            .replacingOccurrences(of: "@everyone", with: "@\u{200B}everyone").replacingOccurrences(of: "@here", with: "@\u{200B}here")
    }

    /// The highlights as plain lines (a feed's summary, a chat message), or the no-data sentence.
    func summary(_ report: DailyReport, period: Period) -> String {
        guard !report.rows.isEmpty else {
            if case .weekly(let range) = period {
                return language.sentences.weeklyNoData(language.longDate(range.start) + language.term("range_to") + language.longDate(range.end))
            }
            return language.sentences.noData(language.longDate(report.date))
        }
        return (highlights(DailyHighlights(entries: report.rows.map(\.entry)), period: period, list: report.list) + marketHighlights(report.market, period: period))
            .joined(separator: "\n")
    }

    /// What the chart covers: one day, or a range of a week.
    enum Period {
        case day
        case weekly(WeekRange)
    }

    private func blocks(_ report: DailyReport, period: Period) -> [Block] {
        let words = language.sentences
        let notes = DetailsGapNotes(report, language: language)
        let (covered, noData): (String, String)
        switch period {
        case .day:
            covered = language.longDate(report.date)
            noData = words.noData(covered)
        case .weekly(let range):
            covered = language.longDate(range.start) + language.term("range_to") + language.longDate(range.end)
            noData = words.weeklyNoData(covered)
        }
        var blocks: [Block] = []
        if !report.list.isWholeMarket {
            // A segment's ranks and shares are its own: said before the table, in every format a reader opens.
            let key = report.list.regionCode != nil ? "segment_note_region" : "segment_note"
            blocks.append(.paragraph(language.term(key, ["list": Self.listName(report.list, language)])))
        }
        if report.rows.isEmpty {
            blocks.append(.paragraph(noData))
        } else {
            // The day's own numbers first (the whole market's day: a reader's page, and its Markdown).
            if report.list.isWholeMarket, case .day = period { blocks += PageLeads(language: language).day(report).map(Block.paragraph) }
            blocks.append(.table(chartTable(report, titled: notes.title, period: period)))
            // KOFIC ranks by sales: said once, where a film ranks above one with more admissions.
            if PageLeads.ranksDifferFromAudience(report.rows.map(\.entry)) { blocks.append(.paragraph(language.term("ranked_by_sales"))) }
            let totals = (report.rows.count, words.headlineAudience(report.totalAudience), words.headlineWon(report.totalSales),
                          NumberFormat.grouped(report.totalSalesShare, places: 1))
            if !report.list.isWholeMarket {
                blocks.append(.paragraph(language.term("segment_totals", ["movies": String(totals.0), "audience": totals.1, "sales": totals.2,
                                                                          "share": totals.3, "list": Self.listName(report.list, language)])))
            } else if case .day = period {
                blocks.append(.paragraph(words.totals(totals.0, totals.1, totals.2, totals.3)))
            } else {
                blocks.append(.paragraph(words.weeklyTotals(totals.0, totals.1, totals.2, totals.3)))
            }
            blocks.append(.heading(language.term("highlights")))
            blocks.append(.bulletList(highlights(DailyHighlights(entries: report.rows.map(\.entry)), period: period, list: report.list)
                + forecastHighlights(report, movies: 3, explainMissing: true) + marketHighlights(report.market, period: period)))
            blocks.append(.barChart(BarChart(
                title: words.audienceChart(covered), unit: language.term("admissions"),
                bars: report.rows.map { BarChart.Bar(label: $0.entry.title, value: $0.entry.audience, href: movieLink?($0.entry.movieCode)) }
            )))
            blocks.append(.heading(language.term("by_distributor")))
            blocks.append(.table(DistributorTable(language: language).table(report, link: distributorLink)))
            blocks.append(.heading(language.term("movie_details")))
            blocks.append(.table(movieTable(report, titled: notes.title)))
        }
        if !notes.texts.isEmpty {
            blocks.append(.heading(language.term("notes")))
            blocks.append(.notes(notes.texts))
        }
        return blocks
    }

    /// Rank, movement, title, distributor, audience, its change and the total first: what a phone
    /// shows, with the distributor under the title there.
    private func chartTable(_ report: DailyReport, titled: (DailyReport.Row) -> String, period: Period) -> Table {
        let l = language
        var columns = [
            l.column("rank", .trailing), l.column("rank_change"), l.column("title", wraps: true),
            l.column("distributors", wraps: true, essential: false),
            l.column("audience", .trailing), changeColumn(period), l.column("audience_accumulated", .trailing),
            l.column("audience_change_pct", .trailing, essential: false), l.column("open_date", essential: false),
        ]
        if case .day = period { columns.append(l.column("day_of_release", .trailing, essential: false)) }
        columns += [
            l.column("sales", .trailing, essential: false),
            l.column("sales_share", .trailing, essential: false), l.column("sales_accumulated", .trailing, essential: false),
            l.column("screens", .trailing, essential: false), l.column("shows", .trailing, essential: false),
        ]
        let withHistory = report.rows.contains { $0.history != nil }
        if withHistory {
            columns += [
                l.column("audience_change_last_week_pct", .trailing, essential: false),
                l.column("days_in_top10", .trailing, essential: false), l.column("best_rank", .trailing, essential: false),
            ]
        }
        let rows = report.rows.map { row -> [Cell] in
            let entry = row.entry
            var cells: [Cell] = [
                .integer(entry.rank), movementCell(entry.movement),
                titleCell(titled(row), distributors: row.details?.distributors ?? [], href: movieLink?(entry.movieCode)),
                distributorsCell(row),
                .integer(entry.audience),
                Cell(display: NumberFormat.signed(entry.audienceChange), value: .integer(entry.audienceChange)),
                .integer(entry.audienceAccumulated),
                Cell(display: NumberFormat.signedPercent(entry.audienceChangePercent), value: .decimal(entry.audienceChangePercent, places: 1)),
                .text(entry.openDate?.iso ?? ""),
            ]
            if case .day = period { cells.append(dayOfReleaseCell(row, on: report.date)) }
            cells += [
                .integer(entry.sales),
                Cell(display: NumberFormat.grouped(entry.salesShare, places: 1) + "%", value: .decimal(entry.salesShare, places: 1)),
                .integer(entry.salesAccumulated), .integer(entry.screens), .integer(entry.shows),
            ]
            if withHistory {
                cells += [
                    row.history?.audienceChangeLastWeekPercent.map {
                        Cell(display: NumberFormat.signedPercent($0), value: .decimal($0, places: 1))
                    } ?? .empty,
                    .integer(row.history?.daysInTopTen), .integer(row.history?.bestRank),
                ]
            }
            return cells
        }
        return Table(columns: columns, rows: rows, narrowNote: language.sentences.narrowTable)
    }

    /// The change against the day before, or, for a weekly chart, the same days a week before.
    private func changeColumn(_ period: Period) -> Column {
        if case .day = period { return language.column("audience_change", .trailing) }
        return Column(language.term("audience_change_week"), key: "audience_change", alignment: .trailing)
    }

    private func titleCell(_ title: String, distributors: [String], href: String? = nil) -> Cell {
        var cell = Cell.link(title, href: href)
        cell.narrowSecondLine = distributors.joined(separator: ", ")
        return cell
    }

    /// A row's distributors, each leading to its page where the site has one (by its KOBIS code in the details).
    private func distributorsCell(_ row: DailyReport.Row) -> Cell {
        let names = row.details?.distributors ?? []
        guard let distributorLink, let details = row.details else { return .list(names) }
        let codes = Dictionary(details.distributingCompanies.compactMap { company in company.code.map { (company.name, $0) } }, uniquingKeysWith: { first, _ in first })
        return .list(names) { codes[$0].flatMap(distributorLink) }
    }

    /// ▲3, ▼2, –, or NEW (신규).
    private func movementCell(_ movement: RankMovement) -> Cell {
        DailyReportDataset.movementCell(movement, newLabel: language.term("new"))
    }

    /// The trade's day of release (`3`, `3일차`); a paid preview before the open date reads as one; a
    /// re-release as one (`재개봉 5일차`: its day since its stretch in the chart began, when the archive shows it).
    private func dayOfReleaseCell(_ row: DailyReport.Row, on date: CalendarDate) -> Cell {
        let day = row.dayOfRelease(on: date)
        if row.isReRelease(on: date) { return Cell(display: language.sentences.reRelease(day), value: day.map { .integer($0) } ?? .empty) }
        if let day { return Cell(display: language.sentences.dayOfRelease(day), value: .integer(day)) }
        if let days = row.entry.daysSinceOpening(on: date), days < 0 { return Cell(display: language.term("preview"), value: .empty) }
        return .empty
    }

    private func movieTable(_ report: DailyReport, titled: (DailyReport.Row) -> String) -> Table {
        let l = language
        let columns = [
            l.column("rank", .trailing), l.column("title", wraps: true), l.column("title_en", wraps: true),
            l.column("distributors", wraps: true), l.column("production_companies", wraps: true), l.column("genres", wraps: true),
            l.column("directors", wraps: true), l.column("nations", wraps: true), l.column("runtime_minutes", .trailing),
            l.column("watch_grade"), l.column("audience_per_screen", .trailing), l.column("audience_per_show", .trailing),
        ]
        let rows = report.rows.map { row -> [Cell] in
            let details = row.details
            return [
                .integer(row.entry.rank), .link(titled(row), href: movieLink?(row.entry.movieCode)), .text(details?.englishTitle ?? ""),
                distributorsCell(row), .list(details?.productionCompanies ?? []),
                .list(details?.genres ?? []), .list(details?.directors.map(\.name) ?? []), .list(details?.nations ?? []),
                details?.runtimeMinutes.map { Cell(display: language.sentences.minutes($0), value: .integer($0)) } ?? .empty,
                .list(details.map { DailyReportDataset.unique($0.watchGrades) } ?? []),
                .decimal(row.entry.audiencePerScreen, places: 1), .decimal(row.entry.audiencePerShow, places: 1),
            ]
        }
        var table = Table(columns: columns, rows: rows)
        table.cardsWhenNarrow = true
        return table
    }

    /// The forecasts of the first `movies` ranked movies that have one, in the trade's words: the
    /// final with its interval, the next milestone's date when expected, and the leader's pace.
    private func forecastHighlights(_ report: DailyReport, movies: Int, pace: Bool = true, explainMissing: Bool = false) -> [String] {
        let words = language.sentences
        var out: [String] = [], datesShown = false
        for row in report.rows.filter({ $0.forecast != nil }).prefix(movies) {
            guard let forecast = row.forecast else { continue }
            let title = row.entry.title
            out.append(words.finalExpected(title, forecast.final.expected, forecast.final.low, forecast.final.high))
            if let date = forecast.next.date {
                out.append(words.milestoneExpected(title, forecast.next.mark, date, forecast.next.shownRange, forecast.next.chance))
                datesShown = true
            }
            if pace, row.entry.rank == 1, let pace = forecast.pace {
                out.append(words.pace(title, pace.dayOfRun, pace.accumulated, pace.otherTitle, pace.otherYear, pace.difference))
            }
        }
        // What a date is worth, where one was given (not in a chat message whose one movie has none).
        if datesShown { out.append(Self.milestoneMeaning(language)) }
        guard explainMissing else { return out }
        // Why the others have none, once per reason.
        let missing = report.rows.filter { $0.noForecast != nil }
        for reason in [NoForecast.reRelease, .tooEarly, .lastWeekNotArchived, .notEnoughToLearnFrom] {
            let titles = missing.filter { $0.noForecast == reason }.map(\.entry.title)
            if !titles.isEmpty { out.append(words.noForecast(reason, titles)) }
        }
        return out
    }

    /// What a milestone's date and range mean, with what they came to on the years measured
    /// (`MeasuredMilestoneDates.measured`, generated at build time by the walk that scores them).
    public static func milestoneMeaning(_ language: ReportLanguage, measured: MeasuredMilestoneDates = .measured) -> String {
        func percent(_ share: ForecastShare) -> Int { Int(((share.fraction ?? 0) * 100).rounded()) }
        return language.sentences.milestoneMeaning(measured.years, measured.chosenOn, measured.runsReaching, percent(measured.nearWithinOneDay),
                                                   percent(measured.farInRange), measured.chanceFittedOn) + "."
    }

    /// The year (or month) so far against the same days a year earlier, and the day's Korean share,
    /// when the archive holds them.
    private func marketHighlights(_ market: MarketSoFar?, period: Period) -> [String] {
        guard let market else { return [] }
        let l = language
        var out: [String] = []
        if let soFar = market.period {
            let audience = l.sentences.audienceRounded(soFar.totals.audience)
            let change = soFar.audienceChangePercent.map { PageLeads(language: l).change($0) }
            switch (period, change) {
            case (.day, let change?): out.append(l.term("year_so_far", ["audience": audience, "change": change]))
            case (.day, nil): out.append(l.term("year_so_far_no_comparison", ["audience": audience]))
            case (.weekly, let change?):
                out.append(l.term("month_so_far", ["audience": audience, "change": change, "month": String(soFar.totals.end.month),
                                                   "to": l.longDate(soFar.totals.end)]))
            case (.weekly, nil): break
            }
        }
        if case .day = period, let day = market.day, day.unknownNationAudience == 0, day.audience > 0 {
            let audience = NumberFormat.plain(Double(day.koreanAudience) / Double(day.audience) * 100, places: 1) + "%"
            let sales = day.koreanSales.flatMap { korean in day.marketSales.map { (korean, $0) } }.flatMap { korean, market in
                market > 0 ? l.term("korean_share_day_sales", ["sales": NumberFormat.plain(Double(korean) / Double(market) * 100, places: 1) + "%"]) : nil
            }
            out.append(l.term("korean_share_day", ["audience": audience, "sales": sales ?? ""]))
        }
        return out
    }

    private func highlights(_ highlights: DailyHighlights, period: Period, list: ChartList) -> [String] {
        let words = language.sentences
        var out: [String] = []
        if let leader = highlights.leader {
            let (audience, share) = (words.headlineAudience(leader.audience), NumberFormat.grouped(leader.salesShare, places: 1))
            if !list.isWholeMarket {
                // The share is of the list's own sales, and says so.
                out.append(language.term("segment_leader", ["title": leader.title, "audience": audience, "share": share,
                                                            "list": Self.listName(list, language)]))
            } else if case .day = period {
                out.append(words.leader(leader.title, audience, share))
            } else {
                out.append(words.weeklyLeader(leader.title, audience, share))
                if !leader.movement.isNew {
                    out.append(words.againstPreviousWeek(leader.title, PageLeads(language: language).change(leader.audienceChangePercent)))
                }
            }
        }
        if !highlights.newEntries.isEmpty { out.append(words.newEntries(highlights.newEntries.map { ($0.title, $0.rank) })) }
        if let climber = highlights.biggestClimber { out.append(words.climber(climber.title, climber.movement.places, climber.rank)) }
        for milestone in highlights.milestones {
            out.append(words.milestone(milestone.entry.title, milestone.admissions, milestone.entry.audienceAccumulated))
        }
        return out
    }
}
