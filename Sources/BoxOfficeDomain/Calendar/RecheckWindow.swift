import Foundation

/// KOFIC corrects a day long after it (the recorded week shows 2026-01-21 corrected two days later,
/// and 2026-01-25 four times after noon the next day): the scheduled run asks again for the days
/// of a window before the day it reports, and a day inside that window may still change.
public struct RecheckWindow: Sendable, Hashable {
    public static let defaultDays = 7

    /// How many days before the reported one are asked again (0: none).
    public let days: Int

    public init(days: Int = RecheckWindow.defaultDays) { self.days = max(0, days) }

    /// The days re-checked with a report of `day`, oldest first.
    public func dates(before day: CalendarDate) -> [CalendarDate] {
        days == 0 ? [] : (1...days).reversed().map { day.adding(days: -$0) }
    }

    /// Whether KOFIC may still correct `date` at `now`: it is yesterday in Seoul, or within the
    /// window before yesterday that the scheduled run still re-checks.
    public func isProvisional(_ date: CalendarDate, at now: Date) -> Bool {
        date >= SeoulCalendar().yesterday(at: now).adding(days: -days)
    }
}
