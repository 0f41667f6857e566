import BoxOfficeDomain

/// Lays out the distributors' shares of a range (`history distributors`), biggest first, with a bar
/// chart of their sales.
public struct DistributorsDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    static let machineKeys = ["position", "distributor", "company_code", "movies", "audience", "sales", "sales_share", "biggest_movie"]

    public func build(_ shares: [DistributorShare], from: CalendarDate, to: CalendarDate, archivedDays: Int, topTenSales: Int,
                      marketSales: Int?, distributorLink: (String) -> String? = { _ in nil },
                      movieLink: (MovieCode) -> String? = { _ in nil }) -> ReportDocument {
        let l = language
        let rows = shares.enumerated().map { index, share -> [Cell] in
            [share.name == nil ? .empty : .integer(index + 1), .text(share.name ?? l.term("distributor_unknown")), .text(share.companyCode ?? ""),
             .integer(share.movies), .integer(share.audience), .won(share.sales, rounded: l.sentences.wonRounded), MarketDocumentBuilder.percent(share.salesShare),
             .text(share.biggest)]
        }
        // Machines get the name empty where it is not known, not the sentence people read.
        let dataset = Table(columns: Self.machineKeys.map { Column($0, key: $0) },
                            rows: zip(shares, rows).map { share, row in [row[0], share.name == nil ? .empty : row[1]] + row[2...] })
        let human = Table(columns: [
            l.column("position", .trailing), l.column("distributor", wraps: true), l.column("movies", .trailing), l.column("audience", .trailing),
            l.column("sales", .trailing, essential: false), l.column("sales_share_top10", .trailing), l.column("biggest_movie", wraps: true, essential: false),
        ], rows: zip(shares, rows).map { share, row in
            // Each distributor with a code leads to its page, where the site has one.
            let name = share.companyCode.flatMap(distributorLink).map { Cell.link(share.name ?? "", href: $0) } ?? row[1]
            // And its biggest film to the film's.
            let biggest = share.biggestCode.flatMap(movieLink).map { Cell.link(share.biggest, href: $0) } ?? row[7]
            return [row[0], name, row[3], row[4], row[5], row[6], biggest]
        }, narrowNote: l.sentences.narrowTable)
        let title = { (l: ReportLanguage) in l.term("distributors_title", ["from": from.iso, "to": to.iso]) }
        let blocks: [Block] = shares.isEmpty ? [.paragraph(l.term("distributors_empty", ["from": from.iso, "to": to.iso]))] : [
            .paragraph(l.term("distributors_intro", [
                "days": String(archivedDays), "topTen": l.sentences.wonRounded(topTenSales),
                "market": marketSales.map { l.term("distributors_market", ["market": l.sentences.wonRounded($0)]) } ?? "",
            ])),
            .barChart(BarChart(title: l.term("sales"), unit: l.term("won_unit"), bars: shares.prefix(15).map {
                .init(label: $0.name ?? l.term("unknown_distributor"), value: $0.sales, href: $0.companyCode.flatMap(distributorLink))
            })),
            .table(human),
        ]
        return ReportDocument(language: l.code, title: title(l), dataTitle: title(.english),
                              metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)], blocks: blocks, dataset: dataset)
    }
}
