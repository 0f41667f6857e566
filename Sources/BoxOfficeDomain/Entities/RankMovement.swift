/// How a movie's rank moved since the previous day.
public enum RankMovement: Hashable, Sendable {
    /// Entered the chart today (KOFIC's `rankOldAndNew` = `NEW`).
    case new
    /// Moved by `places`: positive is up, negative down, zero unchanged.
    case moved(places: Int)

    public var isNew: Bool { self == .new }

    /// The signed change in places; 0 for a new entry (as KOFIC sends it).
    public var places: Int {
        if case .moved(let places) = self { return places }
        return 0
    }
}
