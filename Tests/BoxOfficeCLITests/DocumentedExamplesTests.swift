import BoxOfficeTestSupport
import Foundation
import Testing

/// The README's and docs' examples run as written, so the documents cannot drift from the program.
///
/// Every `boxoffice …` line of a ```` ```sh ```` block is an example a reader may paste: it runs here,
/// in the order written, one folder per document (a backfill before the history that reads it),
/// against the loopback fake (its recorded days of 2017–2022, any movie's details) with the books'
/// services pointed at a closed loopback port. A synopsis (`report --nation K|F`, `history day DATE`)
/// or an example naming a reader's own server (a PostgreSQL address) is written in a ```` ```text ````
/// block instead, and is not run. Each example must exit 0, unless `expected` names its status and
/// why, and print the line the document says it prints: the comment line after it, `# → TEXT`
/// (TEXT found in its stdout or stderr). The rest of what it prints is checked by its command's tests.
@Suite struct DocumentedExamplesTests {
    /// Examples whose honest outcome here is not 0, by their command line.
    static let expected: [String: (status: Int32, why: String)] = [
        "boxoffice books search \"클린 아키텍처\" --source kakao --limit 30 --format md,csv,html --output Reports":
            (77, "no Kakao key here"),
        "boxoffice books search \"clean architecture\" --source google --sort newest": (69, "Google Books is a closed port here"),
        "boxoffice books show 9788966262472": (69, "Google Books is a closed port here"),
        "boxoffice books save 9788966262472": (69, "Google Books is a closed port here"),
    ]

    static let documents = ["README.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.repository.appendingPathComponent("docs").path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }

    /// The `boxoffice` lines of a document's `sh` blocks, their comments taken off, each with the
    /// line it prints (`# → TEXT` on the line after it; nil when the document says none); and its
    /// `export BOXOFFICE_NAME=VALUE` lines, which set the variable for the examples after them.
    static func examples(_ markdown: String) -> [(command: String, prints: String?)] {
        var inShell = false, found: [(command: String, prints: String?)] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") { inShell = trimmed == "```sh"; continue }
            guard inShell else { continue }
            if trimmed.hasPrefix("# → "), let last = found.indices.last, found[last].prints == nil {
                found[last].prints = String(trimmed.dropFirst(4))
            }
            guard trimmed.hasPrefix("boxoffice ") || trimmed.hasPrefix("export BOXOFFICE_") else { continue }
            found.append((withoutComment(trimmed), nil))
        }
        return found
    }

    /// A line without its ` # comment` (a `#` inside quotes is kept).
    static func withoutComment(_ line: String) -> String {
        var quote: Character? = nil, previous: Character = " ", kept = ""
        for character in line {
            if character == "\"" || character == "'" { quote = quote == nil ? character : (quote == character ? nil : quote) }
            if character == "#", quote == nil, previous == " " { break }
            kept.append(character)
            previous = character
        }
        return kept.trimmingCharacters(in: .whitespaces)
    }

    /// The words of a command line as a shell splits them (double and single quotes).
    static func words(_ line: String) -> [String] {
        var words: [String] = [], current = "", quote: Character? = nil, inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    @Test func theParserOfExamplesReadsQuotesAndComments() {
        #expect(Self.words(Self.withoutComment(#"boxoffice movie search "범죄와의 전쟁" --year 2012   # find # it"#))
            == ["boxoffice", "movie", "search", "범죄와의 전쟁", "--year", "2012"])
        let found = Self.examples("text\n```sh\nexport KOFIC_API_KEY=…\nexport BOXOFFICE_OUTPUT=site  # yours\nboxoffice a # b\n# → it said\nswift test\n```\n```text\nboxoffice x DATE\n```\n")
        #expect(found.map(\.command) == ["export BOXOFFICE_OUTPUT=site", "boxoffice a"] && found.map(\.prints) == [nil, "it said"])
    }

    /// The README reads on a screen: no line longer than 160 characters, at most 350 lines.
    @Test func theReadmesLinesFitOnAScreen() throws {
        let readme = try String(contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let long = readme.split(separator: "\n").enumerated().filter { $0.element.count > 160 }.map { "line \($0.offset + 1): \($0.element.count)" }
        #expect(long.isEmpty, "\(long)")
        // A first read, not a manual: details live in docs/.
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 351, "README.md has more than 350 lines")
    }

    @Test(arguments: documents)
    func everyExampleRunsAsWritten(_ document: String) async throws {
        let examples = Self.examples(try String(contentsOf: Fixtures.repository.appendingPathComponent(document), encoding: .utf8))
        guard !examples.isEmpty else { return }
        var configuration = KOFICFake.Configuration()
        configuration.dailyNow = { LongRecordings.dailyBody($0) }
        // Yesterday and the last weekend have a list too (an empty one is "no list yet": exit 75).
        (configuration.synthesizeDays, configuration.synthesizeMovies) = (true, true)
        let fake = try KOFICFake(configuration)
        defer { fake.stop() }
        let run = try BinaryRunner()
        let closed = "http://127.0.0.1:9"
        var environment = run.environment(fake, ["GOOGLE_BOOKS_BASE_URL": closed, "KAKAO_BASE_URL": closed])
        for (example, prints) in examples {
            if example.hasPrefix("export "), let equals = example.firstIndex(of: "=") {
                let name = example[example.index(example.startIndex, offsetBy: 7)..<equals]
                environment[String(name)] = String(example[example.index(after: equals)...])
                continue
            }
            let result = try await run.run(Array(Self.words(example).dropFirst()), environment: environment, timeout: 120)
            let wanted = Self.expected[example]?.status ?? 0
            #expect(result.status == wanted, "\(document): \(example) exited \(result.status): \(result.stderr.suffix(400))")
            if let prints {
                #expect(result.all.contains(prints), "\(document): \(example) does not print \"\(prints)\": \(result.all.prefix(600))")
            } else if Self.expected[example] == nil {
                // (An example that cannot succeed here prints what the service it needs says, not what a reader sees.)
                Issue.record("\(document): \(example) lacks the line it prints (# → …); its first lines: \(result.all.split(separator: "\n").prefix(4))")
            }
        }
    }
}
