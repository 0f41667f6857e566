import BoxOfficeDomain
import Foundation

/// Lists the archived weekly charts of a kind: each week's number one and the top ten's totals.
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

    public func build(_ weeks: [ArchivedWeek], kind: WeeklyKind, from: CalendarDate, to: CalendarDate, list: ChartList = .all) -> ReportDocument {
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
        return ReportDocument(
            language: l.code, title: title,
            dataTitle: DailyReportDocumentBuilder.titled(english.sentences.weeklyListTitle(english.term(kind.rawValue), english.longDate(from),
                                                                                           english.longDate(to)), list, english),
            metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)],
            blocks: weeks.isEmpty ? [.paragraph(l.sentences.weeklyListEmpty)]
                : [.table(human), .barChart(BarChart(title: l.term("top10_audience"), unit: l.term("admissions"),
                                                      bars: weeks.map { .init(label: $0.chart.range.start.iso, value: $0.chart.entries.reduce(0) { $0 + $1.audience }) }))],
            dataset: Table(columns: Self.keys.map { Column($0, key: $0) }, rows: rows)
        )
    }
}
