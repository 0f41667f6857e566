import BoxOfficeDomain
import Foundation

// The year page's JSON (#34's shape): every key written, in sorted order, snake_case, a value the
// archive cannot tell as `null`, numbers as numbers (shares at full precision): a team's tools read
// one shape.
extension YearReview {
    /// The review as the site's JSON.
    public var pageJSON: PageJSON {
        .object([
            ("audience", .integer(audience)), ("by_nation", .array(byNation.map(\.pageJSON))), ("by_rating", .array(byRating.map(\.pageJSON))),
            ("days", .integer(days)), ("distributors", .array(distributors.map(\.pageJSON))), ("diversity_list_archived", .bool(diversityListArchived)),
            ("korean_sales_share", .number(koreanSalesShare)), ("missing", .array(missing.map(PageJSON.text))),
            ("months", .array(months.map(\.pageJSON))), ("movies", .array(movies.map(\.pageJSON))), ("sales", .integer(sales)),
            ("year", .integer(year)), ("year_before", yearBefore?.pageJSON ?? .null),
        ])
    }

    /// `pageJSON` as the file's bytes.
    public func json() -> Data { Data(pageJSON.rendered().utf8) }
}

extension YearReview.Month {
    var pageJSON: PageJSON {
        .object([("audience", .integer(audience)), ("days", .integer(days)), ("korean_sales_share", .number(koreanSalesShare)),
                 ("missing", .array(missing.map(PageJSON.text))), ("month", .text(month)), ("sales", .integer(sales))])
    }
}

extension YearReview.Movie {
    var pageJSON: PageJSON {
        .object([("audience", .integer(audience)), ("average_ticket_price", .integer(averageTicketPrice)),
                 ("distributors", .array(distributors.map(PageJSON.text))), ("diversity", .bool(diversity)), ("movie_code", .text(movieCode)),
                 ("nation", .text(nation)), ("rating", .text(rating)), ("sales", .integer(sales)), ("title", .text(title))])
    }
}

extension YearReview.Group {
    var pageJSON: PageJSON {
        .object([("audience", .integer(audience)), ("movies", .integer(movies)), ("name", .text(name)), ("sales", .integer(sales)),
                 ("sales_share", .number(salesShare))])
    }
}

extension YearReview.Distributor {
    var pageJSON: PageJSON {
        .object([("audience", .integer(audience)), ("code", .text(code)), ("name", .text(name)), ("sales", .integer(sales)),
                 ("sales_share", .number(salesShare))])
    }
}

extension YearReview.Totals {
    var pageJSON: PageJSON {
        .object([("audience", .integer(audience)), ("days", .integer(days)), ("sales", .integer(sales)), ("year", .integer(year))]
                + (span.map { [("start", PageJSON.text($0.lowerBound.iso)), ("end", .text($0.upperBound.iso))] } ?? []))
    }
}
