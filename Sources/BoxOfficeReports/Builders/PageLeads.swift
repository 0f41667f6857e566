import BoxOfficeDomain

/// The sentence or two each page opens with, before anything else of substance: its own numbers in
/// the trade's words and units (Korean: 억 and 만 in prose, `27.9% 감소`), against like (the same
/// weekday, the same dates a year earlier), and what each figure covers. One place for every page
/// kind's lead, so they read alike.
public struct PageLeads: Sendable {
    public var language: ReportLanguage

    public init(language: ReportLanguage) { self.language = language }

    /// A change in prose: `27.9% 감소`, `12.0% 증가` (Korean); `-27.9%`, `+12.0%` (English).
    public func change(_ percent: Double) -> String {
        let rounded = NumberFormat.plain(abs(percent), places: 1)
        if rounded == NumberFormat.plain(0, places: 1) { return language.term("change_flat") }
        return language.term(percent > 0 ? "change_up" : "change_down", ["pct": rounded])
    }

    /// A date as a sentence names it: `2024년 1월 1일`, `2024-01-01`.
    public func date(_ date: CalendarDate) -> String {
        language.term("date_prose", ["year": String(date.year), "month": String(date.month), "day": String(date.day), "iso": date.iso])
    }

    /// A span of days as a sentence names it: `2022년 9월 1일~30일`, `2022-09-01 to 2022-09-30`.
    public func range(_ start: CalendarDate, _ end: CalendarDate) -> String {
        if start == end { return date(start) }
        let values = ["year": String(start.year), "month": String(start.month), "day": String(start.day), "end_month": String(end.month),
                      "end_day": String(end.day), "start": date(start), "end": date(end)]
        if start.year == end.year { return language.term(start.month == end.month ? "range_same_month" : "range_same_year", values) }
        return language.term("range_prose", values)
    }

    /// A rank as prose and cards write it: `1위`, `#1`.
    public func rank(_ rank: Int) -> String { language.term("rank_value", ["rank": String(rank)]) }

    /// A day's lead: its audience and sales, its number one, against the same weekday a week and
    /// 364 days before where archived (nil: no list).
    public func day(_ report: DailyReport) -> [String] {
        guard let leader = report.rows.first?.entry else { return [] }
        let l = language, words = l.sentences
        let sales = Self.daySales(report)
        var lead = [l.term("lead_day", ["date": l.longDate(report.date), "audience": words.headlineAudience(report.totalAudience),
                                        "sales": words.wonRounded(sales), "title": leader.title, "leader": words.headlineAudience(leader.audience)])]
        let audience = report.market?.day?.audience ?? report.totalAudience
        func against(_ earlier: MarketDay?) -> String? {
            guard let earlier, earlier.audience > 0 else { return nil }
            return change((Double(audience) - Double(earlier.audience)) / Double(earlier.audience) * 100)
        }
        let yearDate = date(report.date.adding(days: -MarketHistory.sameWeekdayYearEarlier))
        let (weekChange, yearChange) = (against(report.market?.weekBefore), against(report.market?.yearBefore))
        if weekChange == nil && yearChange == nil {
            lead.append(l.term("lead_day_no_compare", ["date": yearDate]))
        } else {
            let week = weekChange.map { l.term("lead_day_week", ["change": $0]) } ?? l.term("lead_day_week_missing")
            let year = yearChange.map { l.term("lead_day_year", ["change": $0, "date": yearDate]) } ?? l.term("lead_day_year_missing", ["date": yearDate])
            lead.append(l.term("lead_day_compare", ["week": week, "year": year]))
        }
        return [lead.joined(separator: " ")]
    }

    /// The whole market's sales of a day: as archived, else as its list implies them (the archive's
    /// rule), else its top ten's.
    static func daySales(_ report: DailyReport) -> Int {
        report.market?.day?.marketSales ?? MarketDay.listTotal(report.rows.map(\.entry)) ?? report.totalSales
    }

    /// A month's (or any period's) lead: its audience and sales from its first day to its last archived
    /// day, against the same dates a year earlier (each side's days said), its number one and share.
    /// - Parameter pending: the first day not counted yet (today, or yesterday while KOFIC has not published it,
    ///   as `MarketQuestion` tells it: yesterday counts as published once the archive holds it).
    public func period(_ period: MarketPeriod, leader: (title: String, audience: Int)?, pending: CalendarDate?) -> String {
        let l = language, words = l.sentences, span = period.compared, whole = period.totals
        guard span.days > 0 else { return "" }
        // The days counted, and how many of the period's (to the day counted last) the archive lacks (never counted as zero).
        let total = whole.days + whole.missing.count
        let days = whole.missing.isEmpty ? l.term("lead_days", ["days": String(whole.days)])
            : l.term("lead_days_partial", ["days": String(whole.days), "total": String(total)])
        var lead = [l.term("lead_month", ["range": range(whole.start, whole.end), "days": days,
                                          "audience": words.headlineAudience(span.audience),
                                          "sales": span.sales.map(words.wonRounded) ?? l.term("not_known")])]
        let beforeYear = String(span.start.year - 1)
        if let percent = period.audienceChangePercent, let before = period.yearBefore {
            lead.append(l.term("lead_month_change", ["before_year": beforeYear, "before_days": String(before.days), "change": change(percent)]))
        } else if !span.complete {
            // The period's own hole, not the year before's, keeps it from a comparison.
            lead.append(l.term("lead_month_gap", ["count": String(span.missing.count)]))
        } else {
            lead.append(l.term("lead_month_no_before", ["before_year": beforeYear, "before_range": range(span.start.yearEarlier, span.end.yearEarlier)]))
        }
        if let leader, span.audience > 0 {
            lead.append(l.term("lead_month_leader", ["title": leader.title, "audience": words.headlineAudience(leader.audience),
                                                     "share": NumberFormat.plain(Double(leader.audience) / Double(span.audience) * 100, places: 1)]))
        }
        if let pending { lead.append(l.term("pending_from", ["date": date(pending)])) }
        return lead.joined(separator: " ")
    }

    /// A distributor's lead: its audience, sales, share and rank among distributors in a whole year,
    /// and its biggest film.
    public func distributor(year: Int, share: DistributorShare?, rank: Int?, biggest: (title: String, year: Int, audience: Int)?) -> String {
        let l = language, words = l.sentences
        var lead: [String] = []
        if let share, let rank {
            lead.append(l.term("lead_distributor", ["year": String(year), "audience": words.headlineAudience(share.audience),
                                                    "sales": words.wonRounded(share.sales), "rank": String(rank),
                                                    "share": NumberFormat.plain(share.salesShare, places: 1)]))
        } else {
            lead.append(l.term("lead_distributor_absent", ["year": String(year)]))
        }
        if let biggest {
            lead.append(l.term("lead_distributor_film", ["title": biggest.title, "year": String(biggest.year),
                                                         "audience": words.headlineAudience(biggest.audience)]))
        }
        return lead.joined(separator: " ")
    }

    /// The all-time chart's lead: the span it covers and its number one.
    public func allTime(first: CalendarDate, last: CalendarDate, leader: AllTimeMovie) -> String {
        let l = language
        return l.term("lead_alltime", ["first": date(first), "last": date(last), "title": leader.title,
                                       "audience": l.sentences.headlineAudience(leader.audienceTotal)])
    }

    /// The archive's span an answer covers, as its first line says it.
    public func span(_ span: ClosedRange<CalendarDate>) -> String {
        language.term("span_line", ["first": date(span.lowerBound), "last": date(span.upperBound)])
    }

    /// The front page's lead: the newest archived day in one sentence, its number one named.
    public func front(_ report: DailyReport) -> String? {
        guard let leader = report.rows.first?.entry else { return nil }
        let l = language, words = l.sentences
        let sales = Self.daySales(report)
        return l.term("lead_front", ["date": l.longDate(report.date), "title": leader.title, "leader": words.headlineAudience(leader.audience),
                                     "audience": words.headlineAudience(report.totalAudience), "sales": words.wonRounded(sales)])
    }

    /// Whether a chart ranked by sales shows a film above one with more admissions (then said once).
    public static func ranksDifferFromAudience(_ entries: [BoxOfficeEntry]) -> Bool { ranksDifferFromAudience(entries.map(\.audience)) }

    /// The same, from the ranked rows' admissions in rank order.
    public static func ranksDifferFromAudience(_ audiences: [Int]) -> Bool {
        zip(audiences, audiences.dropFirst()).contains { $0 < $1 }
    }
}
