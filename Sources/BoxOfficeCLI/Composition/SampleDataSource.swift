import BoxOfficeDomain
import BoxOfficeInfrastructure
import BoxOfficeSampleData
import Foundation

/// The bundled recordings served in process as if by KOFIC: `--sample` goes through the same
/// HTTP-facing repositories, decoding and renderers as a real run.
enum SampleDataSource {
    /// The recorded days, oldest first.
    static var days: [CalendarDate] {
        SampleRecordings.daily.keys.compactMap(CalendarDate.init(compact:)).sorted()
    }

    /// The newest recorded day: what `report --sample` writes.
    static var defaultDay: CalendarDate { days.last! }

    /// A day of the bundled weekly recording's week: the weekend of 2011-12-30 to 2012-01-01.
    static let weeklyDay = CalendarDate(iso: "2012-01-01")!

    /// The movies whose details the recordings hold.
    static var movieCodes: [String] { SampleRecordings.movies.keys.sorted() }

    /// Why a sample row has no details: the bundle lacks them, KOFIC does not.
    static var missingMovieGap: DetailsGap { .notInSample(recordedMovies: movieCodes.count) }

    /// Answers the two KOFIC endpoints from the recordings. A movie the recordings lack is
    /// answered with an empty `movieInfo` object, the shape the product assumes for an unknown code.
    static let client = RecordedHTTPClient { path, query in
        if path.hasSuffix("/boxoffice/searchDailyBoxOfficeList.json") {
            return SampleRecordings.daily[query["targetDt"] ?? ""].map { Data($0.utf8) }
        }
        if path.hasSuffix("/boxoffice/searchWeeklyBoxOfficeList.json") {
            // The one recorded weekly body: the weekend (weekGb 1) of the week holding 2012-01-01.
            if query["weekGb"] == "1", let day = CalendarDate(compact: query["targetDt"] ?? ""),
               WeeklyKind.weekend.range(containing: day) == WeeklyKind.weekend.range(containing: weeklyDay) {
                return SampleRecordings.weekly["20120101-weekGb1"].map { Data($0.utf8) }
            }
            return Data(#"{"boxOfficeResult":{"boxofficeType":"","showRange":"","weeklyBoxOfficeList":[]}}"#.utf8)
        }
        if path.hasSuffix("/movie/searchMovieList.json") {
            let title = query["movieNm"] ?? ""
            if query["curPage"] ?? "1" == "1", !title.isEmpty, let body = SampleRecordings.movieLists["movieList-sample"],
               body.contains(title) {
                return Data(body.utf8)
            }
            return Data(#"{"movieListResult":{"totCnt":0,"source":"영화진흥위원회","movieList":[]}}"#.utf8)
        }
        if path.hasSuffix("/movie/searchMovieInfo.json") {
            let body = SampleRecordings.movies[query["movieCd"] ?? ""]
                ?? #"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"#
            return Data(body.utf8)
        }
        return nil
    }
}
