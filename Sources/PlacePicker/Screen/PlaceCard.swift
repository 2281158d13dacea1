import PlaceQuery
import PlaceQueryModel

/// Everything about one place, for its detail view: the week's hours and the facts in text.
public struct PlaceCard: Sendable, Hashable, Identifiable {
    /// One day of the week table.
    public struct Day: Sendable, Hashable {
        /// "Today", "Monday", … (today first).
        public var label: String
        /// The date, localized: "30 November".
        public var dateText: String
        /// "08:00–21:00", "Closed", "Open 24 hours", "Hours unknown".
        public var hoursText: String
        /// Whether this is today.
        public var isToday: Bool
        /// The holiday's name when the day is a public holiday ("Independence Day",
        /// "Itsenäisyyspäivä"), in the card's language when the holiday data has it; otherwise the
        /// localized word for a public holiday ("Feiertag").
        public var holidayName: String?

        /// Creates a day.
        ///
        /// - Parameters:
        ///   - label: Day label.
        ///   - dateText: Date.
        ///   - hoursText: Hours.
        ///   - isToday: Today.
        ///   - holidayName: Holiday.
        public init(label: String, dateText: String, hoursText: String, isToday: Bool, holidayName: String?) {
            self.label = label
            self.dateText = dateText
            self.hoursText = hoursText
            self.isToday = isToday
            self.holidayName = holidayName
        }
    }

    /// The place id.
    public var id: String
    /// The unique name.
    public var title: String
    /// The row of the place (state, action, labels), so the card can select it too.
    public var row: PlaceRow
    /// The place with what the query computed.
    public var result: PlaceResult
    /// "350 m north-east of your location".
    public var distanceText: String
    /// "Hours" (the table's caption).
    public var hoursCaption: String
    /// Seven days, today first.
    public var week: [Day]
    /// Labeled facts: address, phone, website, step-free access, category; only those known.
    public var facts: [LabeledText]
    /// Comments from the data (e.g. "by appointment"), shown as they are.
    public var comments: [String]
    /// The raw `opening_hours` value, for people who want to check it.
    public var rawHours: String?

    /// Creates a card.
    ///
    /// - Parameters:
    ///   - id: Place id.
    ///   - title: Name.
    ///   - row: Row.
    ///   - result: The place with what the query computed.
    ///   - distanceText: Distance sentence.
    ///   - hoursCaption: Table caption.
    ///   - week: Days.
    ///   - facts: Facts.
    ///   - comments: Data comments.
    ///   - rawHours: Raw hours.
    public init(
        id: String, title: String, row: PlaceRow, result: PlaceResult, distanceText: String, hoursCaption: String,
        week: [Day], facts: [LabeledText], comments: [String], rawHours: String?
    ) {
        self.id = id
        self.title = title
        self.row = row
        self.result = result
        self.distanceText = distanceText
        self.hoursCaption = hoursCaption
        self.week = week
        self.facts = facts
        self.comments = comments
        self.rawHours = rawHours
    }
}
