import BoxOfficeDomain

/// Outcomes of a command that are not faults of any layer below.
enum CommandError: Error {
    /// A title search found nothing.
    case noMovieMatches(String)
    /// `movie TITLE` matched several movies: the listing goes to stdout, the hint to stderr.
    case severalMoviesMatch(String, listing: String, codes: [String])
    /// A name matched several people or companies: the listing goes to stdout, `message` to stderr.
    case severalMatch(listing: String, message: String)
    case noSampleRecording(CalendarDate, recorded: [CalendarDate])
    /// A backfill that did not finish: the message says where to resume.
    case backfillStopped(String, ExitStatus)
    /// The folder's site is another archive's (`SiteOfAnotherArchive`): nothing was written.
    /// `rebuild`: the complete command that re-points the site to the run's archive.
    case siteOfAnotherArchive(folder: String, rebuild: String)
    /// The folder's site is one no archive of this run may write (the bundled sample's; or the run keeps
    /// no archive): nothing was written; the way out is another folder.
    case siteNeedsItsOwnFolder(folder: String)
    /// `archive copy` found fewer rows in the destination than in the source.
    case copyIncomplete(tables: [String], destination: String)
}

/// An error raised during a named step of a run (`[i/n] step`), so the message can say where.
