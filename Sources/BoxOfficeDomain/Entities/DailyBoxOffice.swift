/// The ranked chart of one day (KOFIC gives the top ten).
public struct DailyBoxOffice: Hashable, Sendable {
    public var date: CalendarDate
    public var entries: [BoxOfficeEntry]

    public init(date: CalendarDate, entries: [BoxOfficeEntry]) {
        self.date = date
        self.entries = entries.sorted { $0.rank < $1.rank }
    }
}
