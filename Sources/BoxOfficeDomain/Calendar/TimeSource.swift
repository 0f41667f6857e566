import Foundation

/// The clock the use cases read, injected so tests can stand at any instant.
public protocol TimeSource: Sendable {
    func now() -> Date
}

/// The machine's clock.
public struct SystemTimeSource: TimeSource {
    public init() {}
    public func now() -> Date { Date() }
}

/// A clock stopped at one instant (tests, `SOURCE_DATE_EPOCH`).
public struct FixedTimeSource: TimeSource {
    public let instant: Date
    public init(_ instant: Date) { self.instant = instant }
    public func now() -> Date { instant }
}

extension TimeSource {
    /// Yesterday in Seoul: the newest day KOFIC has a chart of, whatever this machine's time zone.
    /// Every front end and use case asks here.
    public var yesterdayInSeoul: CalendarDate { SeoulCalendar().yesterday(at: now()) }
}
