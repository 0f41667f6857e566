/// One of KOFIC's lists: the whole market's, or a segment's (by nation, by kind) or a region's. A
/// filtered list ranks within its segment (its rank and sales share are the segment's own); its
/// audience and sales figures are the movies' national ones.
///
/// What a list may do (be re-checked, forecast, counted in the market, be in the sample) and how it
/// is named (archive key, slug, folder, file names) are its properties: code asks them here, never
/// "is this the national list?". A new list of KOFIC's is one row of `named` and its labels.
public struct ChartList: Hashable, Sendable, CustomStringConvertible {
    public enum Segment: Hashable, Sendable {
        /// `repNationCd`: K Korean films, F foreign films.
        case nation(String)
        /// `multiMovieYn`: Y diversity (독립·예술), N commercial films.
        case kind(String)
        /// `wideAreaCd`: a region's seven-digit KOBIS code (0105001 서울시 …).
        case region(String)
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
    public static let korean = ChartList(.nation("K")), foreign = ChartList(.nation("F"))
    public static let diversity = ChartList(.kind("Y")), commercial = ChartList(.kind("N"))
    public static func region(_ code: String, name: String? = nil) -> ChartList { ChartList(.region(code), regionName: name) }

    /// KOFIC's named segment lists, one row each, in the order options, settings and the front page
    /// show them. Each row's slug names its folder, its option value and its labels (`list_korean`).
    public static let named: [ChartList] = [.korean, .foreign, .diversity, .commercial]

    /// The extra lists `--wide` asks for with each day, named one by one: a list added to `named` is
    /// not fetched every day until it is added here too.
    public static let wide: [ChartList] = [.korean, .foreign, .diversity, .commercial]

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
        case .nation(let code), .kind(let code): Self.namedRow(self) == nil ? slug : code
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
        switch segment {
        case nil: ""
        case .nation("K"): "korean"
        case .nation("F"): "foreign"
        case .kind("Y"): "diversity"
        case .kind("N"): "commercial"
        case .nation(let code): "nation-\(code)"
        case .kind(let code): "kind-\(code)"
        case .region(let code): "region-\(code)"
        }
    }

    /// The list a slug names (`korean`, `region-0105001`); nil for an empty or unknown one.
    public init?(slug: String, regionName: String? = nil) {
        if let named = Self.named.first(where: { $0.slug == slug }) { self = named; return }
        let prefixed: [(String, (String) -> ChartList)] = [("region-", { ChartList.region($0, name: regionName) }),
                                                           ("nation-", { ChartList(.nation($0)) }), ("kind-", { ChartList(.kind($0)) })]
        for (prefix, make) in prefixed where slug.hasPrefix(prefix) && slug.count > prefix.count {
            self = make(String(slug.dropFirst(prefix.count)))
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

    /// The key of its label in a language's table (`list_korean`); nil for a region (named by KOBIS)
    /// and the whole market.
    public var labelKey: String? {
        switch segment {
        case nil, .region: nil
        default: Self.namedRow(self) == nil ? "list_other" : "list_\(slug)"
        }
    }

    private static func namedRow(_ list: ChartList) -> ChartList? { named.first { $0.segment == list.segment } }

    public static func == (lhs: ChartList, rhs: ChartList) -> Bool { lhs.segment == rhs.segment }
    public func hash(into hasher: inout Hasher) { hasher.combine(segment) }
}
