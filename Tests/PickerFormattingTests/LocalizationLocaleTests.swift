import Testing

@testable import PickerFormatting

@Suite("Locale parsing and negotiation")
struct LocalizationLocaleTests {
    @Test(
        arguments: [
            ("en-US", Language.english, "US"),
            ("fi", .finnish, nil),
            ("sv-FI", .swedish, "FI"),
            ("fr_CH", .french, "CH"),
            ("de-Latn-AT", .german, "AT"),
            ("EN-gb", .english, "GB"),
            ("fi_FI.UTF-8", .finnish, "FI"),
            ("fr-419", .french, "419"),
            ("sv-x-private", .swedish, nil),
        ] as [(String, Language, String?)])
    func parsesTags(_ row: (tag: String, language: Language, region: String?)) throws {
        let locale = try #require(PickerLocale(identifier: row.tag))
        #expect(locale.language == row.language)
        #expect(locale.region == row.region)
    }

    @Test(arguments: ["", "es-ES", "x", "-", "zh-Hant-TW"])
    func rejectsUnspokenLanguages(_ tag: String) {
        #expect(PickerLocale(identifier: tag) == nil)
    }

    @Test(arguments: [
        ("fi-FI,fi;q=0.9,en-US;q=0.8,en;q=0.7", "fi-FI"),
        ("es-ES,es;q=0.9,de;q=0.5,en;q=0.8", "en"),
        ("en;q=0.5, sv-SE;q=0.9", "sv-SE"),
        ("fr-CA;q=0, de-CH;q=0.1", "de-CH"),
        ("*, fr;q=0.3", "fr"),
        ("es, pt", "en"),
        ("", "en"),
        ("de;q=abc, fr;q=0.2", "fr"),
        ("sv;q=1.5, fi;q=0.4", "fi"),
        ("en-GB;q=0.8, fi;q=0.8", "en-GB"),
    ])
    func acceptLanguage(_ row: (header: String, expected: String)) {
        #expect(PickerLocale.negotiated(acceptLanguage: row.header).identifier == row.expected)
    }

    @Test func preferenceList() {
        #expect(PickerLocale.negotiated(from: ["nb-NO", "sv-FI", "en-FI"]).identifier == "sv-FI")
        #expect(PickerLocale.negotiated(from: []) == .fallback)
        #expect(PickerLocale.fallback.language == .english)
    }

    @Test(arguments: [
        ("en-US", MeasurementSystem.us, HourCycle.twelveHour),
        ("en", .us, .twelveHour),
        ("en-CA", .metric, .twelveHour),
        ("en-AU", .metric, .twelveHour),
        ("en-GB", .uk, .twentyFourColon),
        ("en-IE", .metric, .twentyFourColon),
        ("en-FI", .metric, .twentyFourDot),
        ("en-DE", .metric, .twentyFourColon),
        ("de", .metric, .twentyFourColon),
        ("fi", .metric, .twentyFourDot),
        ("sv-FI", .metric, .twentyFourColon),
        ("fr", .metric, .twentyFourColon),
        ("fr-CA", .metric, .twentyFourFrenchCanadian),
        ("en-GB-u-hc-h12", .uk, .twelveHour),
        ("en-US-u-hc-h23-ms-metric", .metric, .twentyFourColon),
        ("fi-u-hc-h23", .metric, .twentyFourDot),
    ])
    func regionalChoices(_ row: (tag: String, system: MeasurementSystem, cycle: HourCycle)) throws {
        let locale = try #require(PickerLocale(identifier: row.tag))
        #expect(locale.measurementSystem == row.system)
        #expect(locale.hourCycle == row.cycle)
    }

    /// The regional choices are derived when a property changes, not when they are read: a locale
    /// changed property by property says the same as one made from the tag at once.
    @Test(arguments: [
        ("en-GB-u-hc-h12", "fi", "GB", MeasurementSystem?.none, HourCycle?.some(.twelveHour)),
        ("en-US-u-ms-metric", "fr", "US", .some(.metric), nil),
        ("fr-CA-u-hc-h23", "de", "CA", nil, .some(.twentyFourColon)),
        ("en-FI", "sv", "FI", nil, nil),
        ("de-CH-u-ms-uksystem", "en", "CH", .some(.uk), nil),
    ])
    func changedLocaleRederives(
        _ row: (tag: String, startLanguage: String, region: String, system: MeasurementSystem?, cycle: HourCycle?)
    ) throws {
        let target = try #require(PickerLocale(identifier: row.tag))
        var locale = try #require(PickerLocale(identifier: row.startLanguage))
        locale.language = target.language
        locale.region = row.region
        locale.measurementSystemOverride = row.system
        locale.hourCycleOverride = row.cycle
        #expect(locale == target)
        #expect(locale.hashValue == target.hashValue)
        #expect(locale.measurementSystem == target.measurementSystem)
        #expect(locale.hourCycle == target.hourCycle)
        #expect(locale.decimalSeparator == target.decimalSeparator)
        #expect(locale.groupingSeparator == target.groupingSeparator)
        // And back: every change is seen.
        locale.region = nil
        locale.language = .finnish
        #expect(locale != target)
        #expect(locale.groupingSeparator == "\u{00A0}")
        #expect(locale.hourCycle == (row.cycle == .twelveHour ? .twelveHour : .twentyFourDot))
    }

    @Test func separators() throws {
        let cases: [(String, String, String)] = [
            ("en", ".", ","), ("de", ",", "."), ("de-CH", ".", "\u{2019}"), ("fi", ",", "\u{00A0}"),
            ("sv", ",", "\u{00A0}"), ("fr", ",", "\u{202F}"), ("fr-CA", ",", "\u{00A0}"), ("de-AT", ",", "."),
            ("en-FI", ",", "\u{00A0}"), ("en-DE", ",", "."), ("en-CH", ".", "'"),
        ]
        for (tag, decimal, group) in cases {
            let locale = try #require(PickerLocale(identifier: tag))
            #expect(locale.decimalSeparator == decimal, "\(tag)")
            #expect(locale.groupingSeparator == group, "\(tag)")
        }
    }
}
