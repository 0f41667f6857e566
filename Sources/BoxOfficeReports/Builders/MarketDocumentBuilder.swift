import BoxOfficeDomain

/// Lays out the market period by period (`history market`): admissions (the top-ten lists' sum),
/// the whole market's sales, Korean films' share, the leading movie, and the same days a year
/// earlier, with a bar chart of both.
public struct MarketDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    /// Whether the table has a row for a period the archive holds no day of (a month page's days
    /// before the archive's first: said in its note, not drawn as empty rows). Its data keeps them.
    public var showsEmptyPeriods = true
    /// A period's page on a site (a month page's days: each day's page; nil: plain labels).
    public var periodLink: (@Sendable (MarketPeriod) -> String?)?
    /// A film's page on a site, for the leader's title (nil: plain).
    public var movieLink: (@Sendable (MovieCode) -> String?)?

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    /// The dataset's columns (CSV header, JSON keys), the same in every language.
    static let machineKeys = [
        "period_start", "period_end", "days", "missing_days", "audience", "audience_scope", "sales", "sales_scope", "movies",
        "leader_code", "leader_title", "leader_audience", "korean_audience_share", "korean_share_basis", "audience_nation_unknown",
        "korean_sales_share", "korean_sales_days", "audience_year_before", "days_year_before", "sales_year_before",
        "audience_change_pct", "sales_change_pct",
    ]

    /// - Parameter pending: the first day of the range not counted yet (집계 전: today, or yesterday before KOFIC publishes it).
    public func build(_ periods: [MarketPeriod], by kind: MarketPeriodKind, from: CalendarDate, to: CalendarDate, pending: CalendarDate? = nil) -> ReportDocument {
        let l = language
        let dataset = Table(columns: Self.machineKeys.map { Column($0, key: $0) }, rows: periods.map(machineRow))
        let title = { (l: ReportLanguage) in
            l.term("market_title", ["period": l.term("market_by_\(kind.rawValue)"), "from": from.iso, "to": to.iso])
        }
        var blocks: [Block] = []
        if periods.isEmpty, let pending {
            // Nothing of the range is counted yet: said so, never as missing.
            blocks.append(.paragraph(l.term("pending_from", ["date": PageLeads(language: l).date(pending)])))
        } else if periods.allSatisfy({ $0.totals.days == 0 }) {
            blocks.append(.paragraph(l.term("market_empty", ["from": from.iso, "to": to.iso])))
        } else {
            let missing = periods.flatMap(\.totals.missing)
            var notes: [String] = []
            if !missing.isEmpty {
                let named = missing.prefix(12).map(\.iso).joined(separator: ", ") + (missing.count > 12 ? ", …" : "")
                notes.append(l.term("market_missing", ["count": String(missing.count), "days": named]))
            }
            // Said in words wherever a period has no change against the year before (none of it archived, or part).
            if periods.contains(where: { $0.totals.days > 0 && $0.audienceChangePercent == nil }) {
                notes.append(l.term("market_year_before_missing"))
            }
            let label = { (period: MarketPeriod) in self.label(period, kind) }
            blocks.append(.barChart(BarChart(
                title: l.term("audience_top10"), unit: l.term("admissions"),
                bars: periods.filter { $0.totals.days > 0 }.map { .init(label: label($0), value: $0.totals.audience, comparison: $0.yearBefore?.audience) },
                legend: .init(value: l.term("audience_top10"), comparison: l.term("year_before")))))
            blocks.append(.table(humanTable(showsEmptyPeriods ? periods : periods.filter { $0.totals.days > 0 }, kind)))
            if let pending { notes.append(l.term("pending_from", ["date": PageLeads(language: l).date(pending)])) }
            // The numbers first; what they count, and the days they lack, after.
            blocks.append(.notes([l.term("market_intro")] + notes))
        }
        return ReportDocument(language: l.code, title: title(l), dataTitle: title(.english),
                              metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)], blocks: blocks, dataset: dataset)
    }

    /// A period as the chart and the table name it: `2018-03`, `2018`, a day, or its first and last day.
    func label(_ period: MarketPeriod, _ kind: MarketPeriodKind) -> String {
        let start = period.totals.start, end = period.totals.end
        switch kind {
        case .day: return start.iso
        case .month where start.day == 1 && end == start.lastOfMonth: return String(start.iso.prefix(7))
        case .year where start.month == 1 && start.day == 1 && end.month == 12 && end.day == 31: return String(start.year)
        default: return start.iso + language.term("range_to") + end.iso
        }
    }

    private func humanTable(_ periods: [MarketPeriod], _ kind: MarketPeriodKind) -> Table {
        let l = language
        let columns: [Column] = [
            l.column("period"), l.column("days", .trailing, essential: false), l.column("audience_top10", .trailing),
            // A day's or a week's earlier figure is the same weekdays' (364 days before), and says so.
            kind == .day || kind == .week ? Column(l.term("audience_same_weekday"), key: "audience_year_before", alignment: .trailing, essential: false)
                : l.column("audience_year_before", .trailing, essential: false),
            l.column("change_year_before", .trailing), l.column("sales_market", .trailing, essential: false),
            l.column("korean_audience_share", .trailing), l.column("korean_sales_share", .trailing, essential: false),
            l.column("movies", .trailing, essential: false), l.column("leader", wraps: true),
        ]
        let rows = periods.map { period -> [Cell] in
            [.link(label(period, kind), href: periodLink?(period)), .integer(period.totals.days), .integer(Self.audience(period.totals)),
             .integer(period.yearBefore?.audience), Self.signedPercent(period.audienceChangePercent),
             // A table keeps the exact figure (prose and headlines round it).
             .integer(period.totals.sales),
             Self.percent(period.koreanAudienceShare), Self.percent(period.koreanSalesShare), .integer(period.movies),
             period.leader.map { Cell.link($0.title, href: movieLink?($0.code)) } ?? .text("")]
        }
        return Table(columns: columns, rows: rows, narrowNote: l.sentences.narrowTable)
    }

    private func machineRow(_ period: MarketPeriod) -> [Cell] {
        [.text(period.totals.start.iso), .text(period.totals.end.iso), .integer(period.totals.days),
         .list(period.totals.missing.map(\.iso)), .integer(Self.audience(period.totals)), .text("top_ten_lists_sum"),
         .integer(period.totals.sales), .text("whole_market"), .integer(period.movies),
         .text(period.leader?.code.rawValue ?? ""), .text(period.leader?.title ?? ""), .integer(period.leader?.audience),
         .decimal(period.koreanAudienceShare), .text(period.koreanBasis?.rawValue ?? ""), .integer(period.unknownNationAudience),
         .decimal(period.koreanSalesShare), .integer(period.koreanSalesDays), .integer(period.yearBefore?.audience),
         .integer(period.yearBefore?.days), .integer(period.yearBefore?.sales), .decimal(period.audienceChangePercent),
         .decimal(period.salesChangePercent)]
    }

    /// A period's audience; none (not zero) when it has no archived day.
    static func audience(_ totals: MarketPeriod.Totals) -> Int? { totals.days > 0 ? totals.audience : nil }

    static func percent(_ value: Double?) -> Cell {
        value.map { Cell(display: NumberFormat.plain($0, places: 1) + "%", value: .decimal($0, places: 1)) } ?? .empty
    }

    static func signedPercent(_ value: Double?) -> Cell {
        value.map { Cell(display: NumberFormat.signedPercent($0), value: .decimal($0, places: 1), tone: $0 >= 0 ? .up : .down) } ?? .empty
    }
}
