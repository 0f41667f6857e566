import BoxOfficeDomain
import Foundation

/// The charts KOFIC answered with an empty list (`no_lists`): asked, not archived.
extension RelationalBoxOfficeArchive {
    public func markNoList(kind: String, list: ChartList, start: CalendarDate, askedAt: Date) async throws {
        try await session { db in
            try db.query(ArchiveTable.no_lists.upsert(columns: ["kind", "list", "start_date", "asked_at"]),
                         [.text(kind), .text(list.rawValue), .text(start.iso), .integer(Int64(askedAt.timeIntervalSince1970))])
        }
    }

    public func noLists(kind: String, list: ChartList, from: CalendarDate, to: CalendarDate) async throws -> Set<CalendarDate> {
        try await session { db in
            Set(try db.query("SELECT start_date FROM no_lists WHERE kind = ? AND list = ? AND start_date >= ? AND start_date <= ?",
                             [.text(kind), .text(list.rawValue), .text(from.iso), .text(to.iso)]).compactMap { $0[0].string.flatMap(CalendarDate.init(iso:)) })
        }
    }
}
