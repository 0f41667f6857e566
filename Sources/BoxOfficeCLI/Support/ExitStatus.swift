/// Exit statuses (sysexits.h), relied on by users' scripts: keep them.
public enum ExitStatus: Int32, Sendable {
    case ok = 0
    /// Unknown flag, impossible or future date, malformed movie code.
    case usage = 64
    /// The API answered something unusable.
    case dataError = 65
    /// No such input: no movie with that code, no book, no archive file.
    case noInput = 66
    /// The API could not be reached, after retries.
    case unavailable = 69
    case software = 70
    /// The output cannot be written.
    case cannotWrite = 73
    /// Try again later: the daily request quota is spent, another run holds the folder, or KOFIC has
    /// no list yet for yesterday in Seoul (or the last weekend).
    case quota = 75
    /// The API key is missing or rejected.
    case keyProblem = 77
    /// A setting is wrong (`BOXOFFICE_REPORT_ARGS` that `report` does not take, a world-readable settings file).
    case configuration = 78
    case interrupted = 130
    /// stdout's or stderr's reader left (`| head -1`): the run finished the work in hand first.
    case closedPipe = 141
}
