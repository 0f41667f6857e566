import BoxOfficeDomain

/// The notes that say why rows have no details. A gap particular to one movie (a failed request,
/// a code the source does not know) is a numbered footnote its title refers to (`Title [2]`);
/// the sample bundle's gap, shared by most rows, is said once, for all of them, with no markers.
struct DetailsGapNotes {
    private(set) var texts: [String] = []
    private var footnote: [MovieCode: Int] = [:]

    init(_ report: DailyReport) {
        let missingFromSample = report.rows.filter { if case .notInSample = $0.detailsGap { true } else { false } }
        if !missingFromSample.isEmpty {
            let count = missingFromSample.count, total = report.rows.count
            texts.append("\(count) of \(total) ranked movies \(count == 1 ? "has" : "have") no recorded details in the bundled sample: "
                + missingFromSample.map(\.entry.title).joined(separator: ", ")
                + ". \(count == 1 ? "Its" : "Their") detail columns are empty; with a KOFIC key, every movie has its details.")
        }
        for row in report.rows {
            guard let gap = row.detailsGap, footnote[row.entry.movieCode] == nil else { continue }
            let reason: String
            switch gap {
            case .notInSample: continue
            case .unknownToSource: reason = "KOFIC has no details for this movie"
            case .notInArchive: reason = "the archive holds no details of this movie"
            case .failed(let detail): reason = detail
            }
            texts.append("No details for \(row.entry.title) (\(row.entry.movieCode)): \(reason). Its detail columns are empty.")
            footnote[row.entry.movieCode] = texts.count
        }
    }

    /// The row's title, with its footnote marker when it has one.
    func title(_ row: DailyReport.Row) -> String {
        footnote[row.entry.movieCode].map { "\(row.entry.title) [\($0)]" } ?? row.entry.title
    }
}
