/// Where the daily chart comes from.
public protocol DailyBoxOfficeRepository: Sendable {
    /// The chart of `date`; an empty `entries` when the source has no data for that day.
    func dailyBoxOffice(on date: CalendarDate) async throws -> DailyBoxOffice
}
