/// A language the picker speaks.
///
/// Every ``TextKey`` has a template in each of these languages; the catalogue test fails when one
/// is missing, and at run time a missing template falls back to English.
public enum Language: String, Sendable, Hashable, CaseIterable, Codable {
    /// English.
    case english = "en"
    /// German.
    case german = "de"
    /// Finnish.
    case finnish = "fi"
    /// Swedish.
    case swedish = "sv"
    /// French.
    case french = "fr"

    /// The language's position in ``allCases``, for tables indexed by language.
    public var ordinal: Int {
        switch self {
        case .english: 0
        case .german: 1
        case .finnish: 2
        case .swedish: 3
        case .french: 4
        }
    }

    /// The ISO 639-1 code, e.g. `"fi"`.
    public var code: String { rawValue }

    /// The language's name in itself, for a language menu: "Suomi", "Deutsch".
    public var endonym: String {
        switch self {
        case .english: "English"
        case .german: "Deutsch"
        case .finnish: "Suomi"
        case .swedish: "Svenska"
        case .french: "Français"
        }
    }

    /// The language for an ISO 639 code, ignoring case; `nil` for a language the picker does not speak.
    ///
    /// - Parameter code: A two- or three-letter code such as `"de"`, `"FI"` or `"swe"`.
    public init?(code: String) {
        switch code.lowercased() {
        case "en", "eng": self = .english
        case "de", "deu", "ger": self = .german
        case "fi", "fin": self = .finnish
        case "sv", "swe": self = .swedish
        case "fr", "fra", "fre": self = .french
        default: return nil
        }
    }
}
