/// The words the parser asks for by name, recognized once by the lexer so the parser compares a
/// byte instead of a string.
enum Keyword: UInt8, Sendable, Equatable {
    /// Any other word (or not a word).
    case none
    /// `h` (`8h`, `8h30`).
    case h
    /// `am`.
    case am
    /// `pm`.
    case pm
    /// `a` of `a.m.`.
    case a
    /// `p` of `p.m.`.
    case p
    /// `m` of `a.m.`.
    case m
    /// `to` (`Mo to Fr`).
    case to
    /// `bis` (`Mo bis Fr`).
    case bis
    /// `PH`.
    case ph
    /// `SH`.
    case sh
    /// `easter`.
    case easter
    /// `week`.
    case week
    /// `open`.
    case open
    /// `closed`.
    case closed
    /// `off`.
    case off
    /// `unknown`.
    case unknown
    /// `sunrise`.
    case sunrise
    /// `sunset`.
    case sunset
    /// `dawn`.
    case dawn
    /// `dusk`.
    case dusk

    /// The keyword of each lowercased spelling.
    static let spellings: [String: Keyword] = [
        "h": .h, "am": .am, "pm": .pm, "a": .a, "p": .p, "m": .m, "to": .to, "bis": .bis, "ph": .ph, "sh": .sh,
        "easter": .easter, "week": .week, "open": .open, "closed": .closed, "off": .off, "unknown": .unknown,
        "sunrise": .sunrise, "sunset": .sunset, "dawn": .dawn, "dusk": .dusk,
    ]

    /// The rule modifier this keyword names, if any.
    var modifier: Rule.Modifier? {
        switch self {
        case .open: .open
        case .closed: .closed
        case .off: .off
        case .unknown: .unknown
        default: nil
        }
    }

    /// The sun event this keyword names, if any.
    var event: SunEvent? {
        switch self {
        case .sunrise: .sunrise
        case .sunset: .sunset
        case .dawn: .dawn
        case .dusk: .dusk
        default: nil
        }
    }
}
