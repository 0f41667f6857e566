import BoxOfficeDomain
import Testing

/// Percentiles by selection give what a whole sort gives: the two ranks around the position, and
/// the line between them.
@Suite struct QuantilesTests {
    /// The definition, by sorting.
    static func sorted(_ values: [Double], _ q: Double) -> Double {
        let sorted = values.sorted()
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down)), upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    @Test func selectionAgreesWithSortingOnManySamples() {
        var generator = SystemRandomNumberGenerator()
        for count in [1, 2, 3, 4, 5, 10, 15, 57, 200, 201] {
            for _ in 0..<40 {
                // Ties too: a third of the samples draw from five values.
                let values = (0..<count).map { _ in
                    Bool.random(using: &generator) && Bool.random(using: &generator) ? Double(Int.random(in: 0..<5, using: &generator))
                        : Double.random(in: -3...3, using: &generator)
                }
                for q in [0, 0.1, 0.25, 0.5, 0.9, 1] {
                    #expect(Quantiles.value(values, q) == Self.sorted(values, q), "\(count) values, q \(q): \(values)")
                }
            }
        }
        #expect(Quantiles.median([]) == 0)
        #expect(Quantiles.median([3, 1, 2, 10]) == 2.5)
    }
}
