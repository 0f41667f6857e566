import Foundation

/// Locale-free number formatting: the same bytes on every machine.
public enum NumberFormat {
    /// `1234567` → `1,234,567`
    public static func grouped(_ value: Int) -> String {
        // On the digits' bytes: every number of every table passes here.
        let digits = Array(String(value.magnitude).utf8)
        var out: [UInt8] = value < 0 ? [UInt8(ascii: "-")] : []
        out.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(UInt8(ascii: ",")) }
            out.append(digit)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `14273.4` → `14,273.4`
    public static func grouped(_ value: Double, places: Int) -> String {
        let plainText = plain(value, places: places)
        let negative = plainText.hasPrefix("-")
        let unsigned = negative ? String(plainText.dropFirst()) : plainText
        let parts = unsigned.split(separator: ".", maxSplits: 1)
        let whole = grouped(Int(parts[0]) ?? 0)
        return (negative ? "-" : "") + whole + (parts.count > 1 ? "." + parts[1] : "")
    }

    /// Fixed places, `.` as separator, no grouping; never `-0.0`. Rounds half away from zero.
    ///
    /// Integer arithmetic rather than `String(format:)`, which is slow on Linux and is called for
    /// every number and chart coordinate.
    public static func plain(_ value: Double, places: Int) -> String {
        let places = max(0, min(places, 9))
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard scaled.isFinite, abs(scaled) < 9e15 else { return String(format: "%.\(places)f", value) }
        let units = Int64(scaled)
        let magnitude = units.magnitude
        let whole = String(magnitude / UInt64(scale))
        var text = units < 0 ? "-" + whole : whole
        if places > 0 {
            let fraction = String(magnitude % UInt64(scale))
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return text
    }

    /// `+1,234` / `-1,234` / `0`
    public static func signed(_ value: Int) -> String {
        value > 0 ? "+" + grouped(value) : grouped(value)
    }

    /// `+10.3%` / `-4.0%`
    public static func signedPercent(_ value: Double, places: Int = 1) -> String {
        let text = grouped(value, places: places)
        return (value > 0 && !text.hasPrefix("-") && text != plain(0, places: places) ? "+" : "") + text + "%"
    }
}
