import Foundation

/// What `doctor` reports about the host: which scheduler can run the morning job, and the host's
/// own time zone (which the reports never use, but a crontab's fields do).
public enum HostFacts {
    public enum Scheduler: Sendable, Equatable {
        /// systemd is the init system: its timers take a time zone (`OnCalendar=… Asia/Seoul`).
        case systemd
        /// A cron daemon is installed; Debian's reads its fields in the host's zone and ignores CRON_TZ.
        case cron
        case none
    }

    public static func scheduler(fileExists: (String) -> Bool = FileManager.default.fileExists(atPath:)) -> Scheduler {
        if fileExists("/run/systemd/system") { return .systemd }
        if ["/usr/sbin/cron", "/usr/sbin/crond", "/usr/bin/crontab"].contains(where: fileExists) { return .cron }
        return .none
    }

    /// `TZ`, else `/etc/timezone`, else the zone `/etc/localtime` links to, else "UTC (no zone configured)".
    public static func timeZone(environment: [String: String]) -> String {
        if let zone = environment["TZ"] { return zone.isEmpty ? "UTC (TZ is empty)" : zone }
        if let text = try? String(contentsOfFile: "/etc/timezone", encoding: .utf8),
           case let zone = text.trimmingCharacters(in: .whitespacesAndNewlines), !zone.isEmpty {
            return zone
        }
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"),
           let range = target.range(of: "zoneinfo/") {
            return String(target[range.upperBound...])
        }
        return "UTC (no zone configured)"
    }
}
