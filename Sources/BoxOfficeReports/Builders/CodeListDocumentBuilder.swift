import BoxOfficeDomain

/// Lays out one of KOBIS's code lists: code, name, English name, in KOBIS's order.
public struct CodeListDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        self.language = language
        self.source = source
        self.generatedAt = generatedAt
    }

    public static let keys = ["code", "name", "name_en"]

    /// - Parameter group: what the list is (`regions`), or the parent code asked for.
    public func build(_ codes: [KOBISCodeEntry], group: String, parent: String) -> ReportDocument {
        let l = language
        let rows = codes.map { [Cell.text($0.code), .text($0.name), .text($0.englishName ?? "")] }
        return ReportDocument(language: l.code, title: l.term("codes_title", ["group": l.term("codes_\(group)"), "parent": parent]),
                              dataTitle: ReportLanguage.english.term("codes_title", ["group": ReportLanguage.english.term("codes_\(group)"), "parent": parent]),
                              metadata: [l.labeled("source", source), l.labeled("generated", generatedAt)],
                              blocks: [.table(Table(columns: Self.keys.map { l.column($0) }, rows: rows))],
                              dataset: Table(columns: Self.keys.map { Column($0, key: $0) }, rows: rows))
    }
}
