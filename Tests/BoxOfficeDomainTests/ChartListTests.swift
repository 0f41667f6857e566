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
        // Existing archives hold these keys in `rankings.list` and in weeks' kinds: they may never change.
        #expect([ChartList.all, .korean, .foreign, .diversity, .commercial, .region("0105001")].map(\.rawValue)
            == ["all", "K", "F", "Y", "N", "R0105001"])
        #expect(ChartList.named.map(\.slug) == ["korean", "foreign", "diversity", "commercial"])
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
