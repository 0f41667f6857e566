import BoxOfficeDomain

/// The day by distributor: movies in the top ten, audience, sales and share of the day's sales,
/// largest sales first. A co-distributed movie counts once, under all its distributors together
/// (`워너브러더스 코리아(주), 씨제이엔터테인먼트`), so the rows add up to the chart's totals.
struct DistributorTable {
    let language: ReportLanguage

    struct Group {
        var distributors: [String]
        var movies = 0, audience = 0, sales = 0
        var share = 0.0
    }

    static func groups(_ report: DailyReport) -> [Group] {
        var groups: [[String]: Group] = [:]
        for row in report.rows {
            let names = row.details?.distributors ?? []
            var group = groups[names] ?? Group(distributors: names)
            group.movies += 1
            group.audience += row.entry.audience
            group.sales += row.entry.sales
            group.share += row.entry.salesShare
            groups[names] = group
        }
        return groups.values.sorted { ($0.sales, $1.distributors.joined()) > ($1.sales, $0.distributors.joined()) }
    }

    /// - Parameter link: a distributor's page by its KOBIS code (a site's day: a distributor alone in its row links it).
    func table(_ report: DailyReport, link: ((String) -> String?)? = nil) -> Table {
        let l = language
        // Each distributor's code, from the movies' details (a name KOBIS gave no code stays plain).
        var codes: [String: String] = [:]
        if link != nil {
            for company in report.rows.flatMap({ $0.details?.distributingCompanies ?? [] }) { if let code = company.code { codes[company.name] = code } }
        }
        func nameCell(_ names: [String]) -> Cell {
            if names.count == 1, let code = codes[names[0]], let href = link?(code) { return .link(names[0], href: href) }
            // A co-distributed group: each of its distributors leads to its page.
            return names.isEmpty ? .text(l.term("unknown_distributor")) : .list(names) { codes[$0].flatMap { link?($0) } }
        }
        return Table(
            columns: [l.column("distributor", wraps: true), l.column("movies", .trailing), l.column("audience", .trailing),
                      l.column("sales", .trailing), l.column("sales_share", .trailing)],
            rows: Self.groups(report).map { group in
                [nameCell(group.distributors),
                 .integer(group.movies), .integer(group.audience), .integer(group.sales),
                 Cell(display: NumberFormat.grouped(group.share, places: 1) + "%", value: .decimal(group.share, places: 1))]
            }
        )
    }
}

extension DistributorTable {
    /// A distributor's name as a site's table shows it: linked to its page when KOBIS gave it a
    /// code, marked when it did not (grouped by name), and the films without details as one row.
    static func nameCell(code: String?, name: String?, href: (String) -> String?, _ l: ReportLanguage) -> Cell {
        switch (code, name) {
        case (let code?, let shown): .link(shown ?? code, href: href(code))
        case (nil, let shown?): .text(l.term("no_code_mark", ["name": shown]))
        case (nil, nil): .text(l.term("unknown_distributor"))
        }
    }
}
