import Foundation
import OpeningHoursSyntax

/// Structured weekly opening hours, the way carriers' and maps' APIs publish them: periods per
/// weekday plus dated exceptions. Decodes from JSON and compiles to the same ``Schedule`` as the
/// OpenStreetMap syntax.
///
/// ```json
/// {
///   "periods": [
///     {"day": "mo", "open": "08:00", "close": "18:00"},
///     {"day": "sa", "open": "22:00", "close": "02:00"}
///   ],
///   "exceptions": [
///     {"date": "2026-12-24", "closed": true, "comment": "Christmas Eve"},
///     {"date": "2026-12-31", "periods": [{"open": "08:00", "close": "12:00"}]},
///     {"date": "2026-07-01", "to": "2026-07-14", "closed": true}
///   ]
/// }
/// ```
/// A `close` at or before `open` runs past midnight; `24:00` closes at midnight. `day` accepts
/// `mo`…`su` and English names.
public struct WeeklyHours: Codable, Sendable, Hashable {
    /// An opening period on a weekday.
    public struct Period: Codable, Sendable, Hashable {
        /// `mo`, `tu`, `we`, `th`, `fr`, `sa`, `su` (or an English name).
        public var day: String
        /// `HH:MM`.
        public var open: String
        /// `HH:MM`; at or before `open` means the next day; `24:00` is midnight.
        public var close: String

        /// Creates a period.
        ///
        /// - Parameters:
        ///   - day: The weekday.
        ///   - open: Opening time `HH:MM`.
        ///   - close: Closing time `HH:MM`.
        public init(day: String, open: String, close: String) {
            self.day = day
            self.open = open
            self.close = close
        }
    }

    /// Opening and closing time on an exceptional date.
    public struct TimeRange: Codable, Sendable, Hashable {
        /// `HH:MM`.
        public var open: String
        /// `HH:MM`.
        public var close: String

        /// Creates a time range.
        ///
        /// - Parameters:
        ///   - open: Opening time.
        ///   - close: Closing time.
        public init(open: String, close: String) {
            self.open = open
            self.close = close
        }
    }

    /// A date (or range of dates) whose hours differ from the weekly periods.
    public struct Exception: Codable, Sendable, Hashable {
        /// First date, `YYYY-MM-DD`.
        public var date: String
        /// Last date of a range, `YYYY-MM-DD`, or `nil` for one day.
        public var to: String?
        /// `true`: closed all day.
        public var closed: Bool?
        /// The hours on those dates (ignored when `closed` is `true`).
        public var periods: [TimeRange]?
        /// A note shown with the state, e.g. `Christmas Eve`.
        public var comment: String?

        /// Creates an exception.
        ///
        /// - Parameters:
        ///   - date: First date.
        ///   - to: Last date, if a range.
        ///   - closed: Whether closed all day.
        ///   - periods: The hours, if open.
        ///   - comment: A note.
        public init(
            date: String, to: String? = nil, closed: Bool? = nil, periods: [TimeRange]? = nil, comment: String? = nil
        ) {
            self.date = date
            self.to = to
            self.closed = closed
            self.periods = periods
            self.comment = comment
        }
    }

    /// Weekly periods.
    public var periods: [Period]
    /// Dated exceptions; later ones win over earlier ones.
    public var exceptions: [Exception]?

    /// Creates weekly hours.
    ///
    /// - Parameters:
    ///   - periods: Weekly periods.
    ///   - exceptions: Dated exceptions.
    public init(periods: [Period], exceptions: [Exception]? = nil) {
        self.periods = periods
        self.exceptions = exceptions
    }

    /// Reads weekly hours from JSON and compiles them.
    ///
    /// - Parameter json: The JSON document.
    /// - Returns: The schedule, diagnostics naming the bad field (offset 0: JSON has no character
    ///   positions here), and the equivalent `opening_hours` text as ``ParseResult/normalized``.
    public static func parse(json: Data) -> ParseResult {
        do {
            let hours = try JSONDecoder().decode(WeeklyHours.self, from: json)
            return hours.compile()
        } catch {
            let diagnostic = HoursDiagnostic(
                severity: .error, message: "Cannot read weekly hours JSON: \(Self.describe(error))", offset: 0,
                length: 0,
                kind: .unexpected, example: #"{"periods":[{"day":"mo","open":"08:00","close":"18:00"}]}"#)
            return ParseResult(schedule: nil, diagnostics: [diagnostic], readSchedule: nil)
        }
    }

    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default: return "\(error)"
        }
    }
}
