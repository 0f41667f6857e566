import BoxOfficeInfrastructure
import BoxOfficeReports
import Foundation

/// Where a command's document goes: one format on stdout, or every format as files under a folder
/// (written together, all or none); returns what to print.
struct DocumentOutput {
    var formats: [OutputFormat]
    /// `--output`: nil prints the first format.
    var folder: String?
    /// Covers as `<img>` in HTML (`books --images`).
    var remoteImages = false
    /// A document of one record prints as that record's JSON object.
    var singleRecord = false

    func emit(_ document: ReportDocument, name: String, subfolder: String) throws -> String {
        guard let folder else { return render(document, formats[0], singleRecord: singleRecord) }
        return try write(document, to: "\(folder)/\(subfolder)", name: name)
    }

    func write(_ document: ReportDocument, to folder: String, name: String) throws -> String {
        let files = formats.map { (path: "\(folder)/\(name).\($0.rawValue)", contents: Data(render(document, $0, singleRecord: false).utf8)) }
        try AtomicFileWriter().write(files)
        return files.map(\.path).joined(separator: "\n") + "\n"
    }

    private func render(_ document: ReportDocument, _ format: OutputFormat, singleRecord: Bool) -> String {
        format == .html && remoteImages ? HTMLRenderer(remoteImages: true).render(document) : format.render(document, singleRecord: singleRecord)
    }
}
