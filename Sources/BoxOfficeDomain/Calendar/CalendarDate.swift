/// A day on the calendar, with no time and no time zone: the unit KOFIC reports in.
///
/// Arithmetic is done on days since 1970-01-01 (proleptic Gregorian), so the type needs
/// neither Foundation's `Calendar` nor a time-zone database.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Returns nil for impossible dates such as 2023-02-30.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CalendarDate.daysInMonth(year: year, month: month)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` (the daily list's open dates, the CLI's `--date`).
    public init?(iso text: String) {
        // On the UTF-8 bytes, without splitting: the archive reads thousands of dates a question.
        guard text.utf8.count == 10 else { return nil }
        var (y, m, d) = (0, 0, 0)
        for (index, byte) in text.utf8.enumerated() {
            if index == 4 || index == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            if index < 4 { y = y * 10 + digit } else if index < 7 { m = m * 10 + digit } else { d = d * 10 + digit }
        }
        self.init(year: y, month: m, day: d)
    }

    /// Parses `YYYYMMDD` (KOFIC's `targetDt` and the movie details' open dates).
    public init?(compact text: String) {
        let chars = Array(text)
        guard chars.count == 8,
              let y = CalendarDate.digits(chars[0..<4]), let m = CalendarDate.digits(chars[4..<6]),
              let d = CalendarDate.digits(chars[6..<8]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public init(daysSinceEpoch days: Int) {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public func adding(days: Int) -> CalendarDate { CalendarDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// Whole days from `other` to `self` (positive when `self` is later).
    public func days(since other: CalendarDate) -> Int { daysSinceEpoch - other.daysSinceEpoch }

    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((daysSinceEpoch % 7) + 7 + 3) % 7
        return Weekday.allCases[index]
    }

    /// `YYYY-MM-DD` (built from its digits' bytes: the archive's and the site's every date passes here).
    public var iso: String {
        guard (0...9999).contains(year) else { return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))" }
        return String(unsafeUninitializedCapacity: 10) { buffer in
            func put(_ value: Int, at index: Int) { buffer[index] = UInt8(ascii: "0") + UInt8(value) }
            put(year / 1000, at: 0); put(year / 100 % 10, at: 1); put(year / 10 % 10, at: 2); put(year % 10, at: 3)
            buffer[4] = UInt8(ascii: "-")
            put(month / 10, at: 5); put(month % 10, at: 6)
            buffer[7] = UInt8(ascii: "-")
            put(day / 10, at: 8); put(day % 10, at: 9)
            return 10
        }
    }
    /// `YYYYMMDD`
    public var compact: String { "\(pad(year, 4))\(pad(month, 2))\(pad(day, 2))" }
    public var description: String { iso }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool { (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day) }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func digits<S: Sequence>(_ s: S) -> Int? where S.Element == Character {
        var value = 0
        var count = 0
        for c in s {
            guard let d = c.wholeNumberValue, c.isASCII else { return nil }
            value = value * 10 + d
            count += 1
        }
        return count > 0 ? value : nil
    }
}

private func pad(_ value: Int, _ width: Int) -> String {
    let s = String(value)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}
