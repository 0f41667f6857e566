/// One of KOFIC's lists: the whole market's, or a segment's (by nation, by kind) or a region's. A
/// filtered list ranks within its segment (its rank and sales share are the segment's own); its
/// audience and sales figures are the movies' national ones.
///
/// What a list may do (be re-checked, forecast, counted in the market, be in the sample) and how it
/// is named (archive key, slug, folder, file names) are its properties: code asks them here, never
/// "is this the national list?". A new list of KOFIC's is one row of `NamedList.rows`.
public struct ChartList: Hashable, Sendable, CustomStringConvertible {
    public enum Segment: Hashable, Sendable {
        /// `repNationCd`: K Korean films, F foreign films.
        case nation(String)
        /// `multiMovieYn`: Y diversity (독립·예술), N commercial films.
        case kind(String)
        /// `wideAreaCd`: a region's seven-digit KOBIS code (0105001 서울시 …).
        case region(String)

        public init(_ filter: Filter, _ code: String) {
            switch filter {
            case .nation: self = .nation(code)
            case .kind: self = .kind(code)
            case .region: self = .region(code)
            }
        }

        /// What it filters by, without its code.
        public var filter: Filter {
            switch self {
            case .nation: .nation
            case .kind: .kind
            case .region: .region
            }
        }

        /// The filter's value: `K`, `Y`, `0105001`.
        public var code: String {
            switch self {
            case .nation(let code), .kind(let code), .region(let code): code
            }
        }
    }

    /// KOFIC's filters of a list, in the order help names them; each is also the slug's prefix of a
    /// list beyond the named rows (`nation-X`, `kind-X`, `region-0105001`).
    public enum Filter: String, CaseIterable, Sendable {
        case nation, kind, region
    }

    /// Nil: the whole market's list.
    public let segment: Segment?
    /// A region's name (서울시), for the reports; not part of the list's identity.
    public let regionName: String?

    public init(_ segment: Segment?, regionName: String? = nil) {
        self.segment = segment
        self.regionName = regionName
    }

    public static let all = ChartList(nil)
    /// The named lists code speaks of (the Korean films' share, the diversity films); their rows are `NamedList.rows`.
    public static let korean = ChartList(.nation("K")), foreign = ChartList(.nation("F"))
    public static let diversity = ChartList(.kind("Y")), commercial = ChartList(.kind("N"))
    public static func region(_ code: String, name: String? = nil) -> ChartList { ChartList(.region(code), regionName: name) }

    /// KOFIC's named segment lists, in the order options, settings and the front page show them: the
    /// lists of `NamedList.rows`.
    public static let named: [ChartList] = NamedList.rows.map(\.list)

    /// The extra lists `--wide` asks for with each day: the rows that say so (`NamedList.isWide`).
    public static let wide: [ChartList] = NamedList.rows.filter(\.isWide).map(\.list)

    /// Its row, for a named list.
    public var row: NamedList? { NamedList.rows.first { $0.list == self } }

    // MARK: What the list may do

    /// The whole market's list: KOFIC's unfiltered daily and weekly charts.
    public var isWholeMarket: Bool { segment == nil }

    /// KOFIC corrects the whole market's days long after them: a scheduled run asks again for the
    /// days before. A segment's or region's list is fetched once.
    public var isRechecked: Bool { isWholeMarket }

    /// Its ranked movies get forecasts (the model reads whole-market runs).
    public var hasForecast: Bool { isWholeMarket }

    /// Its days are the market's days: totals, shares, the market so far, the movies' runs.
    public var countsInMarket: Bool { isWholeMarket }

    /// The archive keeps this list only beside the whole market's list of the same day, so storing
    /// it needs that day too (one more request). Only the whole market's day stands alone.
    public var needsWholeMarketDay: Bool { !isWholeMarket }

    /// The bundled sample holds this list.
    public var isInSample: Bool { isWholeMarket }

    /// `--wide` (the day's extra lists) goes with this list's day.
    public var takesWideLists: Bool { isWholeMarket }

    /// A region's seven-digit code, for a region's list.
    public var regionCode: String? { if case .region(let code) = segment { code } else { nil } }

    // MARK: How the list is named

    /// The archive's key for the list: `all`, `K`, `F`, `Y`, `N`, `R0105001`.
    public var rawValue: String {
        switch segment {
        case nil: Self.wholeMarketKey
        // A list KOBIS may add beyond the named rows is kept under its slug (`nation-CODE`).
        case .nation(let code), .kind(let code): row == nil ? slug : code
        case .region(let code): "R" + code
        }
    }

    /// The whole market's archive key, the one place it is spelled (the SQL binds it from here).
    public static let wholeMarketKey = "all"

    public init?(rawValue: String) {
        if rawValue == Self.wholeMarketKey { self = .all; return }
        if let named = Self.named.first(where: { $0.rawValue == rawValue }) { self = named; return }
        if !rawValue.hasPrefix("region-"), let other = ChartList(slug: rawValue) { self = other; return }
        guard rawValue.hasPrefix("R"), rawValue.count > 1 else { return nil }
        self = .region(String(rawValue.dropFirst()))
    }

    /// The reports' folder suffix and the list's name in messages and options: `korean`, `diversity`,
    /// `region-0105001`, `nation-CODE` for a nation code KOBIS may add; empty for the whole market.
    public var slug: String {
        guard let segment else { return "" }
        return row?.slug ?? "\(segment.filter.rawValue)-\(segment.code)"
    }

    /// The list a slug names (`korean`, `region-0105001`); nil for an empty or unknown one.
    public init?(slug: String, regionName: String? = nil) {
        if let named = NamedList.rows.first(where: { $0.slug == slug }) { self = named.list; return }
        for filter in Filter.allCases where slug.hasPrefix(filter.rawValue + "-") && slug.count > filter.rawValue.count + 1 {
            self = ChartList(Segment(filter, String(slug.dropFirst(filter.rawValue.count + 1))), regionName: filter == .region ? regionName : nil)
            return
        }
        return nil
    }

    public var description: String { isWholeMarket ? Self.wholeMarketKey : slug }

    /// A name qualified by the list: `name` for the whole market, `korean-name` for a segment
    /// (reports' keys, schedule passes, history files).
    public func qualified(_ name: String) -> String { isWholeMarket ? name : "\(slug)-\(name)" }


    /// Words before a chart's name in messages: empty, or `korean ` for a segment.
    public var messagePrefix: String { isWholeMarket ? "" : "\(slug) " }

    /// The front page's order of lists: the named ones in their table's order, then the rest by slug.
    public var displayOrder: Int { Self.named.firstIndex(of: self) ?? Self.named.count }

    /// The key of its label in a language's table (`list_korean`, from its row); nil for a region
    /// (named by KOBIS) and the whole market.
    public var labelKey: String? {
        switch segment {
        case nil, .region: nil
        default: row?.labelKey ?? "list_other"
        }
    }

    public static func == (lhs: ChartList, rhs: ChartList) -> Bool { lhs.segment == rhs.segment }
    public func hash(into hasher: inout Hasher) { hasher.combine(segment) }
}
