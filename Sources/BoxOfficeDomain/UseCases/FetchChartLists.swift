/// Fetches a day's extra lists (by nation, by kind) concurrently, for `--wide`.
public struct FetchChartLists: Sendable {
    public let lists: any ChartListRepository

    public init(lists: any ChartListRepository) { self.lists = lists }

    public func execute(date: CalendarDate, lists wanted: [ChartList] = ChartList.wide) async throws -> [ChartList: DailyBoxOffice] {
        let repository = lists
        return try await withThrowingTaskGroup(of: (ChartList, DailyBoxOffice).self) { group in
            for list in wanted { group.addTask { (list, try await repository.dailyBoxOffice(on: date, list: list)) } }
            var result: [ChartList: DailyBoxOffice] = [:]
            for try await (list, chart) in group { result[list] = chart }
            return result
        }
    }
}
