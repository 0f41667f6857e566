import BoxOfficeDomain
import Testing

@Suite struct ChartListTests {
    /// Every row of the table names itself back: archive key, slug (its folder: `SiteMapTests`).
    @Test(arguments: ChartList.named + [ChartList.all, .region("0105001")])
    func eachListRoundTripsItsKeyAndSlug(_ list: ChartList) {
        #expect(ChartList(rawValue: list.rawValue) == list)
        if !list.isWholeMarket { #expect(ChartList(slug: list.slug) == list) }
    }

    @Test func theArchiveKeysAreTheOnesStoredArchivesHold() {
        // Existing archives hold these keys in `rankings.list` and in weeks' kinds, and the reports'
        // folders these slugs: they may never change (a row may be added, none renamed).
        #expect([ChartList.all, .korean, .foreign, .diversity, .commercial, .region("0105001")].map(\.rawValue)
            == ["all", "K", "F", "Y", "N", "R0105001"])
        let kept: [(ChartList.Segment, slug: String)] = [(.nation("K"), "korean"), (.nation("F"), "foreign"), (.kind("Y"), "diversity"),
                                                         (.kind("N"), "commercial")]
        for (segment, slug) in kept {
            #expect(ChartList(segment).row?.slug == slug, "\(segment)")
            #expect(ChartList(segment).slug == slug)
        }
        // The market's Korean share is read from the day's K list, which `--wide` brings.
        #expect(ChartList.wide.contains(.korean))
    }

    /// The table's rows are told apart by every name they have (slug, archive key, labels in each
    /// language), are each a nation's or a kind's list, and no slug reads as another kind of list.
    @Test func eachRowIsItsOwnList() {
        let rows = NamedList.rows
        for names in [rows.map(\.slug), rows.map(\.code), rows.map(\.label.english), rows.map(\.label.korean), rows.map(\.name.english),
                      rows.map(\.name.korean)] {
            #expect(Set(names).count == rows.count, "\(names)")
            #expect(!names.contains(""), "\(names)")
        }
        for row in rows {
            #expect(row.list.segment?.filter == .nation || row.list.segment?.filter == .kind, "\(row.slug)")
            #expect(row.list.row?.slug == row.slug && row.list.labelKey == "list_\(row.slug)")
            #expect(row.slug != ChartList.wholeMarketKey && row.code != ChartList.wholeMarketKey)
            #expect(row.slug.allSatisfy { $0.isASCII && ($0.isLowercase || $0 == "-") }, "a folder's name: \(row.slug)")
            #expect(ChartList.Filter.allCases.allSatisfy { !row.slug.hasPrefix($0.rawValue + "-") }, "\(row.slug) reads as a list beyond the table")
        }
        #expect(ChartList.named == rows.map(\.list))
        #expect(ChartList.wide == rows.filter(\.isWide).map(\.list))
    }

    /// A nation code other than K or F was called "foreign" before; it is its own list now.
    @Test func aNationCodeBeyondTheTableIsItsOwnList() {
        let other = ChartList(.nation("X"))
        #expect(other.slug == "nation-X")
        #expect(other != .foreign)
        #expect(ChartList(rawValue: other.rawValue) == other)
        #expect(ChartList(slug: "nation-X") == other)
        #expect(other.labelKey == "list_other")
        #expect(ChartList.foreign.labelKey == "list_foreign")
    }

    /// What a list may do is asked of the list: only the whole market's is re-checked, forecast,
    /// counted in the market, in the sample, takes `--wide`; every other needs its day beside the whole market's.
    @Test(arguments: ChartList.named + [ChartList.all, .region("0105011")])
    func capabilities(_ list: ChartList) {
        let whole = list == .all
        #expect(list.isRechecked == whole)
        #expect(list.hasForecast == whole)
        #expect(list.countsInMarket == whole)
        #expect(list.isInSample == whole)
        #expect(list.takesWideLists == whole)
        #expect(list.needsWholeMarketDay == !whole)
        #expect(list.qualified("2026-01-24") == (whole ? "2026-01-24" : "\(list.slug)-2026-01-24"))
    }

    @Test func theFrontPageOrderFollowsTheTable() {
        let shuffled: [ChartList] = [.region("0105001"), .commercial, .korean, .diversity, .foreign]
        #expect(shuffled.sorted { ($0.displayOrder, $0.slug) < ($1.displayOrder, $1.slug) }
            == [.korean, .foreign, .diversity, .commercial, .region("0105001")])
    }

}
