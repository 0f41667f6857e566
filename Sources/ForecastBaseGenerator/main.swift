import Foundation

// Writes the Swift source that carries the forecast's bundled base: the runs of KOFIC's real daily
// top-ten lists of 2017-2022 (Tests/Fixtures/kofic/long/daily-2017-2022.csv, KOBIS's revised
// figures) that a forecast can learn from, compacted into one string literal, so that the binary
// forecasts from its first run, alone in a folder. Run at build time by ForecastBasePlugin; the CSV
// stays in Tests/Fixtures, once.
//
//   ForecastBaseGenerator INPUT.csv OUTPUT.swift
//
// Kept: runs that are no re-release (first ranked within 60 days of the open date:
// RunSeries.isReRelease) and reached
// 200,000 admissions in the lists (smaller runs teach the model nothing: FinalAudienceModel's
// floor). One line per run, tab-separated: code, open date, title, then its ranked days, each
// `days since the previous (the first: since the open date),audience,accumulated since the
// previous,shows`, separated by spaces. Besides, every day's whole list summed (re-releases and
// small runs too: what a run's occupancy is read against): `days since the previous day (the
// first: since 1970-01-01),audience,shows`, separated by spaces. A malformed row fails the build.

struct GeneratorFailure: Error, CustomStringConvertible {
    let description: String
}

/// One RFC 4180 line's fields (a quoted field may hold commas and doubled quotes).
func fields(_ line: Substring) -> [String] {
    var fields: [String] = [], field = "", quoted = false, previous: Character = " "
    for character in line where character != "\r" {
        switch (character, quoted) {
        case ("\"", true): quoted = false
        case ("\"", false): if previous == "\"" { field.append("\"") }; quoted = true
        case (",", false): fields.append(field); field = ""
        default: field.append(character)
        }
        previous = character
    }
    return fields + [field]
}

/// Days since 1970-01-01 of `YYYYMMDD` or `YYYY-MM-DD` (proleptic Gregorian).
func dayNumber(_ text: String) -> Int? {
    let digits = text.filter(\.isNumber)
    guard digits.count == 8, let value = Int(digits) else { return nil }
    var year = value / 10_000
    let month = value / 100 % 100, day = value % 100
    guard (1...12).contains(month), (1...31).contains(day) else { return nil }
    year -= month <= 2 ? 1 : 0
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    return era * 146_097 + (yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear) - 719_468
}

struct Day { var date: Int; var audience: Int; var accumulated: Int; var shows: Int }

func run() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count == 2 else { throw GeneratorFailure(description: "usage: ForecastBaseGenerator INPUT.csv OUTPUT.swift") }
    let text = try String(contentsOfFile: arguments[0], encoding: .utf8)
    var lines = text.split(separator: "\n")[...]
    guard let headerLine = lines.popFirst() else { throw GeneratorFailure(description: "\(arguments[0]) is empty") }
    let header = fields(headerLine)
    func column(_ name: String) throws -> Int {
        guard let index = header.firstIndex(of: name) else { throw GeneratorFailure(description: "\(arguments[0]) has no column \(name)") }
        return index
    }
    let (target, code, title, open, audience, accumulated, shows) = (try column("targetDt"), try column("movieCd"), try column("movieNm"),
                                                                     try column("openDt"), try column("audiCnt"), try column("audiAcc"),
                                                                     try column("showCnt"))
    var runs: [String: (title: String, open: String, days: [Day])] = [:]
    var occupancy: [Int: (audience: Int, shows: Int)] = [:]
    for (number, line) in lines.enumerated() {
        let row = fields(line)
        guard row.count == header.count, let date = dayNumber(row[target]), let audienceCount = Int(row[audience]),
              let accumulatedCount = Int(row[accumulated]) else {
            throw GeneratorFailure(description: "\(arguments[0]):\(number + 2): not a list item")
        }
        occupancy[date, default: (0, 0)].audience += audienceCount
        occupancy[date, default: (0, 0)].shows += Int(row[shows]) ?? 0
        runs[row[code], default: (row[title], row[open], [])].days.append(
            Day(date: date, audience: audienceCount, accumulated: accumulatedCount, shows: Int(row[shows]) ?? 0))
    }
    var encoded: [String] = []
    for (code, run) in runs.sorted(by: { $0.key < $1.key }) {
        let days = run.days.sorted { $0.date < $1.date }
        guard let openDay = dayNumber(run.open), let first = days.first, let last = days.last,
              first.date - openDay <= 60, last.accumulated >= 200_000 else { continue }
        var previous = (date: openDay, accumulated: 0)
        let steps = days.map { day -> String in
            defer { previous = (day.date, day.accumulated) }
            return "\(day.date - previous.date),\(day.audience),\(day.accumulated - previous.accumulated),\(day.shows)"
        }
        encoded.append([code, run.open, run.title].joined(separator: "\t") + "\t" + steps.joined(separator: " "))
    }
    var previousDay = 0
    let days = occupancy.sorted { $0.key < $1.key }.map { date, day -> String in
        defer { previousDay = date }
        return "\(date - previousDay),\(day.audience),\(day.shows)"
    }.joined(separator: " ")
    let body = encoded.joined(separator: "\n")
    var hashes = "#"
    while body.contains("\"" + hashes) { hashes += "#" }
    let source = """
        // Generated at build time by ForecastBaseGenerator from Tests/Fixtures/kofic/long/daily-2017-2022.csv. Do not edit.

        extension BundledRuns {
            /// \(encoded.count) runs, one a line (see ForecastBaseGenerator for the format).
            static let encoded = \(hashes)\"\"\"
        \(body)
        \"\"\"\(hashes)

            /// \(occupancy.count) days' lists summed (see ForecastBaseGenerator for the format).
            static let encodedOccupancy = "\(days)"
        }

        """
    let data = Data(source.utf8)
    // Rewrite only on change, so an unchanged build does not recompile the target.
    if (try? Data(contentsOf: URL(fileURLWithPath: arguments[1]))) != data {
        try data.write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
    }
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("ForecastBaseGenerator: \(error)\n".utf8))
    exit(1)
}
