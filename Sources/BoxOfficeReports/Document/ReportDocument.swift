import BoxOfficeDomain

/// A report in neutral form: what to say, not how a format says it.
///
/// Markdown and HTML render `blocks`; CSV and JSON render `dataset`, the machine-readable table.
public struct ReportDocument: Sendable, Hashable {

    /// The BCP 47 code of the language its words are in (`<html lang>`).
    public var language: String
    public var title: String
    /// The title machines read (JSON's `title`): English whatever the language, so JSON is the
    /// same in every language.
    public var dataTitle: String
    /// An Atom feed the page announces (`<link rel="alternate">`), relative or absolute.
    public var feedLink: String?
    /// Shown under the title: source, generated-at and the like.
    public var metadata: [LabeledValue]
    public var blocks: [Block]
    public var dataset: Table
    /// The one record the dataset's rows belong to (a person, a company, whose rows are its films):
    /// JSON writes it as `subject`, with only the values it has (a value KOBIS left out is absent,
    /// never `null`); CSV writes the rows alone.
    public var subject: Table?
    /// JSON leaves a row's empty values out instead of writing `null` (a person's or a company's
    /// films: one the archive never charted has no record keys; a value KOBIS left out is absent).
    public var sparse = false
    /// The archive's span an answer is built from (its whole-market list's first and last archived
    /// day): JSON writes it as top-level `first_day` and `last_day` beside `rows`, so what a number
    /// covers travels with it.
    public var span: ClosedRange<CalendarDate>?
    /// More tables JSON writes beside `rows`, each as an array of objects under its key (a week's
    /// summary rows with its films as `movies`); CSV writes `dataset` alone.
    public var attached: [KeyedTable] = []
    /// What JSON writes instead of `rows`, where the answer is a page's object (a holiday's, as
    /// `holidays/YEAR-FESTIVAL.json` has it), with its JSON Schema (the MCP tool's output schema);
    /// CSV writes `dataset` still.
    public var record: PageRecord?

    public init(language: String = ReportLanguage.english.code, title: String, dataTitle: String? = nil, metadata: [LabeledValue],
                blocks: [Block], dataset: Table) {
        self.language = language
        self.title = title
        self.dataTitle = dataTitle ?? title
        self.metadata = metadata
        self.blocks = blocks
        self.dataset = dataset
    }
}

/// A page's JSON object and its JSON Schema (`ReportDocument.record`).
public struct PageRecord: Sendable, Hashable {
    public var json: PageJSON
    /// The schema of every object of its kind (a JSON Schema object, as text).
    public var schema: String

    public init(_ json: PageJSON, schema: String) { (self.json, self.schema) = (json, schema) }

    public static func == (lhs: PageRecord, rhs: PageRecord) -> Bool { lhs.schema == rhs.schema && lhs.json.rendered() == rhs.json.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(json.rendered()) }
}

/// A table JSON writes under a key of its own (`ReportDocument.attached`).
public struct KeyedTable: Sendable, Hashable {
    public var key: String
    public var table: Table
    /// What its rows are, in English: its output schema's description.
    public var description: String?
    public init(key: String, table: Table, description: String? = nil) {
        self.key = key
        self.table = table
        self.description = description
    }
}

public struct LabeledValue: Sendable, Hashable {
    public var label: String
    public var value: String
    /// Names inside `value` that lead somewhere (a film, a distributor), in the order they appear in it;
    /// one with an empty href is only passed over (a title before the name that may hold it).
    public var links: [Link]
    public init(_ label: String, _ value: String, links: [Link] = []) {
        self.label = label
        self.value = value
        self.links = links
    }
}

/// One piece of a report's body.
public enum Block: Sendable, Hashable {
    case heading(String)
    case paragraph(String)
    case bulletList([String])
    case table(Table)
    case barChart(BarChart)
    case lineChart(LineChart)
    case seriesChart(SeriesChart)
    case definitionList([LabeledValue])
    /// Numbered notes; rows refer to them as `[n]`.
    case notes([String])
    /// Links to other files (relative paths).
    case links([Link])
    /// A search over titles the page carries (HTML: a field and a small inline script, working
    /// offline; the other formats leave it out, their tables carrying the same links).
    case search(TitleSearch)
}

/// A page's title search: the field's label and hint, and every entry it can find.
public struct TitleSearch: Sendable, Hashable {
    public var label: String
    public var placeholder: String
    /// Each entry's shown title (with its year) and the page it leads to.
    public var entries: [Link]
    public init(label: String, placeholder: String, entries: [Link]) {
        self.label = label
        self.placeholder = placeholder
        self.entries = entries
    }
}

/// A titled relative link.
public struct Link: Sendable, Hashable {
    public var title: String
    public var href: String
    public init(title: String, href: String) {
        self.title = title
        self.href = href
    }
}
