/// A price in a currency (`KRW`, `USD`, …).
public struct Money: Hashable, Sendable {
    public var amount: Double
    /// ISO 4217 code.
    public var currency: String

    public init(amount: Double, currency: String) {
        self.amount = amount
        self.currency = currency
    }
}
