import BoxOfficeDomain

/// Lays out a movie's run from the archive: facts, rank and audience over time, one row per day.
public struct MovieRunDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    /// - Parameter pace: the run against the biggest other run at the same day of its run (its last day).
    /// - Parameter forecast: its forecast on the archive's newest day, while it runs.
    /// - Parameter links: the site page's navigation, after its title, and then, where the archive holds
    ///   no details of the movie, a sentence saying so (none for an answer: the CLI says how to fetch them).
    /// - Parameter movieLink: a film's page (the pace's other film), `distributorLink` a distributor's (by its code); nil: plain.
    public func build(_ run: MovieRun, pace: Pace? = nil, forecast: RowForecast? = nil, links: [Link] = [],
                      movieLink: (MovieCode) -> String? = { _ in nil }, distributorLink: (String) -> String? = { _ in nil }) -> ReportDocument {
        let l = language
        // The day of its run (1 = its open date; previews 0 or less), when its open date is known.
        let open = run.openDate
        // Machines get every number, the day of release last (so the columns scripts read by position
        // keep their places); readers get it beside the date, sales and screens on a wider screen only.
        let rows: [[Cell]] = run.days.map { day in
            [.text(day.date.iso), .integer(day.rank), .integer(day.audience), .integer(day.audienceAccumulated),
             .integer(day.sales), .integer(day.screens), .integer(open.map { day.date.days(since: $0) + 1 })]
        }
        let table = Table(
            columns: [
                l.column("date"), l.column("day_of_release", .trailing), l.column("rank", .trailing), l.column("audience", .trailing),
                l.column("audience_accumulated", .trailing), l.column("sales", .trailing, essential: false),
                l.column("screens", .trailing, essential: false),
            ],
            // A preview day (before the open date) reads as one, never as day 0 or -1; the data keeps the number.
            rows: rows.map { row in
                let day: Cell = if case .integer(let number) = row[6].value, number < 1 { Cell(display: l.term("preview"), value: row[6].value) } else { row[6] }
                return [row[0], day, row[1], row[2], row[3], row[4], row[5]]
            }
        )
        var facts = [l.labeled("movie_code", run.code.rawValue)]
        if let details = run.details {
            if !details.englishTitle.isEmpty { facts.append(l.labeled("title_en", details.englishTitle)) }
            if let open = details.openDate { facts.append(l.labeled("open_date", l.longDate(open))) }
            if !details.directors.isEmpty { facts.append(l.labeled("directors", details.directors.map(\.name).joined(separator: ", "))) }
            if !details.genres.isEmpty { facts.append(l.labeled("genres", details.genres.joined(separator: ", "))) }
            if !details.watchGrades.isEmpty { facts.append(l.labeled("watch_grade", details.watchGrades.joined(separator: ", "))) }
            if !details.nations.isEmpty { facts.append(l.labeled("nations", details.nations.joined(separator: ", "))) }
            if !details.distributors.isEmpty {
                var fact = l.labeled("distributors", details.distributors.joined(separator: ", "))
                fact.links = details.distributingCompanies.compactMap { company in
                    company.code.flatMap(distributorLink).map { Link(title: company.name, href: $0) }
                }
                facts.append(fact)
            }
        }
        var blocks: [Block] = []
        if let first = run.days.first, let last = run.days.last {
            facts += [
                l.labeled("days_in_top_ten", l.sentences.daysInTopTen(run.days.count, first.date.iso, last.date.iso)),
                l.labeled("best_rank", PageLeads(language: l).rank(run.days.map(\.rank).min()!)),
                l.labeled("best_day", l.sentences.admissions(run.days.map(\.audience).max()!)),
                l.labeled("total_audience_last_day", l.sentences.headlineAudience(last.audienceAccumulated)),
                l.labeled("total_sales_last_day", l.sentences.headlineWon(last.salesAccumulated)),
                l.labeled("run_sales", l.sentences.headlineWon(run.days.reduce(0) { $0 + $1.sales })),
            ]
            if let pace {
                var fact = l.labeled("pace", l.sentences.pace(run.title, pace.dayOfRun, pace.accumulated, pace.otherTitle, pace.otherYear,
                                                               pace.difference))
                // The other film named after this one's title (which may hold it).
                fact.links = pace.otherCode.flatMap(movieLink).map { [Link(title: run.title, href: ""), Link(title: pace.otherTitle, href: $0)] } ?? []
                facts.append(fact)
            }
            if let forecast {
                facts.append(l.labeled("forecast", l.sentences.finalExpected(run.title, forecast.final.expected, forecast.final.low, forecast.final.high)))
                if let date = forecast.next.date {
                    facts.append(l.labeled("front_next", l.sentences.milestoneExpected(run.title, forecast.next.mark, date, forecast.next.shownRange,
                                                                                           forecast.next.chance)))
                }
            }
            blocks = [.definitionList(facts)]
            // What the date, its range and its chance are worth, as the report says it beside its own.
            if forecast?.next.date != nil { blocks.append(.paragraph(DailyReportDocumentBuilder.milestoneMeaning(l))) }
            // Each mark it passed, on the day the archive shows it passing (the day before held below it).
            let crossings = RunComparison(runs: [run], days: nil).curves.first?.crossings ?? []
            if !crossings.isEmpty {
                blocks.append(.heading(l.term("milestones_crossed")))
                blocks.append(.table(Table(columns: [Column(l.term("milestone"), key: "milestone", alignment: .trailing), l.column("date"),
                                                     l.column("day_of_release", .trailing)],
                                           rows: crossings.map { [Cell(display: l.sentences.mark($0.mark), value: .integer($0.mark)),
                                                                  .text(l.longDate($0.date)), .integer($0.dayOfRelease)] })))
            }
            blocks += [
                .lineChart(LineChart(title: l.term("rank_by_day"), points: run.days.map { .init(label: $0.date.iso, value: Double($0.rank)) },
                                     inverted: true)),
                .lineChart(LineChart(title: l.term("audience_by_day"), points: run.days.map { .init(label: $0.date.iso, value: Double($0.audience)) })),
                .heading(l.term("days_in_chart_heading")),
                .table(table),
            ]
        } else {
            blocks = [.definitionList(facts), .paragraph(l.sentences.neverRanked)]
        }
        let dataset = Table(columns: ["date", "rank", "audience", "audience_accumulated", "sales", "screens", "day_of_release"].map { Column($0, key: $0) },
                            rows: rows)
        if !links.isEmpty {
            // A site page: a hole is said, not hidden (the command that fills it is the operator's).
            blocks.insert(contentsOf: [.links(links)] + (run.details == nil ? [.paragraph(l.term("site_no_details"))] : []), at: 0)
        }
        return ReportDocument(
            language: l.code, title: l.sentences.runTitle(run.title), dataTitle: ReportLanguage.english.sentences.runTitle(run.title),
            metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)],
            blocks: blocks, dataset: dataset
        )
    }
}
