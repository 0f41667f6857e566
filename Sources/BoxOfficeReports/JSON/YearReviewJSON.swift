import BoxOfficeDomain
import Foundation

// Every key is written, a value the archive cannot tell as `null` (synthesized encoding would leave
// an optional out): a team's tools read one shape.
extension YearReview: Encodable {
    enum CodingKeys: String, CodingKey {
        case year, sales, audience, koreanSalesShare, days, missing, movies, distributors, months, yearBefore, byRating, byNation, diversityListArchived
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(year, forKey: .year)
        try c.encode(sales, forKey: .sales)
        try c.encode(audience, forKey: .audience)
        try c.encode(koreanSalesShare, forKey: .koreanSalesShare)
        try c.encode(days, forKey: .days)
        try c.encode(missing, forKey: .missing)
        try c.encode(movies, forKey: .movies)
        try c.encode(distributors, forKey: .distributors)
        try c.encode(months, forKey: .months)
        try c.encode(yearBefore, forKey: .yearBefore)
        try c.encode(byRating, forKey: .byRating)
        try c.encode(byNation, forKey: .byNation)
        try c.encode(diversityListArchived, forKey: .diversityListArchived)
    }
}

extension YearReview.Month: Encodable {
    enum CodingKeys: String, CodingKey { case month, audience, sales, koreanSalesShare, days, missing }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(month, forKey: .month)
        try c.encode(audience, forKey: .audience)
        try c.encode(sales, forKey: .sales)
        try c.encode(koreanSalesShare, forKey: .koreanSalesShare)
        try c.encode(days, forKey: .days)
        try c.encode(missing, forKey: .missing)
    }
}

extension YearReview.Movie: Encodable {
    enum CodingKeys: String, CodingKey { case movieCode, title, audience, sales, averageTicketPrice, distributors, nation, rating, diversity }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(movieCode, forKey: .movieCode)
        try c.encode(title, forKey: .title)
        try c.encode(audience, forKey: .audience)
        try c.encode(sales, forKey: .sales)
        try c.encode(averageTicketPrice, forKey: .averageTicketPrice)
        try c.encode(distributors, forKey: .distributors)
        try c.encode(nation, forKey: .nation)
        try c.encode(rating, forKey: .rating)
        try c.encode(diversity, forKey: .diversity)
    }
}

extension YearReview.Group: Encodable {
    enum CodingKeys: String, CodingKey { case name, movies, audience, sales, salesShare }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(movies, forKey: .movies)
        try c.encode(audience, forKey: .audience)
        try c.encode(sales, forKey: .sales)
        try c.encode(salesShare, forKey: .salesShare)
    }
}

extension YearReview.Distributor: Encodable {
    enum CodingKeys: String, CodingKey { case code, name, audience, sales, salesShare }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(code, forKey: .code)
        try c.encode(name, forKey: .name)
        try c.encode(audience, forKey: .audience)
        try c.encode(sales, forKey: .sales)
        try c.encode(salesShare, forKey: .salesShare)
    }
}

extension YearReview {
    /// The review as the site's JSON: snake_case keys, numbers as numbers, every key present.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}


extension YearReview.Totals: Encodable {
    enum CodingKeys: String, CodingKey { case year, audience, sales, days }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(year, forKey: .year)
        try c.encode(audience, forKey: .audience)
        try c.encode(sales, forKey: .sales)
        try c.encode(days, forKey: .days)
    }
}
