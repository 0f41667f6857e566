import BoxOfficeDomain

/// The forecasts a day's report showed, a row a movie (`shown_forecasts`, schema 9).
extension RelationalBoxOfficeArchive: ShownForecastsArchive {
    static let shownForecastColumns = [
        "date", "movie_code", "no_forecast", "day_of_run", "accumulated", "expected", "low", "high", "training_runs",
        "next_mark", "next_date", "next_low", "next_high", "next_chance",
        "pace_day", "pace_accumulated", "pace_title", "pace_year", "pace_other_accumulated",
    ]

    public func keepShownForecasts(_ shown: [MovieCode: ShownForecast], of date: CalendarDate) async throws {
        let rows = shown.sorted { $0.key.rawValue < $1.key.rawValue }.map { Self.values(date, $0.key, $0.value) }
        try await session { db in
            try db.transaction(locking: .day(date)) {
                // Only a day the archive holds keeps its forecasts (its row is their parent).
                guard try db.query("SELECT 1 FROM days WHERE date = ?", [.text(date.iso)]).first != nil else { return }
                try db.query("DELETE FROM shown_forecasts WHERE date = ?", [.text(date.iso)])
                for row in rows { try db.query(ArchiveTable.shown_forecasts.upsert(columns: Self.shownForecastColumns), row) }
            }
        }
    }

    public func shownForecasts(of date: CalendarDate) async throws -> [MovieCode: ShownForecast]? {
        let columns = Self.shownForecastColumns.dropFirst().joined(separator: ", ")
        return try await read { db in
            var shown: [MovieCode: ShownForecast] = [:]
            for row in try db.query("SELECT \(columns) FROM shown_forecasts WHERE date = ?", [.text(date.iso)]) {
                guard let code = row[0].string.flatMap(MovieCode.init), let kept = Self.shown(Array(row.dropFirst())) else { continue }
                shown[code] = kept
            }
            return shown.isEmpty ? nil : shown
        }
    }

    /// Why a report gave no forecast, as the column spells it.
    static func column(_ reason: NoForecast) -> String {
        switch reason {
        case .reRelease: "re_release"
        case .tooEarly: "too_early"
        case .lastWeekNotArchived: "last_week_not_archived"
        case .notEnoughToLearnFrom: "not_enough_to_learn_from"
        }
    }

    private static func values(_ date: CalendarDate, _ code: MovieCode, _ shown: ShownForecast) -> [ArchiveValue] {
        let key: [ArchiveValue] = [.text(date.iso), .text(code.rawValue)]
        switch shown {
        case .none(let reason):
            return key + [.text(column(reason))] + Array(repeating: .null, count: shownForecastColumns.count - 3)
        case .forecast(let forecast):
            let (final, next, pace) = (forecast.final, forecast.next, forecast.pace)
            return key + [
                .null, ArchiveValue(final.dayOfRun), ArchiveValue(final.accumulated), ArchiveValue(final.expected), ArchiveValue(final.low),
                ArchiveValue(final.high), ArchiveValue(final.trainingRuns),
                ArchiveValue(next.mark), ArchiveValue(next.date?.iso), ArchiveValue(next.low?.iso), ArchiveValue(next.high?.iso), ArchiveValue(next.chance),
                ArchiveValue(pace?.dayOfRun), ArchiveValue(pace?.accumulated), ArchiveValue(pace?.otherTitle), ArchiveValue(pace?.otherYear),
                ArchiveValue(pace?.otherAccumulated),
            ]
        }
    }

    /// A kept row, its columns from `no_forecast` on; nil for one this version cannot read.
    private static func shown(_ row: [ArchiveValue]) -> ShownForecast? {
        if let reason = row[0].string { return NoForecast.allCases.first { column($0) == reason }.map { .none($0) } }
        guard let dayOfRun = row[1].int, let accumulated = row[2].int, let expected = row[3].int, let low = row[4].int, let high = row[5].int,
              let mark = row[7].int else { return nil }
        // The road a milestone was dated from is not kept: a report shows its dates, not the road.
        let final = FinalAudienceForecast(dayOfRun: dayOfRun, accumulated: accumulated, expected: expected, low: low, high: high,
                                          trainingRuns: row[6].int ?? 0, road: nil)
        let next = MilestoneForecast(mark: mark, date: row[8].string.flatMap(CalendarDate.init(iso:)), chance: row[11].double,
                                     low: row[9].string.flatMap(CalendarDate.init(iso:)), high: row[10].string.flatMap(CalendarDate.init(iso:)))
        var pace: Pace? = nil
        if let day = row[12].int, let paceAccumulated = row[13].int, let title = row[14].string, let year = row[15].int, let other = row[16].int {
            pace = Pace(dayOfRun: day, accumulated: paceAccumulated, otherTitle: title, otherYear: year, otherAccumulated: other)
        }
        return .forecast(RowForecast(final: final, next: next, pace: pace))
    }
}
