import Foundation

/// σ(a + b·logit(p)): maps the road's own chance that a mark is crossed within its three weeks to
/// how often such crossings happened. Fitted by maximum likelihood on a walk's forecasts (`fit`);
/// the product's is fitted at build time on the runs that opened in 2017-2019 (`fitted`, generated
/// by ForecastFiguresGenerator), never written by hand.
public struct ChanceCalibration: Hashable, Sendable {
    public var a: Double
    public var b: Double

    public init(a: Double, b: Double) { (self.a, self.b) = (a, b) }

    /// The road's chances as they are (what a fit starts from).
    public static let none = ChanceCalibration(a: 0, b: 1)

    /// The chance recalibrated.
    public func callAsFunction(_ chance: Double) -> Double {
        let p = min(max(chance, 0.001), 0.999)
        return 1 / (1 + Foundation.exp(-(a + b * Foundation.log(p / (1 - p)))))
    }

    /// Fitted on the forecasts at days 3, 7 and 14 of the runs that opened in `years` and reached
    /// 1,000,000 (walked with the road's own chances, each from the days before it), against their
    /// crossings within three weeks as the lists show them.
    /// - Parameter runs: every run held, to the newest day.
    public static func fit(_ runs: [RunSeries], market: MarketOccupancy, years: ClosedRange<Int>) -> ChanceCalibration {
        var options = BacktestForecasts.Options(years: years)
        options.market = market
        return fit(BacktestForecasts(calibration: .none).execute(runs, options: options).cases)
    }

    /// The calibration that makes the walk's chances (its cases' `chance`, as the walk made them:
    /// walked with `.none`, the road's own) most likely to give the crossings that happened within
    /// three weeks (Newton's method on the log-likelihood; `.none` where there is nothing to fit).
    public static func fit(_ cases: [BacktestCase]) -> ChanceCalibration {
        let points = cases.compactMap { item in
            item.chance.map { chance in
                let p = min(max(chance, 0.001), 0.999)
                return (x: Foundation.log(p / (1 - p)), y: item.crossedWithinRoad ? 1.0 : 0.0)
            }
        }
        guard !points.isEmpty else { return .none }
        var (a, b) = (0.0, 1.0)
        for _ in 0..<50 {
            var (g0, g1, h00, h01, h11) = (0.0, 0.0, 0.0, 0.0, 0.0)
            for point in points {
                let p = 1 / (1 + Foundation.exp(-(a + b * point.x)))
                let w = p * (1 - p)
                g0 += point.y - p
                g1 += (point.y - p) * point.x
                h00 += w
                h01 += w * point.x
                h11 += w * point.x * point.x
            }
            let determinant = h00 * h11 - h01 * h01
            guard abs(determinant) > 1e-12 else { break }
            a += (h11 * g0 - h01 * g1) / determinant
            b += (h00 * g1 - h01 * g0) / determinant
        }
        return ChanceCalibration(a: a, b: b)
    }
}
