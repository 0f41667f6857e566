import Foundation

/// The formats a document can be written in.
public enum OutputFormat: String, CaseIterable, Sendable {
    case md, csv, html, json

    /// Renders a document; `json` of a single-record document is that record's object.
    public func render(_ document: ReportDocument, singleRecord: Bool = false) -> String {
        switch self {
        case .md: MarkdownRenderer().render(document)
        case .csv: CSVRenderer().render(document)
        case .html: HTMLRenderer().render(document)
        case .json: singleRecord ? JSONRenderer().renderFirstRow(document) : JSONRenderer().render(document)
        }
    }
}
