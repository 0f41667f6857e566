import BoxOfficeInfrastructure
import Testing

/// The row accessors the forecast's long read uses: text compared where SQLite keeps it, integers
/// read as such, each agreeing with the value the column holds.
@Suite struct SQLiteRowTests {
    @Test func textIsComparedByteByByteAndIntegersReadAsSuch() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let statement = try database.prepare("SELECT '2024-05-10', '한국 영화', 42, NULL, 1.5, ''")
        try statement.bind([])
        let row = try #require(try statement.stepRow())
        // ISO dates order as text: at, before and after a bound; a prefix orders first.
        #expect(row.compareText(0, with: "2024-05-10") == 0)
        #expect(try #require(row.compareText(0, with: "2024-05-09")) > 0)
        #expect(try #require(row.compareText(0, with: "2024-06-01")) < 0)
        #expect(try #require(row.compareText(0, with: "2024-05-10T")) < 0, "a prefix orders before the longer text")
        #expect(row.text(1, equals: "한국 영화") && !row.text(1, equals: "한국 영"))
        #expect(row.text(5, equals: "") && !row.text(5, equals: "a"), "the empty text")
        // Not text: no order, never equal (an integer is not its digits).
        #expect(row.compareText(2, with: "42") == nil && !row.text(2, equals: "42") && row.compareText(3, with: "") == nil)
        #expect(row.integer(2) == 42 && row.integer(3) == nil && row.integer(4) == nil && row.integer(0) == nil)
    }
}
