import BoxOfficeDomain
import BoxOfficeReports

/// The archive a folder's site is built from, as the folder records it.
public enum SiteArchive: Sendable, Hashable {
    /// The folder holds no site yet: the first archive that writes one owns it.
    case none
    /// A site that records no archive (an older version built it): the first archive that writes it adopts it.
    case unrecorded
    case recorded(ArchiveIdentity)
}

/// A site belongs to the archive it is built from: another archive's run does not write into it
/// (its pages would mix two histories). Nothing was written; the way out is another folder, or
/// rebuilding the site from the run's archive (`site --rebuild`), which re-points it.
public struct SiteOfAnotherArchive: Error, Sendable {
    /// The identity the site records (nil: none, an older version built it), and the run's archive's
    /// (nil: none yet, or no archive).
    public let site: ArchiveIdentity?, archive: ArchiveIdentity?
    /// Whether rebuilding the site from the run's archive is a way out: not when the run keeps no
    /// archive (or one not made yet), nor for a recording's site (the bundled sample's: no archive of
    /// a user's is ever its own).
    public let rebuildable: Bool

    public init(site: ArchiveIdentity?, archive: ArchiveIdentity?, rebuildable: Bool = true) {
        (self.site, self.archive) = (site, archive)
        self.rebuildable = rebuildable && !(site.map(RecordedSource.isRecordingIdentity) ?? false)
    }
}

extension BuildSite {
    /// Whether the run's archive may write the folder's site; throws `SiteOfAnotherArchive` when the
    /// site records another (unless this build re-points it). True when the site records none and
    /// this build adopts it (the front end says so, once: the build records it).
    /// A recording's archive (the bundled sample's scratch one) writes no site but its own: it adopts
    /// none, and a recording's site is re-pointed to no archive of a user's.
    @discardableResult
    public func checkBelongs() async throws -> Bool {
        let archive = try await archive.identity()
        let recording = archive.map(RecordedSource.isRecordingIdentity) ?? false
        switch output.siteArchive() {
        case .none: return false
        case .unrecorded:
            guard recording else { return true }
            throw SiteOfAnotherArchive(site: nil, archive: archive, rebuildable: false)
        case .recorded(let site):
            guard let archive, archive != site else { return false }
            if repoints, !recording, !RecordedSource.isRecordingIdentity(site) { return false }
            throw SiteOfAnotherArchive(site: site, archive: archive, rebuildable: !recording)
        }
    }

    /// Records the folder as this archive's site (its language too).
    func recordSite() async throws {
        try output.recordSite(archive: try await archive.identity())
    }
}

/// The language a folder's site is written in, decided in one place for every run that writes it
/// (`site`, a report's pages and front page, a backfill's pages): the language its manifest recorded
/// when it was first built; a rebuild asked in another changes it; a folder with no site yet takes
/// the run's.
public enum SiteLanguage {
    /// - Parameter recorded: the manifest's language (nil: no site yet).
    /// - Parameter asked: the language the run asked for by its option (nil: none).
    /// - Parameter rebuild: whether the run rebuilds the whole site (`site --rebuild`).
    /// - Throws: `SiteInAnotherLanguage` when a run that does not rebuild asks for another language.
    public static func decide(recorded: ReportLanguage?, asked: ReportLanguage? = nil, rebuild: Bool = false,
                              run: ReportLanguage) throws(SiteInAnotherLanguage) -> ReportLanguage {
        if let asked, let recorded, asked.code != recorded.code, !rebuild { throw SiteInAnotherLanguage(site: recorded, asked: asked) }
        return (rebuild ? asked : nil) ?? recorded ?? run
    }
}

/// A site keeps the language it was built in: a run that does not rebuild it asked for another.
public struct SiteInAnotherLanguage: Error, Sendable {
    public let site: ReportLanguage, asked: ReportLanguage
}

/// Whether a backfill keeps the folder's site, and which of its pages: the one rule `backfill` asks.
public enum BackfillSiteKeeping: Sendable, Hashable {
    /// The site is left as it is: the folder holds none, nothing was fetched, the run filled the
    /// bundled week's own archive (its site is `report --sample`'s), or it filled weekly charts other
    /// than the weekend's (no page shows them).
    case leave
    /// The pages the filled days touched (`weekends`: the weekend charts'), as a report of them keeps them.
    case keep(weekends: Bool)

    public static func decide(holdsSite: Bool, fetched: Int, sample: Bool, weekly: WeeklyKind?) -> BackfillSiteKeeping {
        guard holdsSite, !sample, fetched > 0, weekly == nil || weekly == .weekend else { return .leave }
        return .keep(weekends: weekly == .weekend)
    }
}
