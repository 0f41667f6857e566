import BoxOfficeDomain

/// Outcomes of a command that are not faults of any layer below.
enum CommandError: Error {
    case noSuchMovie(MovieCode)
    case noSampleRecording(CalendarDate, recorded: [CalendarDate])
}
