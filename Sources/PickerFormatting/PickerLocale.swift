/// The language and region the picker speaks and formats for.
///
/// Built from a BCP 47 tag (`"en-US"`, `"fi"`, `"sv-FI"`, `"fr_CH"`) or negotiated from a list of
/// preferences (see `PickerLocale+Negotiation.swift`). Everything regional — the measurement system,
/// the hour cycle, the number separators — is derived from the language and the region here, in one
/// place, following CLDR's `measurementData`, `timeFormats` and `numbers` for the supported locales.
///
/// A tag without a region uses the CLDR likely region of its language (`en` → US, `de` → DE,
/// `fi` → FI, `sv` → SE, `fr` → FR), so a bare `en` gets 12-hour times and US units, as CLDR does.
public struct PickerLocale: Sendable, Hashable, CustomStringConvertible {
    /// The language of every message.
    public var language: Language { didSet { derive() } }
    /// The ISO 3166-1 region in upper case (`"US"`, `"GB"`, `"FI"`), or `nil` when unknown.
    public var region: String? { didSet { derive() } }
    /// An explicit measurement system from a `-u-ms-` tag extension; overrides the region's.
    public var measurementSystemOverride: MeasurementSystem? { didSet { derive() } }
    /// An explicit 12/24-hour choice from a `-u-hc-` tag extension; overrides the region's.
    public var hourCycleOverride: HourCycle? { didSet { derive() } }

    /// The regional choices, derived from the four properties above whenever one changes: every
    /// number, distance and time a page writes asks for them, and deriving them on each read
    /// compared the region with a dozen codes.
    private var derived: Derived

    /// The measurement system, hour cycle and separators for the current properties.
    private struct Derived: Sendable {
        var measurementSystem: MeasurementSystem
        var hourCycle: HourCycle
        var decimalSeparator: StaticString
        var groupingSeparator: StaticString
    }

    /// English with no region: what the picker speaks when nothing else matches.
    public static let fallback = PickerLocale(language: .english)

    /// Creates a locale from its parts.
    ///
    /// - Parameters:
    ///   - language: The language.
    ///   - region: An ISO 3166-1 alpha-2 region such as `"GB"`; upper-cased; `nil` for none.
    public init(language: Language, region: String? = nil) {
        self.language = language
        self.region = region.map { $0.uppercased() }
        derived = Derived(
            measurementSystem: .metric, hourCycle: .twentyFourColon, decimalSeparator: ".", groupingSeparator: ",")
        derive()
    }

    /// Derives the regional choices again. Observers do not run in initializers: one that sets a
    /// property after delegating calls this last.
    mutating func derive() {
        let symbols = symbols
        derived = Derived(
            measurementSystem: derivedMeasurementSystem, hourCycle: derivedHourCycle, decimalSeparator: symbols.decimal,
            groupingSeparator: symbols.group)
    }

    /// The region used for regional choices: the explicit one, else the language's CLDR likely region.
    public var effectiveRegion: String {
        if let region { return region }
        switch language {
        case .english: return "US"
        case .german: return "DE"
        case .finnish: return "FI"
        case .swedish: return "SE"
        case .french: return "FR"
        }
    }

    /// Feet and miles in the US (also Liberia and Myanmar), yards and miles in the UK, metres elsewhere.
    ///
    /// From CLDR `supplemental/measurementData`: `measurementSystem` US for US, LR, MM and UK for GB.
    public var measurementSystem: MeasurementSystem { derived.measurementSystem }

    private var derivedMeasurementSystem: MeasurementSystem {
        if let measurementSystemOverride { return measurementSystemOverride }
        switch effectiveRegion {
        case "US", "LR", "MM", "PR": return .us
        case "GB": return .uk
        default: return .metric
        }
    }

    /// The clock used for times, following each locale's CLDR short time pattern.
    ///
    /// English is 12-hour in the regions whose CLDR pattern is `h:mm a` (US, CA, AU, NZ, IN, PH, SG, …)
    /// and 24-hour elsewhere (GB, IE, the rest of Europe), writing `H.mm` in Finland and Denmark as
    /// CLDR `en_FI` and `en_DK` do. Finnish writes `H.mm`; Canadian French writes `HH 'h' mm`;
    /// German, Swedish and other French regions write `HH:mm`.
    public var hourCycle: HourCycle { derived.hourCycle }

    private var derivedHourCycle: HourCycle {
        if let hourCycleOverride {
            // An explicit h23 keeps the language's own 24-hour punctuation.
            if hourCycleOverride.isTwentyFourHour && regionalHourCycle.isTwentyFourHour { return regionalHourCycle }
            return hourCycleOverride
        }
        return regionalHourCycle
    }

    /// Regions whose English uses a 12-hour clock (CLDR `timeFormats` for `en_<region>`).
    private static let twelveHourRegions: Set<String> = [
        "US", "CA", "AU", "NZ", "IN", "PH", "SG", "MY", "PK", "HK", "PR", "JM", "TT", "BS", "EG",
    ]

    private var regionalHourCycle: HourCycle {
        switch language {
        case .english:
            let region = effectiveRegion
            if Self.twelveHourRegions.contains(region) { return .twelveHour }
            return region == "FI" || region == "DK" ? .twentyFourDot : .twentyFourColon
        case .finnish: return .twentyFourDot
        case .french: return effectiveRegion == "CA" ? .twentyFourFrenchCanadian : .twentyFourColon
        case .german, .swedish: return .twentyFourColon
        }
    }

    /// The decimal separator (CLDR `decimal` symbol), e.g. "." in English, "," in German.
    ///
    /// Swiss German and Swiss English use "."; English in continental European regions and in South
    /// Africa uses "," (CLDR `en_FI`, `en_SE`, `en_DE`, `en_NL`, …).
    public var decimalSeparator: String { derived.decimalSeparator.description }

    /// The digit-group separator used from 1 000 up (CLDR `group` symbol).
    ///
    /// English ",", German "." (Swiss "’"), Finnish and Swedish U+00A0 (no-break space), French
    /// U+202F (narrow no-break space; Canadian French U+00A0); English in FI, SE, NO, ZA U+00A0, in
    /// DE, DK, NL, BE, AT, IT, ES "." and in CH "'".
    public var groupingSeparator: String { derived.groupingSeparator.description }

    private var symbols: (decimal: StaticString, group: StaticString) {
        let region = effectiveRegion
        switch language {
        case .english:
            switch region {
            case "FI", "SE", "NO", "ZA": return (",", "\u{00A0}")
            case "DE", "DK", "NL", "BE", "AT", "IT", "ES", "SI": return (",", ".")
            case "CH": return (".", "'")
            default: return (".", ",")
            }
        case .german: return region == "CH" || region == "LI" ? (".", "\u{2019}") : (",", ".")
        case .finnish, .swedish: return (",", "\u{00A0}")
        case .french: return (",", region == "CA" ? "\u{00A0}" : "\u{202F}")
        }
    }

    /// The decimal separator as a literal, for writers that copy its bytes.
    var decimalSeparatorLiteral: StaticString { derived.decimalSeparator }

    /// The group separator as a literal, for writers that copy its bytes.
    var groupingSeparatorLiteral: StaticString { derived.groupingSeparator }

    /// Two locales are equal when their four properties are (what they derive follows from them).
    public static func == (lhs: PickerLocale, rhs: PickerLocale) -> Bool {
        lhs.language == rhs.language && lhs.region == rhs.region
            && lhs.measurementSystemOverride == rhs.measurementSystemOverride
            && lhs.hourCycleOverride == rhs.hourCycleOverride
    }

    /// Hashes the four properties that ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        hasher.combine(region)
        hasher.combine(measurementSystemOverride)
        hasher.combine(hourCycleOverride)
    }

    /// The BCP 47 tag, e.g. `"en-GB"` or `"fi"`.
    public var identifier: String {
        guard let region else { return language.code }
        return "\(language.code)-\(region)"
    }

    /// Same as ``identifier``.
    public var description: String { identifier }
}

// MARK: - Hour cycle

/// How a locale writes a time of day, following the CLDR `timeFormats` short pattern.
public enum HourCycle: String, Sendable, Hashable, CaseIterable {
    /// CLDR `HH:mm`: "08:00", "21:00" (en-GB, de, sv, fr).
    case twentyFourColon
    /// CLDR `H.mm`: "8.00", "21.00" (fi).
    case twentyFourDot
    /// CLDR `HH 'h' mm`: "08 h 00", "21 h 00" (fr-CA).
    case twentyFourFrenchCanadian
    /// CLDR `h:mm a`: "8:00 AM", "9:00 PM" with a narrow no-break space before the period (en-US).
    case twelveHour

    /// Whether the clock runs 0–23 (`true`) or 1–12 with AM/PM (`false`).
    public var isTwentyFourHour: Bool { self != .twelveHour }
}

// MARK: - Measurement system

/// How distances are measured for a locale.
///
/// See ``DistanceFormatter`` for the exact rounding rules of each system.
public enum MeasurementSystem: String, Sendable, Hashable, CaseIterable {
    /// Metres and kilometres.
    case metric
    /// Feet under a tenth of a mile, miles above (United States, Liberia, Myanmar).
    case us
    /// Yards under a tenth of a mile, miles above (United Kingdom road usage).
    case uk

    /// CLDR's measurement system of a country: US customary in the US, Liberia, Myanmar and Puerto
    /// Rico, imperial road distances in the UK, metric elsewhere.
    ///
    /// - Parameter country: An ISO 3166-1 alpha-2 code, any case.
    /// - Returns: The system, or `nil` when the country is unknown.
    public static func convention(ofCountry country: String?) -> MeasurementSystem? {
        switch country?.uppercased() {
        case nil: nil
        case "US", "LR", "MM", "PR": .us
        case "GB": .uk
        default: .metric
        }
    }
}
