import BoxOfficeDomain

/// The runs a forecast learns from before the archive has its own: every run of KOFIC's real daily
/// top-ten lists of 2017-2022 that is no re-release and reached 200,000 admissions in the lists
/// (KOBIS's revised figures, as public repositories saved them: see the README's provenance).
/// Generated into the binary at build time from `Tests/Fixtures/kofic/long/daily-2017-2022.csv`.
public enum BundledRuns {
    /// Decoded once, on first use.
    public static let runs: [RunSeries] = encoded.split(separator: "\n").compactMap(decode)

    /// Each day's whole list summed, 2017-2022 (decoded once, on first use).
    public static let occupancy: [ChartOccupancy] = {
        var day = 0
        return encodedOccupancy.split(separator: " ").compactMap { step in
            let numbers = step.split(separator: ",").compactMap { Int($0) }
            guard numbers.count == 3 else { return nil }
            day += numbers[0]
            return ChartOccupancy(date: CalendarDate(daysSinceEpoch: day), audience: numbers[1], shows: numbers[2])
        }
    }()

    /// The runs and the days, as a forecast takes them.
    public static var base: ChartedHistory { ChartedHistory(runs: runs, occupancy: occupancy) }

    /// What the base is, in a line (doctor, the README).
    public static var summary: String {
        let first = runs.map(\.openDate).min()?.iso ?? "-", last = runs.compactMap(\.days.last?.date).max()?.iso ?? "-"
        return "\(runs.count) runs of KOFIC's daily lists, opened \(first) to \(last)"
    }

    /// One line: code, open date, title, then the ranked days (see ForecastBaseGenerator).
    static func decode(_ line: Substring) -> RunSeries? {
        let parts = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let code = MovieCode(String(parts[0])), let open = CalendarDate(iso: String(parts[1])) else { return nil }
        var date = open, accumulated = 0
        var days: [RunSeries.Day] = []
        for step in parts[3].split(separator: " ") {
            let numbers = step.split(separator: ",").compactMap { Int($0) }
            guard numbers.count == 4 else { return nil }
            date = date.adding(days: numbers[0])
            accumulated += numbers[2]
            days.append(RunSeries.Day(date: date, audience: numbers[1], accumulated: accumulated, shows: numbers[3]))
        }
        return RunSeries(code: code, title: String(parts[2]), openDate: open, days: days)
    }
}
