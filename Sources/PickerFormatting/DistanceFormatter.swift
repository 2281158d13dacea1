import RawMemory

/// Writes a distance for people, in the locale's units, rounded so it does not flicker.
///
/// A shown distance changes only when the true distance crosses a fixed step boundary, so walking a
/// few metres never turns "350 m" into "349 m". The rules, by ``PickerLocale/measurementSystem``:
///
/// **Metric**
/// | distance d | shown | example |
/// |---|---|---|
/// | d < 10 m | "under 10 m" | "under 10 m" |
/// | 10 m ≤ d < 100 m | nearest 10 m | 44 m → "40 m", 95 m → "100 m" |
/// | 100 m ≤ d < 975 m | nearest 50 m | 374 m → "350 m", 375 m → "400 m" |
/// | 975 m ≤ d < 9.95 km | km, one decimal | 975 m → "1.0 km", 1249 m → "1.2 km" |
/// | d ≥ 9.95 km | whole km | 9950 m → "10 km", 12 499 m → "12 km" |
///
/// **US** (feet and miles): under 50 ft → "under 50 ft"; under 525 ft → nearest 50 ft (so at most
/// "500 ft"); then miles with one decimal from "0.1 mi" up to 9.95 mi; whole miles above.
///
/// **UK** (yards and miles, as on British road signs): under 10 yd → "under 10 yd"; under 175 yd →
/// nearest 10 yd (at most "170 yd"); then miles exactly as in the US.
///
/// Each band ends where its rounding would reach the next band's first value, so there is no jump
/// back ("950 m" → "1.0 km", "500 ft" → "0.1 mi"). Halves round away from zero. Negative or
/// non-finite input is treated as 0. The number and unit are joined by a no-break space U+00A0;
/// the decimal separator is the locale's ("1,2 km" in de, fi, sv, fr).
public struct DistanceFormatter: Sendable, Hashable {
    /// The locale whose units and separators are used.
    public var locale: PickerLocale

    /// Creates a distance formatter.
    ///
    /// - Parameter locale: The locale.
    public init(locale: PickerLocale) { self.locale = locale }

    /// The distance as words: "350 m", "1,2 km", "0.3 mi", "under 10 m".
    ///
    /// - Parameter meters: Geodesic distance in metres.
    /// - Returns: The text, with a no-break space before the unit.
    public func string(meters: Double) -> String {
        string(for: reading(meters: meters))
    }

    /// Words for a reading already rounded.
    ///
    /// - Parameter reading: The reading.
    /// - Returns: The text, e.g. "unter 10 m" for a German reading below the minimum.
    public func string(for reading: DistanceReading) -> String {
        // Written into one string: the word for "under", the number, a no-break space, the unit.
        return TextBytes.make { text in
            if reading.isBelowMinimum {
                switch locale.language {
                case .english: text.append("under ")
                case .german: text.append("unter ")
                case .finnish: text.append("alle ")
                case .swedish: text.append("under ")
                case .french: text.append("moins de ")
                }
            }
            NumberText(locale: locale).writeDecimal(reading.amount, fractionDigits: reading.fractionDigits, to: &text)
            text.append(0xC2)
            text.append(0xA0)
            text.append(reading.unit.symbol)
        }
    }

    /// The rounded amount and unit for a distance, following the table above.
    ///
    /// - Parameter meters: Geodesic distance in metres.
    /// - Returns: What will be shown.
    public func reading(meters: Double) -> DistanceReading {
        let distance = meters.isFinite && meters > 0 ? meters : 0
        switch locale.measurementSystem {
        case .metric: return metricReading(distance)
        case .us: return shortImperialReading(distance, unit: .feet, minimum: 50, step: 50, limit: 525)
        case .uk: return shortImperialReading(distance, unit: .yards, minimum: 10, step: 10, limit: 175)
        }
    }

    private func metricReading(_ meters: Double) -> DistanceReading {
        if meters < 10 { return DistanceReading(amount: 10, fractionDigits: 0, unit: .meters, isBelowMinimum: true) }
        if meters < 100 { return DistanceReading(amount: rounded(meters, step: 10), fractionDigits: 0, unit: .meters) }
        if meters < 975 { return DistanceReading(amount: rounded(meters, step: 50), fractionDigits: 0, unit: .meters) }
        if meters < 9950 {
            // Round in hectometres so 975 m is exactly 9.75 tenths and goes up to 1.0 km.
            let tenths = (meters / 100).rounded(.toNearestOrAwayFromZero)
            return DistanceReading(amount: tenths / 10, fractionDigits: 1, unit: .kilometers)
        }
        return DistanceReading(
            amount: (meters / 1000).rounded(.toNearestOrAwayFromZero), fractionDigits: 0, unit: .kilometers)
    }

    private func shortImperialReading(
        _ meters: Double, unit: DistanceUnit, minimum: Double, step: Double, limit: Double
    ) -> DistanceReading {
        let amount = meters / unit.meters
        if amount < minimum {
            return DistanceReading(amount: minimum, fractionDigits: 0, unit: unit, isBelowMinimum: true)
        }
        if amount < limit { return DistanceReading(amount: rounded(amount, step: step), fractionDigits: 0, unit: unit) }
        let miles = meters / DistanceUnit.miles.meters
        if miles < 9.95 {
            let tenths = (miles * 10).rounded(.toNearestOrAwayFromZero)
            return DistanceReading(amount: tenths / 10, fractionDigits: 1, unit: .miles)
        }
        return DistanceReading(amount: miles.rounded(.toNearestOrAwayFromZero), fractionDigits: 0, unit: .miles)
    }

    private func rounded(_ value: Double, step: Double) -> Double {
        (value / step).rounded(.toNearestOrAwayFromZero) * step
    }
}

// MARK: - The reading

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
