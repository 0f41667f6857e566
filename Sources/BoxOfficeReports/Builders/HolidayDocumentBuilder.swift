import BoxOfficeDomain

/// The 설 and 추석 holidays' box office as documents: one holiday's (`history holidays --festival F
/// --year Y`, the `holiday_box_office` tool, the site's `holidays/YEAR-FESTIVAL` page) and every
/// archived holiday's (`history holidays`, `holidays.html`), the same builder. Each leads with its
/// numbers; CSV is a row per holiday (its columns pinned); JSON the page's object, or `{holidays: [rows]}`.
public struct HolidayDocumentBuilder: Sendable {
    public var language: ReportLanguage
    public var source: String
    public var generatedAt: String

    public init(language: ReportLanguage = .english, source: String, generatedAt: String) {
        (self.language, self.source, self.generatedAt) = (language, source, generatedAt)
    }

    /// Where a page's names lead (nil: nowhere, as an answer).
    public struct Links: Sendable {
        public var holiday: @Sendable (Holiday) -> String?
        public var movie: @Sendable (MovieCode) -> String?
        /// The page's navigation, after its title.
        public var navigation: [Link]
        /// The holiday's days' pages, after its films.
        public var days: [Link]

        public init(holiday: @escaping @Sendable (Holiday) -> String? = { _ in nil }, movie: @escaping @Sendable (MovieCode) -> String? = { _ in nil },
                    navigation: [Link] = [], days: [Link] = []) {
            (self.holiday, self.movie, self.navigation, self.days) = (holiday, movie, navigation, days)
        }
    }

    public func name(_ festival: Festival) -> String { language.festivalName(festival) }
    public func name(_ holiday: Holiday) -> String { language.holidayName(holiday) }

    /// One holiday's page: its lead, its films by admissions over the span (each linked), the earlier
    /// holidays of its festival. `all`: every archived holiday of its festival (it among them).
    public func page(_ holiday: HolidayBoxOffice, all: [HolidayBoxOffice], links: Links = Links()) -> ReportDocument {
        let l = language
        let earlier = all.filter { $0.holiday.festival == holiday.holiday.festival && $0.holiday.year < holiday.holiday.year }.sorted { $0.holiday > $1.holiday }
        var blocks: [Block] = links.navigation.isEmpty ? [] : [.links(links.navigation)]
        blocks.append(.paragraph(lead(holiday, all: all)))
        let films = holiday.movies.enumerated().map { index, movie -> [Cell] in
            [.integer(index + 1), .link(movie.title, href: links.movie(movie.code)), .integer(movie.audience), .decimal(holiday.share(of: movie), places: 1),
             .text(movie.code.rawValue)]
        }
        if !films.isEmpty {
            var table = Table(columns: [l.column("position", .trailing), l.column("title", wraps: true), l.column("holiday_audience", .trailing),
                                        l.column("holiday_share", .trailing), l.column("movie_code", essential: false)], rows: films)
            table.cardsWhenNarrow = true
            blocks += [.heading(l.term("holiday_films")), .table(table)]
        }
        if !links.days.isEmpty { blocks += [.heading(l.term("holiday_days_heading")), .links(links.days)] }
        if !earlier.isEmpty {
            blocks += [.heading(l.term("holiday_earlier", ["festival": name(holiday.holiday.festival)])), .table(comparison(earlier, links: links, naming: false))]
        }
        blocks.append(.notes(notes(holiday)))
        var document = ReportDocument(language: l.code, title: l.term("holiday_title", ["name": name(holiday.holiday)]),
                                      dataTitle: ReportLanguage.english.term("holiday_title", ["name": ReportLanguage.english.holidayName(holiday.holiday)]),
                                      metadata: metadata, blocks: blocks, dataset: Self.dataset([holiday]))
        document.record = PageRecord(Self.pageJSON(holiday, earlier: earlier.reversed()), schema: Self.schema)
        return document
    }

    /// Every archived holiday, 설 and 추석 each in its own table (like with like), newest first.
    public func list(_ holidays: [HolidayBoxOffice], links: Links = Links()) -> ReportDocument {
        let l = language
        var blocks: [Block] = links.navigation.isEmpty ? [] : [.links(links.navigation)]
        if let newest = holidays.max(by: { $0.holiday < $1.holiday }) {
            blocks.append(.paragraph(l.term("holidays_lead", ["count": String(holidays.count)]) + " " + lead(newest, all: holidays)))
        } else {
            blocks.append(.paragraph(l.term("holidays_none")))
        }
        for festival in Festival.allCases {
            let own = holidays.filter { $0.holiday.festival == festival }.sorted { $0.holiday > $1.holiday }
            guard !own.isEmpty else { continue }
            blocks += [.heading(name(festival)), .table(comparison(own, links: links, naming: true))]
        }
        blocks.append(.notes([l.term("holiday_counted")]))
        var document = ReportDocument(language: l.code, title: l.term("holidays_title"), dataTitle: ReportLanguage.english.term("holidays_title"),
                                      metadata: metadata, blocks: blocks, dataset: Self.dataset(holidays))
        document.record = PageRecord(.object([("holidays", .array(holidays.map { .object(Self.row($0)) }))]), schema: Self.schema)
        return document
    }

    private var metadata: [LabeledValue] { [language.labeled("source", source), language.labeled("generated", generatedAt)] }

    /// A holiday's lead: its span and days, its admissions, sales and daily average, its place among
    /// the archive's holidays of its festival by that average, its number one and share.
    public func lead(_ holiday: HolidayBoxOffice, all: [HolidayBoxOffice]) -> String {
        let l = language, words = l.sentences, leads = PageLeads(language: l), totals = holiday.totals
        let values = ["name": name(holiday.holiday), "range": leads.range(holiday.holiday.span.lowerBound, holiday.holiday.span.upperBound),
                      "days": String(holiday.days), "archived": String(totals.days), "audience": words.headlineAudience(totals.audience),
                      "sales": totals.sales.map(words.wonRounded) ?? l.term("not_known"),
                      "per_day": holiday.audiencePerDay.map(words.headlineAudience) ?? l.term("not_known")]
        guard totals.days > 0 else { return l.term("holiday_not_archived", values) }
        var lead = [l.term(holiday.isWhole ? "lead_holiday" : "lead_holiday_partial", values)]
        if let (rank, count) = holiday.rankByDailyAverage(among: all), count > 1 {
            let festival = name(holiday.holiday.festival)
            let key = rank == 1 ? "lead_holiday_highest" : rank == count ? "lead_holiday_lowest" : "lead_holiday_rank"
            lead.append(l.term(key, ["festival": festival, "count": String(count), "rank": leads.rank(rank)]))
        }
        if let leader = holiday.movies.first, let share = holiday.share(of: leader) {
            lead.append(l.term("lead_month_leader", ["title": leader.title, "audience": words.headlineAudience(leader.audience),
                                                     "share": NumberFormat.plain(share, places: 1)]))
        }
        if let pending = holiday.pending { lead.append(l.term("pending_from", ["date": leads.date(pending)])) }
        return lead.joined(separator: " ")
    }

    /// What the page's figures count, the days the archive lacks, and a year past the holidays' table.
    private func notes(_ holiday: HolidayBoxOffice) -> [String] {
        let l = language
        var notes = [l.term("holiday_counted")]
        if !holiday.totals.missing.isEmpty {
            notes.append(l.term("holiday_missing", ["dates": holiday.totals.missing.map(l.longDate).joined(separator: ", "),
                                                    "count": String(holiday.totals.missing.count)]))
        }
        if !holiday.holiday.isTabled { notes.append(l.term("holiday_untabled", ["year": String(holiday.holiday.year)])) }
        return notes
    }

    /// Holidays side by side: each (named and linked where `naming`, else by its year) with its span,
    /// days, admissions, daily average, sales and number one.
    private func comparison(_ holidays: [HolidayBoxOffice], links: Links, naming: Bool) -> Table {
        let l = language, leads = PageLeads(language: l)
        let rows = holidays.map { holiday -> [Cell] in
            let title = naming ? name(holiday.holiday) : String(holiday.holiday.year)
            let leader = holiday.movies.first
            return [.link(title, href: links.holiday(holiday.holiday)),
                    .text(leads.range(holiday.holiday.span.lowerBound, holiday.holiday.span.upperBound)),
                    .integer(holiday.days), .integer(holiday.totals.audience), .integer(holiday.audiencePerDay),
                    .won(holiday.totals.sales, rounded: l.sentences.wonRounded),
                    leader.map { .link($0.title, href: links.movie($0.code)) } ?? .text("")]
        }
        var table = Table(columns: [l.column("holiday"), l.column("holiday_span", wraps: true), l.column("holiday_days", .trailing),
                                    l.column("holiday_audience", .trailing), l.column("holiday_per_day", .trailing),
                                    l.column("holiday_sales", .trailing, essential: false), l.column("holiday_leader", wraps: true)], rows: rows)
        table.cardsWhenNarrow = true
        return table
    }

    // MARK: Pinned data

    /// The CSV's columns, a row per holiday (pinned).
    public static let columns = ["festival", "year", "start", "end", "days", "audience", "audience_per_day", "sales", "number_one_code", "number_one_title"]

    static func dataset(_ holidays: [HolidayBoxOffice]) -> Table {
        Table(columns: columns.map { Column($0, key: $0) }, rows: holidays.map { holiday in
            row(holiday).map { _, value in
                switch value {
                case .integer(let number): .integer(number)
                case .text(let text): .text(text)
                default: .empty // a value not known: empty in CSV, null in JSON
                }
            }
        })
    }

    /// A holiday's row (the CSV's, and `holidays.json`'s objects).
    static func row(_ holiday: HolidayBoxOffice) -> [(key: String, value: PageJSON)] {
        let leader = holiday.movies.first
        return [("festival", .text(holiday.holiday.festival.rawValue)), ("year", .integer(holiday.holiday.year)),
                ("start", .text(holiday.holiday.span.lowerBound.iso)), ("end", .text(holiday.holiday.span.upperBound.iso)),
                ("days", .integer(holiday.days)), ("audience", .integer(holiday.totals.audience)), ("audience_per_day", .integer(holiday.audiencePerDay)),
                ("sales", .integer(holiday.totals.sales)), ("number_one_code", .text(leader?.code.rawValue)), ("number_one_title", .text(leader?.title))]
    }

    /// A holiday's page JSON (pinned): `festival, year, start, end, days, audience, audience_per_day,
    /// sales, movies[{rank, movie_code, title, audience, share_pct}], earlier[{year, start, end, days,
    /// audience, audience_per_day}]`, then `missing` (the span's days the archive lacks).
    /// - Parameter earlier: the archived holidays of its festival before it, oldest first.
    public static func pageJSON(_ holiday: HolidayBoxOffice, earlier: [HolidayBoxOffice]) -> PageJSON {
        let own = row(holiday).prefix(8)
        let movies = holiday.movies.enumerated().map { index, movie in
            PageJSON.object([("rank", .integer(index + 1)), ("movie_code", .text(movie.code.rawValue)), ("title", .text(movie.title)),
                             ("audience", .integer(movie.audience)), ("share_pct", .decimal(holiday.share(of: movie), places: 2))])
        }
        let before = earlier.map { other in
            PageJSON.object([("year", .integer(other.holiday.year)), ("start", .text(other.holiday.span.lowerBound.iso)),
                             ("end", .text(other.holiday.span.upperBound.iso)), ("days", .integer(other.days)),
                             ("audience", .integer(other.totals.audience)), ("audience_per_day", .integer(other.audiencePerDay))])
        }
        return .object(Array(own) + [("movies", .array(movies)), ("earlier", .array(before)),
                                     ("missing", .array(holiday.totals.missing.map { .text($0.iso) }))])
    }

    /// The JSON Schema of both shapes: a holiday's page object, or `{holidays: [rows]}`.
    public static let schema: String = {
        func type(_ names: String...) -> PageJSON { .object([("type", names.count == 1 ? .text(names[0]) : .array(names.map(PageJSON.text)))]) }
        func object(_ properties: [(String, PageJSON)]) -> PageJSON {
            .object([("type", .text("object")), ("required", .array(properties.map { .text($0.0) })),
                     ("properties", .object(properties.map { (key: $0.0, value: $0.1) }))])
        }
        func array(_ items: PageJSON, _ description: String) -> PageJSON {
            .object([("type", .text("array")), ("description", .text(description)), ("items", items)])
        }
        let integer = type("integer"), text = type("string"), count = type("integer", "null")
        let span: [(String, PageJSON)] = [("start", text), ("end", text), ("days", integer), ("audience", integer), ("audience_per_day", count)]
        let row = object([("festival", text), ("year", integer)] + span + [("sales", count), ("number_one_code", type("string", "null")),
                                                                           ("number_one_title", type("string", "null"))])
        let movie = object([("rank", integer), ("movie_code", text), ("title", text), ("audience", integer), ("share_pct", type("number", "null"))])
        let earlier = object([("year", integer)] + span)
        let properties: [(key: String, value: PageJSON)] = [
            ("holidays", array(row, "Every archived holiday asked for, a row each (without both festival and year).")),
            ("festival", text), ("year", integer), ("start", text), ("end", text), ("days", integer), ("audience", integer),
            ("audience_per_day", count), ("sales", count),
            ("movies", array(movie, "The holiday's films by admissions over its span.")),
            ("earlier", array(earlier, "Every archived holiday of the same festival before it, oldest first.")),
            ("missing", array(text, "The span's days the archive lacks.")),
        ]
        return PageJSON.object([("type", .text("object")),
                                ("description", .text("One holiday's page (festival and year given), or every archived holiday as `holidays`.")),
                                ("properties", .object(properties))]).rendered()
    }()
}

extension ReportLanguage {
    /// The festival's name in this language (`추석 연휴`, `Chuseok`).
    public func festivalName(_ festival: Festival) -> String { term("festival_\(festival.rawValue)") }

    /// A holiday's name (`2025년 추석 연휴`, `Chuseok 2025`).
    public func holidayName(_ holiday: Holiday) -> String { term("holiday_name", ["year": String(holiday.year), "festival": festivalName(holiday.festival)]) }
}
