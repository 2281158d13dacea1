import CommandLineArguments
import Foundation

/// Reads IANA time zone names such as `Europe/Helsinki`.
///
/// Only names from the IANA database are accepted (not `GMT+2` or `+02:00`, which
/// `TimeZone(identifier:)` would also take), so a typo is never read as some other zone.
public enum TimeZoneValue {
    private static let names = TimeZone.knownTimeZoneIdentifiers.sorted()
    private static let known = Set(names)

    /// Reads a zone.
    ///
    /// - Parameter text: An IANA zone identifier (`Europe/Helsinki`, `America/New_York`, `UTC`).
    /// - Returns: The zone.
    /// - Throws: ``ValueError`` with the closest known name when there is one, and an example.
    public static func parse(_ text: String) throws(ValueError) -> TimeZone {
        if text == "UTC" || known.contains(text), let zone = TimeZone(identifier: text) {
            return zone
        }
        var message = "unknown time zone '\(text)'"
        let lowered = text.lowercased()
        let best =
            names
            .map { ($0, editDistance($0.lowercased(), lowered)) }
            .min { $0.1 < $1.1 }
        if let best, best.1 <= max(2, text.count / 4) {
            message += "; did you mean '\(best.0)'?"
        } else {
            message += "; use an IANA zone name, such as Europe/Helsinki or America/New_York"
        }
        throw ValueError(message)
    }
}
