import BoxOfficeDomain
import Foundation

/// Which archive a chart's run keeps, as its front end was asked.
public enum ArchiveAsked: Sendable, Hashable {
    /// Nothing said: the source's default (the settings' archive; a recording's run keeps none of
    /// the user's and writes the recording's site from a scratch archive).
    case byDefault
    /// One named (`--archive`).
    case named
    /// None (`--no-archive`): the chart's reports alone.
    case none

    /// Whether a run writes the recording's site: a recording's run asked for no archive of its own.
    public func writesRecordedSite(recording: Bool) -> Bool { recording && self == .byDefault }

    /// Whether a run keeps the archive asked for: one named, or the default one when the source is
    /// KOFIC (a recording's days are not the user's history).
    public func keepsArchive(recording: Bool) -> Bool { self == .named || (self == .byDefault && !recording) }
}

/// What a front end asks a chart's run for.
public struct ChartRunRequest: Sendable {
    /// The list as the front end named it (a region by its name is resolved by the run).
    public var list: ChartListRequest
    public var archive: ArchiveAsked
    /// The chart to publish, of the list resolved.
    public var chart: @Sendable (ChartList) -> PublishChart.Request

    public init(list: ChartListRequest, archive: ArchiveAsked, chart: @escaping @Sendable (ChartList) -> PublishChart.Request) {
        (self.list, self.archive, self.chart) = (list, archive, chart)
    }
}

/// A chart published as one run (`report`, `weekly`, each pass of the schedule): the source checked
/// first (a missing key fails before anything is created), the run's locks taken and its archive
/// opened once inside them, its list resolved through that archive, a recording's site written first
/// when the run writes one (from a scratch archive, removed whatever happens), then the chart
/// published. Front ends translate their input to a `Request`; the run's deadline and its summary
/// line are theirs.
public struct LockedChartRun<Archive: ArchiveUpkeep & ChartWriting>: Sendable {
    /// Which archive the run opens.
    public enum Opening: Sendable, Hashable {
        /// The one asked for (named, else the default).
        case asked
        /// A scratch archive at this path.
        case scratch(String)
        case none
    }

    /// Whether the source can be asked (a key, or the recordings): throws its error when not.
    let sourceReady: @Sendable () throws -> Void
    /// The run's locks taken, then its archive opened inside them.
    let open: @Sendable (Opening) -> ExclusiveRun<Archive?>
    /// How a list is resolved: KOBIS's region codes, through the archive when there is one.
    let lists: @Sendable (Archive?) -> ResolveChartList
    /// A recording archived into the scratch archive, and its site built from it.
    let recordedSite: @Sendable (Archive, RecordedSource) throws -> SampleSiteBuild
    /// The chart's publication on the opened archive (`scratch`: a scratch archive), re-checking `window`.
    let publish: @Sendable (_ archive: Archive?, _ scratch: Bool, _ window: RecheckWindow) throws -> PublishChart
    /// What the source records (nil: KOFIC).
    let recorded: RecordedSource?
    let scratch: any ScratchSpace
    /// The archive the output folder's site records (nil: none known), and whether the archive asked
    /// for exists: a site is refused to a run that keeps no archive, or one not made yet, before
    /// anything is made or fetched (an existing archive's identity is compared once open: `BuildSite`).
    let siteArchive: @Sendable () -> SiteArchive
    let archiveExists: @Sendable () -> Bool

    public init(sourceReady: @escaping @Sendable () throws -> Void, open: @escaping @Sendable (Opening) -> ExclusiveRun<Archive?>,
                lists: @escaping @Sendable (Archive?) -> ResolveChartList,
                recordedSite: @escaping @Sendable (Archive, RecordedSource) throws -> SampleSiteBuild,
                publish: @escaping @Sendable (_ archive: Archive?, _ scratch: Bool, _ window: RecheckWindow) throws -> PublishChart,
                recorded: RecordedSource?, scratch: any ScratchSpace,
                siteArchive: @escaping @Sendable () -> SiteArchive = { .none }, archiveExists: @escaping @Sendable () -> Bool = { true }) {
        self.siteArchive = siteArchive
        self.archiveExists = archiveExists
        self.sourceReady = sourceReady
        self.open = open
        self.lists = lists
        self.recordedSite = recordedSite
        self.publish = publish
        self.recorded = recorded
        self.scratch = scratch
    }

    /// Publishes the chart; the paths written.
    public func execute(_ request: ChartRunRequest, record: RunRecord) async throws -> [String] {
        try sourceReady()
        if recorded != nil, !request.list.isInRecording {
            throw ArchiveQuestionError.listNotRecorded(request.list.named ?? .region(request.list.region ?? "", name: nil))
        }
        // (No archive to rebuild the site from: another folder is the way out.)
        if recorded == nil, case .recorded(let owner) = siteArchive(), !request.archive.keepsArchive(recording: false) || !archiveExists() {
            throw SiteOfAnotherArchive(site: owner, archive: nil, rebuildable: false)
        }
        let site = recorded.flatMap { request.archive.writesRecordedSite(recording: true) ? $0 : nil }
        let folder = try site.map { _ in try scratch.make() }
        defer { folder.map(scratch.remove) }
        let opening: Opening = folder.map { .scratch($0 + "/recorded.sqlite") }
            ?? (request.archive.keepsArchive(recording: recorded != nil) ? .asked : .none)
        // Taking the locks refuses at once when another run holds one; opening the archive may wait on its server.
        record.phase = .archive
        let (lists, recordedSite, publish) = (self.lists, self.recordedSite, self.publish)
        return try await open(opening).run { archive in
            record.opened(archive)
            // A recording's scratch archive is the recording's: its identity, whatever the chart (the committed sample's site records it).
            if let recorded, folder != nil { try await archive?.assignIdentity(recorded.archiveIdentity) }
            let list = try await lists(archive).execute(request.list)
            if !list.isWholeMarket { record.set("list", list.rawValue) }
            var chart = request.chart(list)
            // The lists by nation and kind come with the national list: a segment's own run takes none.
            chart.wide = chart.wide && list.takesWideLists
            if let site, let archive, let day = chart.chart.date {
                try await recordedSite(archive, site).execute(reserving: day)
                chart.force = true // a recording's reports are written whether or not they are there
            }
            return try await publish(archive, folder != nil, chart.recheck ?? RecheckWindow()).execute(chart, record: record)
        }
    }
}
