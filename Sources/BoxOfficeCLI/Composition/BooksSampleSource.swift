import BoxOfficeInfrastructure
import BoxOfficeSampleData
import Foundation

/// The bundled book recordings served in process as if by Google and Kakao (`books … --sample`).
/// Only the recorded queries have answers; any other query gets each source's recorded "no hits".
enum BooksSampleSource {
    static let kakaoQueries = ["미움받을 용기": "kakao/search-mium-badeul-yonggi-1doc", "effective": "kakao/search-effective-size5-accuracy"]
    static let googleQueries = [
        "harry potter": "google/search-harry-potter", "orwell": "google/search-orwell-fields-partial",
        "isbn:9780547345666": "google/search-isbn-9780547345666-fields-partial", "isbn:9784815602666": "google/search-isbn-9784815602666-ja",
    ]

    static let client = RecordedHTTPClient { path, query in
        func body(_ name: String) -> Data? { SampleRecordings.books[name].map { Data($0.utf8) } }
        if path.hasSuffix("/v3/search/book") {
            let page = Int(query["page"] ?? "1") ?? 1
            let key = (query["query"] ?? "").lowercased()
            if page == 1, let name = kakaoQueries[key] { return body(name) }
            if page == 1, query["target"] == "isbn", let name = kakaoQueries.values.first(where: { SampleRecordings.books[$0]?.contains(key) == true }),
               key.count >= 10 {
                return body(name)
            }
            return body("kakao/search-empty-result")
        }
        if path.hasSuffix("/books/v1/volumes") {
            let start = Int(query["startIndex"] ?? "0") ?? 0
            if start == 0, let name = googleQueries[(query["q"] ?? "").lowercased()] { return body(name) }
            return body("google/search-isbn-9781111111111-nohits-fields-partial")
        }
        if let id = path.split(separator: "/").last, path.contains("/books/v1/volumes/") { return body("google/volume-\(id)") }
        return nil
    }

    static var help: String {
        "Recorded queries: Kakao " + kakaoQueries.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            + "; Google " + googleQueries.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            + "; Google volumes " + SampleRecordings.books.keys.filter { $0.hasPrefix("google/volume-") }.sorted()
            .map { String($0.dropFirst("google/volume-".count)) }.joined(separator: ", ") + "."
    }
}
