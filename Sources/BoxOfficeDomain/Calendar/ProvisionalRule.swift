import Foundation

/// KOFIC keeps correcting a day through the next morning (late shows count for the day before):
/// a day fetched before noon in Seoul on the following day is provisional.
public enum ProvisionalRule {
    public static func isProvisional(_ date: CalendarDate, fetchedAt: Date) -> Bool {
        let noonNextDaySeoul = Double(date.adding(days: 1).daysSinceEpoch * 86_400 + 12 * 3600 - SeoulCalendar.fixedOffsetSeconds)
        return fetchedAt.timeIntervalSince1970 < noonNextDaySeoul
    }
}
