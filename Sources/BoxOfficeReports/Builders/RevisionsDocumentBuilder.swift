import BoxOfficeDomain
import Foundation

/// Lays out every version of an archived day: when each was fetched and, from the second on,
/// each movie's numbers that changed (old → new). The dataset has one row per changed number.
public struct RevisionsDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String
    /// Formats an instant in Seoul (`2026-01-23 08:02 KST`).
    public var timestamp: @Sendable (Date) -> String

    public init(language: ReportLanguage = .english, source: String, generatedAt: String, timestamp: @escaping @Sendable (Date) -> String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
        self.timestamp = timestamp
    }

    public func build(_ revisions: [DayRevision], date: CalendarDate) -> ReportDocument {
        let l = language
        var blocks: [Block] = []
        var rows: [[Cell]] = []
        for (index, revision) in revisions.enumerated() {
            let fetched = timestamp(revision.fetchedAt)
            blocks.append(.heading(l.sentences.revisionHeading(revision.revision, fetched)))
            guard index > 0 else {
                blocks.append(.paragraph(l.sentences.firstFetch(revision.rows.count)))
                continue
            }
            let changes = revision.changes(from: revisions[index - 1])
            var lines: [String] = []
            for (code, movieChanges) in Self.grouped(changes) {
                let parts = movieChanges.map { change in
                    "\(l.term(change.field.rawValue)) \(number(change.old)) → \(number(change.new))"
                }
                lines.append("\(movieChanges[0].title) (\(code)): " + parts.joined(separator: "; "))
            }
            blocks.append(lines.isEmpty ? .paragraph(l.sentences.unchangedRevision) : .bulletList(lines))
            rows += changes.map { change in
                [.text(date.iso), .integer(revision.revision), .text(fetched), .text(change.code.rawValue), .text(change.title),
                 .text(change.field.rawValue), .integer(change.old), .integer(change.new)]
            }
        }
        let dataset = Table(columns: ["date", "revision", "fetched_at", "movie_code", "title", "field", "old", "new"].map { Column($0, key: $0) },
                            rows: rows)
        return ReportDocument(
            language: l.code, title: l.sentences.revisionsTitle(l.longDate(date)),
            dataTitle: ReportLanguage.english.sentences.revisionsTitle(ReportLanguage.english.longDate(date)),
            metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)],
            blocks: blocks, dataset: dataset
        )
    }

    private func number(_ value: Int?) -> String { value.map(NumberFormat.grouped) ?? language.term("not_ranked") }

    /// Changes by movie, in the order they come.
    static func grouped(_ changes: [DayRevision.Change]) -> [(MovieCode, [DayRevision.Change])] {
        var order: [MovieCode] = []
        var byCode: [MovieCode: [DayRevision.Change]] = [:]
        for change in changes {
            if byCode[change.code] == nil { order.append(change.code) }
            byCode[change.code, default: []].append(change)
        }
        return order.map { ($0, byCode[$0]!) }
    }
}
