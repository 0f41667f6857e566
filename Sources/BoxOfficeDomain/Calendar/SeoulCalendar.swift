import Foundation

/// What day it is in Korea, whatever the server's time zone.
///
/// Never reads `TimeZone.current`. Korea has kept +09:00 without daylight saving since 1988,
/// so when the named zone cannot be resolved (a statically linked binary, a host without
/// tzdata) the fixed offset gives the same answer.
public struct SeoulCalendar: Sendable {
    public static let fixedOffsetSeconds = 9 * 3600

    private let offset: @Sendable (Date) -> Int

    public init() {
        let zone = TimeZone(identifier: "Asia/Seoul")
        offset = { date in zone?.secondsFromGMT(for: date) ?? SeoulCalendar.fixedOffsetSeconds }
    }

    /// A calendar that ignores the time-zone database, for checking the fallback.
    public static let fixedOffset = SeoulCalendar(offset: { _ in fixedOffsetSeconds })

    private init(offset: @escaping @Sendable (Date) -> Int) { self.offset = offset }

    public func today(at instant: Date) -> CalendarDate {
        let local = instant.timeIntervalSince1970 + Double(offset(instant))
        return CalendarDate(daysSinceEpoch: Int((local / 86_400).rounded(.down)))
    }

    public func yesterday(at instant: Date) -> CalendarDate { today(at: instant).adding(days: -1) }

    /// Minutes since midnight in Seoul (0...1439).
    public func minuteOfDay(at instant: Date) -> Int {
        let seconds = Int((instant.timeIntervalSince1970 + Double(offset(instant))).rounded(.down))
        return (seconds - today(at: instant).daysSinceEpoch * 86_400) / 60
    }

    /// `2026-11-22T07:30:05+0900`: the cron log's timestamps.
    public func logTimestamp(_ instant: Date) -> String {
        let seconds = Int((instant.timeIntervalSince1970 + Double(offset(instant))).rounded(.down))
        let secondOfDay = seconds - today(at: instant).daysSinceEpoch * 86_400
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let zone = offset(instant) / 60
        return "\(today(at: instant).iso)T\(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):\(two(secondOfDay % 60))"
            + "\(zone < 0 ? "-" : "+")\(two(abs(zone) / 60))\(two(abs(zone) % 60))"
    }

    /// `2026-11-22 07:30 KST`
    public func timestamp(_ instant: Date) -> String {
        let seconds = Int((instant.timeIntervalSince1970 + Double(offset(instant))).rounded(.down))
        let date = CalendarDate(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
        let secondOfDay = seconds - date.daysSinceEpoch * 86_400
        let hh = secondOfDay / 3600, mm = (secondOfDay % 3600) / 60
        return "\(date.iso) \(hh < 10 ? "0" : "")\(hh):\(mm < 10 ? "0" : "")\(mm) KST"
    }
}
