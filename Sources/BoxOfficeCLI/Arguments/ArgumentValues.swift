import BoxOfficeApplication
import BoxOfficeReports
import BoxOfficeDomain
import Foundation

/// Parsers for option values, each failing with a usage error that names the option.
enum ArgumentValues {
    /// `YYYY-MM-DD` or `YYYYMMDD`, a real calendar day.
    static func date(_ text: String, option: String) throws(UsageError) -> CalendarDate {
        if let date = CalendarDate(iso: text) ?? CalendarDate(compact: text) { return date }
        // The form of one (2023-02-30, 20230230) that is no day; anything else (2025/09/28) is not the form.
        let digits = text.filter(\.isNumber).count
        let looksLikeADate = (text.count == 10 && digits == 8 && text.dropFirst(4).first == "-" && text.dropFirst(7).first == "-")
            || (text.count == 8 && digits == 8)
        throw UsageError(looksLikeADate ? .notACalendarDate(option, text) : .dateForm(option, text))
    }

    static func positiveInteger(_ text: String, option: String, range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(.wholeNumber(option, range, text))
        }
        return value
    }

    static func movieCode(_ text: String) throws(UsageError) -> MovieCode {
        guard let code = MovieCode(text) else {
            throw UsageError(.notAMovieCode(text))
        }
        return code
    }

    /// A movie named on the command line: by its code, or by a title to search.
    enum MovieArgument: Equatable {
        case code(MovieCode)
        case title(String)
    }

    /// A movie's code, or a title to search: `MovieReference`'s one rule, a mistyped code a usage error.
    static func movieCodeOrTitle(_ text: String) throws(UsageError) -> MovieArgument {
        do {
            switch try MovieReference(parsing: text) {
            case .code(let code): return .code(code)
            case .title(let title): return .title(title)
            }
        } catch {
            return .code(try movieCode(text))
        }
    }

    /// A comma-separated subset of `allowed`, in the order given, without repeats.
    static func formats(_ text: String, allowed: [OutputFormat]) throws(UsageError) -> [OutputFormat] {
        var chosen: [OutputFormat] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            guard let format = OutputFormat(rawValue: name == "markdown" ? "md" : name), allowed.contains(format) else {
                throw UsageError(.unknownChoice("format", name, allowed.map(\.rawValue)))
            }
            if !chosen.contains(format) { chosen.append(format) }
        }
        return chosen
    }

    /// Ten or thirteen digits (hyphens and spaces aside): meant as an ISBN, right or wrong.
    static func looksLikeISBN(_ text: String) -> Bool {
        let compact = text.filter { $0 != "-" && $0 != " " }
        return (compact.count == 10 || compact.count == 13) && compact.dropLast().allSatisfy(\.isNumber)
    }

    static func isbn(_ text: String) throws(UsageError) -> ISBN {
        guard let isbn = ISBN(text) else {
            throw UsageError(looksLikeISBN(text) ? "ISBN \(text) has a wrong check digit" : "\"\(text)\" is not an ISBN (10 or 13 digits)",
                             command: "books")
        }
        return isbn
    }
}
