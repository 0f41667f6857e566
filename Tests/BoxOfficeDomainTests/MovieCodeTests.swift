import BoxOfficeDomain
import Testing

@Suite struct MovieCodeTests {
    @Test(arguments: ["20199882", "2023C168", "abcdEFGH"])
    func acceptsEightASCIILettersOrDigits(_ text: String) {
        #expect(MovieCode(text)?.rawValue == text)
    }

    @Test(arguments: ["2019988", "201998821", "2019-882", "2019 882", "", "２０１９９８８２", "20199882\n", "../../etc"])
    func rejectsEverythingElse(_ text: String) {
        #expect(MovieCode(text) == nil)
    }
}
