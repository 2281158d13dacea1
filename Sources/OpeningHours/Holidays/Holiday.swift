/// A public holiday on a particular date, with its English name.
public struct Holiday: Sendable, Hashable {
    /// The calendar date on which the holiday (or its substitute day) falls.
    public var date: LocalDate
    /// The holiday's English name, e.g. "Good Friday" or "Christmas Day (substitute day)".
    public var name: String

    /// Creates a holiday.
    ///
    /// - Parameters:
    ///   - date: The calendar date.
    ///   - name: The English name.
    public init(date: LocalDate, name: String) {
        self.date = date
        self.name = name
    }
}

extension Holiday {
    /// Orders by date, then by name, so lists with two holidays on one day are deterministic.
    static func calendarOrder(_ lhs: Holiday, _ rhs: Holiday) -> Bool {
        lhs.date == rhs.date ? lhs.name < rhs.name : lhs.date < rhs.date
    }
}
