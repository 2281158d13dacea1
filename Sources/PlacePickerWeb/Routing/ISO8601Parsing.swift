import Foundation

/// Parses instants such as `2026-11-30T10:00:00+02:00`, `2026-11-30T08:00:00Z` or
/// `2026-11-30T10:00+02:00` (seconds optional, fractional seconds allowed).
public enum ISO8601Parsing {
    /// The instant a text names, or `nil` when it is not an ISO 8601 instant with a zone.
    ///
    /// - Parameter text: The text.
    /// - Returns: The instant.
    public static func instant(_ text: String) -> Date? {
        // In a query string an unencoded "+02:00" arrives as " 02:00" (form decoding turns "+"
        // into a space); read it as the offset it was meant to be.
        if text.count > 19, let space = text.lastIndex(of: " "), text.distance(from: space, to: text.endIndex) == 6 {
            return instant(text.replacingCharacters(in: space...space, with: "+"))
        }
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        // "2026-11-30T10:00+02:00": no seconds.
        let characters = Array(text)
        if characters.count > 16, characters[10] == "T", characters[13] == ":", "Z+-".contains(characters[16]) {
            formatter.formatOptions = [.withInternetDateTime]
            return formatter.date(from: String(characters[..<16]) + ":00" + String(characters[16...]))
        }
        return nil
    }
}
