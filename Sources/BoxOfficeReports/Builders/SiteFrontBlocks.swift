import BoxOfficeDomain

/// The front page's own part, above its lists of days, months and years: the newest day's top ten
/// (each title leading to its movie's page) with its forecasts, the milestones coming, the year and
/// the month so far against the same days a year earlier, Korean films' share, the year's
/// distributors and the title search.
public struct SiteFrontBlocks: Sendable {
    public var language: ReportLanguage

    public init(language: ReportLanguage) { self.language = language }

    public func blocks(_ front: SiteFront) -> [Block] {
        let l = language, page = SitePage.front, report = front.day
        // The newest day in one sentence, its number one named, then its chart.
        var blocks: [Block] = PageLeads(language: l).front(report).map { [.paragraph($0)] } ?? []
        blocks.append(.heading(l.term("front_newest", ["date": l.longDate(report.date)])))
        blocks.append(.table(topTen(report)))
        if PageLeads.ranksDifferFromAudience(report.rows.prefix(10).map(\.entry)) { blocks.append(.paragraph(l.term("ranked_by_sales"))) }
        if front.dayHasPage { blocks.append(.links([Link(title: l.term("front_open_day"), href: page.href(to: .day(report.date)))])) }
        let milestones = report.rows.compactMap { row in
            row.forecast.flatMap { forecast in forecast.next.date.map { l.sentences.milestoneExpected(row.entry.title, forecast.next.mark, $0, forecast.next.shownRange,
                                                                                                     forecast.next.chance) } }
        }
        if !milestones.isEmpty {
            blocks.append(.heading(l.term("front_milestones")))
            blocks.append(.bulletList(milestones))
            // What such a date, range and chance are worth, as the report says it beside its own.
            blocks.append(.paragraph(DailyReportDocumentBuilder.milestoneMeaning(l)))
        }
        // The month's missing days said again only where they are not the year's own (a January's are).
        let sameMissing = front.year?.totals.missing == front.month?.totals.missing
        let market = [front.year.map { period($0, key: "front_year") }, front.month.map { period($0, key: "front_month", sayingMissing: !sameMissing) }]
            .compactMap { $0 }.flatMap { $0 }
            + (front.year.flatMap(koreanShare).map { [$0] } ?? [])
        if !market.isEmpty {
            blocks.append(.heading(l.term("front_market")))
            blocks.append(.bulletList(market))
        }
        if !front.titles.isEmpty {
            blocks.append(.heading(l.term("front_search")))
            blocks.append(.search(TitleSearch(label: l.term("front_search_note", ["count": NumberFormat.grouped(front.titles.count)]),
                                              placeholder: l.term("front_search_placeholder"),
                                              entries: front.titles.map { Link(title: "\($0.title) (\($0.firstYear))", href: page.href(to: .movie($0.code))) })))
        }
        if !front.distributors.isEmpty {
            blocks.append(.heading(l.term("front_distributors", ["year": String(report.date.year)])))
            blocks.append(.table(distributors(front.distributors.prefix(10))))
        }
        return blocks
    }

    /// Rank, title (its page), admissions, accumulated, the forecast final and the next milestone.
    private func topTen(_ report: DailyReport) -> Table {
        let l = language
        let columns = [l.column("rank", .trailing), l.column("title", wraps: true), l.column("audience", .trailing),
                       l.column("audience_accumulated", .trailing), l.column("front_final", .trailing), l.column("front_next", essential: false)]
        let rows = report.rows.prefix(10).map { row -> [Cell] in
            let next = row.forecast.flatMap { forecast in
                forecast.next.date.map { l.term("front_next_value", ["mark": l.sentences.mark(forecast.next.mark),
                                                                      "day": l.sentences.milestoneDay($0, forecast.next.shownRange)]) }
            }
            return [.integer(row.entry.rank), .link(row.entry.title, href: SitePage.front.href(to: .movie(row.entry.movieCode))),
                    .integer(row.entry.audience), .integer(row.entry.audienceAccumulated), forecastCell(row.forecast?.final.expected),
                    .text(next ?? "")]
        }
        return Table(columns: columns, rows: rows)
    }

    /// A forecast as prose writes it in the language (Korean: to the 만, `1,126만`), its exact figure the data's.
    private func forecastCell(_ expected: Int?) -> Cell {
        guard let expected else { return .empty }
        let shown = language.term("forecast_figure", ["rounded": language.sentences.forecastRounded(expected), "exact": NumberFormat.grouped(expected)])
        return Cell(display: shown, value: .integer(expected))
    }

    /// A period's admissions and sales, against the same days a year earlier when both are whole;
    /// the days the archive lacks said, never counted.
    private func period(_ period: MarketPeriod, key: String, sayingMissing: Bool = true) -> [String] {
        let l = language, totals = period.totals
        guard totals.days > 0 else { return [] }
        // Said in words where the year before is not archived (the command that fills it is the CLI's to say).
        let before = String(totals.start.year - 1)
        // A change is there only where the year before is (its days said).
        let change = period.yearBefore.flatMap { earlier in period.audienceChangePercent.map {
            l.term("front_change", ["change": PageLeads(language: l).change($0), "before": before, "days": String(earlier.days)])
        } }
            ?? l.term("front_no_before", ["before": before])
        var out = [l.term(key, ["year": String(totals.start.year), "month": SitePage.month(of: totals.start),
                                "month_number": String(totals.start.month), "to": l.longDate(totals.end),
                                "audience": l.sentences.audienceRounded(totals.audience),
                                "sales": totals.sales.map(l.sentences.wonRounded) ?? l.term("not_known"), "change": change])]
        if sayingMissing, let first = totals.missing.first {
            out.append(l.term("front_missing", ["count": String(totals.missing.count), "first": first.iso]))
        }
        return out
    }

    /// Korean films' share of the year's sales (by KOFIC's Korean list), else of its top-ten admissions.
    private func koreanShare(_ year: MarketPeriod) -> String? {
        let l = language, name = String(year.totals.start.year)
        if let share = year.koreanSalesShare { return l.term("front_korean_sales", ["year": name, "share": NumberFormat.plain(share, places: 1) + "%"]) }
        if let share = year.koreanAudienceShare {
            return l.term("front_korean_audience", ["year": name, "share": NumberFormat.plain(share, places: 1) + "%"])
        }
        return nil
    }

    /// Each distributor with its share of the year's top-ten sales; one without a KOBIS code marked
    /// (grouped by its name), the films without details as one row.
    private func distributors(_ shares: ArraySlice<DistributorShare>) -> Table {
        let l = language
        let columns = [Column(l.term("distributor"), key: "name", wraps: true), Column(l.term("year_audience"), key: "audience", alignment: .trailing),
                       Column(l.term("sales_share_top10"), key: "sales_share", alignment: .trailing)]
        let rows = shares.map { share -> [Cell] in
            let name = DistributorTable.nameCell(code: share.companyCode, name: share.name, href: { SitePage.front.href(to: .distributor($0)) }, l)
            return [name, .integer(share.audience), Cell(display: NumberFormat.plain(share.salesShare, places: 1) + "%", value: .decimal(share.salesShare, places: 1))]
        }
        return Table(columns: columns, rows: rows)
    }
}
