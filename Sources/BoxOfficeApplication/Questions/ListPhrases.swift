import BoxOfficeDomain

/// The help's words for KOFIC's named lists, made from their rows (`NamedList.rows` unless told):
/// a row added there is named in every help text that lists them.
public struct ListPhrases: Sendable {
    let rows: [NamedList]

    public init(_ rows: [NamedList] = NamedList.rows) {
        self.rows = rows
    }

    /// `Korean or foreign films, diversity (독립·예술) or commercial films`;
    /// `한국·외국 영화, 다양성(독립·예술)·상업 영화`.
    public var films: Phrase {
        Phrase(groups.map { Self.series($0.map(\.englishName), "or") + " films" }.joined(separator: ", "),
               ko: groups.map { $0.map(\.koreanName).joined(separator: "·") + " 영화" }.joined(separator: ", "))
    }

    /// The slugs MCP's `list` takes, each with what it means: `korean or foreign films, diversity
    /// (독립·예술) or commercial films`; `korean·foreign(한국·외국 영화), diversity·commercial(다양성·상업 영화)`.
    public var slugs: Phrase {
        Phrase(groups.map { Self.series($0.map { $0.slug + ($0.gloss.map { " (\($0))" } ?? "") }, "or") + " films" }.joined(separator: ", "),
               ko: groups.map { $0.map(\.slug).joined(separator: "·") + "(" + $0.map(\.name.korean).joined(separator: "·") + " 영화)" }
                   .joined(separator: ", "))
    }

    /// The help of one filter's option: its lists, with their codes where the option takes codes:
    /// `Korean (K) or foreign (F) films' list: ranks and shares within it (repNationCd)`;
    /// `다양성(독립·예술)·상업 영화 목록: 순위와 점유율은 그 안의 것 (multiMovieYn)`.
    /// - Parameter parameter: KOFIC's name of the filter.
    public func option(_ filter: ChartList.Filter, codes: Bool, within parameter: String) -> Phrase {
        let rows = rows.filter { $0.list.segment?.filter == filter }
        let english = Self.series(rows.map { $0.englishName + (codes ? " (\($0.code))" : "") }, "or")
        return Phrase(english.prefix(1).uppercased() + english.dropFirst() + " films' list: ranks and shares within it (\(parameter))",
                      ko: rows.map { $0.koreanName + (codes ? "(\($0.code))" : "") }.joined(separator: "·")
                          + " 영화 목록: 순위와 점유율은 그 안의 것 (\(parameter))")
    }

    /// The lists `--wide` fetches, by filter with their codes: `nation (K/F) and kind (Y/N)`.
    public var wideCodes: String {
        Self.series(wideGroups.map { "\($0[0].list.segment?.filter.rawValue ?? "") (\($0.map(\.code).joined(separator: "/")))" }, "and")
    }

    /// The filters of the lists `--wide` fetches: `nation and kind`.
    public var wideFilters: String { Self.series(wideGroups.map { $0[0].list.segment?.filter.rawValue ?? "" }, "and") }

    /// The rows by the filter that selects them, in the filters' order: nation (K, F), kind (Y, N).
    private var groups: [[NamedList]] {
        ChartList.Filter.allCases.map { filter in rows.filter { $0.list.segment?.filter == filter } }.filter { !$0.isEmpty }
    }

    private var wideGroups: [[NamedList]] { groups.map { $0.filter(\.isWide) }.filter { !$0.isEmpty } }

    /// Words as English lists them: `a`, `a or b`, `a, b or c`.
    static func series(_ words: [String], _ conjunction: String) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }
}

private extension NamedList {
    /// `diversity (독립·예술)`
    var englishName: String { name.english + (gloss.map { " (\($0))" } ?? "") }
    /// `다양성(독립·예술)`
    var koreanName: String { name.korean + (gloss.map { "(\($0))" } ?? "") }
}
