/// Why an iCalendar (`.ics`) text could not be read as school holidays: the line, what is wrong
/// and a valid example.
public struct ICalendarError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line of the input where the offending content line starts (0 for the whole
    /// input, e.g. when it is not UTF-8).
    public var line: Int
    /// What is wrong, e.g. "DTEND 20260230 is not a date".
    public var message: String
    /// A valid form, e.g. "DTSTART;VALUE=DATE:20260330".
    public var example: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - line: 1-based line number.
    ///   - message: What is wrong.
    ///   - example: A valid form, if one helps.
    public init(line: Int, message: String, example: String? = nil) {
        self.line = line
        self.message = message
        self.example = example
    }

    /// `line 12: DTEND 20260230 is not a date; write it such as DTEND;VALUE=DATE:20260411`.
    public var description: String {
        let place = line > 0 ? "line \(line): " : ""
        return place + message + (example.map { "; write it such as \($0)" } ?? "")
    }
}
