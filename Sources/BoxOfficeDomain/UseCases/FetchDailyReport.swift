/// Fetches one day's chart, then every ranked movie's details concurrently (bounded),
/// and joins them into a `DailyReport`.
///
/// A movie whose details cannot be had keeps its row, with the reason in `detailsGap`;
/// only faults that would fail every request (a rejected key, a spent quota) end the run.
public struct FetchDailyReport: Sendable {
    public let boxOffice: any DailyBoxOfficeRepository
    public let movies: any MovieDetailsRepository
    /// At most this many detail requests in flight at once.
    public let concurrency: Int
    /// The gap when the details source knows nothing of a movie (the sample's bundle, unlike
    /// KOFIC, lacks movies).
    public let unknownMovieGap: DetailsGap

    public init(boxOffice: any DailyBoxOfficeRepository, movies: any MovieDetailsRepository, concurrency: Int = 10,
                unknownMovieGap: DetailsGap = .unknownToSource) {
        self.boxOffice = boxOffice
        self.movies = movies
        self.concurrency = max(1, concurrency)
        self.unknownMovieGap = unknownMovieGap
    }

    public func execute(date: CalendarDate, progress: any ProgressObserver = SilentProgress()) async throws -> DailyReport {
        progress.step("fetch the daily box office for \(date.iso)")
        let chart = try await boxOffice.dailyBoxOffice(on: date)
        return DailyReport(date: chart.date, rows: try await rows(for: chart.entries, progress: progress))
    }

    /// Ranked entries (of any chart) joined with their movies' details, fetched concurrently.
    public func rows(for entries: [BoxOfficeEntry], progress: any ProgressObserver = SilentProgress()) async throws -> [DailyReport.Row] {
        let codes = Array(Set(entries.map(\.movieCode))).sorted()
        progress.step("fetch details of \(codes.count) ranked movies")
        let details = try await fetchDetails(codes)
        return entries.map { entry -> DailyReport.Row in
            switch details[entry.movieCode] {
            case .found(let movie): DailyReport.Row(entry: entry, details: movie)
            case .gap(let reason): DailyReport.Row(entry: entry, details: nil, detailsGap: reason)
            case nil: DailyReport.Row(entry: entry, details: nil, detailsGap: .failed("not requested"))
            }
        }
    }

    private enum Outcome: Sendable {
        case found(MovieDetails)
        case gap(DetailsGap)
    }

    private func fetchDetails(_ codes: [MovieCode]) async throws -> [MovieCode: Outcome] {
        let movies = self.movies
        let unknownMovieGap = self.unknownMovieGap
        return try await withThrowingTaskGroup(of: (MovieCode, Outcome).self) { group in
            var results: [MovieCode: Outcome] = [:]
            var pending = codes[...]
            func startNext() {
                guard let code = pending.popFirst() else { return }
                group.addTask {
                    do {
                        if let movie = try await movies.movieDetails(for: code) { return (code, .found(movie)) }
                        return (code, .gap(unknownMovieGap))
                    } catch let error as SourceError where error.endsTheRun {
                        throw error
                    } catch let error as SourceError {
                        return (code, .gap(.failed(error.summary)))
                    } catch is CancellationError {
                        throw CancellationError()
                    } catch {
                        return (code, .gap(.failed("details could not be read")))
                    }
                }
            }
            for _ in 0..<min(concurrency, codes.count) { startNext() }
            while let (code, outcome) = try await group.next() {
                results[code] = outcome
                startNext()
            }
            return results
        }
    }
}

extension SourceError {
    /// A short phrase for footnotes.
    public var summary: String {
        switch self {
        case .keyMissing(let variable): "no API key (\(variable) is not set)"
        case .keyRejected(let detail): "the API key was rejected: \(detail)"
        case .quotaExhausted(let detail): "the request quota is spent: \(detail)"
        case .unreachable(let detail): "the service could not be reached: \(detail)"
        case .unusableAnswer(let detail): "the answer could not be used: \(detail)"
        case .refusedParameter(let detail): "the request was refused: \(detail)"
        }
    }
}
