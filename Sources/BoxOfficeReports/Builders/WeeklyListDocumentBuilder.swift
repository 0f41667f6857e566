import BoxOfficeDomain
import Foundation

/// Lists the archived weekly charts of a kind: each week's number one and the top ten's totals, with
/// the newest week's films beside them; or one week's films, one row each (`history weekly --week`).
public struct WeeklyListDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    public static let keys = ["week_start", "week_end", "kind", "number_one", "number_one_audience", "top10_audience", "top10_sales",
                              "new_entries", "revision"]

    /// The weeks of a range, one row each; the films of the newest (`films`, against the week before) after them, and as `movies`.
    public func build(_ weeks: [ArchivedWeek], films: WeekendChart? = nil, kind: WeeklyKind, from: CalendarDate, to: CalendarDate,
                      list: ChartList = .all) -> ReportDocument {
        let l = language
        let rows = weeks.map { week -> [Cell] in
            let chart = week.chart, leader = chart.entries.first
            return [.text(chart.range.start.iso), .text(chart.range.end.iso), .text(kind.rawValue), .text(leader?.title ?? ""),
                    .integer(leader?.audience), .integer(chart.entries.reduce(0) { $0 + $1.audience }),
                    .integer(chart.entries.reduce(0) { $0 + $1.sales }), .integer(chart.entries.filter(\.movement.isNew).count),
                    .integer(week.revision)]
        }
        let human = Table(columns: Self.keys.filter { $0 != "kind" }.map { key in
            l.column(key, ["week_start", "week_end", "number_one"].contains(key) ? .leading : .trailing, wraps: key == "number_one")
        }, rows: rows.map { row in [row[0], row[1]] + row[3...] })
        let title = DailyReportDocumentBuilder.titled(l.sentences.weeklyListTitle(l.term(kind.rawValue), l.longDate(from), l.longDate(to)), list, l)
        let english = ReportLanguage.english
        var blocks: [Block] = weeks.isEmpty ? [.paragraph(l.sentences.weeklyListEmpty)]
            : [.table(human), .barChart(BarChart(title: l.term("top10_audience"), unit: l.term("admissions"),
                                                  bars: weeks.map { .init(label: $0.chart.range.start.iso, value: $0.chart.entries.reduce(0) { $0 + $1.audience }) }))]
        if let films, !films.rows.isEmpty { blocks += [.heading(Self.title(of: films.range, list, l))] + chartBlocks(films) }
        var document = ReportDocument(
            language: l.code, title: title,
            dataTitle: DailyReportDocumentBuilder.titled(english.sentences.weeklyListTitle(english.term(kind.rawValue), english.longDate(from),
                                                                                           english.longDate(to)), list, english),
            metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)],
            blocks: blocks,
            dataset: Table(columns: Self.keys.map { Column($0, key: $0) }, rows: rows)
        )
        document.attached = [KeyedTable(key: "movies", table: Self.movies(films), description: Self.moviesDescription)]
        return document
    }

    /// One week's chart: its films, one row each (`movieKeys`), as the weekend page lays them out.
    public func week(_ chart: WeekendChart?, range: WeekRange, list: ChartList = .all) -> ReportDocument {
        let l = language, english = ReportLanguage.english
        let films = chart.map(chartBlocks) ?? []
        return ReportDocument(language: l.code, title: Self.title(of: range, list, l), dataTitle: Self.title(of: range, list, english),
                              metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)],
                              blocks: films.isEmpty ? [.paragraph(l.sentences.weeklyListEmpty)] : films, dataset: Self.movies(chart))
    }

    /// `Weekend box office — 2011-12-30 to 2012-01-01`, with its list.
    private static func title(of range: WeekRange, _ list: ChartList, _ l: ReportLanguage) -> String {
        DailyReportDocumentBuilder.titled(l.sentences.weeklyTitle(l.term(range.kind.rawValue), l.longDate(range.start), l.longDate(range.end)), list, l)
    }

    /// A chart's lead, its films and how its columns are counted (none: a chart with no film).
    private func chartBlocks(_ chart: WeekendChart) -> [Block] {
        guard let top = chart.rows.first else { return [] }
        let l = language, weekend = chart.range.kind == .weekend
        let lead = l.term(weekend ? "weekend_lead" : "weekly_chart_lead", ["title": top.title, "audience": l.sentences.audienceRounded(top.audience),
                                                                           "total": l.sentences.audienceRounded(chart.rows.reduce(0) { $0 + $1.audience })])
        // KOFIC ranks by sales: said once, where a film ranks above one with more admissions.
        let ranked: [Block] = PageLeads.ranksDifferFromAudience(chart.rows.map(\.audience)) ? [.paragraph(l.term("ranked_by_sales"))] : []
        return [.paragraph(lead), .table(WeekendPageDocumentBuilder(language: l, generatedAt: generatedAt).table(chart, movieLink: { _ in nil }))]
            + ranked + [.notes([l.term(weekend ? "weekend_method" : "weekly_chart_method")])]
    }

    /// A week's films, one row each: the week, then the weekend page's `movies` keys, its values the same.
    public static let movieKeys = ["week_start", "week_end", "kind"] + WeekendPageDocumentBuilder.movieKeys

    /// What `movies` holds, in the output schema.
    static let moviesDescription = "The films of the week asked (with a range, its newest week), one object each, keyed "
        + movieKeys.joined(separator: ", ") + ": the site's weekend page's values for a weekend."

    /// A chart's films under `movieKeys` (none: no chart).
    public static func movies(_ chart: WeekendChart?) -> Table {
        let rows = chart.map { chart in
            chart.rows.map { row -> [Cell] in
                [.text(chart.range.start.iso), .text(chart.range.end.iso), .text(chart.range.kind.rawValue)] + WeekendPageDocumentBuilder.movieCells(row)
            }
        } ?? []
        return Table(columns: movieKeys.map { Column($0, key: $0) }, rows: rows)
    }
}
