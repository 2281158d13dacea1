/// A distance as it will be shown: a rounded amount in a unit, or "under" a smallest amount.
///
/// Produced by ``DistanceFormatter/reading(meters:)`` so callers (and tests) can see the rounding
/// separately from the words.
public struct DistanceReading: Sendable, Hashable {
    /// The rounded amount in ``unit``; for a reading below the minimum, the minimum itself.
    public var amount: Double
    /// Fraction digits shown (0 or 1).
    public var fractionDigits: Int
    /// The unit.
    public var unit: DistanceUnit
    /// `true` when the distance is below the smallest amount shown ("under 10 m").
    public var isBelowMinimum: Bool

    /// Creates a reading.
    ///
    /// - Parameters:
    ///   - amount: The rounded amount.
    ///   - fractionDigits: 0 or 1.
    ///   - unit: The unit.
    ///   - isBelowMinimum: Whether this is "under `amount`".
    public init(amount: Double, fractionDigits: Int, unit: DistanceUnit, isBelowMinimum: Bool = false) {
        self.amount = amount
        self.fractionDigits = fractionDigits
        self.unit = unit
        self.isBelowMinimum = isBelowMinimum
    }
}
