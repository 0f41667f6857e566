/// Why a ranked movie has no details in a report.
public enum DetailsGap: Hashable, Sendable {
    /// The source knows no movie with this code.
    case unknownToSource
    /// The bundled sample holds the details of only `recordedMovies` movies, not this one.
    case notInSample(recordedMovies: Int)
    /// The archive holds the day but never stored this movie's details.
    case notInArchive
    /// The request failed; a short reason (`the service could not be reached: timed out`).
    case failed(String)
}
