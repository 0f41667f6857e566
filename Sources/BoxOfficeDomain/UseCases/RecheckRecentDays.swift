/// Asks the source again for the days of the re-check window, all at once (with the details from
/// wherever `fetch` gets them: for the scheduled run, the archive's cache at any age, so a re-check
/// is one list request a day). A day that fails comes back as its error, never thrown: it keeps
/// its archived numbers and the run goes on.
public struct RecheckRecentDays: Sendable {
    public let fetch: FetchDailyReport

    public init(fetch: FetchDailyReport) { self.fetch = fetch }

    public func execute(_ dates: [CalendarDate]) async -> [(date: CalendarDate, result: Result<DailyReport, any Error>)] {
        let fetch = self.fetch
        return await withTaskGroup(of: (CalendarDate, Result<DailyReport, any Error>).self) { group in
            for date in dates {
                group.addTask {
                    do { return (date, .success(try await fetch.execute(date: date))) } catch { return (date, .failure(error)) }
                }
            }
            var results: [(date: CalendarDate, result: Result<DailyReport, any Error>)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.date < $1.date }
        }
    }
}
