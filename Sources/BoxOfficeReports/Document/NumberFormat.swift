import Foundation

/// Locale-free number formatting: the same bytes on every machine.
public enum NumberFormat {
    /// `1234567` → `1,234,567`
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, char) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(char)
        }
        return (value < 0 ? "-" : "") + out
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

    /// Fixed places, `.` as separator, no grouping; never `-0.0`.
    public static func plain(_ value: Double, places: Int) -> String {
        let text = String(format: "%.\(max(0, places))f", value)
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { return String(text.dropFirst()) }
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
