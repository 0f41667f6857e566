import BoxOfficeDomain
import Testing

/// The pace's rule: the biggest other run, not a re-release, that ranked on its own day N.
struct PaceTests {
    static let open = CalendarDate(iso: "2024-01-03")!

    static func candidate(_ code: String, title: String, open: CalendarDate = open, firstDay: Int = 1, lastDay: Int = 60,
                          final: Int) -> PaceCandidate {
        PaceCandidate(code: MovieCode(code)!, title: title, openDate: open, firstDay: open.adding(days: firstDay - 1),
                      lastDay: open.adding(days: lastDay - 1), lastAccumulated: final)
    }

    @Test func theBiggestOtherRunThatRankedOnItsOwnDayN() async {
        let own = MovieCode("20240001")!
        let biggestFirst = [
            Self.candidate("20240001", title: "itself", final: 9_000_000),
            Self.candidate("20230002", title: "a re-release", open: CalendarDate(iso: "2019-01-01")!, firstDay: 1_800, lastDay: 1_830, final: 8_000_000),
            Self.candidate("20230003", title: "over before day 20", lastDay: 19, final: 7_000_000),
            Self.candidate("20230004", title: "out of the chart on its day 20", final: 6_000_000),
            Self.candidate("20230005", title: "the rival", final: 5_000_000),
            Self.candidate("20230006", title: "smaller", final: 4_000_000),
        ]
        var asked: [String] = []
        let pace = await Pace.against(own, day: 20, accumulated: 3_000_000, biggestFirst: biggestFirst) { rival, date in
            asked.append(rival.title)
            #expect(date == rival.openDate.adding(days: 19), "its own day 20")
            return rival.title == "the rival" ? 3_500_000 : nil
        }
        #expect(pace == Pace(dayOfRun: 20, accumulated: 3_000_000, otherTitle: "the rival", otherYear: 2024, otherAccumulated: 3_500_000,
                            otherCode: MovieCode("20230005")))
        #expect(pace?.difference == -500_000)
        #expect(asked == ["out of the chart on its day 20", "the rival"], "no lookup for itself, a re-release or a run over by then")
        // Past four months there is no pace to tell, and no lookup.
        let late = await Pace.against(own, day: Pace.longestDay + 1, accumulated: 1, biggestFirst: biggestFirst) { _, _ in 1 }
        #expect(late == nil)
    }
}
