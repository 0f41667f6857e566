import BoxOfficeDomain
import BoxOfficeForecastFigures

/// Lays out a movie's forecast (final audience, interval, coming milestones, the method's accuracy
/// at this day of a run) and a back-test's figures and forecasts.
public struct ForecastDocumentBuilder: Sendable {
    /// Every year that chose the method (generated at build time): the bundled years', then the others'.
    static let chosenOn = [MeasuredMilestoneDates.measured.chosenOn].compactMap { $0 } + MeasuredMilestoneDates.measured.alsoChosenOn

    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    /// The back-test's figures at one day of a run.
    public typealias Accuracy = ForecastAccuracy

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    /// A movie's forecast as of a day.
    public func build(_ run: RunSeries, asOf: CalendarDate, final: FinalAudienceForecast, milestones: [MilestoneForecast],
                      accuracy: Accuracy?) -> ReportDocument {
        let l = language
        // Word order is the language's: "forecast as of DATE", "DATE 기준".
        let title = "\(run.title) — " + l.term("forecast_as_of").replacingOccurrences(of: "{date}", with: l.longDate(asOf))
        let shown = l.sentences.audiencesRounded([final.expected, final.low, final.high])
        var facts: [LabeledValue] = [
            l.labeled("movie_code", run.code.rawValue), l.labeled("open_date_label", run.openDate.iso),
            l.labeled("day_of_run", String(final.dayOfRun)), l.labeled("audience_accumulated", NumberFormat.grouped(final.accumulated)),
            l.labeled("expected_final", shown[0]), l.labeled("interval_80", "\(shown[1]) – \(shown[2])"),
        ]
        if let accuracy {
            // Which runs the figures come from, and the years the method was chosen on (generated at build time).
            facts.append(l.labeled("forecast_accuracy", l.sentences.forecastAccuracy(percent(accuracy.medianError), percent(accuracy.coverage),
                                                                                     accuracy.forecasts, accuracy.runsOpened,
                                                                                     Self.chosenOn)))
        }
        let columns = [l.column("milestone_mark", .trailing), l.column("expected_date"), l.column("milestone_chance", .trailing)]
        let rows = milestones.map { milestone -> [Cell] in
            [Cell(display: l.sentences.audienceRounded(milestone.mark), value: .integer(milestone.mark)),
             milestone.date.map { Cell.text(l.sentences.milestoneDay($0, milestone.shownRange)) } ?? .text(l.term("not_expected")),
             milestone.chance.map { Cell(display: "\(Int(($0 * 100).rounded()))%", value: .integer(Int(($0 * 100).rounded()))) } ?? .empty]
        }
        let dataset = Table(columns: [Column("movie_code", key: "movie_code"), Column("title", key: "title"), Column("as_of", key: "as_of"),
                                      Column("day_of_run", key: "day_of_run"), Column("accumulated", key: "accumulated"),
                                      Column("forecast_final", key: "forecast_final"), Column("forecast_final_low", key: "forecast_final_low"),
                                      Column("forecast_final_high", key: "forecast_final_high"), Column("next_milestone", key: "next_milestone"),
                                      Column("next_milestone_date", key: "next_milestone_date"),
                                      Column("next_milestone_chance_pct", key: "next_milestone_chance_pct"),
                                      Column("next_milestone_date_low", key: "next_milestone_date_low"),
                                      Column("next_milestone_date_high", key: "next_milestone_date_high")],
                            rows: [[.text(run.code.rawValue), .text(run.title), .text(asOf.iso), .integer(final.dayOfRun), .integer(final.accumulated),
                                    .integer(final.expected), .integer(final.low), .integer(final.high), .integer(milestones.first?.mark),
                                    .text(milestones.first?.date?.iso ?? ""),
                                    .integer(milestones.first?.chance.map { Int(($0 * 100).rounded()) }),
                                    .text(milestones.first?.low?.iso ?? ""), .text(milestones.first?.high?.iso ?? "")]])
        return ReportDocument(language: l.code, title: title, dataTitle: "\(run.title) — forecast as of \(asOf.iso)",
                              metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)],
                              blocks: [.definitionList(facts), .table(Table(columns: columns, rows: rows))]
                                + (milestones.contains { $0.date != nil } ? [.paragraph(DailyReportDocumentBuilder.milestoneMeaning(l))] : []),
                              dataset: dataset)
    }

    /// A back-test: its figures by day of run, its milestone dates, and every forecast.
    public func backtest(from: CalendarDate, to: CalendarDate, figures: [Accuracy], milestones: MilestoneAccuracy, rows: [BacktestCase]) -> ReportDocument {
        let l = language
        let figureColumns = [l.column("day_of_run", .trailing), l.column("forecasts", .trailing), l.column("median_error", .trailing),
                             l.column("mean_error", .trailing), l.column("coverage_80", .trailing), l.column("naive_median_error", .trailing),
                             l.column("naive_mean_error", .trailing)]
        let figureRows = figures.map { figure -> [Cell] in
            [.integer(figure.day), .integer(figure.forecasts), .text(percent(figure.medianError)), .text(percent(figure.meanError)),
             .text(percent(figure.coverage)), .text(percent(figure.naiveMedianError)), .text(percent(figure.naiveMeanError))]
        }
        let keys = ["movie_code", "title", "open_date", "day_of_run", "accumulated", "forecast_final", "forecast_final_low", "forecast_final_high",
                    "naive_final", "final", "next_milestone", "next_milestone_date", "milestone_crossed", "next_milestone_date_low",
                    "next_milestone_date_high"]
        let dataset = Table(columns: keys.map { Column($0, key: $0) }, rows: rows.map { row in
            [.text(row.code.rawValue), .text(row.title), .text(row.openDate.iso), .integer(row.forecast.dayOfRun), .integer(row.forecast.accumulated),
             .integer(row.forecast.expected), .integer(row.forecast.low), .integer(row.forecast.high), .integer(row.naive), .integer(row.final),
             .integer(row.milestone), .text(row.expectedCrossing?.iso ?? ""), .text(row.actualCrossing?.iso ?? ""),
             .text(row.expectedLow?.iso ?? ""), .text(row.expectedHigh?.iso ?? "")]
        })
        let title = "\(l.term("backtest")) — \(from.iso)\(l.term("range_to"))\(to.iso)"
        return ReportDocument(language: l.code, title: title, dataTitle: "Forecast back-test — \(from.iso) to \(to.iso)",
                              metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)],
                              blocks: [.table(Table(columns: figureColumns, rows: figureRows)), .heading(l.term("milestone_dates")),
                                       .definitionList([
                                           l.labeled("forecasts", String(milestones.crossings)),
                                           l.labeled("within_one_day", percent(milestones.withinOneDay, places: 0)),
                                           l.labeled("flat_rate", percent(milestones.flatRateWithinOneDay, places: 0)),
                                           l.labeled("expected_never_reached", "\(percent(milestones.expectedNeverReached, places: 0)) (\(milestones.expected))"),
                                       ])],
                              dataset: dataset)
    }

    private func percent(_ share: Double, places: Int = 1) -> String { NumberFormat.plain(share * 100, places: places) + "%" }
}
