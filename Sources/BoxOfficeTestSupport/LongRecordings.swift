import BoxOfficeDomain
import Foundation

/// The six real years of KOFIC's daily top-ten lists (`Tests/Fixtures/kofic/long/daily-2017-2022.csv`,
/// a copy of `shared/kofic/long`): every day 2017-01-01 to 2022-12-31, each row the 18 fields of a
/// list item as the API returns them, after the day asked (`targetDt`).
public enum LongRecordings {
    public static let fields = ["rnum", "rank", "rankInten", "rankOldAndNew", "movieCd", "movieNm", "openDt", "salesAmt", "salesShare",
                                "salesInten", "salesChange", "salesAcc", "audiCnt", "audiInten", "audiChange", "audiAcc", "scrnCnt", "showCnt"]

    /// Each day's list items by `targetDt` (YYYYMMDD), in rank order.
    public static let daily: [String: [[String: String]]] = lists("kofic/long/daily-2017-2022.csv", dayColumn: "targetDt")

    /// 2024's unfiltered top ten by day (YYYYMMDD), made from its diversity and commercial lists
    /// (`Tests/Fixtures/kofic/derived-2024`): of each day's twenty, the ten with the most admissions
    /// (the unfiltered list ranks by audience; each of its movies is in its segment's top ten).
    /// Ranks and shares are the segments' own: only the movies' figures are used.
    public static let daily2024: [String: [[String: String]]] = {
        let diversity = diversity2024, commercial = commercial2024
        var days: [String: [[String: String]]] = [:]
        for (day, items) in commercial {
            days[day] = Array((items + (diversity[day] ?? [])).sorted { Int($0["audiCnt"] ?? "") ?? 0 > Int($1["audiCnt"] ?? "") ?? 0 }.prefix(10))
        }
        return days
    }()

    /// A CSV of list items (one row each, the API's field names), grouped by the day column.
    static func lists(_ fixture: String, dayColumn: String) -> [String: [[String: String]]] {
        guard let text = try? Fixtures.text(fixture) else { return [:] }
        return lists(text: text, dayColumn: dayColumn)
    }

    /// Every run of the daily lists in a CSV shaped as `daily-2017-2022.csv` (a build tool's input),
    /// with each day's whole list summed (`occupancy`).
    public static func history(csv: URL) throws -> ChartedHistory {
        let daily = lists(text: String(decoding: try Data(contentsOf: csv), as: UTF8.self), dayColumn: "targetDt")
        return ChartedHistory(runs: runs(daily), occupancy: occupancy(daily))
    }

    /// Each day's whole list summed, every row (a preview without an open date too): the market a
    /// forecast reads, as the bundled base holds it (`BundledRuns.occupancy`).
    public static func occupancy(_ daily: [String: [[String: String]]]) -> [ChartOccupancy] {
        daily.compactMap { targetDt, items -> ChartOccupancy? in
            guard let date = CalendarDate(compact: targetDt) else { return nil }
            return ChartOccupancy(date: date, audience: items.reduce(0) { $0 + (Int($1["audiCnt"] ?? "") ?? 0) },
                                  shows: items.reduce(0) { $0 + (Int($1["showCnt"] ?? "") ?? 0) })
        }.sorted { $0.date < $1.date }
    }

    static func lists(text: String, dayColumn: String) -> [String: [[String: String]]] {
        var days: [String: [[String: String]]] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard let header = lines.first.map({ parse(String($0)) }) else { return [:] }
        for line in lines.dropFirst() {
            let values = parse(String(line))
            guard values.count == header.count else { continue }
            let row = Dictionary(uniqueKeysWithValues: zip(header, values))
            days[row[dayColumn] ?? "", default: []].append(row)
        }
        return days
    }

    /// Every run of the six years, as an archive of them holds it (each day it ranked).
    public static let runs: [RunSeries] = runs(daily)

    /// Every run of the given days' lists, as an archive of them holds it (each day it ranked).
    public static func runs(_ daily: [String: [[String: String]]]) -> [RunSeries] {
        var byMovie: [String: (title: String, open: String, days: [RunSeries.Day])] = [:]
        for (targetDt, items) in daily {
            guard let date = CalendarDate(compact: targetDt) else { continue }
            for item in items {
                guard let code = item["movieCd"], let audience = Int(item["audiCnt"] ?? ""), let accumulated = Int(item["audiAcc"] ?? "") else { continue }
                byMovie[code, default: (item["movieNm"] ?? code, item["openDt"] ?? "", [])].days
                    .append(RunSeries.Day(date: date, audience: audience, accumulated: accumulated, shows: Int(item["showCnt"] ?? "") ?? 0))
            }
        }
        return byMovie.compactMap { code, run in
            guard let movie = MovieCode(code), let open = CalendarDate(iso: run.open) else { return nil }
            return RunSeries(code: movie, title: run.title, openDate: open, days: run.days)
        }.sorted { $0.code.rawValue < $1.code.rawValue }
    }

    /// A list item as the domain's entry.
    public static func entry(_ item: [String: String]) -> BoxOfficeEntry {
        BoxOfficeEntry(
            rank: Int(item["rank"]!)!, movement: item["rankOldAndNew"] == "NEW" ? .new : .moved(places: Int(item["rankInten"]!)!),
            movieCode: MovieCode(item["movieCd"]!)!, title: item["movieNm"]!, openDate: CalendarDate(iso: item["openDt"]!),
            audience: Int(item["audiCnt"]!)!, audienceChange: Int(item["audiInten"]!)!, audienceChangePercent: Double(item["audiChange"]!)!,
            audienceAccumulated: Int(item["audiAcc"]!)!, sales: Int(item["salesAmt"]!)!, salesChange: Int(item["salesInten"]!)!,
            salesChangePercent: Double(item["salesChange"]!)!, salesShare: Double(item["salesShare"]!)!,
            salesAccumulated: Int(item["salesAcc"]!)!, screens: Int(item["scrnCnt"]!)!, shows: Int(item["showCnt"]!)!
        )
    }

    /// A day's answer as KOFIC gives it (the envelope of the recorded days), for the loopback fake.
    /// 2024's recorded diversity (`Y`) or commercial (`N`) list of a day, as the API's body (derived rows, the API's field names).
    public static func kindBody(_ targetDt: String, _ multiMovieYn: String) -> String? {
        let lists = multiMovieYn == "Y" ? diversity2024 : commercial2024
        return body(targetDt, lists[targetDt])
    }

    public static let diversity2024 = lists("kofic/derived-2024/daily_multiMovieYn-Y_2024.csv", dayColumn: "dt")
    public static let commercial2024 = lists("kofic/derived-2024/daily_multiMovieYn-N_2024.csv", dayColumn: "dt")

    public static func dailyBody(_ targetDt: String) -> String? { body(targetDt, daily[targetDt]) }

    /// The 260 real weekend charts of 2018-2022 (`kofic/long/weekend-2018-2022.csv`, weekGb 1), by the
    /// weekend's Sunday (`targetDt`, YYYYMMDD), in rank order.
    public static let weekend: [String: [[String: String]]] = lists("kofic/long/weekend-2018-2022.csv", dayColumn: "targetDt")

    /// A weekend's answer (`weekGb` 1) as KOFIC gives it, by its Sunday: the envelope of the recorded
    /// weekend (`kofic/weekly/20120101-weekGb1.json`) around the CSV's rows. The CSV has no
    /// `yearWeekTime`; it is left empty (assumed harmless: the client does not read it).
    public static func weekendBody(_ sunday: String) -> String? {
        guard let items = weekend[sunday], let date = CalendarDate(compact: sunday) else { return nil }
        let list = items.map { row in Dictionary(uniqueKeysWithValues: fields.map { ($0, row[$0] ?? "") }) }
        let body: [String: Any] = ["boxOfficeResult": ["boxofficeType": "주말 박스오피스", "showRange": "\(date.adding(days: -2).compact)~\(sunday)",
                                                       "yearWeekTime": "", "weeklyBoxOfficeList": list]]
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) }
    }

    static func body(_ targetDt: String, _ items: [[String: String]]?) -> String? {
        guard let items else { return nil }
        let list = items.map { row in Dictionary(uniqueKeysWithValues: fields.map { ($0, row[$0] ?? "") }) }
        let body: [String: Any] = ["boxOfficeResult": ["boxofficeType": "일별 박스오피스", "showRange": "\(targetDt)~\(targetDt)",
                                                       "dailyBoxOfficeList": list]]
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) }
    }

    /// One CSV line's fields (RFC 4180: a quoted field may hold commas and doubled quotes).
    public static func parse(_ line: String) -> [String] {
        let characters = Array(line.replacingOccurrences(of: "\r", with: ""))
        var fields: [String] = [], field = "", quoted = false, index = 0
        while index < characters.count {
            let character = characters[index]
            if quoted, character == "\"" {
                if index + 1 < characters.count, characters[index + 1] == "\"" {
                    field.append("\"")
                    index += 1
                } else {
                    quoted = false
                }
            } else if !quoted, character == "\"" {
                quoted = true
            } else if !quoted, character == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
            index += 1
        }
        fields.append(field)
        return fields
    }
}
