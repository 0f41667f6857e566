@testable import BoxOfficeData
import Foundation
import Testing

/// The archive's lists of strings (a movie's nations, genres, ratings) read by the short path where
/// it is exact, and as JSON everywhere else: the same values either way.
@Suite struct StringListColumnTests {
    @Test(arguments: [["한국"], ["미국", "영국"], [], ["15세이상관람가", "청소년관람불가"], ["a \"quoted\" name", "x"], ["back\\slash"],
                      ["comma\",\"inside"], ["", "empty first"]])
    func readsWhatJSONWrote(_ values: [String]) throws {
        let written = String(decoding: try JSONEncoder().encode(values), as: UTF8.self)
        #expect(MovieDetailsRecord.decode(written) == values, "\(written)")
    }

    /// A server may give the same JSON with spaces (PostgreSQL's jsonb does): decoded as JSON.
    @Test func readsJSONWithSpacesToo() {
        #expect(MovieDetailsRecord.decode(#"["한국", "미국"]"#) == ["한국", "미국"])
        #expect(MovieDetailsRecord.decode(nil) == [] && MovieDetailsRecord.decode("not json") == [])
    }
}
