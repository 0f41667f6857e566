import BoxOfficeDomain
import BoxOfficeInfrastructure

/// The daily chart from KOFIC's `searchDailyBoxOfficeList`.
public struct KOFICDailyBoxOfficeRepository: DailyBoxOfficeRepository, ChartListRepository {
    private let endpoint: KOFICEndpoint
    private let decoder: JSONAnswer

    public init(endpoint: KOFICEndpoint, client: any HTTPClient) {
        self.endpoint = endpoint
        decoder = KOFICResponseDecoder.answer(client)
    }

    public func dailyBoxOffice(on date: CalendarDate) async throws -> DailyBoxOffice {
        try await dailyBoxOffice(on: date, list: .all)
    }

    /// The day's list, whole or split by nation or kind (`--wide`).
    public func dailyBoxOffice(on date: CalendarDate, list: ChartList) async throws -> DailyBoxOffice {
        let dto = try await decoder.fetch(endpoint.dailyBoxOffice(on: date, list: list), as: KOFICDailyBoxOfficeResponseDTO.self)
        do {
            return try dto.boxOfficeResult.toDomain(requested: date)
        } catch {
            throw SourceError.unusableAnswer(detail: error.description)
        }
    }
}
