/// The runs of a fixed set of days of a daily source (the bundled sample's week): what a forecast
/// reads where no archive is kept.
public struct ChartedDays: ChartedRuns {
    let days: Set<CalendarDate>
    let source: any DailyBoxOfficeRepository

    public init(days: [CalendarDate], source: any DailyBoxOfficeRepository) {
        self.days = Set(days)
        self.source = source
    }

    public func archivedDates(from: CalendarDate, to: CalendarDate) async throws -> Set<CalendarDate> {
        days.filter { (from...to).contains($0) }
    }

    public func runs(through date: CalendarDate, openedSince: CalendarDate) async throws -> [RunSeries] {
        var runs: [MovieCode: RunSeries] = [:]
        for day in days.filter({ $0 <= date }).sorted() {
            for entry in try await source.dailyBoxOffice(on: day).entries {
                guard let open = entry.openDate, open >= openedSince else { continue }
                let charted = RunSeries.Day(date: day, audience: entry.audience, accumulated: entry.audienceAccumulated, shows: entry.shows)
                runs[entry.movieCode, default: RunSeries(code: entry.movieCode, title: entry.title, openDate: open, days: [])].days.append(charted)
            }
        }
        return runs.values.sorted { $0.code.rawValue < $1.code.rawValue }
    }
}
