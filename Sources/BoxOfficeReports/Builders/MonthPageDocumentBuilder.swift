import BoxOfficeDomain

/// A month's page of the site (`months/YYYY-MM`): its navigation, then its days (the market's table,
/// each day's page), its weekends, its films by admissions (each film's page) and its distributors;
/// each part the neutral document of the question that answers it, laid out here. Its JSON is the
/// days' (the market's dataset).
public struct MonthPageDocumentBuilder: Sendable {
    public var language: ReportLanguage

    public init(language: ReportLanguage) { self.language = language }

    /// The parts of a month's page, each already answered and linked.
    public struct Parts: Sendable {
        /// `history market --by day` of the month's archived days.
        public var days: ReportDocument
        /// The days that have a page, each its link.
        public var dayLinks: [Link]
        public var weekendLinks: [Link]
        /// `history top` of the month, each title linked to its film's page.
        public var films: ReportDocument
        /// `history distributors` of the month.
        public var distributors: ReportDocument

        public init(days: ReportDocument, dayLinks: [Link], weekendLinks: [Link], films: ReportDocument, distributors: ReportDocument) {
            (self.days, self.dayLinks, self.weekendLinks) = (days, dayLinks, weekendLinks)
            (self.films, self.distributors) = (films, distributors)
        }
    }

    /// - Parameter links: the page's navigation (the front page, its year, the months beside it).
    public func build(month: String, parts: Parts, links: [Link]) -> ReportDocument {
        let l = language
        var blocks: [Block] = [.links(links), .heading(l.term("month_days"))] + parts.days.blocks
        if !parts.dayLinks.isEmpty { blocks.append(.links(parts.dayLinks)) }
        if !parts.weekendLinks.isEmpty { blocks += [.heading(l.term("site_weekends")), .links(parts.weekendLinks)] }
        blocks += [.heading(l.term("month_films"))] + Self.numbersFirst(parts.films.blocks)
        blocks += [.heading(l.term("year_distributors"))] + Self.numbersFirst(parts.distributors.blocks)
        return ReportDocument(language: l.code, title: l.monthTitle(month), metadata: parts.days.metadata,
                              blocks: blocks, dataset: parts.days.dataset)
    }

    /// A question's answer as a section of the page: its chart and table first, the sentences
    /// that say how it was counted after them (the CLI's answer opens with them; a page leads with
    /// its numbers).
    static func numbersFirst(_ blocks: [Block]) -> [Block] {
        let isMethod: (Block) -> Bool = { if case .paragraph = $0 { true } else { false } }
        return blocks.filter { !isMethod($0) } + blocks.filter(isMethod)
    }
}
