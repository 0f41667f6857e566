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

    public func charted(through date: CalendarDate, openedSince: CalendarDate) async throws -> ChartedHistory {
        var runs: [MovieCode: RunSeries] = [:]
        var occupancy: [ChartOccupancy] = []
        for day in days.filter({ $0 <= date }).sorted() {
            let entries = try await source.dailyBoxOffice(on: day).entries
            occupancy.append(ChartOccupancy(date: day, audience: entries.reduce(0) { $0 + $1.audience }, shows: entries.reduce(0) { $0 + $1.shows }))
            for entry in entries {
                guard let open = entry.openDate, open >= openedSince else { continue }
                let charted = RunSeries.Day(date: day, audience: entry.audience, accumulated: entry.audienceAccumulated, shows: entry.shows)
                runs[entry.movieCode, default: RunSeries(code: entry.movieCode, title: entry.title, openDate: open, days: [])].days.append(charted)
            }
        }
        return ChartedHistory(runs: runs.values.sorted { $0.code.rawValue < $1.code.rawValue }, occupancy: occupancy)
    }
}
