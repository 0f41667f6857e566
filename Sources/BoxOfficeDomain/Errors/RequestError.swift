/// A request the domain refuses before asking anyone.
public enum RequestError: Error, Hashable, Sendable {
    /// The date is after yesterday in Seoul: KOFIC has no chart for it yet.
    case dateInFuture(requested: CalendarDate, latest: CalendarDate)
    /// The week (or weekend) is not over in Seoul yet; `latest` is the last complete one.
    case weekNotOver(requested: WeekRange, latest: WeekRange)
}
