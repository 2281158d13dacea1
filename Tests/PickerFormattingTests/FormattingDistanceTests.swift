import Testing

@testable import PickerFormatting

@Suite("Distance formatting")
struct FormattingDistanceTests {
    static let nbsp = "\u{00A0}"

    /// Metric boundaries, written with "." as in English-in-Ireland (metric, 24-hour).
    static let metric: [(meters: Double, shown: String)] = [
        (0, "under 10 m"), (-5, "under 10 m"), (.nan, "under 10 m"), (9.99, "under 10 m"),
        (10, "10 m"), (14.9, "10 m"), (15, "20 m"), (44, "40 m"), (94.9, "90 m"), (95, "100 m"), (99.9, "100 m"),
        (100, "100 m"), (124.9, "100 m"), (125, "150 m"), (349, "350 m"), (351, "350 m"), (374.9, "350 m"),
        (375, "400 m"), (949, "950 m"), (974.9, "950 m"), (975, "1.0 km"), (1049, "1.0 km"), (1050, "1.1 km"),
        (1249, "1.2 km"), (9949, "9.9 km"), (9950, "10 km"), (12_499, "12 km"), (12_500, "13 km"),
        (1_234_567, "1,235 km"),
    ]

    @Test(arguments: metric)
    func metricSteps(_ row: (meters: Double, shown: String)) throws {
        let locale = try #require(PickerLocale(identifier: "en-IE"))
        let text = DistanceFormatter(locale: locale).string(meters: row.meters)
        #expect(text == row.shown.replacingLastSpace(with: Self.nbsp), "\(row.meters) m")
    }

    /// US: feet in 50-ft steps up to 500 ft, then tenths of a mile.
    static let us: [(meters: Double, shown: String)] = [
        (10, "under 50 ft"), (15.2, "under 50 ft"), (15.24, "50 ft"), (100, "350 ft"), (152.4, "500 ft"),
        (160.0, "500 ft"),
        (160.02, "0.1 mi"), (400, "0.2 mi"), (1609.344, "1.0 mi"), (16_000, "9.9 mi"), (16_013, "10 mi"),
    ]

    @Test(arguments: us)
    func usSteps(_ row: (meters: Double, shown: String)) {
        let text = DistanceFormatter(locale: PickerLocale(language: .english, region: "US")).string(meters: row.meters)
        #expect(text == row.shown.replacingLastSpace(with: Self.nbsp), "\(row.meters) m")
    }

    /// UK: yards in 10-yd steps up to 170 yd, then tenths of a mile.
    static let uk: [(meters: Double, shown: String)] = [
        (5, "under 10 yd"), (9.144, "10 yd"), (100, "110 yd"), (155, "170 yd"), (160, "170 yd"), (160.02, "0.1 mi"),
        (804.672, "0.5 mi"),
        (50_000, "31 mi"),
    ]

    @Test(arguments: uk)
    func ukSteps(_ row: (meters: Double, shown: String)) {
        let text = DistanceFormatter(locale: PickerLocale(language: .english, region: "GB")).string(meters: row.meters)
        #expect(text == row.shown.replacingLastSpace(with: Self.nbsp), "\(row.meters) m")
    }

    @Test(arguments: [
        ("de", "1,2 km", "unter 10 m"), ("fi", "1,2 km", "alle 10 m"), ("sv", "1,2 km", "under 10 m"),
        ("fr", "1,2 km", "moins de 10 m"), ("de-CH", "1.2 km", "unter 10 m"), ("en-US", "0.8 mi", "under 50 ft"),
    ])
    func languages(_ row: (tag: String, kilometre: String, tiny: String)) throws {
        let formatter = DistanceFormatter(locale: try #require(PickerLocale(identifier: row.tag)))
        #expect(formatter.string(meters: 1234) == row.kilometre.replacingLastSpace(with: Self.nbsp))
        #expect(formatter.string(meters: 3) == row.tiny.replacingLastSpace(with: Self.nbsp))
    }

    @Test("shown distances never go down as the true distance grows (no flicker back)")
    func monotone() {
        for region in ["FI", "US", "GB"] {
            let formatter = DistanceFormatter(locale: PickerLocale(language: .english, region: region))
            var previous = 0.0
            var meters = 0.0
            while meters < 20_000 {
                let reading = formatter.reading(meters: meters)
                let shownMeters = reading.amount * reading.unit.meters - (reading.isBelowMinimum ? 1 : 0)
                #expect(shownMeters >= previous - 1e-6, "\(region): \(meters) m shows less than before")
                previous = shownMeters
                meters += 0.5
            }
        }
    }

    @Test func readingExposesRounding() {
        let reading = DistanceFormatter(locale: PickerLocale(language: .finnish)).reading(meters: 1249)
        #expect(reading == DistanceReading(amount: 1.2, fractionDigits: 1, unit: .kilometers))
    }
}

extension String {
    /// The string with only its last ASCII space replaced ("moins de 10 m" keeps the word spaces).
    func replacingLastSpace(with space: String) -> String {
        guard let index = lastIndex(of: " ") else { return self }
        return String(self[..<index]) + space + String(self[self.index(after: index)...])
    }
}
