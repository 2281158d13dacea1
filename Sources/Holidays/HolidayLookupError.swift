/// Why ``PublicHolidays/init(validatingCountry:region:)`` found no holidays: an unknown country, a
/// region the country does not have, or an unusable resource.
public enum HolidayLookupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The country code is not in ``PublicHolidays/supportedCountries``.
    case unknownCountry(String)
    /// The country has no such subdivision; `known` lists its codes.
    case unknownRegion(String, country: String, known: [String])
    /// The holiday resource could not be loaded or is damaged.
    case data(HolidayDataError)

    /// What went wrong and a valid example.
    public var description: String {
        switch self {
        case .unknownCountry(let code):
            return "unknown country \"\(code)\": use an ISO 3166-1 alpha-2 code that has public holidays "
                + "(\(PublicHolidays.supportedCountries.count) do), such as \"DE\""
        case .unknownRegion(let region, let country, let known):
            guard let example = known.first else {
                return "unknown region \"\(region)\": \(country) has no subdivisions with holidays of their own; "
                    + "give the country alone"
            }
            let list =
                known.count > 12 ? known.prefix(12).joined(separator: ", ") + ", …" : known.joined(separator: ", ")
            return "unknown region \"\(region)\" of \(country): use one of \(list) (ISO 3166-2, with or without "
                + "\"\(country)-\"), such as \"\(example)\""
        case .data(let error):
            return error.description
        }
    }
}
