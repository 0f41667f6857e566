import BoxOfficeDomain

/// The runs a forecast learns from before the archive has its own: every run of KOFIC's real daily
/// top-ten lists of 2017-2022 that is no re-release and reached 200,000 admissions in the lists
/// (KOBIS's revised figures, as public repositories saved them: see the README's provenance).
/// Generated into the binary at build time from `Tests/Fixtures/kofic/long/daily-2017-2022.csv`.
public enum BundledRuns {
    /// Decoded once, on first use, in one pass over the literal's bytes: every forecast of a run
    /// starts here, so a morning's report pays for it (splitting the 300 KB literal into substrings
    /// cost a quarter of a warm run's CPU).
    public static let runs: [RunSeries] = {
        var text = encoded
        return text.withUTF8 { bytes in
            var scanner = ByteScanner(bytes)
            var runs: [RunSeries] = []
            runs.reserveCapacity(512)
            while !scanner.atEnd {
                let code = scanner.text(until: tab), open = scanner.text(until: tab), title = scanner.text(until: tab)
                guard let movie = MovieCode(code), let opened = CalendarDate(iso: open) else { scanner.skipLine(); continue }
                var date = opened, accumulated = 0
                var days: [RunSeries.Day] = []
                while let step = scanner.integer() {
                    guard let audience = scanner.integer(), let added = scanner.integer(), let shows = scanner.integer() else { break }
                    date = date.adding(days: step)
                    accumulated += added
                    days.append(RunSeries.Day(date: date, audience: audience, accumulated: accumulated, shows: shows))
                    if scanner.endOfLine() { break }
                }
                scanner.skipLine()
                runs.append(RunSeries(code: movie, title: title, openDate: opened, days: days))
            }
            return runs
        }
    }()

    /// Each day's whole list summed, 2017-2022 (decoded once, on first use).
    public static let occupancy: [ChartOccupancy] = {
        var text = encodedOccupancy
        return text.withUTF8 { bytes in
            var scanner = ByteScanner(bytes)
            var day = 0
            var days: [ChartOccupancy] = []
            while let step = scanner.integer(), let audience = scanner.integer(), let shows = scanner.integer() {
                day += step
                days.append(ChartOccupancy(date: CalendarDate(daysSinceEpoch: day), audience: audience, shows: shows))
            }
            return days
        }
    }()

    private static let tab = UInt8(ascii: "\t")

    /// The runs and the days, as a forecast takes them.
    public static var base: ChartedHistory { ChartedHistory(runs: runs, occupancy: occupancy) }
}

/// Reads the generated literals' bytes: tab-separated text fields, and integers (an optional minus,
/// digits) separated by commas and spaces, a line ending a run.
struct ByteScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { position >= bytes.count }

    /// The text up to `separator` (or the line's end), past the separator.
    mutating func text(until separator: UInt8) -> String {
        let start = position
        while position < bytes.count, bytes[position] != separator, bytes[position] != newline { position += 1 }
        let field = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if position < bytes.count, bytes[position] == separator { position += 1 }
        return field
    }

    /// The next integer on the line, past one separator after it; nil at the line's end.
    mutating func integer() -> Int? {
        guard position < bytes.count, bytes[position] != newline else { return nil }
        var negative = false
        if bytes[position] == minus { negative = true; position += 1 }
        var value = 0, digits = 0
        while position < bytes.count, bytes[position] >= zero, bytes[position] <= zero + 9 {
            value = value * 10 + Int(bytes[position] - zero)
            position += 1
            digits += 1
        }
        guard digits > 0 else { return nil }
        if position < bytes.count, bytes[position] == comma || bytes[position] == space { position += 1 }
        return negative ? -value : value
    }

    /// Whether the line ends here.
    func endOfLine() -> Bool { position >= bytes.count || bytes[position] == newline }

    /// Past the line's end.
    mutating func skipLine() {
        while position < bytes.count, bytes[position] != newline { position += 1 }
        if position < bytes.count { position += 1 }
    }

    private let newline = UInt8(ascii: "\n"), minus = UInt8(ascii: "-"), comma = UInt8(ascii: ","), space = UInt8(ascii: " "), zero = UInt8(ascii: "0")
}
