import BoxOfficeInfrastructure
import Testing

@Suite struct FileNameSlugTests {
    @Test(arguments: [
        ("클린 아키텍처", "클린-아키텍처"), ("clean architecture", "clean-architecture"), ("C++ / Swift: 2nd ed.", "c-swift-2nd-ed"),
        ("../../etc/passwd", "etc-passwd"), ("  Harry   Potter  ", "harry-potter"),
    ])
    func keepsLettersAndDigits(_ query: String, _ slug: String) {
        #expect(FileNameSlug.make(query) == slug)
    }

    @Test func neverEmptyNeverAPathNeverTooLong() {
        for query in ["", "/", "..", "???", String(repeating: "가나다 ", count: 200), String(repeating: "a", count: 1000), "a\u{0}b\nc"] {
            let slug = FileNameSlug.make(query)
            #expect(!slug.isEmpty && !slug.contains("/") && slug != "." && slug != ".." && !slug.hasPrefix("-"))
            #expect(slug.count <= 69 && slug.utf8.count <= 200)
            #expect(slug.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" })
        }
    }

    @Test func longQueriesThatShareAPrefixStayApart() {
        let prefix = String(repeating: "x", count: 80)
        #expect(FileNameSlug.make(prefix + "a") != FileNameSlug.make(prefix + "b"))
        #expect(FileNameSlug.make("?") != FileNameSlug.make("!"))
    }

    @Test func decomposedHangulGivesTheSameSlug() {
        #expect(FileNameSlug.make("클린".decomposedStringWithCanonicalMapping) == FileNameSlug.make("클린"))
    }
}
