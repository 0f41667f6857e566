import BoxOfficeDomain
import BoxOfficeInfrastructure

/// Weekly charts from KOFIC's `searchWeeklyBoxOfficeList` (`weekGb` 1 weekend, 0 week, 2 weekdays).
public struct KOFICWeeklyBoxOfficeRepository: WeeklyBoxOfficeRepository {
    private let endpoint: KOFICEndpoint
    private let decoder: JSONAnswer

    public init(endpoint: KOFICEndpoint, client: any HTTPClient) {
        self.endpoint = endpoint
        decoder = KOFICResponseDecoder.answer(client)
    }

    public func weeklyBoxOffice(_ kind: WeeklyKind, containing date: CalendarDate, list: ChartList) async throws -> WeeklyBoxOffice {
        let range = kind.range(containing: date)
        let dto = try await decoder.fetch(endpoint.weeklyBoxOffice(kind, containing: date, list: list), as: KOFICWeeklyBoxOfficeResponseDTO.self)
        do {
            return try dto.boxOfficeResult.toDomain(requested: range)
        } catch {
            throw SourceError.unusableAnswer(detail: error.description)
        }
    }
}
