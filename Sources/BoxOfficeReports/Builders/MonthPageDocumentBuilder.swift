import BoxOfficeDomain

/// A month's page of the site (`months/YYYY-MM`): its navigation, its lead (the month's own numbers
/// against the same dates a year earlier, its number one), then its chart (its films by admissions,
/// each leading to its page), its days (each leading to its page, against the same weekday a year
/// before), its weekends and its distributors; each part the neutral document of the question that
/// answers it, laid out here, and how they were counted last. Its JSON is the days' (the market's dataset).
public struct MonthPageDocumentBuilder: Sendable {
    public var language: ReportLanguage

    public init(language: ReportLanguage) { self.language = language }

    /// The parts of a month's page, each already answered and linked.
    public struct Parts: Sendable {
        /// The month's lead (`PageLeads.period`).
        public var lead: String
        /// `history market --by day` of the month's archived days, each day linked to its page.
        public var days: ReportDocument
        public var weekendLinks: [Link]
        /// `history top` of the month, each title linked to its film's page.
        public var films: ReportDocument
        /// `history distributors` of the month, each linked to its page.
        public var distributors: ReportDocument

        public init(lead: String, days: ReportDocument, weekendLinks: [Link], films: ReportDocument, distributors: ReportDocument) {
            (self.lead, self.days, self.weekendLinks) = (lead, days, weekendLinks)
            (self.films, self.distributors) = (films, distributors)
        }
    }

    /// - Parameter links: the page's navigation (the front page, its year, the months beside it).
    public func build(month: String, parts: Parts, links: [Link]) -> ReportDocument {
        let l = language
        var blocks: [Block] = [.links(links)]
        if !parts.lead.isEmpty { blocks.append(.paragraph(parts.lead)) }
        // The chart first, then the days; a phone scrolls through tables, not the same days drawn again.
        blocks += [.heading(l.term("month_films"))] + Self.tables(parts.films.blocks)
        blocks += [.heading(l.term("month_days"))] + Self.tables(parts.days.blocks) + [.paragraph(l.term("month_days_note"))]
        if !parts.weekendLinks.isEmpty { blocks += [.heading(l.term("site_weekends")), .links(parts.weekendLinks)] }
        blocks += [.heading(l.term("year_distributors"))] + Self.tables(parts.distributors.blocks)
        // How each part was counted, after the numbers.
        blocks += [parts.films, parts.days, parts.distributors].flatMap { $0.blocks.filter(Self.isMethod) }
        // JSON's title is English in every language.
        return ReportDocument(language: l.code, title: l.monthTitle(month), dataTitle: ReportLanguage.english.monthTitle(month), metadata: parts.days.metadata,
                              blocks: blocks, dataset: parts.days.dataset)
    }

    /// A question's answer as a section of the page: its tables (its charts and how it was counted
    /// are left to the page's end, or out).
    static func tables(_ blocks: [Block]) -> [Block] {
        blocks.filter { if case .table = $0 { true } else { false } }
    }

    static func isMethod(_ block: Block) -> Bool {
        switch block {
        case .paragraph, .notes: true
        default: false
        }
    }
}
