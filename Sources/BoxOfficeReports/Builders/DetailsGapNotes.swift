import BoxOfficeDomain

/// The notes that say why rows have no details. A gap particular to one movie (a failed request,
/// a code the source does not know) is a numbered footnote its title refers to (`Title [2]`);
/// the sample bundle's gap, shared by most rows, is said once, for all of them, with no markers.
struct DetailsGapNotes {
    private(set) var texts: [String] = []
    private var footnote: [MovieCode: Int] = [:]

    init(_ report: DailyReport, language: ReportLanguage) {
        let missingFromSample = report.rows.filter { if case .notInSample = $0.detailsGap { true } else { false } }
        if !missingFromSample.isEmpty {
            texts.append(language.sentences.sampleGap(missingFromSample.count, report.rows.count, missingFromSample.map(\.entry.title)))
        }
        for row in report.rows {
            guard let gap = row.detailsGap, footnote[row.entry.movieCode] == nil else { continue }
            if case .notInSample = gap { continue }
            texts.append(language.sentences.detailsGap(row.entry.title, row.entry.movieCode.rawValue, language.reason(gap)))
            footnote[row.entry.movieCode] = texts.count
        }
    }

    /// The row's title, with its footnote marker when it has one.
    func title(_ row: DailyReport.Row) -> String {
        footnote[row.entry.movieCode].map { "\(row.entry.title) [\($0)]" } ?? row.entry.title
    }
}
