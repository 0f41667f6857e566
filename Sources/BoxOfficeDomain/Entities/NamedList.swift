/// One of KOFIC's named lists, as one row: the request that selects it (its filter and code, which
/// is also its archive key), its slug (its folder, option value, MCP choice and settings word), how
/// help names it and how reports title it, in each language, and whether `--wide` fetches it with
/// every day. Every field but the gloss is required: a row without a slug or a label does not compile.
///
/// Everything that names the lists reads `rows`: `ChartList.named` and `wide`, the options `--nation`
/// and `--film-kind`, MCP's `list`, `BOXOFFICE_LISTS`, the help that lists them, the label tables.
public struct NamedList: Sendable {
    /// A row's words in each language the reports and the help speak.
    public struct Words: Sendable, Hashable {
        public let english: String
        public let korean: String

        public init(_ english: String, ko korean: String) {
            self.english = english
            self.korean = korean
        }
    }

    /// The list: `.nation("K")` asks KOFIC with `repNationCd=K` and is archived under `K`.
    public let list: ChartList
    /// `korean`: `daily-korean/`, `--film-kind diversity`, MCP's `list: korean`, `BOXOFFICE_LISTS=korean`.
    public let slug: String
    /// Its name in help, before "films": `Korean`, `한국` ("Korean or foreign films", "한국·외국 영화").
    public let name: Words
    /// What help adds after its name, the same in both languages: `독립·예술` ("diversity (독립·예술)").
    public let gloss: String?
    /// Its title in reports: `Korean films`, `한국영화`.
    public let label: Words
    /// `--wide` fetches it with every day (one more request a day).
    public let isWide: Bool

    public init(_ list: ChartList, slug: String, name: Words, gloss: String? = nil, label: Words, wide: Bool) {
        self.list = list
        self.slug = slug
        self.name = name
        self.gloss = gloss
        self.label = label
        self.isWide = wide
    }

    /// KOFIC's named lists, in the order options, settings and the front page show them.
    public static let rows: [NamedList] = [
        NamedList(.korean, slug: "korean", name: Words("Korean", ko: "한국"), label: Words("Korean films", ko: "한국영화"), wide: true),
        NamedList(.foreign, slug: "foreign", name: Words("foreign", ko: "외국"), label: Words("Foreign films", ko: "외국영화"), wide: true),
        NamedList(.diversity, slug: "diversity", name: Words("diversity", ko: "다양성"), gloss: "독립·예술",
                  label: Words("Diversity films (independent and art-house)", ko: "다양성영화(독립·예술)"), wide: true),
        NamedList(.commercial, slug: "commercial", name: Words("commercial", ko: "상업"), label: Words("Commercial films", ko: "상업영화"), wide: true),
    ]

    /// The rows a filter selects (`--nation`'s, `--film-kind`'s), in the table's order.
    public static func rows(_ filter: ChartList.Filter) -> [NamedList] { rows.filter { $0.list.segment?.filter == filter } }

    /// The request parameter's value, and the archive's key: `K`, `Y`.
    public var code: String { list.segment?.code ?? "" }

    /// The key of its label in a language's table: `list_korean`.
    public var labelKey: String { "list_\(slug)" }
}
