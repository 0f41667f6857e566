import BoxOfficeDomain

/// A recorded source's site (`report --sample`): its days archived (into a scratch archive), then the
/// site built from them, but for the days a report is about to write.
public struct SampleSiteBuild: Sendable {
    let backfill: BackfillCharts
    let site: BuildSite
    let recorded: RecordedSource

    public init(backfill: BackfillCharts, site: BuildSite, recorded: RecordedSource) {
        self.backfill = backfill
        self.site = site
        self.recorded = recorded
    }

    public func execute(reserving day: CalendarDate) async throws {
        guard let first = recorded.days.first, let last = recorded.days.last else { return }
        _ = try await backfill.execute(BackfillCharts.Options(from: first, to: last))
        _ = try await site.execute(reserving: [day])
    }
}

/// Whether what the archive lacks is fetched (and kept), a forecast's missing run days included:
/// the one rule for `mcp`, its tools and `forecast`. A recording fills only the days it holds
/// (`FetchMissingRunDays`).
public struct FetchPolicy: Sendable {
    /// With a key, or from a recorded source (the bundled sample).
    public let fillsMissing: Bool

    public init(recorded: RecordedSource?, hasKey: Bool) {
        fillsMissing = recorded != nil || hasKey
    }
}
