import BoxOfficeApplication
import BoxOfficeDomain
import Testing

/// The help's words for the named lists are made from their rows: the table's four say what the
/// help always said, and a row added says itself in every phrase.
@Suite struct ListPhrasesTests {
    /// The rows the help named before it was made from them (a row added later leaves them be).
    static let four = NamedList.rows.filter { ["korean", "foreign", "diversity", "commercial"].contains($0.slug) }

    @Test func theTablesRowsSayWhatTheHelpSays() {
        let phrases = ListPhrases(Self.four)
        #expect(phrases.films == Phrase("Korean or foreign films, diversity (독립·예술) or commercial films", ko: "한국·외국 영화, 다양성(독립·예술)·상업 영화"))
        #expect(phrases.slugs == Phrase("korean or foreign films, diversity (독립·예술) or commercial films",
                                        ko: "korean·foreign(한국·외국 영화), diversity·commercial(다양성·상업 영화)"))
        #expect(phrases.option(.nation, codes: true, within: "repNationCd")
            == Phrase("Korean (K) or foreign (F) films' list: ranks and shares within it (repNationCd)",
                      ko: "한국(K)·외국(F) 영화 목록: 순위와 점유율은 그 안의 것 (repNationCd)"))
        #expect(phrases.option(.kind, codes: false, within: "multiMovieYn")
            == Phrase("Diversity (독립·예술) or commercial films' list: ranks and shares within it (multiMovieYn)",
                      ko: "다양성(독립·예술)·상업 영화 목록: 순위와 점유율은 그 안의 것 (multiMovieYn)"))
        #expect(phrases.wideCodes == "nation (K/F) and kind (Y/N)")
        #expect(phrases.wideFilters == "nation and kind")
    }

    /// The declarations' help is the whole table's phrases.
    @Test func theDeclarationsSayTheTablesPhrases() {
        let phrases = ListPhrases()
        #expect(QuestionParameter.ListPart.nation == phrases.option(.nation, codes: true, within: "repNationCd"))
        #expect(QuestionParameter.ListPart.filmKind == phrases.option(.kind, codes: false, within: "multiMovieYn"))
        let list = QuestionParameter.list.help, segment = QuestionParameter.ListPart.segment
        #expect(list.english.contains(phrases.films.english) && list.korean.contains(phrases.films.korean), "\(list)")
        #expect(segment.english.contains(phrases.slugs.english) && segment.korean.contains(phrases.slugs.korean), "\(segment)")
    }

    /// A row KOFIC does not have (its API filters nations by K and F only), as a row would add it.
    @Test func aRowAddedIsNamedInEveryPhrase() {
        let japanese = NamedList(ChartList(.nation("J")), slug: "japanese", name: .init("Japanese", ko: "일본"),
                                 label: .init("Japanese films", ko: "일본영화"), wide: false)
        var rows = Self.four
        rows.insert(japanese, at: 2)
        let phrases = ListPhrases(rows)
        #expect(phrases.films == Phrase("Korean, foreign or Japanese films, diversity (독립·예술) or commercial films",
                                        ko: "한국·외국·일본 영화, 다양성(독립·예술)·상업 영화"))
        #expect(phrases.slugs.korean == "korean·foreign·japanese(한국·외국·일본 영화), diversity·commercial(다양성·상업 영화)")
        #expect(phrases.option(.nation, codes: true, within: "repNationCd").english
            == "Korean (K), foreign (F) or Japanese (J) films' list: ranks and shares within it (repNationCd)")
        #expect(phrases.option(.kind, codes: false, within: "multiMovieYn") == ListPhrases(Self.four).option(.kind, codes: false, within: "multiMovieYn"))
        #expect(phrases.wideCodes == "nation (K/F) and kind (Y/N)", "not fetched by --wide")
    }
}
