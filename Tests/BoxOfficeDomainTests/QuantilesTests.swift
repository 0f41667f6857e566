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

    @Test func aWeightedPercentileCountsEachValueByItsWeight() {
        // Five residuals; the two recent runs (weight 1) against three a year older (weight ½ each).
        let values: [Double] = [0.3, -0.2, 0.1, -0.4, 0.5], weights: [Double] = [1, 0.5, 0.5, 0.5, 1]
        // Sorted: -0.4 (½), -0.2 (½), 0.1 (½), 0.3 (1), 0.5 (1); total 3.5.
        // The 15th: 0.525 of the weight, which -0.4's 0.5 does not reach and -0.2 brings to 1.0.
        #expect(Quantiles.weighted(values, weights, 0.15) == -0.2)
        #expect(Quantiles.weighted(values, weights, 0.14) == -0.4) // 0.49: -0.4's 0.5 reaches it
        #expect(Quantiles.weighted(values, weights, 0.5) == 0.3) // 1.75: -0.4, -0.2, 0.1 hold 1.5
        #expect(Quantiles.weighted(values, weights, 0.95) == 0.5)
        // Equal weights: the sample's own step percentile, whatever the weight.
        #expect(Quantiles.weighted(values, [2, 2, 2, 2, 2], 0.5) == 0.1)
        #expect(Quantiles.weighted(values, [Double](repeating: 1, count: 5), 0.2) == -0.4)
        // No weight at all, or weights that do not match: the unweighted percentile.
        #expect(Quantiles.weighted(values, [0, 0, 0, 0, 0], 0.5) == Quantiles.value(values, 0.5))
        #expect(Quantiles.weighted(values, [1], 0.5) == Quantiles.value(values, 0.5))
    }
}
