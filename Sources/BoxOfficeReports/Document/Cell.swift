/// One value, with the text people read and the typed value machines read.
public struct Cell: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case empty
        case text(String)
        case integer(Int)
        /// A decimal with the number of places it is written with.
        case decimal(Double, places: Int)
        case boolean(Bool)
        case list([String])
    }

    public var display: String
    public var value: Value
    /// A link target: HTML and Markdown link the display text to it.
    public var link: String?
    /// An image (a cover): HTML shows it only when remote images are allowed, else links to it.
    public var image: String?
    /// A movement HTML colours: up, down, new.
    public var tone: Tone?
    /// A second line HTML shows under the text on a phone only, where the column that holds the
    /// same value is hidden (the distributor under the title).
    public var narrowSecondLine: String?
    /// The text a card shows on a phone in place of `display` (money as prose writes it, `203억 원`);
    /// a table's column keeps the exact figure.
    public var cardDisplay: String?
    /// A list whose items each lead somewhere (a co-distributed film's distributors, each its page):
    /// HTML and Markdown link each item; `display` and `value` stay the plain list.
    public var linkedItems: [Link]?

    public enum Tone: String, Sendable, Hashable { case up, down, new }

    public init(display: String, value: Value, link: String? = nil, image: String? = nil, tone: Tone? = nil) {
        self.display = display
        self.value = value
        self.link = link
        self.image = image
        self.tone = tone
    }

    /// Text linked to `href`; machines get the URL.
    public static func link(_ title: String, href: String?) -> Cell {
        guard let href, !href.isEmpty else { return .text(title) }
        return Cell(display: title, value: .text(href), link: href)
    }

    /// A remote image shown as `alt` text linked to it, or as the image where allowed.
    public static func image(alt: String, src: String?) -> Cell {
        guard let src, !src.isEmpty else { return .empty }
        return Cell(display: alt, value: .text(src), image: src)
    }

    public static let empty = Cell(display: "", value: .empty)

    /// An amount of won: exact in a table, as prose writes it (`language`'s rounding) on a phone's card.
    public static func won(_ amount: Int?, rounded: (Int) -> String) -> Cell {
        guard let amount else { return .empty }
        var cell = Cell.integer(amount)
        cell.cardDisplay = rounded(amount)
        return cell
    }

    public static func text(_ text: String) -> Cell {
        Cell(display: text, value: text.isEmpty ? .empty : .text(text))
    }

    /// `1,234,567` for people, `1234567` for machines.
    public static func integer(_ value: Int?) -> Cell {
        guard let value else { return .empty }
        return Cell(display: NumberFormat.grouped(value), value: .integer(value))
    }

    /// `2026` for people (a year is not grouped), the number for machines.
    public static func year(_ value: Int) -> Cell {
        Cell(display: String(value), value: .integer(value))
    }

    public static func decimal(_ value: Double?, places: Int = 1) -> Cell {
        guard let value, value.isFinite else { return .empty }
        return Cell(display: NumberFormat.grouped(value, places: places), value: .decimal(value, places: places))
    }

    /// Shown joined with ", "; machines get the list.
    public static func list(_ values: [String]) -> Cell {
        Cell(display: values.joined(separator: ", "), value: values.isEmpty ? .empty : .list(values))
    }

    /// A list with each item linked where `href` gives it a page (none linked: a plain list).
    public static func list(_ values: [String], href: (String) -> String?) -> Cell {
        var cell = Cell.list(values)
        let links = values.map { Link(title: $0, href: href($0) ?? "") }
        if links.contains(where: { !$0.href.isEmpty }) { cell.linkedItems = links }
        return cell
    }

    /// The value as plain text for machines: no grouping, `.` decimals, lists joined with "; ".
    public var plainText: String {
        switch value {
        case .empty: ""
        case .text(let text): text
        case .integer(let number): String(number)
        case .decimal(let number, let places): NumberFormat.plain(number, places: places)
        case .boolean(let flag): flag ? "true" : "false"
        case .list(let values): values.joined(separator: "; ")
        }
    }

    /// Whether the cell holds a number (never neutralised or quoted as text).
    public var isNumeric: Bool {
        switch value {
        case .integer, .decimal: true
        default: false
        }
    }
}
