/// Why the public-holiday resource (`holidays.bin`, shipped with the OpeningHours target) could not
/// be used: where in the file, and why.
///
/// A packaging error, not bad user input: the library never answers "no holidays" in its place.
/// ``PublicHolidays/dataError`` tells whether it happened; ``PublicHolidays/init(validatingCountry:region:)``
/// throws it.
public struct HolidayDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The byte offset in the resource where reading stopped; `nil` when the file itself is missing.
    public var offset: Int?
    /// What was being read, e.g. "country DE, subdivision BY".
    public var context: String
    /// Why it failed, e.g. "a number runs past the end of the record".
    public var reason: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - offset: Byte offset in the resource, if known.
    ///   - context: What was being read.
    ///   - reason: Why it failed.
    public init(offset: Int?, context: String, reason: String) {
        self.offset = offset
        self.context = context
        self.reason = reason
    }

    /// One line, e.g. `holidays.bin, byte 1234 (country DE): a number runs past the end of the
    /// record; rebuild it with scripts/build-holidays.sh`.
    public var description: String {
        let place = offset.map { "holidays.bin, byte \($0)" } ?? "holidays.bin"
        return "\(place) (\(context)): \(reason); rebuild it with scripts/build-holidays.sh and ship it as a "
            + "resource of the OpeningHours target"
    }
}
