/// The accumulated-audience marks the Korean trade reports ("누적 관객 100만 돌파"): 100,000,
/// 500,000, then every whole million.
public enum AudienceMilestones {
    /// The marks up to and including `limit`, ascending.
    public static func marks(upTo limit: Int) -> [Int] {
        var marks = [100_000, 500_000].filter { $0 <= limit }
        var million = 1_000_000
        while million <= limit {
            marks.append(million)
            million += 1_000_000
        }
        return marks
    }

    /// The first mark above `accumulated`.
    public static func next(after accumulated: Int) -> Int {
        accumulated < 100_000 ? 100_000 : accumulated < 500_000 ? 500_000 : (accumulated / 1_000_000 + 1) * 1_000_000
    }
}
